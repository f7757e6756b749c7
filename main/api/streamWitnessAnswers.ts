import type { SessionEvent } from '../../shared/domain';
import type { ApiHandlers } from './ApiHandlers';
import type { EventBus } from './EventBus';

/** Words per pushed delta, and the pause between deltas (about 200 words a second: visible, never a wait). */
const WORDS_PER_DELTA = 3;
const DELTA_MS = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pushes each witness answer of a trial move as `witness.token` deltas (turnId = question id)
 * before the move's result returns. The trial service hands back a step's events whole; until
 * it streams a model's tokens itself, the answer goes out in small deltas here, so the renderer
 * has one streaming path for every cast. The events are already stored when this runs.
 */
export function streamWitnessAnswers(handlers: ApiHandlers, bus: EventBus, delayMs = DELTA_MS): ApiHandlers {
  async function publish(sessionId: string, events: readonly SessionEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'AnswerGiven') continue;
      const words = event.text.split(/(?<=\s)/);
      for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
        bus.publish('witness.token', { sessionId, turnId: event.questionId, delta: words.slice(i, i + WORDS_PER_DELTA).join('') });
        if (delayMs > 0) await sleep(delayMs);
      }
    }
  }
  return {
    ...handlers,
    'trial.ask': async (input) => {
      const result = await handlers['trial.ask'](input);
      await publish(input.sessionId, result.events);
      return result;
    },
    'trial.respond': async (input) => {
      const result = await handlers['trial.respond'](input);
      await publish(input.sessionId, result.events);
      return result;
    },
  };
}

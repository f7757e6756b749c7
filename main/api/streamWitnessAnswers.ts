import type { SessionEvent } from '../../shared/domain';
import type { ApiHandlers } from './ApiHandlers';
import type { EventBus } from './EventBus';

/** Words per paced delta, and the pause between deltas (about 200 words a second: visible, never a wait). */
const WORDS_PER_DELTA = 3;
const DELTA_MS = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `witness.token` stream of trial answers (turnId = question id). A model's answer streams
 * live, sentence by sentence as the session lets it through (`live`); an answer that arrived
 * whole (the rules cast's, or a fallback) goes out in paced deltas when its move returns
 * (`settle`), so the renderer has one streaming path for every cast.
 */
export class WitnessAnswerStream {
  /** What went out live, per session and question, to know what `settle` still owes. */
  private readonly sent = new Map<string, string>();

  constructor(
    private readonly bus: EventBus,
    private readonly delayMs = DELTA_MS,
  ) {}

  live(sessionId: string, questionId: string, delta: string): void {
    const key = `${sessionId}\u0000${questionId}`;
    this.sent.set(key, (this.sent.get(key) ?? '') + delta);
    this.bus.publish('witness.token', { sessionId, turnId: questionId, delta });
  }

  /** After a move: each stored answer's text that has not streamed yet goes out now, paced, or whole when pacing is off. */
  async settle(sessionId: string, events: readonly SessionEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'AnswerGiven') continue;
      const key = `${sessionId}\u0000${event.questionId}`;
      const sent = this.sent.get(key) ?? '';
      this.sent.delete(key);
      // A live answer replaced by a fallback is not patched here: the stored answer replaces
      // the provisional text in the room when the move returns.
      if (!event.text.startsWith(sent)) continue;
      const rest = event.text.slice(sent.length);
      // Unpaced, the deltas would all go out in this same tick: the rest goes as one.
      if (this.delayMs <= 0) {
        if (rest) this.bus.publish('witness.token', { sessionId, turnId: event.questionId, delta: rest });
        continue;
      }
      const words = rest.split(/(?<=\s)/).filter(Boolean);
      for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
        this.bus.publish('witness.token', { sessionId, turnId: event.questionId, delta: words.slice(i, i + WORDS_PER_DELTA).join('') });
        await sleep(this.delayMs);
      }
    }
    for (const key of this.sent.keys()) if (key.startsWith(`${sessionId}\u0000`)) this.sent.delete(key);
  }
}

/** Wraps the trial moves that can bring an answer, so each returns only once its answer has streamed. */
export function streamWitnessAnswers(handlers: ApiHandlers, stream: WitnessAnswerStream): ApiHandlers {
  return {
    ...handlers,
    'trial.ask': async (input) => {
      const result = await handlers['trial.ask'](input);
      await stream.settle(input.sessionId, result.events);
      return result;
    },
    'trial.respond': async (input) => {
      const result = await handlers['trial.respond'](input);
      await stream.settle(input.sessionId, result.events);
      return result;
    },
  };
}

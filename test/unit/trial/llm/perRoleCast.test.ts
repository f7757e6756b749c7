import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../../shared/domain';
import { TrialSession } from '../../../../main/trial';
import { createLlmCast } from '../../../../main/trial/llm';
import { trafficScenario } from '../fixtures/trafficScenario';
import { fakeTrialModel } from './fakeTrialModel';

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

const GROUNDED = 'The traffic light at Elm Street was green for me when I entered the intersection.';

describe('an LLM cast with a model per role (Settings providers)', () => {
  it('asks the model only for the roles that have one; the rules agents play the rest', async () => {
    const model = fakeTrialModel(() => GROUNDED);
    const trial = new TrialSession({
      scenario: trafficScenario,
      playerSide: 'plaintiff',
      seed: 7,
      witnessIds: ['maria-reyes'],
      cast: createLlmCast(
        { opposingCounsel: null, judge: null, witness: model },
        { confidentiality: { level: 'public', packId: 'test-traffic' }, timeoutMs: 40, temperatures: { witness: 0.9 } },
      ),
    });
    const started = await collect(trial.start());
    expect(started[0]).toMatchObject({ type: 'SessionStarted', cast: 'counsel=rules judge=rules witness=local:fake' });
    const events = await collect(trial.handleTurn('What colour was the traffic light when you entered the intersection?'));
    expect(events.filter((event) => event.type === 'FallbackUsed')).toEqual([]);
    expect(events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: GROUNDED });
    // Counsel's objection decision came from the rules: only the witness reached the model.
    expect(model.requests.map((request) => request.agentKey)).toEqual(['witness:maria-reyes']);
    expect(model.requests[0]?.temperature).toBe(0.9);
  });

  it('names the cast after its one model when every role shares it', async () => {
    const model = fakeTrialModel(() => GROUNDED);
    const trial = new TrialSession({
      scenario: trafficScenario,
      playerSide: 'plaintiff',
      seed: 7,
      witnessIds: ['maria-reyes'],
      cast: createLlmCast({ opposingCounsel: model, judge: model, witness: model }, { confidentiality: { level: 'public', packId: 'test-traffic' } }),
    });
    expect((await collect(trial.start()))[0]).toMatchObject({ cast: 'local:fake' });
  });
});

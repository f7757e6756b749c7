import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import {
  createRulesCast,
  foldTestimony,
  MemoryEventSink,
  parseScript,
  runScript,
  TrialSession,
  type TrialSessionOptions,
} from '../../../main/trial';
import { trafficScenario } from './fixtures/trafficScenario';

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

function session(options: Partial<TrialSessionOptions> = {}) {
  return new TrialSession({ scenario: trafficScenario, playerSide: 'plaintiff', seed: 7, witnessIds: ['maria-reyes'], ...options });
}

const directScript = `
# direct of Maria Reyes
What do you do for a living?
Where were you driving on March 3?
What colour was the traffic light when you entered the intersection?
What happened next?
Where was your phone?
What did you notice about the other driver?
What happened to your neck?
NEXT
`;

describe('TrialSession flows', () => {
  it('plays a direct, then the opposing counsel crosses by itself', async () => {
    const trial = session({ opposingCounsel: { intentionalErrorRate: 0 } });
    const events = await collect(runScript(trial, parseScript(directScript)));
    const types = new Set(events.map((event) => event.type));
    for (const type of ['SessionStarted', 'PhaseChanged', 'QuestionAsked', 'AnswerGiven', 'ElicitEstablished', 'ScoreChanged', 'CrossOutlineBuilt']) {
      expect(types).toContain(type);
    }
    const established = events.filter((event) => event.type === 'ElicitEstablished').map((event) => event.elicitId);
    expect(established).toEqual(expect.arrayContaining(['light-green', 'phone-away', 'beer-breath', 'neck-injury']));
    // After NEXT the counsel asks a cross question and waits for the player's response.
    expect(trial.state.examination).toBe('cross');
    expect(trial.awaiting).toBe('player_response');
    const last = events.filter((event) => event.type === 'QuestionAsked').at(-1)!;
    expect(last).toMatchObject({ by: 'opposing_counsel', side: 'defense' });
  });

  it('keeps the state a pure fold of the stored events', async () => {
    const sink = new MemoryEventSink();
    const trial = session({ sink });
    await collect(runScript(trial, parseScript(`${directScript}\nWhy were you driving that evening?\nThe light was green for you, correct?\nNEXT`)));
    expect(trial.state.rulings.length).toBeGreaterThan(0);
    const folded = foldTestimony(sink.events);
    expect(folded.score).toBe(trial.state.score);
    expect([...folded.established.keys()]).toEqual([...trial.state.established.keys()]);
    expect(folded.turn).toBe(trial.state.turn);
    expect(folded.rulings).toEqual(trial.state.rulings);
  });

  it('gives an identical event log for the same scenario, script and seed', async () => {
    const script = parseScript(`${directScript}\nWhat did you do after the crash?\nNEXT`);
    const run = async (seed: number) => {
      const sink = new MemoryEventSink();
      await collect(runScript(session({ seed, sink }), script));
      return JSON.stringify(sink.events);
    };
    expect(await run(11)).toBe(await run(11));
    const seeds = await Promise.all([1, 2, 3, 4, 5].map(run));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('hides the answer when an objection is sustained', async () => {
    const trial = session({ opposingCounsel: { intentionalErrorRate: 0 } });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('The light was green for you, correct?'));
    expect(events.map((event) => event.type)).toEqual(['QuestionAsked', 'ObjectionRaised', 'RulingMade']);
    expect(events[1]).toMatchObject({ by: 'opposing_counsel', ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false });
    expect(events[2]).toMatchObject({ ruling: 'sustained', rule: 'FRE 611(c)' });
    expect(trial.state.questions.get('q1')!.answer).toBeNull();
  });

  it('blocks a repeated question to the same witness', async () => {
    const trial = session({ opposingCounsel: { intentionalErrorRate: 0 } });
    await collect(trial.start());
    await collect(trial.handleTurn('Where was your phone?'));
    const events = await collect(trial.handleTurn('Where was your phone?'));
    expect(events).toEqual([expect.objectContaining({ type: 'QuestionBlocked', similarToQuestionId: 'q1', reason: 'duplicate' })]);
  });

  it('scores the player objection table through the flow', async () => {
    // Every counsel question is deliberately defective and flagged.
    const trial = session({ opposingCounsel: { intentionalErrorRate: 1 } });
    await collect(runScript(trial, parseScript('What did you do before the drive?\nWere you late for your shift?\nNEXT')));
    const pending = [...trial.state.questions.values()].at(-1)!;
    expect(pending).toMatchObject({ by: 'opposing_counsel', isIntentionallyDefective: true });
    const objected = await collect(trial.handlePlayerObjection(pending.defect));
    const deltas = objected.filter((event) => event.type === 'ScoreChanged').map((event) => [event.reason, event.delta]);
    expect(deltas).toEqual([
      ['objection_sustained', 2],
      ['objection_exact_ground', 1],
    ]);
    expect(objected.some((event) => event.type === 'AnswerGiven')).toBe(false);
    await collect(trial.handleOCAExaminationTurn());
    const passed = await collect(trial.handlePlayerObjection(null));
    expect(passed.filter((event) => event.type === 'ScoreChanged').map((event) => [event.reason, event.delta])).toEqual([['missed_defective', -1]]);
  });

  it('scores a wrong objection -1 and counsel admissions nothing for the player', async () => {
    const trial = session({ opposingCounsel: { intentionalErrorRate: 0 } });
    await collect(runScript(trial, parseScript('Where was your phone?\nNEXT')));
    const before = trial.state.score;
    const events = await collect(trial.handlePlayerObjection('hearsay'));
    expect(events.find((event) => event.type === 'RulingMade')).toMatchObject({ ruling: 'overruled' });
    expect(events.filter((event) => event.type === 'ScoreChanged').map((event) => event.delta)).toEqual([-1]);
    const elicitScores = events.filter((event) => event.type === 'ScoreChanged' && event.reason === 'elicit');
    expect(elicitScores).toEqual([]);
    expect(trial.state.score).toBe(before - 1);
  });

  it('starts the witness answer while counsel considers its objection', async () => {
    let answerStarted!: () => void;
    const started = new Promise<void>((resolve) => (answerStarted = resolve));
    const trial = session({
      cast: (context, random, config) => {
        const rules = createRulesCast(context, random, config);
        return {
          name: 'probe',
          judge: rules.judge,
          witness: (id) => ({
            witnessId: id,
            answer: (request) => {
              answerStarted();
              return rules.witness(id).answer(request);
            },
          }),
          opposingCounsel: {
            nextQuestion: (request) => rules.opposingCounsel.nextQuestion(request),
            // Counsel decides only once the witness has started: this deadlocks (and times out)
            // if the orchestrator waited for the objection check before asking the witness.
            considerObjection: async (request) => {
              await started;
              return rules.opposingCounsel.considerObjection(request);
            },
          },
        };
      },
    });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('Where was your phone?'));
    expect(events.map((event) => event.type)).toContain('AnswerGiven');
  });

  it('falls back to the rules witness on an ungrounded answer, and records it', async () => {
    const trial = session({
      cast: (context, random, config) => {
        const rules = createRulesCast(context, random, config);
        return {
          ...rules,
          name: 'liar',
          witness: (id) => ({ witnessId: id, answer: async () => ({ text: 'I was flying a helicopter over Paris.', kind: 'narrative', sources: [] }) }),
        };
      },
    });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('Where was your phone?'));
    expect(events.find((event) => event.type === 'FallbackUsed')).toMatchObject({ agent: 'witness', reason: expect.stringContaining('ungrounded') });
    expect(events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: expect.stringContaining('My phone was in my bag') });
  });

  it('refuses moves out of turn with a clear error', async () => {
    const trial = session();
    await expect(collect(trial.handleTurn('Hello?'))).rejects.toThrow(/awaiting start/);
    await collect(trial.start());
    await expect(collect(trial.handlePlayerObjection('leading'))).rejects.toThrow(/no question of the opposing counsel/);
    expect(() => parseScript('OBJECT shouting', 'my.script')).toThrow(/my\.script:1: "shouting" is not an objection ground/);
  });
});

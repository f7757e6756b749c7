import { describe, expect, it } from 'vitest';
import { MemoryEventSink } from '../../../main/trial';
import { createTrialArc, resumeTrialArc, type Clock } from '../../../main/trial/phases';
import { claimElements, ruleOnMotion, verdictOf, weighElements } from '../../../main/trial/phases/elements';
import { parseScenario } from '../../../shared/scenario';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

const builtins = builtinTrialScenarios();
const kestrel = builtins.find((entry) => entry.id === 'kestrel-v-northgate')!;
const avery = builtins.find((entry) => entry.id === 'state-v-avery')!;

class FakeClock implements Clock {
  time = 0;
  now = () => this.time;
}

async function drain(flow: AsyncGenerator<unknown>) {
  for await (const _ of flow) void _;
}

describe('the timed mode', () => {
  it('ends the player’s examination when the side’s direct budget is spent, with a notice', async () => {
    const clock = new FakeClock();
    const sink = new MemoryEventSink();
    const trial = createTrialArc({
      scenario: kestrel.spec, playerSide: 'plaintiff', seed: 1, examinations: ['direct', 'cross'], sink,
      arc: { parts: { openings: false }, timed: { budgets: { direct: 60_000 } }, clock },
    });
    await drain(trial.start());
    expect(trial.awaiting).toBe('player_question');
    clock.time += 40_000;
    await drain(trial.handleTurn("What speed did the ferry's transponder report at 06:41:10?"));
    expect(trial.remaining('plaintiff', 'direct')).toBe(20_000);
    expect(trial.awaiting).toBe('player_question');
    clock.time += 20_000;
    expect(trial.awaiting).toBe('opposing_counsel');
    await drain(trial.handleOCAExaminationTurn());
    expect(sink.events.filter((event) => event.type === 'TimeRanOut')).toEqual([{ type: 'TimeRanOut', side: 'plaintiff', part: 'direct', notice: 'Time is up: your direct examination ends.' }]);
    expect(trial.state.examination).toBe('cross');
  });

  it('ends the opening when its budget runs out, and the rubric measures length against time', async () => {
    const clock = new FakeClock();
    const sink = new MemoryEventSink();
    const trial = createTrialArc({ scenario: kestrel.spec, playerSide: 'plaintiff', seed: 1, sink, arc: { timed: {}, clock } });
    await drain(trial.start());
    expect(trial.awaiting).toBe('player_opening');
    clock.time += 5 * 60_000;
    expect(trial.awaiting).toBe('opposing_counsel');
    await drain(trial.handleOCAExaminationTurn());
    expect(sink.events.at(-1)).toMatchObject({ type: 'OpeningGiven', by: 'player', text: '', durationMs: 300_000, budgetMs: 300_000 });
    expect(sink.events.filter((event) => event.type === 'TimeRanOut').map((event) => event.type === 'TimeRanOut' && event.notice)).toEqual(['Time is up: your opening ends.']);
  });
});

describe('the stored clock', () => {
  it('keeps the time spent across a restart: charges are events, replayed on resume, and the clock runs on for the side to move', async () => {
    const clock = new FakeClock();
    const sink = new MemoryEventSink();
    const options = { scenario: kestrel.spec, playerSide: 'plaintiff' as const, seed: 1, examinations: ['direct' as const, 'cross' as const], sink, arc: { parts: { openings: false }, timed: { budgets: { direct: 60_000 } }, clock } };
    const trial = createTrialArc(options);
    await drain(trial.start());
    clock.time += 40_000;
    await drain(trial.handleTurn("What speed did the ferry's transponder report at 06:41:10?"));
    expect(sink.events.filter((event) => event.type === 'TimeCharged')).toEqual([{ type: 'TimeCharged', side: 'plaintiff', part: 'direct', ms: 40_000 }]);

    // The app closes; an hour later it reopens the stored log. The hour is nobody's time.
    clock.time += 3_600_000;
    const stored = [...sink.events];
    const resumedSink = new MemoryEventSink();
    const resumed = await resumeTrialArc({ ...options, sink: resumedSink }, stored);
    expect(resumed.remaining('plaintiff', 'direct')).toBe(20_000);
    expect(resumed.awaiting).toBe('player_question');
    clock.time += 20_000;
    expect(resumed.remaining('plaintiff', 'direct')).toBe(0);
    expect(resumed.awaiting).toBe('opposing_counsel');
    await drain(resumed.handleOCAExaminationTurn());
    expect(resumedSink.events.slice(0, 2)).toEqual([
      { type: 'TimeCharged', side: 'plaintiff', part: 'direct', ms: 20_000 },
      { type: 'TimeRanOut', side: 'plaintiff', part: 'direct', notice: 'Time is up: your direct examination ends.' },
    ]);
    expect(resumed.state.examination).toBe('cross');
  });

  it('stores no clock events in an untimed trial', async () => {
    const clock = new FakeClock();
    const sink = new MemoryEventSink();
    const trial = createTrialArc({ scenario: kestrel.spec, playerSide: 'plaintiff', seed: 1, sink, arc: { parts: { openings: false }, clock } });
    await drain(trial.start());
    clock.time += 40_000;
    await drain(trial.handleTurn("What speed did the ferry's transponder report at 06:41:10?"));
    expect(sink.events.some((event) => event.type === 'TimeCharged' || event.type === 'TimeRanOut')).toBe(false);
  });
});

describe('the motion and the verdict', () => {
  const { scenario, spec } = avery;
  const elements = claimElements(spec.arc, spec.elicits);

  it('denies the motion when each element has some evidence, grants it when one has none', () => {
    const some = new Set(['face-seen-at-counter']);
    expect(ruleOnMotion(weighElements(elements, spec.elicits, some, 'preponderance')).granted).toBe(false);
    expect(ruleOnMotion(weighElements(elements, spec.elicits, new Set(['alibi-gap']), 'preponderance'))).toMatchObject({ granted: true, reason: expect.stringContaining('Taking') });
  });

  it('follows the burden: the same evidence carries a preponderance but not proof beyond a reasonable doubt', () => {
    const established = new Set(['face-seen-at-counter', 'array-pick-four', 'excited-utterance', 'pruitt-no-face', 'weapon-focus']);
    const civil = weighElements(elements, spec.elicits, established, 'preponderance');
    const criminal = weighElements(elements, spec.elicits, established, 'beyond_reasonable_doubt');
    expect(verdictOf(civil, 'preponderance').for).toBe('plaintiff');
    expect(verdictOf(criminal, 'beyond_reasonable_doubt')).toMatchObject({ for: 'defense', reason: expect.stringContaining('Identity') });
    expect(criminal.find((finding) => finding.elementId === 'identity')).toMatchObject({ forWeight: 6, againstWeight: 5, met: false });
  });

  it('weighs all elicits as one element when a pack lists none', () => {
    const [claim] = claimElements({ ...spec.arc!, elements: undefined }, spec.elicits);
    expect(claim!.provedBy).toHaveLength(spec.elicits.filter((elicit) => elicit.weight > 0).length);
  });

  it('keeps packs without the new fields valid, and names a bad element reference by path', () => {
    const { burden: _b, elements: _e, ...old } = scenario;
    expect(parseScenario(old).ok).toBe(true);
    const bad = parseScenario({ ...scenario, elements: [{ id: 'x', label: 'X', provedBy: ['no-such-elicit'] }] });
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).toContain('elements');
    expect(JSON.stringify(bad)).toContain('no-such-elicit');
  });
});

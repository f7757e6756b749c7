import { describe, expect, it } from 'vitest';
import { MemoryEventSink } from '../../../main/trial';
import { createTrialArc, type Clock } from '../../../main/trial/phases';
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
    const notices: string[] = [];
    const trial = createTrialArc({
      scenario: kestrel.spec, playerSide: 'plaintiff', seed: 1, examinations: ['direct', 'cross'], sink: new MemoryEventSink(),
      arc: { parts: { openings: false }, timed: { budgets: { direct: 60_000 } }, clock }, onNotice: (notice) => notices.push(notice),
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
    expect(notices).toEqual(['Time is up: your direct examination ends.']);
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
    expect(trial.notices).toEqual(['Time is up: your opening ends.']);
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

import { describe, expect, it } from 'vitest';
import type { EventOf, SessionEvent } from '../../../shared/domain';
import { MemoryEventSink, parseScript, runScript, type TrialScenarioSpec } from '../../../main/trial';
import { createTrialArc, resumeTrialArc, type TrialArcOptions } from '../../../main/trial/phases';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

const kestrel = builtinTrialScenarios().find((entry) => entry.id === 'kestrel-v-northgate')!.spec;

const OPENING = 'OPENING Members of the jury, the Harbour Authority AIS log shows the ferry at 22.5 knots at 06:41:10. The officer of the watch left the radar for passenger announcements.';
const CLOSING = 'CLOSING The AIS log shows the ferry at 22.5 knots at 06:41:10. The officer of the watch left the radar for passenger announcements. The engine logbook records the speed reduction at 06:35, not 06:30.';

// The plaintiff proves speed through its expert and lookout and causation on cross of the defense's witnesses.
const STRONG = `${OPENING}
NEXT
NEXT
What speed did the ferry's transponder report at 06:41:10?
What average speed did the reported positions give?
How far would the ferry need to stop at that speed?
NEXT
What time does the engine logbook give for the reduction in speed?
Did you reduce speed any further after the target was reported?
Which way did you alter course for the target?
NEXT
Was the ferry on time that morning?
When did you make your announcements?
NEXT
At 16 knots, how far does the Northgate Spirit need to stop?
NEXT
${CLOSING}
REBUTTAL The ferry was going too fast for the fog.`;

// The plaintiff asks nothing that proves anything.
const WEAK = `${OPENING}
What is your name?
NEXT
NEXT
NEXT
NEXT
NEXT
NEXT
${CLOSING}
REBUTTAL The ferry was going too fast for the fog.`;

async function play(script: string, arc: TrialArcOptions, spec: TrialScenarioSpec = kestrel) {
  const sink = new MemoryEventSink();
  const options = { scenario: spec, playerSide: 'plaintiff' as const, seed: 1, examinations: ['direct', 'cross'] as const, sink, arc };
  const trial = createTrialArc({ ...options, examinations: [...options.examinations] });
  for await (const _ of runScript(trial, parseScript(script))) void _;
  return { trial, events: sink.events, options: { ...options, examinations: [...options.examinations] } };
}

const one = <T extends SessionEvent['type']>(events: readonly SessionEvent[], type: T, index = 0) => events.filter((event): event is EventOf<T> => event.type === type)[index]!;

describe('the whole trial', () => {
  it('runs openings, both cases, the motion, closings, instructions and a verdict that follows the elicits', async () => {
    const { events, trial } = await play(STRONG, {});
    const kinds = events.map((event) => event.type).filter((type) => ['OpeningGiven', 'MotionRuled', 'ClosingGiven', 'InstructionsRead', 'VerdictReached', 'SessionEnded'].includes(type));
    expect(kinds).toEqual(['OpeningGiven', 'OpeningGiven', 'MotionRuled', 'ClosingGiven', 'ClosingGiven', 'ClosingGiven', 'InstructionsRead', 'VerdictReached', 'SessionEnded']);
    expect(one(events, 'OpeningGiven').promised).toEqual(expect.arrayContaining(['ais-22-5-knots', 'lookout-distracted']));
    expect(one(events, 'MotionRuled')).toMatchObject({ moved: true, granted: false });
    const verdict = one(events, 'VerdictReached');
    expect(verdict).toMatchObject({ for: 'plaintiff', burden: 'preponderance', directed: false });
    expect(verdict.elements.every((element) => element.met && element.provedBy.length > 0)).toBe(true);
    expect(trial.awaiting).toBe('ended');
  }, 120_000);

  it('flags a closing sentence citing a fact never established, and the judge sustains counsel’s objection', async () => {
    const { events } = await play(STRONG, {});
    const closing = one(events, 'ClosingGiven');
    expect(closing.by).toBe('player');
    expect(closing.cited).toContain('ais-22-5-knots');
    expect(closing.unsupported).toEqual(['engine-log-0635']);
    expect(closing.objections).toEqual([
      expect.objectContaining({ elicitId: 'engine-log-0635', ruling: 'sustained', sentence: 'The engine logbook records the speed reduction at 06:35, not 06:30.' }),
    ]);
  }, 120_000);

  it('grants the motion when the plaintiff established nothing on an element, ending in a directed verdict', async () => {
    const { events, trial } = await play(WEAK.split('\n').slice(0, 5).join('\n'), {});
    // Counsel crosses the last witness; the player lets each question pass until the motion.
    while (trial.awaiting === 'player_response') for await (const _ of runScript(trial, parseScript('PASS'))) void _;
    const motion = one(events, 'MotionRuled');
    expect(motion).toMatchObject({ moved: true, granted: true });
    expect(motion.elements.some((element) => element.provedBy.length === 0)).toBe(true);
    expect(one(events, 'VerdictReached')).toMatchObject({ for: 'defense', directed: true });
    expect(events.at(-1)).toEqual({ type: 'SessionEnded', reason: 'completed' });
  }, 120_000);

  it("builds counsel's closing from what this trial established: different for a strong and a weak run, citing only established facts", async () => {
    const strong = await play(STRONG, {});
    const weak = await play(WEAK, { parts: { motion: false } });
    const counselClosing = (events: readonly SessionEvent[]) => events.find((event): event is EventOf<'ClosingGiven'> => event.type === 'ClosingGiven' && event.by === 'opposing_counsel')!;
    const established = (events: readonly SessionEvent[]) => new Set(events.flatMap((event) => (event.type === 'ElicitEstablished' ? [event.elicitId] : [])));
    for (const run of [strong, weak]) {
      const closing = counselClosing(run.events);
      expect(closing.cited.length).toBeGreaterThan(0);
      for (const id of closing.cited) expect(established(run.events).has(id)).toBe(true);
    }
    expect(counselClosing(strong.events).text).not.toBe(counselClosing(weak.events).text);
    expect(counselClosing(weak.events).text).toContain('gave you no evidence at all');
    expect(one(weak.events, 'VerdictReached').for).toBe('defense');
  }, 120_000);

  it('replays a stored full trial and ends where it ended', async () => {
    const { events, options } = await play(STRONG, {});
    const resumed = await resumeTrialArc({ ...options, sink: new MemoryEventSink() }, events);
    expect(resumed.awaiting).toBe('ended');
    expect(resumed.arc.verdict?.for).toBe('plaintiff');
    expect([...resumed.state.established.keys()].sort()).toEqual([...new Set(events.flatMap((e) => (e.type === 'ElicitEstablished' ? [e.elicitId] : [])))].sort());
  }, 120_000);

  it('holds no part when the setup asks for none: the log has no arc event and the session ends as before', async () => {
    const sink = new MemoryEventSink();
    const trial = createTrialArc({ scenario: kestrel, playerSide: 'plaintiff', seed: 1, witnessIds: ['dr-priya-ramanathan'], examinations: ['direct'], sink });
    for await (const _ of runScript(trial, parseScript("What speed did the ferry's transponder report at 06:41:10?\nNEXT"))) void _;
    expect(sink.events.some((event) => ['OpeningGiven', 'MotionRuled', 'ClosingGiven', 'InstructionsRead', 'VerdictReached'].includes(event.type))).toBe(false);
    expect(sink.events.slice(-2).map((event) => event.type)).toEqual(['PhaseChanged', 'SessionEnded']);
    expect(() => parseScript('MOTION to dismiss')).toThrow(/MOTION directed verdict/);
  }, 60_000);
});

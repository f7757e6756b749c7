import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { TrialScenario } from '../../../shared/scenario';
import { classificationContextFor } from '../../../main/trial/classificationContextFor';
import { emptyTestimonyState, MemoryEventSink, ObjectionClassifier, parseScript, resumeTrialSession, runScript, ScenarioContext, TrialSession, type TrialScenarioSpec } from '../../../main/trial';
import { builtinTrialScenarios } from '../trial/fixtures/builtinScenarios';

// Issue 22, item 4: an exhibit's contents count only once it is in evidence.
const kestrel = builtinTrialScenarios().find((entry) => entry.id === 'kestrel-v-northgate')!;
/** The built-in Kestrel pack rests the engine-log elicit on the engine logbook (D-2) with `exhibitId`. */
const resting: TrialScenarioSpec = kestrel.spec;
/** The same case with the elicit tied to no exhibit, as a pack from before could say. */
const untied: TrialScenarioSpec = { ...kestrel.spec, elicits: kestrel.spec.elicits.map(({ exhibitId: _exhibitId, ...elicit }) => elicit) };

const ofType = <T extends SessionEvent['type']>(events: readonly SessionEvent[], type: T) =>
  events.filter((event): event is Extract<SessionEvent, { type: T }> => event.type === type);

describe('questions on the contents of an exhibit', () => {
  const classifier = new ObjectionClassifier();
  const context = new ScenarioContext(kestrel.spec);
  const analyse = (question: string, inEvidence?: ReadonlySet<string>) =>
    classifier.classify(question, classificationContextFor(emptyTestimonyState(), context, { witnessId: 'capt-elliot-marsh', examination: 'cross', examiner: 'plaintiff', question, ...(inEvidence ? { inEvidence } : {}) }));
  const grounds = (question: string, inEvidence?: ReadonlySet<string>) => analyse(question, inEvidence).findings.map((finding) => finding.ground);

  it('draw best evidence before the exhibit is in evidence, and hearsay for a record', () => {
    const out = new Set<string>();
    const asked = analyse('What time does the engine logbook give for the reduction in speed?', out);
    expect(asked.findings[0]).toMatchObject({ ground: 'best_evidence', confidence: 0.85 });
    expect(asked.findings.map((finding) => finding.ground)).toContain('hearsay');
    expect(grounds('What time is recorded in the engine room logbook?', out)).toContain('best_evidence');
    expect(grounds('The engine logbook records the reduction at 06:35, doesn\'t it?', out)).toContain('best_evidence');
  });

  it('are proper once it is in evidence: the judge gives that reason', () => {
    const inEvidence = new Set(['d2-engine-log']);
    expect(grounds('What time does the engine logbook give for the reduction in speed?', inEvidence)).toEqual([]);
    const asked = analyse('What does the engine logbook say about the reduction?', inEvidence);
    expect(asked.findings.map((finding) => finding.ground)).toEqual([]);
    expect(asked.excused).toContainEqual({ ground: 'best_evidence', reason: 'The writing is in evidence as an exhibit (FRE 1002 is satisfied).' });
  });

  it('are not what a foundation question or a prior statement asks (FRE 613(a))', () => {
    const out = new Set<string>();
    expect(grounds('Is the engine logbook kept in the regular course of business?', out)).not.toContain('best_evidence');
    expect(grounds('Who made the entries in the engine logbook, and did they have knowledge of the facts?', out)).not.toContain('best_evidence');
    expect(grounds("Your statement to Constable Reeve says the ferry was maybe 60 metres away, doesn't it?", out)).not.toContain('best_evidence');
  });

  it('draw nothing new in a session from before exhibits were tracked', () => {
    expect(grounds('What time does the engine logbook give for the reduction in speed?')).not.toContain('best_evidence');
  });

  it('count a stipulated exhibit as in evidence from the start, and an unoffered one as not', () => {
    const session = new TrialSession({ scenario: kestrel.spec, playerSide: 'plaintiff', seed: 1 });
    expect([...session.exhibits.inEvidence()].sort()).toEqual(['d1-vdr-extract', 'p1-chart', 'p2-ais-log']);
  });
});

const KEPT_OUT = `OBJECT hearsay
What time does the engine logbook give for the reduction in speed?
Who wrote the entry 06:35 reduce?`;
const LET_IN = `APPROACH D-2
When was it made?
OFFER D-2
The chief engineer wrote 06:35 reduce in the logbook, didn't he?`;

async function play(spec: TrialScenarioSpec, script: string, options: { exhibitEvidence?: boolean } = {}) {
  const sink = new MemoryEventSink();
  const settings = { scenario: spec, playerSide: 'plaintiff' as const, seed: 1, witnessIds: ['capt-elliot-marsh'], examinations: ['direct' as const, 'cross' as const] };
  const session = new TrialSession({ ...settings, ...options, sink });
  for await (const _ of runScript(session, parseScript(script))) void _;
  return { events: sink.events, session, settings };
}

describe('an elicit resting on an exhibit (Kestrel, the engine logbook D-2, on cross of Captain Marsh)', () => {
  it('is not credited while the exhibit is kept out, and the question on its contents is objected to', async () => {
    const { events } = await play(resting, KEPT_OUT);
    expect(ofType(events, 'ExhibitRuled').find((event) => event.exhibitId === 'd2-engine-log')).toMatchObject({ admitted: false });
    const objection = ofType(events, 'ObjectionRaised').find((event) => event.by === 'opposing_counsel' && event.ground === 'best_evidence');
    expect(objection).toMatchObject({ rule: 'FRE 1002', triggers: ['the engine logbook give'] });
    expect(ofType(events, 'RulingMade').find((event) => event.questionId === objection!.questionId)).toMatchObject({ ruling: 'sustained' });
    // The witness speaks of the entry, but the fact rests on a writing not in evidence.
    const answer = ofType(events, 'AnswerGiven').at(-1)!;
    expect(answer.text).toContain('06:35 reduce');
    expect(ofType(events, 'ElicitEstablished').map((event) => event.elicitId)).not.toContain('engine-log-0635');
  });

  it('is credited by the same answer when the pack does not tie it to the exhibit', async () => {
    expect(resting.elicits.find((elicit) => elicit.id === 'engine-log-0635')?.exhibitId).toBe('d2-engine-log');
    const { events } = await play(untied, KEPT_OUT);
    expect(ofType(events, 'ElicitEstablished').map((event) => event.elicitId)).toContain('engine-log-0635');
  });

  it('is credited once the student lays the missing element and the exhibit is admitted, and the session resumes', async () => {
    const { events, settings } = await play(resting, `${KEPT_OUT}\n${LET_IN}`);
    const rulings = ofType(events, 'ExhibitRuled').filter((event) => event.exhibitId === 'd2-engine-log');
    expect(rulings.map((event) => event.admitted)).toEqual([false, true]);
    const established = ofType(events, 'ElicitEstablished').find((event) => event.elicitId === 'engine-log-0635');
    expect(established).toMatchObject({ by: 'player', examination: 'cross' });
    expect(events.indexOf(established!)).toBeGreaterThan(events.indexOf(rulings[1]!));
    expect(events[0]).toMatchObject({ type: 'SessionStarted', exhibitEvidence: true });
    const resumed = await resumeTrialSession(settings, events);
    expect(resumed.state.established.has('engine-log-0635')).toBe(true);
  });

  it('leaves a session stored before this rule as it was played: it resumes, and its answer still counts', async () => {
    const { events, settings } = await play(resting, KEPT_OUT, { exhibitEvidence: false });
    expect(events[0]).not.toHaveProperty('exhibitEvidence');
    expect(ofType(events, 'ObjectionRaised').some((event) => event.ground === 'best_evidence')).toBe(false);
    expect(ofType(events, 'ElicitEstablished').map((event) => event.elicitId)).toContain('engine-log-0635');
    const resumed = await resumeTrialSession(settings, events);
    expect(resumed.state.established.has('engine-log-0635')).toBe(true);
  });
});

describe('an elicit naming its exhibit in a pack', () => {
  it('must name an exhibit of the scenario, and the error names the field', () => {
    const elicits = kestrel.scenario.elicits.map((elicit, i) => (i === 3 ? { ...elicit, exhibitId: 'no-such-exhibit' } : elicit));
    const parsed = TrialScenario.safeParse({ ...kestrel.scenario, elicits });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['elicits', 3, 'exhibitId'], message: 'No exhibit has the id "no-such-exhibit".' });
    expect(TrialScenario.safeParse({ ...kestrel.scenario, elicits: elicits.map((elicit, i) => (i === 3 ? { ...elicit, exhibitId: 'd2-engine-log' } : elicit)) }).success).toBe(true);
  });
});

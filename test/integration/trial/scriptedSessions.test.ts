import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Actor, AnswerKind, ObjectionGround, Ruling, ScoreReason, SessionEvent } from '../../../shared/domain';
import { buildSessionReport } from '../../../main/scoring';
import { MemoryEventSink, parseScript, runScript, TrialSession } from '../../../main/trial';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';
import { generateScript } from '../../unit/trial/fixtures/scriptedSession';

/** What a hand-checked turn must show. Omitted fields are not checked. */
interface TurnExpectation {
  turn: number;
  blocked?: true;
  by?: Actor;
  defect?: ObjectionGround;
  objection?: { by: Actor; ground: ObjectionGround; intentionallyIncorrect: boolean; ruling: Ruling };
  waived?: true;
  /** null: the answer was never given (sustained objection). */
  answer?: RegExp | string | null;
  kind?: AnswerKind;
  established?: string[];
  scores?: [ScoreReason, number][];
}

// Each turn below was read in the transcript and judged right by hand: the answer is what the
// affidavit says, the ruling and the points are what the rules and the scoring table call for.
const EXPECTATIONS: Record<string, TurnExpectation[]> = {
  'state-v-avery': [
    { turn: 1, answer: /bright fluorescent lights/, established: ['face-seen-at-counter'], scores: [['elicit', 3]] },
    // "How far away…": the sentence with the distance, found through the slot the question asks for.
    { turn: 2, answer: /four or five feet from mine/, kind: 'narrative' },
    // "Did there come a time when…" is read through to the question it asks.
    { turn: 3, answer: /^Yes\. When he told me to get the cigarettes/, kind: 'confirm' },
    // The detective's instructions before the photo array are offered for their effect on the witness, not their truth: no hearsay objection.
    { turn: 4, answer: /He told me the man might or might not be in the photos\./, scores: [] },
    { turn: 7, objection: { by: 'opposing_counsel', ground: 'hearsay', intentionallyIncorrect: true, ruling: 'overruled' }, answer: /evening shift, 3 p\.m\. to 11 p\.m\./ },
    { turn: 8, objection: { by: 'opposing_counsel', ground: 'relevance', intentionallyIncorrect: true, ruling: 'overruled' }, answer: /11 February 2026/ },
    { turn: 9, answer: /grey hooded sweatshirt/ },
    { turn: 10, answer: "He was about my boyfriend's height, so about 5 foot 11." },
    // "…the manager and the register?": the manager is also "my manager, Gary Pohl", so his sentence tells of him too.
    { turn: 14, answer: 'The manager later told me the register was short 312 dollars. My manager, Gary Pohl, asked me the next morning if the robber was one of the regulars, and I told him I thought he looked a bit like one of the regulars.' },
    { turn: 24, established: ['array-pick-four'], scores: [['elicit', 3]] },
    { turn: 29, answer: "I don't know.", kind: 'unknown' },
    // What the detective said after the pick is offered for its effect on her certainty, not its truth: counsel asks it, and the defense's fact is established, worth nothing to the player.
    { turn: 30, by: 'opposing_counsel', answer: /The detective said, "Good\. You did great\."/, established: ['confirming-feedback'], scores: [] },
    // Turn 21 ("I remembered the scar later") says nothing of which eyebrow, so the scar's side is still open and counsel puts it, with a second question: compound.
    { turn: 32, by: 'opposing_counsel', defect: 'compound', objection: { by: 'player', ground: 'compound', intentionallyIncorrect: false, ruling: 'sustained' }, answer: null, scores: [['objection_sustained', 2], ['objection_exact_ground', 1]] },
    { turn: 33, by: 'opposing_counsel', defect: 'argumentative', waived: true, established: [], scores: [['missed_defective', -1]] },
    // Counsel asks where she was looking: the defense's weapon-focus fact, worth nothing to the player.
    { turn: 34, by: 'opposing_counsel', answer: /I kept looking at the knife\.$/, established: ['weapon-focus'], scores: [] },
    // Counsel puts the witness's own sentence to her: confirmed, never "corrected".
    { turn: 35, by: 'opposing_counsel', objection: { by: 'player', ground: 'relevance', intentionallyIncorrect: false, ruling: 'overruled' }, answer: /^Yes\. The store lights are bright/, kind: 'confirm' },
    { turn: 36, by: 'opposing_counsel', answer: /^Yes\. On Wednesday 11 February 2026, at about 9:45 in the evening/, kind: 'confirm' },
    { turn: 37, by: 'opposing_counsel', answer: /^Yes\. He was wearing a grey hooded sweatshirt with the hood up/, kind: 'confirm' },
    { turn: 38, blocked: true },
    { turn: 39, blocked: true },
    // The answer also says he told the 911 operator "hatchback" and "or maybe R": the defense's fact, credited since issue 12's label parts.
    { turn: 41, established: ['silver-car-7k', 'hatchback-not-sedan'], scores: [['elicit', 2]] },
    { turn: 42, established: ['excited-utterance'], scores: [['elicit', 1]] },
    // Speech in a "when" clause only dates the question ("…her condition when she said that?"): no hearsay objection.
    { turn: 43, answer: /She screamed, "He robbed me!/, scores: [] },
    { turn: 44, answer: /^I am 51 years old and I am an electrician\./ },
  ],
  'kestrel-v-northgate': [
    { turn: 1, answer: /fished out of Halloran for twenty-two years/ },
    { turn: 2, answer: /forty per cent of Kestrel Fisheries/ },
    { turn: 5, answer: 'We left the fish quay at 05:50.' },
    { turn: 7, objection: { by: 'opposing_counsel', ground: 'hearsay', intentionallyIncorrect: true, ruling: 'overruled' }, answer: /Class B unit/ },
    { turn: 8, objection: { by: 'opposing_counsel', ground: 'relevance', intentionallyIncorrect: true, ruling: 'overruled' }, answer: /three-mile range/ },
    { turn: 9, answer: 'I would put the visibility at 150 metres, perhaps less at times.' },
    { turn: 11, established: ['near-ferry-track'], scores: [] },
    { turn: 12, answer: /ferries keep to the north of the Number 3 buoy, and I was south of it/ },
    // "The AIS alarm started at 06:15" is not the gap; "no signal from Kestrel between 06:11 and 06:51" is.
    { turn: 15, established: [] },
    { turn: 16, established: ['ais-gap-kestrel'], scores: [] },
    // The radar echo's answer goes on to what she was watching instead: the defense's fact, established there and not again at turn 19.
    { turn: 18, answer: /strong radar echo coming out of the harbour approach/, established: ['skipper-not-watching-radar'], scores: [] },
    { turn: 19, established: [] },
    { turn: 25, answer: /The ferry struck us on the port quarter at about 06:42 and a half\./ },
    { turn: 27, by: 'opposing_counsel', answer: /^Yes\. I told Tomás to sound our fog signal/, kind: 'confirm' },
    // Counsel's deliberate error is a compound question: a statement for a yes with a second question tacked on.
    { turn: 28, by: 'opposing_counsel', defect: 'compound', objection: { by: 'player', ground: 'compound', intentionallyIncorrect: false, ruling: 'sustained' }, answer: null, scores: [['objection_sustained', 2], ['objection_exact_ground', 1]] },
    // The objected question was never put: counsel's rephrasing of it is not a repeat (issue 12, item 4).
    { turn: 29, by: 'opposing_counsel', answer: /^Yes\. I looked up and saw a white bow/, kind: 'confirm' },
    { turn: 30, blocked: true },
    { turn: 31, blocked: true },
    { turn: 32, answer: /fish processing plant for two years/ },
    { turn: 33, answer: /22 September 2025/ },
    { turn: 34, objection: { by: 'opposing_counsel', ground: 'speculation', intentionallyIncorrect: true, ruling: 'overruled' }, answer: 'I do not hold any certificates apart from my basic sea survival course.' },
    { turn: 35, objection: { by: 'opposing_counsel', ground: 'relevance', intentionallyIncorrect: true, ruling: 'overruled' }, answer: /on deck most of the time getting the net ready/ },
    { turn: 40, established: ['ear-defenders'], scores: [] },
  ],
};

function checkTurn(events: SessionEvent[], expected: TurnExpectation): void {
  const at = events.filter((event) => 'turn' in event && event.turn === expected.turn);
  const label = `turn ${expected.turn}`;
  if (expected.blocked) {
    expect(at.map((event) => event.type), label).toEqual(['QuestionBlocked']);
    return;
  }
  const asked = at.find((event) => event.type === 'QuestionAsked');
  expect(asked, label).toBeDefined();
  if (asked?.type !== 'QuestionAsked') return;
  if (expected.by) expect(asked.by, label).toBe(expected.by);
  if (expected.defect) expect([asked.isIntentionallyDefective, asked.defect], label).toEqual([true, expected.defect]);
  if (expected.objection) {
    const raised = at.find((event) => event.type === 'ObjectionRaised');
    const ruled = at.find((event) => event.type === 'RulingMade');
    expect(raised, label).toMatchObject({ by: expected.objection.by, ground: expected.objection.ground, isIntentionallyIncorrect: expected.objection.intentionallyIncorrect });
    expect(ruled, label).toMatchObject({ ruling: expected.objection.ruling });
  }
  if (expected.waived) expect(at.some((event) => event.type === 'ObjectionWaived'), label).toBe(true);
  const answer = at.find((event) => event.type === 'AnswerGiven');
  if (expected.answer === null) expect(answer, label).toBeUndefined();
  else if (typeof expected.answer === 'string') expect(answer, label).toMatchObject({ text: expected.answer });
  else if (expected.answer) expect(answer, label).toMatchObject({ text: expect.stringMatching(expected.answer) });
  if (expected.kind) expect(answer, label).toMatchObject({ kind: expected.kind });
  if (expected.established) {
    expect(at.filter((event) => event.type === 'ElicitEstablished').map((event) => event.elicitId), label).toEqual(expected.established);
  }
  if (expected.scores) {
    expect(at.filter((event) => event.type === 'ScoreChanged').map((event) => [event.reason, event.delta]), label).toEqual(expected.scores);
  }
}

describe.each(builtinTrialScenarios().map((entry) => [entry.id, entry] as const))('a 150-question scripted session of %s', (id, { spec, scenario }) => {
  const scriptPath = new URL(`../../unit/trial/fixtures/${id}.150.script`, import.meta.url);

  it('completes, and its report matches the hand-checked turns', async () => {
    const lines = parseScript(readFileSync(scriptPath, 'utf8'), `${id}.150.script`);
    expect(lines.filter((line) => line.kind === 'question')).toHaveLength(150);
    const sink = new MemoryEventSink();
    const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed: 1, sink, counselExhibits: false, exhibitEvidence: false }); // scripts predate counsel's exhibits and exhibits in evidence (issue 22)
    for await (const _ of runScript(session, lines, `${id}.150.script`)) void _;
    expect(session.awaiting).toBe('ended');
    const events = sink.events;
    expect(events.at(-1)).toEqual({ type: 'SessionEnded', reason: 'completed' });
    const playerAttempts = events.filter((event) => (event.type === 'QuestionAsked' || event.type === 'QuestionBlocked') && event.by === 'player');
    expect(playerAttempts).toHaveLength(150);

    const expectations = EXPECTATIONS[id] ?? [];
    expect(expectations.length).toBeGreaterThanOrEqual(20);
    for (const expected of expectations) checkTurn(events, expected);

    const report = buildSessionReport(events, scenario.elicits);
    expect(report.totalScore).toBe(session.state.score);
    expect(Object.values(report.scoreByReason).reduce((a, b) => a + b, 0)).toBe(report.totalScore);
    expect(report.witnesses.map((w) => w.witnessId).sort()).toEqual(scenario.witnesses.map((w) => w.id).sort());
    // Every established elicit that scored helps the player's side; the others scored nothing.
    for (const elicit of report.elicits) if (elicit.points !== 0) expect(elicit.weight * elicit.points).toBeGreaterThan(0);
  });

  // The script was written by `generateScript` (fixtures/scriptedSession.ts), which plays the
  // session as it goes. Replaying it must give the same log: determinism over a whole trial. When
  // the engine changes on purpose, regenerate the script and check the expectations by hand again.
  it('replays to the very event log of the session that wrote it', async () => {
    const generated = await generateScript(spec, 'plaintiff', 1, 150);
    expect(`${generated.lines.join('\n')}\n`).toBe(readFileSync(scriptPath, 'utf8'));
    const sink = new MemoryEventSink();
    const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed: 1, sink, counselExhibits: false, exhibitEvidence: false });
    for await (const _ of runScript(session, parseScript(readFileSync(scriptPath, 'utf8')))) void _;
    expect(JSON.stringify(sink.events)).toBe(JSON.stringify(generated.events));
  });
});

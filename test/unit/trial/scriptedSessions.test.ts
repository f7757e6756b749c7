import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Actor, AnswerKind, ObjectionGround, Ruling, ScoreReason, SessionEvent } from '../../../shared/domain';
import { buildSessionReport } from '../../../main/scoring';
import { MemoryEventSink, parseScript, runScript, TrialSession } from '../../../main/trial';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';
import { generateScript } from './fixtures/scriptedSession';

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
    { turn: 2, answer: "I don't recall.", kind: 'unknown' },
    { turn: 3, answer: /^Yes\. When he told me to get the cigarettes/, kind: 'confirm' },
    { turn: 4, objection: { by: 'opposing_counsel', ground: 'hearsay', intentionallyIncorrect: false, ruling: 'sustained' }, answer: null },
    { turn: 6, answer: 'My name is Mei-Lin Zhao.' },
    { turn: 8, objection: { by: 'opposing_counsel', ground: 'hearsay', intentionallyIncorrect: true, ruling: 'overruled' }, answer: /clerk at the QuickStop Market/ },
    { turn: 10, answer: /11 February 2026/ },
    // The defense's fact, drawn out by the player on direct: established, and worth nothing to the player.
    { turn: 18, answer: 'I kept looking at the knife.', established: ['weapon-focus'], scores: [] },
    { turn: 19, blocked: true },
    { turn: 26, answer: 'He had a short beard and a small scar through his eyebrow.' },
    { turn: 31, established: ['pruitt-no-face'], scores: [] },
    { turn: 34, by: 'opposing_counsel', defect: 'hearsay', objection: { by: 'player', ground: 'hearsay', intentionallyIncorrect: false, ruling: 'sustained' }, answer: null, scores: [['objection_sustained', 2], ['objection_exact_ground', 1]] },
    { turn: 35, by: 'opposing_counsel', defect: 'argumentative', waived: true, scores: [['missed_defective', -1]] },
    { turn: 36, by: 'opposing_counsel', kind: 'confirm' },
    { turn: 37, answer: /"You didn't see me,"/, kind: 'confirm' },
    { turn: 39, blocked: true },
    { turn: 40, blocked: true },
    { turn: 42, answer: "I don't recall.", kind: 'unknown' },
    { turn: 44, established: ['excited-utterance'], scores: [['elicit', 1]] },
    { turn: 45, answer: /^My name is Dale Hutchins\./ },
  ],
  'kestrel-v-northgate': [
    { turn: 1, answer: 'My name is Rosa Delgado-Finch.' },
    { turn: 2, answer: /46 years old/ },
    { turn: 4, answer: /forty per cent of Kestrel Fisheries/ },
    { turn: 7, objection: { by: 'opposing_counsel', ground: 'hearsay', intentionallyIncorrect: true, ruling: 'overruled' }, answer: 'We left the fish quay at 05:50.' },
    { turn: 8, objection: { by: 'opposing_counsel', ground: 'relevance', intentionallyIncorrect: true, ruling: 'overruled' }, answer: 'It was dark and there was patchy fog in the harbour.' },
    { turn: 11, answer: 'I set the radar to the three-mile range with the guard zone on.' },
    { turn: 14, established: ['near-ferry-track'], scores: [] },
    { turn: 24, established: ['skipper-not-watching-radar'], scores: [] },
    { turn: 27, by: 'opposing_counsel', waived: true, kind: 'confirm' },
    { turn: 28, by: 'opposing_counsel', defect: 'compound', objection: { by: 'player', ground: 'compound', intentionallyIncorrect: false, ruling: 'sustained' }, answer: null, scores: [['objection_sustained', 2], ['objection_exact_ground', 1]] },
    { turn: 29, blocked: true },
    { turn: 30, blocked: true },
    { turn: 31, blocked: true },
    // Counsel waives its recross here: the student's redirect put nothing new in evidence.
    { turn: 32, answer: 'My name is Tomás Ferreira.' },
    { turn: 34, objection: { by: 'opposing_counsel', ground: 'speculation', intentionallyIncorrect: true, ruling: 'overruled' } },
    { turn: 35, answer: /22 September 2025/ },
    { turn: 36, answer: 'I do not hold any certificates apart from my basic sea survival course.' },
    { turn: 38, answer: 'I was on deck most of the time getting the net ready.' },
    { turn: 39, answer: /the skipper told me to do the fog signal/ },
    { turn: 26, answer: 'It was closing very fast.' },
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
  const scriptPath = new URL(`./fixtures/${id}.150.script`, import.meta.url);

  it('completes, and its report matches the hand-checked turns', async () => {
    const lines = parseScript(readFileSync(scriptPath, 'utf8'), `${id}.150.script`);
    expect(lines.filter((line) => line.kind === 'question')).toHaveLength(150);
    const sink = new MemoryEventSink();
    const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed: 1, sink, counselExhibits: false }); // scripts predate counsel's exhibits (issue 22)
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
    const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed: 1, sink, counselExhibits: false });
    for await (const _ of runScript(session, parseScript(readFileSync(scriptPath, 'utf8')))) void _;
    expect(JSON.stringify(sink.events)).toBe(JSON.stringify(generated.events));
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { emptyRoom, foldRoom } from '../../../renderer/src/stores/trial/roomFold';
import { reviewCharts } from '../../../renderer/src/stores/review/reviewCharts';
import type { TrialBrief, TrialReport } from '../../../shared/contract/schemas/trialRoom';

const start: SessionEvent[] = [
  { type: 'SessionStarted', scenarioId: 's', scenarioTitle: 'S', playerSide: 'plaintiff', seed: 1, cast: 'rules' },
  { type: 'PhaseChanged', phase: 'plaintiff_case', witnessId: 'w1', examination: 'direct', examiner: 'plaintiff', mode: 'objection_user_direct' },
];
const q = (turn: number, by: 'player' | 'opposing_counsel', extra: Partial<Extract<SessionEvent, { type: 'QuestionAsked' }>> = {}): SessionEvent => ({
  type: 'QuestionAsked',
  turn,
  questionId: `q${turn}`,
  witnessId: 'w1',
  examination: by === 'player' ? 'direct' : 'cross',
  by,
  side: by === 'player' ? 'plaintiff' : 'defense',
  text: `question ${turn}`,
  topics: [],
  isIntentionallyDefective: false,
  defect: null,
  targetElicitId: null,
  ...extra,
});

describe('foldRoom (the trial room as a fold of the log)', () => {
  it('tracks a sustained objection, an answer, an elicit and the score', () => {
    const room = foldRoom(emptyRoom(), [
      ...start,
      q(1, 'player'),
      { type: 'ObjectionRaised', turn: 1, questionId: 'q1', by: 'opposing_counsel', ground: 'leading', rule: 'FRE 611(c)', confidence: 0.9, triggers: ["isn't it"], isIntentionallyIncorrect: false },
      { type: 'RulingMade', turn: 1, questionId: 'q1', ground: 'leading', ruling: 'sustained', rule: 'FRE 611(c)', reason: 'Sustained. Leading.' },
      q(2, 'player'),
      { type: 'AnswerGiven', turn: 2, questionId: 'q2', witnessId: 'w1', text: 'An answer.', kind: 'narrative', sources: [0] },
      { type: 'ElicitEstablished', turn: 2, questionId: 'q2', elicitId: 'e1', witnessId: 'w1', by: 'player', examination: 'direct', tier: 'keyword', confidence: 0.8, statement: 'An answer.' },
      { type: 'ScoreChanged', turn: 2, delta: 3, total: 3, reason: 'elicit', questionId: 'q2', elicitId: 'e1' },
    ]);
    expect(room.lines.map((line) => line.kind)).toEqual(['phase', 'question', 'objection', 'ruling', 'question', 'answer', 'elicit', 'score']);
    expect(room.score).toBe(3);
    expect(room.established).toEqual(['e1']);
    expect(room.lastObjection).toMatchObject({ ground: 'leading', confidence: 0.9 });
    // A new question clears the banner of the previous ruling.
    expect(room.lastRuling).toBeNull();
    expect(room.lastScoring).toMatchObject({ questionId: 'q2', elicits: [{ elicitId: 'e1', tier: 'keyword' }], changes: [{ delta: 3, total: 3 }] });
  });

  it("holds counsel's question as pending until the student objects and the judge sustains", () => {
    const asked = foldRoom(emptyRoom(), [...start, q(1, 'opposing_counsel', { isIntentionallyDefective: true, defect: 'compound' })]);
    expect(asked.pending).toMatchObject({ questionId: 'q1', defect: 'compound', isIntentionallyDefective: true });
    expect(asked.lines.at(-1)?.intentional).toBe('deliberately defective: compound');
    const ruled = foldRoom(asked, [
      { type: 'ObjectionRaised', turn: 1, questionId: 'q1', by: 'player', ground: 'compound', rule: 'FRE 611(a)', confidence: 1, triggers: [], isIntentionallyIncorrect: false },
      { type: 'RulingMade', turn: 1, questionId: 'q1', ground: 'compound', ruling: 'sustained', rule: 'FRE 611(a)', reason: 'Sustained.' },
    ]);
    expect(ruled.pending).toBeNull();
    expect(ruled.lastRuling).toMatchObject({ ruling: 'sustained', rule: 'FRE 611(a)' });
    // Folding is pure: the earlier view is unchanged.
    expect(asked.pending).not.toBeNull();
    expect(asked.lines).toHaveLength(2);
  });

  it('keeps the cross outline per witness and ends the session', () => {
    const room = foldRoom(emptyRoom(), [
      ...start,
      { type: 'CrossOutlineBuilt', witnessId: 'w1', items: [{ id: 'r1', witnessId: 'w1', scope: 'credibility', type: 'bias_indicator', point: 'p', basis: 'b', keywords: [] }] },
      { type: 'RebuttalItemCovered', turn: 3, witnessId: 'w1', itemId: 'r1', by: 'player', questionId: 'q3' },
      { type: 'PhaseChanged', phase: 'closed', witnessId: null, examination: null, examiner: null, mode: null },
      { type: 'SessionEnded', reason: 'completed' },
    ]);
    expect(room.outlines.w1).toHaveLength(1);
    expect(room.covered).toEqual(['r1']);
    expect(room.ended).toBe(true);
    expect(room.lines.at(-1)?.text).toBe('The trial is over.');
  });
});

describe('foldRoom speaks words, not ids (issue 18)', () => {
  const names = { witness: (id: string) => (id === 'w1' ? 'Mei-Lin Zhao' : id), elicit: (id: string) => (id === 'e1' ? 'Works evenings alone' : undefined), caseType: 'criminal' as const };

  it('names the prosecution, elicits by label or statement, outline points, and the earlier question a repeat was blocked for', () => {
    const room = foldRoom(
      emptyRoom(),
      [
        ...start,
        q(1, 'player', { text: 'Where do you work?' }),
        { type: 'QuestionBlocked', turn: 2, witnessId: 'w1', by: 'player', text: 'Where is it you work?', reason: 'duplicate', similarToQuestionId: 'q1', similarity: 0.9 },
        { type: 'ElicitEstablished', turn: 1, questionId: 'q1', elicitId: 'e1', witnessId: 'w1', by: 'player', examination: 'direct', tier: 'keyword', confidence: 0.8, statement: 'I work evenings.' },
        { type: 'ElicitEstablished', turn: 1, questionId: 'q1', elicitId: 'pruitt-no-face', witnessId: 'w1', by: 'opposing_counsel', examination: 'direct', tier: 'keyword', confidence: 0.8, statement: 'I never saw his face.' },
        { type: 'CrossOutlineBuilt', witnessId: 'w1', items: [{ id: 'w1-r1', witnessId: 'w1', scope: 'credibility', type: 'bias_indicator', point: 'She works for the victim', basis: 'b', keywords: [] }] },
        { type: 'RebuttalItemCovered', turn: 3, questionId: 'q1', itemId: 'w1-r1', witnessId: 'w1', by: 'player' } as SessionEvent,
      ],
      names,
    );
    const text = room.lines.map((line) => line.text).join('\n');
    expect(room.lines[0]!.text).toBe('Direct examination of Mei-Lin Zhao by the prosecution');
    expect(text).toContain('"Where is it you work?" was not put to the witness: it repeats your earlier question "Where do you work?".');
    expect(room.lines.filter((l) => l.kind === 'elicit').map((l) => l.text)).toEqual(['Works evenings alone', 'I never saw his face.']);
    expect(text).toContain('She works for the victim');
    expect(text).not.toMatch(/pruitt-no-face|w1-r1|\bq1\b/);
  });

  it('says which objection a missed defective question called for', () => {
    const room = foldRoom(emptyRoom(), [
      ...start,
      q(1, 'opposing_counsel', { isIntentionallyDefective: true, defect: 'leading' }),
      { type: 'ObjectionWaived', turn: 1, questionId: 'q1', by: 'player' },
      { type: 'ScoreChanged', turn: 1, delta: -1, total: -1, reason: 'missed_defective', questionId: 'q1', elicitId: null },
    ]);
    expect(room.lines.at(-1)!.text).toBe("missed objection: counsel's question was objectionable as leading (FRE 611(c)): the question suggests its answer to a witness on direct examination.");
  });

  it("records whose objection a ruling answers, so an overruled objection of the student's is bad news", () => {
    const room = foldRoom(emptyRoom(), [
      ...start,
      q(1, 'opposing_counsel'),
      { type: 'ObjectionRaised', turn: 1, questionId: 'q1', by: 'player', ground: 'hearsay', rule: 'FRE 802', confidence: 1, triggers: [], isIntentionallyIncorrect: false },
      { type: 'RulingMade', turn: 1, questionId: 'q1', ground: 'hearsay', ruling: 'overruled', rule: 'FRE 802', reason: 'Overruled.' },
    ]);
    expect(room.lastRuling).toMatchObject({ ruling: 'overruled', objectedBy: 'player' });
  });

  it('says an examination with no question was waived', () => {
    const room = foldRoom(emptyRoom(), [
      ...start,
      q(1, 'player'),
      { type: 'PhaseChanged', phase: 'plaintiff_case', witnessId: 'w1', examination: 'recross', examiner: 'defense', mode: 'objection_user_cross' },
      { type: 'PhaseChanged', phase: 'closed', witnessId: null, examination: null, examiner: null, mode: null },
      { type: 'SessionEnded', reason: 'completed' },
    ]);
    expect(room.lines.filter((l) => l.kind === 'phase').map((l) => l.text)).toEqual(['Direct examination of w1 by the plaintiff', 'Recross examination of w1 by the defense was waived.', 'The evidence is closed.']);
  });
});

describe('reviewCharts', () => {
  it('derives score over turns, elicits per witness and objections by ground', () => {
    const brief: TrialBrief = {
      sessionId: 's',
      packId: 'p',
      title: 'T',
      playerSide: 'plaintiff',
      caseType: 'civil',
      seed: 1,
      difficulty: 'intermediate',
      hideElicitChecklist: false,
      caseTheory: '',
      stipulations: [],
      specialInstructions: [],
      witnesses: [{ id: 'w1', name: 'Ada', side: 'plaintiff', role: 'r', affidavit: 'a', isExpert: false }],
      elicits: [
        { id: 'e1', label: 'E1', weight: 2, category: 'c', witnessId: 'w1' },
        { id: 'e2', label: 'E2', weight: 1, category: 'c', witnessId: 'w1' },
      ],
    };
    const events: SessionEvent[] = [
      { type: 'ScoreChanged', turn: 2, delta: 3, total: 3, reason: 'elicit', questionId: 'q2', elicitId: 'e1' },
      { type: 'ScoreChanged', turn: 5, delta: 2, total: 5, reason: 'objection_sustained', questionId: 'q5', elicitId: null },
      { type: 'ScoreChanged', turn: 5, delta: 1, total: 6, reason: 'objection_exact_ground', questionId: 'q5', elicitId: null },
    ];
    const report = {
      elicits: [
        { elicitId: 'e1', label: 'E1', weight: 2, established: true, by: 'player', witnessId: 'w1', turn: 2, points: 3 },
        { elicitId: 'e2', label: 'E2', weight: 1, established: false, by: null, witnessId: null, turn: null, points: 0 },
      ],
      objections: {
        made: [{ turn: 5, questionId: 'q5', ground: 'compound', ruling: 'sustained', points: 3 }],
        missed: [{ turn: 7, questionId: 'q7', defect: 'speculation' }],
        againstPlayer: [],
      },
    } as unknown as TrialReport;
    const charts = reviewCharts({ brief, events, report });
    expect(charts.scoreOverTurns).toEqual([
      { turn: 0, score: 0 },
      { turn: 2, score: 3 },
      { turn: 5, score: 6 },
    ]);
    expect(charts.elicitsPerWitness).toEqual([{ witness: 'Ada', established: 1, open: 1 }]);
    expect(charts.objectionsByGround).toEqual([
      { ground: 'Compound', sustained: 1, overruled: 0, missed: 0 },
      { ground: 'Speculation', sustained: 0, overruled: 0, missed: 1 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { speechRubrics, type SessionEvent } from '../../../shared/domain';
import { emptyRoom, foldRoom } from '../../../renderer/src/stores/trial/roomFold';

const established: SessionEvent = { type: 'ElicitEstablished', turn: 1, questionId: 'q1', elicitId: 'a', witnessId: 'w', by: 'player', examination: 'direct', tier: 'keyword', confidence: 1, statement: 'A.' };
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const opening: SessionEvent = { type: 'OpeningGiven', by: 'player', side: 'plaintiff', text: words(400), reserved: false, promised: ['a', 'b'], durationMs: 200_000, budgetMs: 300_000 };
const closing: SessionEvent = {
  type: 'ClosingGiven', by: 'player', side: 'plaintiff', part: 'closing', text: 'A. B.', waived: false, cited: ['a'], unsupported: ['b'],
  objections: [{ ground: 'facts_not_in_evidence', sentence: 'B.', elicitId: 'b', ruling: 'sustained', reason: 'Sustained.' }], durationMs: 400_000, budgetMs: 300_000,
};

describe('the rubric of openings and closings', () => {
  it('scores the counted criteria and leaves the judgement ones not assessed', () => {
    const [open, close] = speechRubrics([opening, established, closing]);
    const line = (rubric: typeof open, criterion: string) => rubric!.lines.find((l) => l.criterion === criterion)!;
    expect(line(open, 'theory')).toEqual({ criterion: 'theory', score: null, note: 'not assessed (needs a model)' });
    expect(line(open, 'promises_kept')).toMatchObject({ score: 5, note: 'kept 1 of 2; not delivered: b' });
    // 400 words for a 650-word budget, within time: full marks.
    expect(line(open, 'length')).toMatchObject({ score: 10 });
    expect(line(close, 'facts_not_in_evidence')).toMatchObject({ score: 6, note: 'cited b, never admitted; 1 objection sustained' });
    expect(line(close, 'length')).toMatchObject({ score: 4, note: expect.stringContaining('over time') });
  });

  it('leaves out reserved openings and waived closings, and the room shows every arc event as a line', () => {
    const reserved: SessionEvent = { ...opening, text: '', reserved: true, promised: [] };
    const waived: SessionEvent = { ...closing, text: '', waived: true, cited: [], unsupported: [], objections: [] };
    expect(speechRubrics([reserved, waived])).toEqual([]);
    const room = foldRoom(emptyRoom(), [opening, closing, { type: 'VerdictReached', for: 'defense', burden: 'preponderance', directed: true, elements: [], reason: 'Directed.', deliberation: null }]);
    expect(room.lines.map((l) => l.kind)).toEqual(['arc', 'arc', 'arc']);
    expect(room.lines[1]!.text).toContain('Objection (facts not in evidence): sustained.');
    expect(room.lines[2]!.text).toBe('Verdict for the defense (directed). Directed.');
  });
});

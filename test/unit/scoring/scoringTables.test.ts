import { describe, expect, it } from 'vitest';
import type { ObjectionGround } from '../../../shared/domain';
import { elicitPoints, objectionScore, type PlayerObjectionOutcome } from '../../../main/scoring';

describe('the objection scoring table', () => {
  const total = (outcome: PlayerObjectionOutcome, defect: ObjectionGround | null) =>
    objectionScore(outcome, defect).reduce((sum, line) => sum + line.delta, 0);
  it.each([
    [{ kind: 'objected', ground: 'leading', ruling: 'sustained' } as const, 'leading' as const, 3],
    [{ kind: 'objected', ground: 'compound', ruling: 'sustained' } as const, 'leading' as const, 2],
    [{ kind: 'objected', ground: 'leading', ruling: 'sustained' } as const, null, 2],
    [{ kind: 'objected', ground: 'leading', ruling: 'overruled' } as const, 'hearsay' as const, 0],
    [{ kind: 'objected', ground: 'leading', ruling: 'overruled' } as const, null, -1],
    [{ kind: 'passed' } as const, 'hearsay' as const, -1],
    [{ kind: 'passed' } as const, null, 0],
  ])('%o on a question defective as %s scores %d', (outcome, defect, points) => {
    expect(total(outcome, defect)).toBe(points);
  });
  it('names each line', () => {
    expect(objectionScore({ kind: 'objected', ground: 'leading', ruling: 'sustained' }, 'leading').map((l) => l.reason)).toEqual([
      'objection_sustained',
      'objection_exact_ground',
    ]);
    expect(objectionScore({ kind: 'passed' }, 'leading')).toEqual([{ reason: 'missed_defective', delta: -1 }]);
  });
});

describe('polarity', () => {
  it('scores a positive elicit on the player\'s direct', () => {
    expect(elicitPoints({ weight: 3, playerSide: 'plaintiff', by: 'player', examination: 'direct' })).toBe(3);
  });
  it('scores a defense-helping admission for a defense player on cross', () => {
    expect(elicitPoints({ weight: -2, playerSide: 'defense', by: 'player', examination: 'cross' })).toBe(2);
  });
  it('does not reward the player for a fact that helps the other side', () => {
    expect(elicitPoints({ weight: -2, playerSide: 'plaintiff', by: 'player', examination: 'direct' })).toBe(0);
  });
  it('does not help the player when the opponent elicits the same fact on cross', () => {
    expect(elicitPoints({ weight: 3, playerSide: 'plaintiff', by: 'opposing_counsel', examination: 'cross' })).toBe(0);
  });
});

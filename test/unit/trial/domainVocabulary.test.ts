import { describe, expect, it } from 'vitest';
import {
  determineOCAMode,
  examinerSide,
  fromStoredEvent,
  nextExamination,
  OBJECTION_CATALOGUE,
  OBJECTION_GROUNDS,
  toStoredEvent,
  type ExaminationType,
  type OCAMode,
  type SessionEvent,
  type Side,
} from '../../../shared/domain';

describe('determineOCAMode', () => {
  // examination, witness side, player side -> mode
  const table: [ExaminationType, Side, Side, OCAMode][] = [
    ['direct', 'plaintiff', 'plaintiff', 'objection_user_direct'],
    ['redirect', 'plaintiff', 'plaintiff', 'objection_user_direct'],
    ['cross', 'plaintiff', 'plaintiff', 'oc_cross'],
    ['recross', 'plaintiff', 'plaintiff', 'oc_cross'],
    ['direct', 'defense', 'plaintiff', 'oc_direct'],
    ['redirect', 'defense', 'plaintiff', 'oc_direct'],
    ['cross', 'defense', 'plaintiff', 'objection_user_cross'],
    ['recross', 'defense', 'plaintiff', 'objection_user_cross'],
    ['direct', 'defense', 'defense', 'objection_user_direct'],
    ['cross', 'defense', 'defense', 'oc_cross'],
    ['direct', 'plaintiff', 'defense', 'oc_direct'],
    ['cross', 'plaintiff', 'defense', 'objection_user_cross'],
    ['recross', 'plaintiff', 'defense', 'objection_user_cross'],
    ['redirect', 'plaintiff', 'defense', 'oc_direct'],
  ];
  it.each(table)('%s of a %s witness, player %s -> %s', (examination, witnessSide, playerSide, mode) => {
    expect(determineOCAMode(examination, witnessSide, playerSide)).toBe(mode);
  });

  it('has the examiner of cross be the side that did not call the witness', () => {
    expect(examinerSide('cross', 'plaintiff')).toBe('defense');
    expect(examinerSide('redirect', 'defense')).toBe('defense');
    expect(nextExamination('recross')).toBeNull();
    expect(nextExamination('direct')).toBe('cross');
  });
});

describe('the FRE catalogue', () => {
  it('has a label and citation for each of the 16 grounds', () => {
    expect(OBJECTION_GROUNDS).toHaveLength(16);
    for (const ground of OBJECTION_GROUNDS) {
      expect(OBJECTION_CATALOGUE[ground].ground).toBe(ground);
      expect(OBJECTION_CATALOGUE[ground].rule).toMatch(/^FRE \d/);
      expect(OBJECTION_CATALOGUE[ground].label.length).toBeGreaterThan(3);
    }
    expect(OBJECTION_CATALOGUE.leading.rule).toBe('FRE 611(c)');
    expect(OBJECTION_CATALOGUE.beyond_scope.rule).toBe('FRE 611(b)');
    expect(OBJECTION_CATALOGUE.hearsay.rule).toBe('FRE 801, 802');
    expect(OBJECTION_CATALOGUE.best_evidence.rule).toBe('FRE 1002');
  });
});

describe('session events', () => {
  it('round-trip through the stored { type, payload } form', () => {
    const event: SessionEvent = {
      type: 'RulingMade',
      turn: 3,
      questionId: 'q3',
      ground: 'leading',
      ruling: 'sustained',
      rule: 'FRE 611(c)',
      reason: 'Leading.',
    };
    const stored = toStoredEvent(event);
    expect(stored.type).toBe('RulingMade');
    expect(stored.payload).not.toHaveProperty('type');
    expect(fromStoredEvent(stored)).toEqual(event);
  });

  it('rejects a stored event with a bad field', () => {
    expect(() => fromStoredEvent({ type: 'RulingMade', payload: { turn: 1, ruling: 'maybe' } })).toThrow();
    expect(() => fromStoredEvent({ type: 'NoSuchEvent', payload: {} })).toThrow();
  });
});

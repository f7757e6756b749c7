import { describe, expect, it } from 'vitest';
import { findNearSequence, isNearWord, withinEditDistance } from '../../../main/language/nearMatch';
import { compactLetters, normalizeForMatching } from '../../../main/language/textNormalization';

describe('normalizeForMatching', () => {
  it('removes invisible characters, folds compatibility forms, accents and look-alikes', () => {
    expect(normalizeForMatching('gr\u200be\u00aden\u2060')).toBe('green');
    expect(normalizeForMatching('ＧＲＥＥＮ')).toBe('green');
    expect(normalizeForMatching('grееn')).toBe('green'); // Cyrillic е
    expect(normalizeForMatching('рhοnе')).toBe('phone'); // Cyrillic р, Greek ο, Cyrillic е
    expect(normalizeForMatching('café')).toBe('cafe');
    expect(normalizeForMatching('22.5 knots')).toBe('22.5 knots');
  });

  it('compacts to letters and digits', () => {
    expect(compactLetters('g r e e n - l i g h t')).toBe('greenlight');
  });
});

describe('near-miss matching', () => {
  it('allows one edit in a mid-length word, two in a long one, none in a short one', () => {
    expect(isNearWord('green', 'greeen')).toBe(true);
    expect(isNearWord('green', 'gerен'.normalize())).toBe(false);
    expect(isNearWord('intersection', 'intresection')).toBe(true);
    expect(isNearWord('red', 'bed')).toBe(false);
    expect(withinEditDistance('phone', 'hpone', 1)).toBe(true);
    expect(withinEditDistance('kitten', 'sitting', 2)).toBe(false);
  });

  it('finds a phrase word by word', () => {
    expect(findNearSequence(['the', 'lihgt', 'was', 'greeen', 'then'], ['light', 'was', 'green'])).toBe(1);
    expect(findNearSequence(['the', 'night', 'was', 'clear'], ['light', 'was', 'green'])).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import { pluralOfTheMakersName } from '../../../main/language/makersName';
import { boundedRelation } from '../../../main/language/quantityBounds';

// Words of a used-car dispute and a timing dispute, written for these tests.
describe('pluralOfTheMakersName', () => {
  it('holds for a maker\'s name in the plural against the name put before a noun of its things', () => {
    expect(pluralOfTheMakersName(tokensOf('You knew that used Volvos hold their value'), 'volvos', tokensOf('I know a Volvo estate from 2009 sells for about £2,000.'))).toBe(true);
  });

  it('does not hold for a person\'s name with a title or a first name', () => {
    expect(pluralOfTheMakersName(tokensOf('Mr. Edwards signed the logbook'), 'edwards', tokensOf('Edward Pike signed the logbook form.'))).toBe(false);
    expect(pluralOfTheMakersName(tokensOf('Tom Edwards signed the logbook'), 'edwards', tokensOf('Edward Pike signed the logbook form.'))).toBe(false);
  });

  it('does not hold where the singular names no thing after it, or no singular is said', () => {
    expect(pluralOfTheMakersName(tokensOf('The Volvos were sold'), 'volvos', tokensOf('Volvo said the recall was voluntary.'))).toBe(false);
    expect(pluralOfTheMakersName(tokensOf('The Volvos were sold'), 'volvos', tokensOf('A Saab estate was sold.'))).toBe(false);
  });
});

describe('boundedRelation of a hedged figure against the affidavit\'s own hedge', () => {
  const around = { direction: 'around', inclusive: true, approximate: true } as const;
  const nearly = { direction: 'below', inclusive: false, approximate: true } as const;
  const under = { direction: 'below', inclusive: false, approximate: false } as const;

  it('is the same figure when both hedge the same amount ("close to 40" for "almost 40")', () => {
    expect(boundedRelation(40, around, 40, nearly)).toBe('same');
  });

  it('is not the same for another amount, or for a plain bound ("under 40")', () => {
    expect(boundedRelation(60, around, 40, nearly)).not.toBe('same');
    expect(boundedRelation(40, around, 40, under)).not.toBe('same');
  });
});

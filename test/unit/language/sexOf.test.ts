import { describe, expect, it } from 'vitest';
import { sexOf } from '../../../main/language/relatedWords';

describe('the sex a person noun says', () => {
  it.each([
    ['lady', 'female'],
    ['widow', 'female'],
    ['daughter', 'female'],
    ['gentleman', 'male'],
    ['son', 'male'],
    // Said in the synset's own other words ("male parent"), or by an antonym of the other sex ("wife").
    ['father', 'male'],
    ['mother', 'female'],
    ['husband', 'male'],
  ])('%s is %s', (noun, sex) => {
    expect(sexOf(noun)).toBe(sex);
  });

  it.each([['nurse'], ['officer'], ['driver'], ['cashier']])('a role says none: %s', (noun) => {
    expect(sexOf(noun)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { namesTheSame, sameSenseWords } from '../../../main/language/relatedWords';

describe('sameSenseWords', () => {
  it('gives the words whose own first sense is the word\'s first sense', () => {
    expect(sameSenseWords('attorney', 'n')).toContain('lawyer');
    expect(sameSenseWords('defective', 'a')).toContain('faulty');
  });

  it('leaves out a synonym of a rarer sense only', () => {
    // "nice" shares a synset with "courteous", but first means pleasant.
    expect(sameSenseWords('courteous', 'a')).not.toContain('nice');
    // "chemist" first means a scientist, not one who dispenses medicine.
    expect(namesTheSame('pharmacist', 'chemist', 'n')).toBe(false);
  });

  it('reads a word as the same as itself', () => {
    expect(namesTheSame('heater', 'heater', 'n')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { namesTheSame, sameSenseWords, sameSenseWordsOfOnePos } from '../../../main/language/relatedWords';

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

  it('leaves out, for the index, a synonym that may stand in a sentence as the other part of speech', () => {
    expect(sameSenseWords('chief', 'a')).toContain('master');
    expect(sameSenseWordsOfOnePos('chief', 'a')).not.toContain('master');
    expect(sameSenseWordsOfOnePos('attorney', 'n')).toContain('lawyer');
  });

  it('reads a word as the same as itself', () => {
    expect(namesTheSame('heater', 'heater', 'n')).toBe(true);
  });
});

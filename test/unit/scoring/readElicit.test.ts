import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, elicitKeywords, type ElicitSpec } from '../../../main/scoring';
import { readElicit } from '../../../main/scoring/KeywordElicitMatcher';

// Elicits of an invented case, in my own words: a ferry's ramp and a bruise the nurse recorded.
const elicits: ElicitSpec[] = [
  { id: 'ramp-wet', label: 'The loading ramp was wet when the van drove off', weight: 2, category: 'ramp', keywords: ['ramp', 'wet', 'loading ramp'] },
  { id: 'bruise', label: 'The bruise on her arm was non-tender the next morning', weight: 2, category: 'injury', keywords: ['bruise', 'non-tender', 'arm'] },
  { id: 'time', label: 'The ferry docked at 7:40', weight: 1, category: 'timing' },
];

const answers = [
  'The loading ramp was wet. I saw the van slide as it drove off.',
  'The bruise on her arm was not tender.',
  'The ferry docked at 7:40.',
  'I do not remember the weather.',
];

describe('an elicit as the credit reads it, kept with the elicit', () => {
  it('is what reading the elicit afresh gives: prefixes spelled out, keywords as elicitKeywords reads them', () => {
    const bruise = readElicit(elicits[1]!);
    expect(bruise.elicit.keywords).toContain('not tender');
    expect(bruise.elicit.label).toContain('not tender');
    expect(bruise.keywords).toEqual(elicitKeywords(bruise.elicit));
    // An elicit with nothing to spell out is itself.
    expect(readElicit(elicits[0]!).elicit).toBe(elicits[0]);
    // Kept: the second reading is the first.
    expect(readElicit(elicits[1]!)).toBe(bruise);
  });

  it('credits every answer as a fresh copy of the same elicits is credited, asked again and again', () => {
    const matcher = new KeywordElicitMatcher();
    const match = (candidates: readonly ElicitSpec[], answer: string) => matcher.matchSync(answer, { question: 'What did you see?', answer, answerKind: 'narrative', candidates });
    const kept = answers.map((answer) => match(elicits, answer));
    for (let round = 0; round < 3; round++) {
      const copies = elicits.map((elicit) => ({ ...elicit, ...(elicit.keywords ? { keywords: [...elicit.keywords] } : {}) }));
      expect(answers.map((answer) => match(copies, answer))).toEqual(kept);
      expect(answers.map((answer) => match(elicits, answer))).toEqual(kept);
    }
    expect(kept[0]!.map((found) => found.elicitId)).toContain('ramp-wet');
    expect(kept[1]!.map((found) => found.elicitId)).toContain('bruise');
    expect(kept[2]!.map((found) => found.elicitId)).toContain('time');
    expect(kept[3]).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { statesTheFact } from '../../../main/scoring/factEvidence';

// How often something was done is part of what the fact says: a sentence that shares its count
// but gives only another frequency ("once a week" for "twice a day") tells another regimen.
describe('a fact measured by how often', () => {
  const feeding: ElicitSpec = { id: 'feeding', label: 'She fed the pony two scoops of mash twice a day', weight: 1, category: 'care', keywords: ['two scoops twice a day'] };
  const matcher = new KeywordElicitMatcher();
  const credit = (answer: string) => matcher.matchSync(answer, { question: 'How was the pony fed?', answer, answerKind: 'narrative', candidates: [feeding] }).map((match) => match.elicitId);

  it('is not stated by a sentence giving only another rate', () => {
    const weekly = 'The vet told me to feed the pony two scoops of mash once a week, on Sundays.';
    expect(statesTheFact(feeding, weekly)).toBe(false);
    expect(credit(weekly)).toEqual([]);
  });

  it('is stated by the same rate, in other words too', () => {
    expect(credit('I fed the pony two scoops of mash twice a day.')).toEqual(['feeding']);
    expect(statesTheFact(feeding, 'I gave the pony two scoops of mash twice daily.')).toBe(true);
  });
});

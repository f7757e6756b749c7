import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { saysMostOfTheFact } from '../../../main/scoring/factEvidence';

// A sentence that names the fact's things beside the fact's verb said of something else ("the
// invoice arrived … for the three parcels") does not say that the things did it: the verb is the
// other thing's act, and is no word of this fact.
describe('a label verb said of another thing', () => {
  const delivery: ElicitSpec = {
    id: 'parcels-arrived',
    label: 'Three parcels arrived at the depot, and all the seals were broken',
    weight: 1,
    category: 'delivery',
    keywords: ['three parcels', 'seals were broken'],
  };
  const matcher = new KeywordElicitMatcher();
  const credit = (answer: string) => matcher.matchSync(answer, { question: 'What happened on Monday?', answer, answerKind: 'narrative', candidates: [delivery] }).map((match) => match.elicitId);

  it('does not count towards most of the fact, and earns no credit', () => {
    const invoice = 'The invoice arrived on Monday with a charge of 30 pounds for the three parcels.';
    expect(saysMostOfTheFact(delivery, invoice)).toBe(false);
    expect(credit(invoice)).toEqual([]);
  });

  it('still counts when the fact\'s own things do it', () => {
    const arrival = 'The three parcels arrived at the depot on Monday.';
    expect(saysMostOfTheFact(delivery, arrival)).toBe(true);
    expect(credit(arrival)).toEqual(['parcels-arrived']);
  });
});

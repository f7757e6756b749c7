import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// Issue 12: a fact whose point is a figure ("31 percent of the trees") was credited to a sentence
// that gives the same things only a rough amount ("many of the trees"). The case is this file's
// own: an orchard's claim against a supplier of grafting wax, keyed as an instructor would key it.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'orchard' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What did the survey show?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('a rough amount in place of the fact\'s figure', () => {
  const canker = elicit('canker-share', 'Canker of this type is found in 31 percent of healthy pear trees', ['31 percent', 'healthy pear trees']);

  it('does not credit "many" of the things the figure counts', async () => {
    expect(await credited('Canker of this type is found in many healthy pear trees.', canker)).toEqual([]);
  });

  it('does not credit "several of the" things either', async () => {
    expect(await credited('Canker of this type is found in several of the healthy pear trees I survey.', canker)).toEqual([]);
  });

  it('still credits the figure, with a rough amount beside it', async () => {
    expect(await credited('Canker of this type is found in 31 percent of healthy pear trees, so many of them bear well for years.', canker)).toEqual(['canker-share']);
  });
});

import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit recall: an instructor may key a fact by the names of its things (cheque
// numbers) while the label gives its exact figures (the amounts). A sentence that says one of the
// keywords whole and one of those figures tells this fact, as a keyword that is itself an exact
// figure does; a keyword with another figure, or the figure without a keyword, does not. The cases
// are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What did you find?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

const cheques: ElicitSpec = {
  id: 'carer-cheques',
  label: 'She found three cheques made out to the carer: $2,640, $1,975 and $3,310',
  weight: 1,
  category: 'bank',
  keywords: ['3104', '3107', '3112'],
};

describe("a keyword said whole with the label's own exact figure", () => {
  it('credits a named cheque said with an amount the label gives', async () => {
    expect(await credited('The March statement listed cheque 3104, the one for $2,640, paid in on March 9.', [cheques])).toEqual(['carer-cheques']);
  });

  it('does not credit the named cheque with an amount the label does not give', async () => {
    expect(await credited('The March statement listed cheque 3104, the one for $850, paid in on March 9.', [cheques])).toEqual([]);
  });

  it('does not credit the amount without any keyword', async () => {
    expect(await credited('Her pension of $2,640 came into the same account every quarter.', [cheques])).toEqual([]);
  });
});

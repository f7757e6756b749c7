import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { keywordCredit } from '../../../main/scoring/KeywordElicitMatcher';

// Issue 12, elicit credit precision: a keyword that is a measurement ("$12,800", "21 percent")
// is not met in part by its unit alone. A sentence that gives another amount in the same unit
// ("a $2,000 deposit") says another value, not part of this one; the words of the phrase that are
// not its value still count as before. The cases are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

const total = { id: 'paid-in-total', label: 'He paid $12,800 in total: a $2,000 deposit and $10,800 on collection', weight: 1, category: 'evidence', keywords: ['$12,800'] } satisfies ElicitSpec;

describe('a measurement keyword met only by its unit', () => {
  it('earns no part credit from another amount in the same unit', () => {
    expect(keywordCredit(['$12,800'], 'I put down a $2,000 deposit on the Monday.')).toBe(0);
    expect(keywordCredit(['21 percent'], 'About 8 percent of the samples failed.')).toBe(0);
  });

  it('still earns part credit for the words of the phrase that are not the value', () => {
    expect(keywordCredit(['shaking twice'], 'He was shaking when I saw him.')).toBeGreaterThan(0);
  });

  it('does not credit the total from one item of it', async () => {
    expect(await credited('He paid a $2,000 deposit by card that morning.', [total])).toEqual([]);
    expect(await credited('He paid the $10,800 on collection, by cheque.', [total])).toEqual([]);
  });

  it('credits the total when it is said', async () => {
    expect(await credited('Altogether he paid $12,800 for it.', [total])).toEqual(['paid-in-total']);
  });
});

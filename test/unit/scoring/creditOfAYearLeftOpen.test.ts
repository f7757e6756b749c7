import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit precision: a date that gives a day and month but no year ("on 4 May")
// leaves the year open. It may be borne out by a year when a statement is checked against the
// affidavit, but it does not say that year: a sentence whose only dates lack one does not state a
// fact whose values are years. The cases are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

const built = { id: 'barn-built-late', label: 'The barn was built no earlier than 1948, most likely between 1948 and 1975', weight: 1, category: 'evidence', keywords: ['1948', '1975'] } satisfies ElicitSpec;

describe('years said only by dates that give none', () => {
  it('does not credit years from a sentence whose dates have no year', async () => {
    expect(await credited('In my first email to the detective, on June 9, I typed 1928; that was a slip, and my statement of June 16 gives 1939, which is right.', [built])).toEqual([]);
  });

  it('still credits the years when they are said', async () => {
    expect(await credited('From the rings, the barn was built no earlier than 1948, most likely between 1948 and 1975.', [built])).toEqual(['barn-built-late']);
  });
});

import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// An elicit is credited when a sentence the witness said states it, or states one of the
// statements its label puts side by side. The case is this file's own: a claim over a break-in
// at an allotment shed, and the gardener's account of it.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'shed' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What happened?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('a part of the fact said whole', () => {
  it('reads a thing that a rarer sense makes a person ("the drawer") as the thing the part is about, whose words are said', async () => {
    const open = elicit('open', 'The tool drawer had no lock and the gardener left the shed key under the flowerpot', ['no lock', 'flowerpot']);
    expect(await credited('The tool drawer in the shed had no lock.', open)).toEqual(['open']);
    // The words of the thing are the part's: another thing without a lock is not it.
    expect(await credited('The gate had no lock.', open)).toEqual([]);
  });
});

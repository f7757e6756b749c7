import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { negationDiffers } from '../../../main/scoring/factEvidence';

// The case is this file's own: a bridge inspection in a claim over a collapsed footbridge. The kind
// tested: a word the tagger reads as an adverb inside a noun phrase ("the far north side") names a
// part of a thing, as "the north side" does; a negation over that phrase denies the thing, and
// the word is no act the fact is said the other way round by.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'bridge' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What did she find?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('credit of a fact told with a part of a thing in an adverb', () => {
  const rust = elicit('rust', 'The inspector found rust on the first bolt and none on the north side', ['rust', 'first bolt']);

  it('does not read "the far north side" under a denial as the fact said the other way round', () => {
    expect(negationDiffers(rust, 'She found rust on the first bolt, and no rust at all on the far north side of the frame.')).toBe(false);
  });

  it('credits the fact so told, and still not its denial', async () => {
    expect(await credited('She found rust on the first bolt, and no rust at all on the far north side of the frame.', rust)).toEqual(['rust']);
    expect(await credited('She found no rust on the first bolt.', rust)).toEqual([]);
  });
});

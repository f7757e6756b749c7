import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit precision: a label may pick its thing out by a clause of its own with
// no "that" ("the oak table she ordered", "the van he hired") and then say what it says of that
// thing ("arrived with a split leg"). A sentence that tells only the picking out ("she ordered an
// oak table") says how the thing came to be there, not the fact. The cases are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

const splitLeg = { id: 'table-split', label: 'The Harlow Oak table she ordered was delivered with a split leg', weight: 1, category: 'goods', keywords: ['split leg', 'Harlow Oak'] } satisfies ElicitSpec;
const vanDented = { id: 'van-dented', label: 'The Transit van he hired came back dented', weight: 1, category: 'hire', keywords: ['dented', 'Transit van'] } satisfies ElicitSpec;

describe('a label whose thing is picked out by a clause of its own', () => {
  it('does not credit a sentence that tells only how the thing was picked out', async () => {
    expect(await credited('In March she ordered a dining table in the style the catalogue calls Harlow Oak.', [splitLeg])).toEqual([]);
    expect(await credited('On Friday he hired a Transit van from the depot on Mill Road.', [vanDented])).toEqual([]);
  });

  it('still credits a sentence that says what the label says of the thing', async () => {
    expect(await credited('The Harlow Oak table was delivered on Tuesday with a split leg.', [splitLeg])).toEqual(['table-split']);
    expect(await credited('The Transit van came back to the depot dented along one side.', [vanDented])).toEqual(['van-dented']);
  });
});

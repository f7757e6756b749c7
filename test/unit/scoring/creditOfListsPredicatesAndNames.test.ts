import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { labelParts, negationDiffers } from '../../../main/scoring/factEvidence';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit: two kinds of language a label is written in that the credit misread.
// A "no" before a list denies every item of it, and two participles of one auxiliary joined by a
// bare "and" are one predicate. Every case here is this file's own (a bakery, a boatyard, a
// garage, a welder, an order), not any pack's.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

describe('a list that "no" opens', () => {
  const crate: ElicitSpec = { id: 'bare-crate', label: 'The crate by the oven had no label, stamp or barcode', weight: 1, category: 'stock', keywords: ['nothing printed on it', 'no barcode'] };

  it('denies every item of the list in the label, not only the first', () => {
    expect(negationDiffers(crate, 'There was nothing printed on it, no stamp and no barcode.')).toBe(false);
    expect(negationDiffers(crate, 'It had a barcode on the lid.')).toBe(true);
  });

  it('credits a sentence that denies the items one by one', async () => {
    expect(await credited('There was nothing printed on it, no stamp and no barcode, and it looked like every other crate.', [crate])).toEqual(['bare-crate']);
    expect(await credited('There was a barcode on it and a stamp from the mill.', [crate])).toEqual([]);
  });

  it('denies a later item of a list after "without" or a denied "any" as well', () => {
    const gear: ElicitSpec = { id: 'no-goggles', label: 'The welder worked without gloves, a mask or goggles', weight: 1, category: 'safety' };
    expect(negationDiffers(gear, 'He had goggles on.')).toBe(true);
    const hull: ElicitSpec = { id: 'no-log', label: 'The boatyard kept no invoice, log or chart of the repairs', weight: 1, category: 'yard' };
    expect(negationDiffers(hull, 'I did not find any invoice, log or chart of the repairs.')).toBe(false);
    expect(negationDiffers(hull, 'I found the invoice, and a chart of the repairs.')).toBe(true);
  });
});

describe('two participles of one auxiliary joined by a bare "and"', () => {
  const tyres: ElicitSpec = { id: 'tyres-checked', label: 'Pelham inspected the ramp at 7:45 on Monday and every tyre was checked and logged', weight: 1, category: 'garage', keywords: ['7:45', 'checked and logged'] };

  it('keeps "was checked and logged" one predicate, but cuts after a clause that ends with its own verb', () => {
    expect(labelParts(tyres).map((part) => part.label)).toEqual(['Pelham inspected the ramp at 7:45 on Monday', 'every tyre was checked and logged']);
    const order: ElicitSpec = { id: 'price-held', label: 'On the call the supplier insisted the old price stood and refused a discount', weight: 1, category: 'order' };
    expect(labelParts(order).map((part) => part.label)).toEqual(['On the call the supplier insisted the old price stood', 'refused a discount']);
  });

  it('does not credit a sentence that says only the first verb of them about something else', async () => {
    expect(await credited('At the hearing I said each tyre had been checked twice; in truth I checked some of them once, and I did not log every tyre.', [tyres])).toEqual([]);
    expect(await credited('I inspected the ramp at about 7:45 on Monday, and every tyre was checked and logged.', [tyres])).toEqual(['tyres-checked']);
  });
});

import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// Issue 12: two kinds of sentence that state an elicit in the instructor's keywords and were not
// credited. The case is this file's own: a cold-store operator's claim over spoiled stock, keyed
// as an instructor would key it.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'cold-store' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What did you find?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('an act the label says in an irregular participle', () => {
  // The tagger reads "overridden" as a noun; it is the label's act, said as the noun "override" too.
  const overridden = elicit('alarm-overridden', 'The high-temperature alarm on freezer two was overridden under the night manager\'s code', ['override', 'code']);

  it('credits a sentence that tells the act by its noun, with both keywords', async () => {
    expect(await credited('The override was keyed in under the night manager\'s code at ten past two.', overridden)).toEqual(['alarm-overridden']);
  });

  it('still credits nothing for the keywords said of another act', async () => {
    expect(await credited('Nobody asked me for an override code that night.', overridden)).toEqual([]);
  });
});

describe('a count of a part of a whole before the verb', () => {
  // "Five of the twelve pallets" is the fact's value: how many of them.
  const pallets = elicit('five-pallets', 'Five of the twelve pallets were spoiled by the thaw', ['five pallets', 'thaw']);

  it('credits a sentence that gives the count with the keywords', async () => {
    expect(await credited('After the thaw I went through the store again and it came to five pallets.', pallets)).toEqual(['five-pallets']);
  });

  it('does not credit another count of the same thing', async () => {
    expect(await credited('After the thaw I went through the store again and it came to seven pallets.', pallets)).toEqual([]);
  });
});

describe('words reported with another verb of saying', () => {
  // The fact is what the supplier said; "replied", "told" and "said" only report it.
  const warranty = elicit('warranty-claimed', 'The supplier replied that the compressor was still under warranty', ['under warranty']);

  it('credits the same words reported with "told"', async () => {
    expect(await credited('The supplier told me, "That compressor is still under warranty, so leave it with us."', warranty)).toEqual(['warranty-claimed']);
  });

  it('does not credit a verb of saying that reports no words', async () => {
    expect(await credited('A customer complained to us about a compressor still under warranty.', warranty)).toEqual([]);
  });

  it('does not credit the words where nobody is said to have said them', async () => {
    expect(await credited('I assumed the compressor was still under warranty.', warranty)).toEqual([]);
  });
});

describe('an act\'s word before a noun, naming a kind of thing', () => {
  // "a parking ticket" names a ticket; it tells no parking of the van.
  const parked = elicit('van-parked', 'The driver parked the delivery van in the loading bay overnight', ['delivery van', 'loading bay']);

  it('does not take the word for the act', async () => {
    expect(await credited('I found a parking ticket on the delivery van in the loading bay.', parked)).toEqual([]);
  });

  it('still credits the act said as a verb', async () => {
    expect(await credited('He parked the delivery van in the loading bay and left it there all night.', parked)).toEqual(['van-parked']);
  });
});

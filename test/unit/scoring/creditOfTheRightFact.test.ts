import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { negationDiffers } from '../../../main/scoring/factEvidence';

// Issue 12, item 3: an elicit is credited from what the witness said, and only when what was said
// is about the elicit's fact. These are kinds of sentence that share a value or a word with a fact
// and are about another thing, and one that states the fact and was refused over a word the tagger
// misread. The case is this file's own: a bakery's claim over a flooded cellar.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'cellar' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What happened?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('credit of the right fact', () => {
  it('does not take an exact figure that names what the fact is about for a finding of it', async () => {
    // 0.25 is what is reached; the fact is what reaching it takes.
    const turns = elicit('turns', 'Holding 0.25 bar takes three full turns of the valve; one turn would not come near it', ['three full turns of the valve', 'anywhere near 0.25']);
    expect(await credited('When it was new the tank could hold 0.25 without a leak.', turns)).toEqual([]);
    expect(await credited('I held it at 0.25 for an hour.', turns)).toEqual([]);
    expect(await credited('It takes three full turns of the valve to hold 0.25 bar.', turns)).toEqual(['turns']);
    // So when the tagger reads the subject's verb as a noun ("0.25 needs"): the figure right after "Reaching" is still what it reaches.
    const reach = elicit('reach', 'Reaching 0.25 needs three full turns of the valve; one turn would not come near it', ['three full turns of the valve', 'anywhere near 0.25']);
    expect(await credited('I reported the pressure as 0.25.', reach)).toEqual([]);
    expect(await credited('It needs three full turns of the valve to reach 0.25.', reach)).toEqual(['reach']);
    // A figure the fact gives as its finding still identifies it.
    const reading = elicit('reading', 'The moisture meter gave 0.375 for the flour in the cellar', ['0.375', 'moisture meter']);
    expect(await credited('I wrote down the reading, 0.375.', reading)).toEqual(['reading']);
  });

  it('counts a date once, not as three words of the fact: another event of that day is not the fact', async () => {
    const unknownHand = elicit('unknown-hand', 'She cannot say who opened the tap, only that it was after 3 May 2024', ['cannot say who', '3 May 2024']);
    expect(await credited("The plumber's invoice shows a visit to the cellar on 3 May 2024 at nine.", unknownHand)).toEqual([]);
    expect(await credited('I cannot say who opened the tap, only that it was after 3 May 2024.', unknownHand)).toEqual(['unknown-hand']);
  });

  it('does not take an act said as done for the same act that the fact says should have been done', async () => {
    const drain = elicit('drain', 'The lease requires a yearly survey of the cellar, and a careful landlord would have opened the drain cover', ['every year', 'opened the drain cover']);
    expect(await credited('The drain cover had already been prised open when I got there.', drain)).toEqual([]);
    expect(await credited('Somebody had opened the drain cover before I arrived.', drain)).toEqual([]);
    expect(await credited('In my opinion a careful landlord would have opened the drain cover.', drain)).toEqual(['drain']);
  });

  it('does not take what is said of one thing for what the fact says of every one', async () => {
    const stamped = elicit('stamped', 'The clerk wrote the dates on the invoices, but the owner stamped every invoice himself', ['stamped every one of them himself']);
    expect(await credited('On the Monday I wrote up an invoice for the flour, and the owner stamped it at the counter.', stamped)).toEqual([]);
    expect(await credited('I wrote the dates on the invoices, but the owner stamped every one of them himself.', stamped)).toEqual(['stamped']);
    // The label's other statement, which is not said of every one, may still be said alone.
    expect(await credited('The clerk wrote the dates on the invoices.', stamped)).toEqual(['stamped']);
  });

  it('does not read a noun the tagger took for an adjective ("beside that joint") as the antonym of a state', async () => {
    const sacks = elicit('sacks', 'Two sacks of flour were stacked against the pipe beside the separated joint', ['sacks of flour', 'stacked against the pipe']);
    const said = 'In the cellar I found the pipe joint at the bend pulled apart, and two sacks of flour stacked against the pipe right beside that joint.';
    expect(negationDiffers(sacks, said)).toBe(false);
    expect(await credited(said, sacks)).toEqual(['sacks']);
  });
});

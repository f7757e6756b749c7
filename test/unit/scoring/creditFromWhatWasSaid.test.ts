import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { labelParts, negationDiffers } from '../../../main/scoring/factEvidence';

// Issue 12, item 3: an elicit is credited when a sentence the witness said states it. These are
// kinds of sentence that state the fact and were not credited. The case is this file's own: a
// claim against a caretaker over a break-in at a community hall.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'hall' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What happened?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('credit from what the witness said', () => {
  it('reads "had no bruises" as the fact\'s polarity, not a value the sentence must state', async () => {
    const unhurt = elicit('unhurt', 'The caretaker had no bruises on his arms or legs, and none suggesting a fall', ['no bruises on his arms or legs', 'fall']);
    expect(await credited('He had no bruises on his arms or legs.', unhurt)).toEqual(['unhurt']);
    expect(await credited('He had bruises on his arms and legs.', unhurt)).toEqual([]);
  });

  it('denies an adjective before its noun only with that noun ("no stock sheets"), not through its verb\'s object', async () => {
    const noReturns = elicit('no-returns', 'The stock sheets list no returns from Delmont', ['stock sheets', 'no returns']);
    expect(negationDiffers(noReturns, 'Our stock sheets list no returns from Delmont.')).toBe(false);
    expect(await credited('Our stock sheets list no returns from Delmont.', noReturns)).toEqual(['no-returns']);
    expect(await credited('Our stock sheets list two returns from Delmont.', noReturns)).toEqual([]);
  });

  it('does not carry a negation into the clause that gives its reason', () => {
    const smudged = elicit('smudged', 'The sign-in sheet was not legible on any line because of rain and poor handwriting', ['not legible', 'rain']);
    expect(negationDiffers(smudged, 'The sign-in sheet was not legible on any line, because of the rain and the poor handwriting.')).toBe(false);
    expect(negationDiffers(smudged, 'The sign-in sheet was legible on every line.')).toBe(true);
  });

  it('keeps a "no" in one clause from denying the verb of the next ("had no lock and everyone knew")', () => {
    const known = elicit('known', 'The key box had no lock and everyone in the hall knew the code was on the noticeboard', ['no lock', 'noticeboard']);
    expect(negationDiffers(known, 'Everybody in the hall knew that the code was on the noticeboard.')).toBe(false);
  });

  it('reads "is not something I would promise" as "would not promise", and leaves "did not see anything he took" taken', () => {
    const refund = elicit('refund', 'The treasurer does not recall offering a refund and would not promise one', ['offering a refund', 'not something I would promise']);
    expect(negationDiffers(refund, 'I do not recall offering a refund, and a refund is not something I would promise.')).toBe(false);
    const took = elicit('took', 'The boy took the raffle money', ['raffle money']);
    expect(negationDiffers(took, 'I did not see anything the boy took.')).toBe(false);
  });

  it('divides a label at "and" before a subject the tagger reads with an adverb ("the back room"), and at ", though"', () => {
    expect(labelParts(elicit('room', 'The key box had no lock and everyone in the back room knew the code', [])).map((part) => part.label)).toEqual([
      'The key box had no lock',
      'everyone in the back room knew the code',
    ]);
    expect(labelParts(elicit('log', 'No log shows the boiler was checked, though the policy requires it every week', [])).map((part) => part.label)).toEqual([
      'No log shows the boiler was checked',
      'the policy requires it every week',
    ]);
  });

  it('credits the part of a label a witness tells, whatever the other part denies', async () => {
    const boiler = elicit('boiler', 'No log shows the boiler was checked after March, though the policy requires it every week', ['boiler was checked', 'every week']);
    expect(await credited('The hall policy requires the boiler to be checked every week.', boiler)).toEqual(['boiler']);
  });

  it('credits a part about a person named with a title when the witness uses another of her names', async () => {
    const nervous = elicit('nervous', 'Mrs Orme seemed anxious about the audit and left the meeting early', ['anxious about the audit', 'left early']);
    expect(await credited('Edna always seemed anxious about the audit.', nervous)).toEqual(['nervous']);
  });

  it('takes a state the label says of its subject as its act ("went dark"), said as a state, not before a noun', async () => {
    const camera = elicit('camera', 'The hall camera went dark at 11:52 after a gloved hand reached up to it', ['gloved hand', 'unplugged', 'sabotage']);
    expect(await credited('The footage shows a gloved hand reaching up to the camera, and then the hall goes dark.', camera)).toEqual(['camera']);
    expect(await credited('A gloved hand reached up in the dark hall corridor.', camera)).toEqual([]);
  });

  it('reads a thing that a rarer sense makes a person ("the drawer") as the thing a part is about, whose words must be said', async () => {
    const petty = elicit('petty', 'The cash drawer had no lock and the caretaker left the hall key under the mat', ['no lock', 'under the mat']);
    expect(await credited('The cash drawer in the kitchen had no lock.', petty)).toEqual(['petty']);
    expect(await credited('The side gate had no lock.', petty)).toEqual([]);
  });

  it('credits one of a label\'s quantities said whole of the fact\'s own thing, not a rate\'s base', async () => {
    const damp = elicit('damp', 'The leak raised the wall reading to 38 per cent against a 12 per cent baseline, a 26 point rise', ['38 per cent', '12 per cent', '26 points']);
    expect(await credited('After the leak the wall reading was 38 per cent.', damp)).toEqual(['damp']);
    expect(await credited('Before the leak the baseline reading was 12 per cent.', damp)).toEqual(['damp']);
    // The quantity with no other word of the label: not it.
    expect(await credited('The roof was about 38 per cent slate.', damp)).toEqual([]);
    // "Per 100 hours" is the unit the fact is measured in, which any figure of the kind shares.
    const oil = elicit('oil', 'The hall boiler burned 3 litres of heating oil per 100 hours through the January cold snap while the caretaker was away', ['3 litres', 'per 100 hours']);
    expect(await credited('The caretaker gives boiler figures per 100 hours.', oil)).toEqual([]);
  });
});

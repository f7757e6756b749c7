import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { negationDiffers } from '../../../main/scoring/factEvidence';

// Issue 12, item 3: kinds of sentence that state an elicit and were not credited, or that were
// credited and do not state it. The case is this file's own: a dispute over a lodger's room at a
// boarding house, keyed as an instructor would key it.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'lodging' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What happened?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('a word said the other way round', () => {
  it('reads the WordNet antonym of an act as another act, not as its denial', async () => {
    const oneKey = elicit('one-key', 'The lodger says she took one key from the hook and gave the spare back', ['one key']);
    expect(negationDiffers(oneKey, 'I took one key off the hook and put it in my bag.')).toBe(false);
    expect(await credited('I took one key off the hook and put it in my bag.', oneKey)).toEqual(['one-key']);
    const noReceipt = elicit('no-receipt', 'No receipt was given for the deposit', ['receipt', 'deposit']);
    expect(await credited('She took the deposit and gave me a receipt.', noReceipt)).toEqual([]);
  });

  it('reads no arriving denied in "to the left of", whatever the tagger made of "left"', async () => {
    const van = elicit('van-on-verge', 'The removal van was parked on the verge when the landlady arrived', ['removal van', 'verge']);
    expect(negationDiffers(van, 'The removal van was parked on the verge to the left of the gate when I got there.')).toBe(false);
    expect(await credited('The removal van was parked on the verge to the left of the gate when I got there.', van)).toEqual(['van-on-verge']);
  });

  it('still reads the antonym of a state as that state denied', () => {
    const locked = elicit('door-locked', 'The back door of the lodging house was locked', ['back door', 'locked']);
    expect(negationDiffers(locked, 'The back door of the lodging house was unlocked.')).toBe(true);
    const shut = elicit('gate-shut', 'The garden gate was closed when the lodger came home', ['garden gate', 'closed']);
    expect(negationDiffers(shut, 'The garden gate was open when I came home.')).toBe(true);
  });
});

describe('the values a fact is about and the values it states', () => {
  it('reads the value of an -ing subject as what the fact is about, when its verb gives values of its own', async () => {
    const heating = elicit('slow-heating', 'Heating the room under the roof to 21.5 degrees takes four hours with the old boiler', ['four hours', '21.5 degrees']);
    expect(await credited('The thermostat in the room under the roof was set at 21.5 degrees.', heating)).toEqual([]);
    expect(await credited('It takes four hours to heat the room under the roof to 21.5 degrees with the old boiler.', heating)).toEqual(['slow-heating']);
    // The values of another statement are not its verb's: here the subject's value is the point.
    const airing = elicit('airing-too-rare', 'Airing the rooms once a month is not enough; a careful landlady airs them every 7 to 10 days', ['once a month', '7 to 10 days']);
    expect(await credited('In my view airing the rooms once a month is not enough in a damp house.', airing)).toEqual(['airing-too-rare']);
  });
});

describe('what another was found doing', () => {
  it('reads an -ing word after a person\'s pronoun as what that person was doing, not as a thing', async () => {
    const standing = elicit('standing-in-hall', 'The landlady found him standing in the hallway by the door', ['in the hallway', 'by the door']);
    expect(await credited('He was standing in the hallway, just by the door.', standing)).toEqual(['standing-in-hall']);
    expect(await credited('I keep the post in the hallway by the door.', standing)).toEqual([]);
  });
});

describe('a date said more closely than the label gives it', () => {
  it('reads a month of a year as stating that year, and a month of another year as another date', async () => {
    const movedIn = elicit('moved-in-2021', 'The lodger moved into the back bedroom in 2021', ['back bedroom', 'moved in']);
    expect(await credited('I moved into the back bedroom in October 2021, after my divorce.', movedIn)).toEqual(['moved-in-2021']);
    expect(await credited('I moved into the back bedroom in October 2023, after my divorce.', movedIn)).toEqual([]);
  });
});

describe('a thing set aside', () => {
  it('reads "rather than" as "not" before what it sets aside', async () => {
    const picked = elicit('lock-picked', 'The scratches fit a lock that was picked, not one that was opened with a key', ['picked']);
    expect(negationDiffers(picked, 'Those scratches fit a lock that was picked, rather than one that was opened with a key.')).toBe(false);
    expect(await credited('Those scratches fit a lock that was picked, rather than one that was opened with a key.', picked)).toEqual(['lock-picked']);
    expect(await credited('Those scratches fit a lock that was opened with a key, rather than one that was picked.', picked)).toEqual([]);
  });
});

describe('a measure in another unit', () => {
  it('reads a keyword measure as said in another unit of its measure when the amount is the same', async () => {
    const flood = elicit('flood-depth', 'Water stood 4 centimetres deep across the lodger\'s floor', ['4 centimetres', 'floor']);
    expect(await credited('There was about forty millimetres of water over the whole floor.', flood)).toEqual(['flood-depth']);
    expect(await credited('There was about ninety millimetres of water over the whole floor.', flood)).toEqual([]);
  });
});

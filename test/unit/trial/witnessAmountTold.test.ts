import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';
import { asksASum, countedNoun, countsTime, mayCount } from '../../../main/language/countedThing';
import { detailsOf } from '../../../main/language/details';

// A delivery driver's account, written for these tests: it tells a spill in the back of the van
// measured in centimetres and litres, a number of crates counted, the drive and the lorry she
// drove, whom she has known, how long she trained and worked and what she charges.
const driver: WitnessSpec = {
  id: 'petra-vane',
  name: 'Petra Vane',
  side: 'defense',
  role: 'Delivery driver',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I drive a delivery lorry for Greyfield Dairies.',
    'On the Friday I drove the lorry down Crane Hill to the depot.',
    'When I opened the back there was a puddle of yoghurt about 40 centimetres wide beside a broken two-litre jar.',
    'Before I set off I counted fourteen crates at the depot.',
    'I have known the depot manager, Ivo Brant, since we were at school.',
    'My training was a course of about two days.',
    'Before that I worked as a courier for twelve years.',
    'Nobody has paid for the broken jar.',
    'For this work I charge the dairy £14 an hour.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(driver, question, { friendlyExaminer: false });

describe('RulesWitness on a "how" question for an amount the affidavit gives', () => {
  it('still answers a count the affidavit does give', () => {
    const answer = ask('How many crates did you count at the depot?');
    expect(answer.kind).toBe('narrative');
    expect(answer.text).toContain('fourteen crates');
  });

  it.each([
    ['How long have you known Ivo Brant?', 'since we were at school'],
    ['How much training did you have?', 'about two days'],
    ['How many years did you work as a courier?', 'twelve years'],
  ])('still answers a length of time the affidavit gives: %s', (question, told) => {
    expect(ask(question).text).toContain(told);
  });

  it('still answers a measure the affidavit does give', () => {
    expect(ask('How wide was the puddle of yoghurt?').text).toContain('40 centimetres');
  });
});

describe('countedNoun and mayCount', () => {
  it('reads the noun a "how many" question counts, and none for other questions', () => {
    expect(countedNoun('how many', 'crates were on the lorry')).toBe('crate');
    expect(countedNoun('how many', 'were there')).toBeNull();
    expect(countedNoun('how far', 'crates were on the lorry')).toBeNull();
  });

  it('does not take a length or a volume for a count of things', () => {
    const [length] = detailsOf('a puddle about 40 centimetres wide').filter((detail) => detail.cls === 'number');
    const [volume] = detailsOf('a 200-litre drum').filter((detail) => detail.cls === 'number');
    expect(mayCount(length!, 'jar', undefined)).toBe(false);
    expect(mayCount(volume!, 'shop', undefined)).toBe(false);
    expect(mayCount(length!, 'centimetre', undefined)).toBe(true);
  });

  it('reads a "how much" question of a sum by a word that names one', () => {
    expect(asksASum('how much', 'did the jar cost')).toBe(true);
    expect(asksASum('how much', 'training did you have')).toBe(false);
    expect(asksASum('how many', 'fees were paid')).toBe(false);
    expect(asksASum('how much', 'had its tip worn away')).toBe(false);
  });

  it('counts a length of time as years asked, not as things asked', () => {
    expect(countsTime('year')).toBe(true);
    expect(countsTime('crate')).toBe(false);
  });

  it('takes a count of things, or portions measured out of something', () => {
    const [crates] = detailsOf('fourteen crates').filter((detail) => detail.cls === 'number');
    expect(mayCount(crates!, 'crate', undefined)).toBe(true);
    const portions = detailsOf('three pints of cider');
    expect(mayCount(portions[0]!, 'drink', portions[1])).toBe(true);
  });
});

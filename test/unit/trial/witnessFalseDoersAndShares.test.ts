import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse worker's unfair-dismissal claim, written for these tests: false premises that put
// the wrong doer, the wrong share of a whole, a list cut down to one, and a thing denied in other
// words.
const supervisor: WitnessSpec = {
  id: 'nadia-ferro',
  name: 'Nadia Ferro',
  side: 'defense',
  role: 'Shift supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have supervised the night shift at the Brackley distribution centre since 2019.',
    "Ms. Okoro, the company's safety officer, inspected the loading bay on 2 March.",
    'On 3 March the forklift driver, Mr. Dale, walked into my office and warned me that the ramp was cracked.',
    'On 4 March I phoned the regional manager and told him what the driver had reported.',
    'We keep no ladders in the chilled store.',
    'We cleared the spilled oil from bay six that night, and the cleaner mopped the floor.',
    'We hired no lawyer for the disciplinary hearing.',
    'I roster agency staff for weekend shifts, for the bank holidays and, now and then, for stocktakes.',
    'Only one pallet in twenty arrives damaged.',
    'On 6 March I went back to the ramp and photographed the crack.',
    'I wrote to the claimant on 9 March.',
    'Mr. Dale drives the yellow Linde forklift, and I drive my own truck, a grey Toyota.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(supervisor, question, { friendlyExaminer: false });

describe('RulesWitness on false premises of who did the act', () => {
  it.each([
    // A cleft with an adverb before its verb: the one put first is its subject.
    ['It was the regional manager who first warned you the ramp was cracked, wasn\'t it?'],
    // Roles reversed in a telling: the witness told him; he told her nothing of the kind.
    ['The regional manager told you on 4 March that the ramp was safe, didn\'t he?'],
    // Another named driver of the very vehicle, the witness driving one of her own.
    ['You drive the Linde forklift yourself sometimes, don\'t you?'],
  ])('does not confirm: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it('corrects the witness put as the doer where a subject set off by an appositive with a possessive did it', () => {
    expect(ask('You inspected the loading bay on 2 March, didn\'t you?').kind).toBe('correct');
  });

  it('does not confirm an act put as the witness\'s own ("yourself") from what "we" did', () => {
    expect(ask("You cleared the spilled oil from bay six yourself, didn't you?").kind).not.toBe('confirm');
  });

  it.each([
    ["You cleared the spilled oil from bay six, didn't you?"],
    ["The safety officer inspected the loading bay, didn't she?"],
    ["It was Mr. Dale who first warned you the ramp was cracked, wasn't it?"],
    ["Mr. Dale drives the Linde forklift, doesn't he?"],
    ["You drive a grey Toyota, don't you?"],
  ])('still confirms the true twin: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on a share, a list and a thing denied in other words', () => {
  it('corrects "only" said of one of a list of phrases with the same preposition', () => {
    expect(ask('You only ever roster agency staff for weekend shifts, isn\'t that so?').kind).toBe('correct');
  });

  it('denies a thing the affidavit says there was none of, named in other words', () => {
    expect(ask('Did you hire an attorney for the disciplinary hearing?').text).toMatch(/^No\./);
  });

  it.each([
    ['Roughly one pallet in twenty arrives damaged, correct?'],
    ["You roster agency staff for weekend shifts, don't you?"],
    ['We keep no ladders in the chilled store, do we?'],
  ])('still confirms the true twin: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

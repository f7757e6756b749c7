import { describe, expect, it } from 'vitest';
import { contradictedDetails, repeatsWhatWasDoneOnce, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenant's claim against a landlord over a damp flat, written for these tests: denials said in
// other forms than "not", a length of time given as a range, and an act done once.
const tenant: WitnessSpec = {
  id: 'nell-harrow',
  name: 'Nell Harrow',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I rent the flat above the bakery on Cole Street in Marley.',
    'I have not had my boiler serviced, and I do not own a carbon monoxide alarm.',
    'The landlord sent me nothing in writing about the repairs.',
    'My own count of the damp patches covered three rooms and no bathroom.',
    'The tenancy agreement allows pets in the garden, with no pets in the flat.',
    'On 3 March the plumber struck the pipe once with a hammer.',
    'A van parked outside and blocked the light for two or three minutes.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a denial said without "not"', () => {
  it.each([
    // "never" in the question, "not" in the affidavit, across a "have … serviced"
    ["You've never had your boiler serviced, have you?"],
    // "not … anything" in the question, "nothing" in the affidavit
    ["The landlord didn't send you anything in writing, did he?"],
    // "no" before the very thing the act is denied of
    ["Your count didn't cover the bathroom, did it?"],
    // "no" on both sides
    ['The agreement allows no pets in the flat, does it?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on an act done once', () => {
  it('does not confirm that it was done again', () => {
    expect(ask("The plumber struck the pipe again, didn't he?").kind).not.toBe('confirm');
  });

  it('does not deny that it was done a second time', () => {
    expect(['deny', 'correct']).not.toContain(ask("The plumber didn't strike the pipe a second time, did he?").kind);
  });
});

describe('RulesWitness on a length of time given as a range', () => {
  it('confirms a length inside it', () => {
    expect(ask("A van blocked the light for a couple of minutes, didn't it?").kind).toBe('confirm');
  });
});

describe('The language layer on denials, ranges and repeats', () => {
  it('keeps "had the boiler serviced" in the scope of its "not"', () => {
    const serviced = tokensOf('I have not had my boiler serviced.').find((token) => token.lemma === 'service');
    expect(serviced?.negated).toBe(true);
  });

  it('reads the lower end of "two or three minutes" as a length of time', () => {
    expect(contradictedDetails('It took two minutes', 'It took two or three minutes.')).toEqual([]);
    expect(contradictedDetails('It took ten minutes', 'It took two or three minutes.')).not.toEqual([]);
  });

  it('reads "a second" before a noun as an ordinal, not a length of time', () => {
    expect(contradictedDetails('She saw a second van leave the yard', 'She saw it for three or four seconds.')).toEqual([]);
  });

  it('tells a repeat from an act done once', () => {
    expect(repeatsWhatWasDoneOnce('He kicked the door a second time', 'He kicked the door once.')).toBe(true);
    expect(repeatsWhatWasDoneOnce('He kicked the door once more', 'He kicked the door once.')).toBe(true);
    expect(repeatsWhatWasDoneOnce('He kicked the door twice', 'He kicked the door twice.')).toBe(false);
  });
});

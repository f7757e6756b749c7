import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenant's claim against a landlord over a broken storage heater, written for these tests:
// premises put in another name for the same thing or quality.
const tenant: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have rented the ground-floor flat at 14 Quarry Row, Denholm, since 2021.',
    'I am not an attorney, and I wrote every letter to the landlord myself.',
    'The storage heater in the back bedroom was defective from the first week of November 2024.',
    'My son Teo was ill with a chest infection from 3 to 9 December.',
    'He was seen by a physician at the Denholm surgery.',
    'On 10 December I posted a letter about the heater to the landlord, Mr. Osei.',
    'My brother is a master at the Denholm grammar school.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a premise that names the same thing or quality in another word', () => {
  it.each([
    ["You aren't a lawyer yourself, are you?"],
    ['The heater in the back bedroom was faulty, wasn\'t it?'],
    ['Teo was sick in December, wasn\'t he?'],
    ['A doctor saw Teo, didn\'t she?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    // The same quality of the wrong room, the wrong month, the wrong person, the polarity turned.
    ['The heater in the front room was faulty, wasn\'t it?'],
    ['Teo was sick in August, wasn\'t he?'],
    ['Mr. Osei was sick in December, wasn\'t he?'],
    ['A doctor saw your daughter, didn\'t she?'],
  ])('does not confirm: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it('does not take a noun for an adjective of the same first sense ("chief" and "a master")', () => {
    expect(ask("What is the chief inspector's name?").kind).toBe('unknown');
  });

  it('denies the thing the witness says it is not, named in another word', () => {
    expect(ask("You're a lawyer, aren't you?").kind).toBe('deny');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// Counsel names a person by the noun the affidavit sets beside the name once ("Our son, Felix
// Okoro"), while the sentence that tells the act names the person only ("Felix bled the
// radiators"). The case is this file's own: a landlord's repairs to a let flat.

const landlord: WitnessSpec = {
  id: 'grace-okoro',
  name: 'Grace Okoro',
  side: 'defense',
  role: 'Landlord',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have let the flat above the bakery on Quay Street since 2019.',
    'Our son, Felix Okoro, helps me with repairs.',
    'Felix bled the radiators on 14 November 2024.',
    'Ruth Adebayo, the letting agent, inspected the flat in January.',
    'Mrs. Adebayo reset the thermostat during that visit.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(landlord, question, { friendlyExaminer: false });

describe('RulesWitness on a person put by the noun the affidavit sets beside the name', () => {
  it('confirms the act the named person did, in a cleft or a plain sentence', () => {
    expect(ask('It was your son who bled the radiators, wasn\'t it?').kind).toBe('confirm');
    expect(ask('Your son had bled the radiators by mid-November?').kind).toBe('confirm');
  });

  it('corrects a wrong month, and confirms nothing of a person never named or of another\'s act', () => {
    expect(ask('Your son bled the radiators in March, didn\'t he?').kind).toBe('correct');
    expect(ask('Your brother bled the radiators, didn\'t he?').kind).not.toBe('confirm');
    expect(ask('Your son reset the thermostat, didn\'t he?').kind).not.toBe('confirm');
  });
});

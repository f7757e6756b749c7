import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse fire and an insurer's refusal to pay, written for these tests: the examiner puts that
// there was none of a thing of which the affidavit counts some, the thing named by a compound noun
// or as stuff that comes in amounts rather than in the plural.
const loss: WitnessSpec = {
  id: 'priya-vance',
  name: 'Priya Vance',
  side: 'plaintiff',
  role: 'Warehouse supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'The standby generator held 40 litres of fuel on the night of the fire.',
    'Six smoke detectors were fitted in the loading bay.',
    'There was no sign of a break-in at the side door.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(loss, question, { friendlyExaminer: false });

describe('RulesWitness on none of a thing the affidavit counts', () => {
  it('corrects none of a substance the affidavit measures out', () => {
    expect(ask('The standby generator had no fuel in it on the night of the fire, did it?').kind).toBe('correct');
  });

  it('corrects none of a thing named by a compound noun', () => {
    expect(ask('No smoke detectors had been fitted in the loading bay, had they?').kind).toBe('correct');
    expect(ask('There were no smoke detectors in the loading bay, were there?').kind).toBe('correct');
  });

  it('still confirms an absence that counts nothing', () => {
    expect(ask('There was no sign of a break-in at the side door, was there?').kind).toBe('confirm');
  });
});

describe('"no" as a count of none', () => {
  it('is a rival of a count of the same stuff or of the last noun of a compound', () => {
    expect(contradictedDetails('the kiln held no clay', 'the kiln held 12 kilograms of clay')).not.toEqual([]);
    expect(contradictedDetails('we sold no train tickets', 'we sold 30 train tickets')).not.toEqual([]);
  });

  it('is no count where the noun says that something is absent', () => {
    expect(contradictedDetails('there was no trouble with the lease', 'there were 2 tenants on the lease')).toEqual([]);
  });
});

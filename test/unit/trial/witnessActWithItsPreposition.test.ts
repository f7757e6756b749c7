import { describe, expect, it } from 'vitest';
import { actsOf, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A rowing club's boathouse, written for these tests: an act the affidavit says in one verb and a
// question says as a verb with its preposition.
const steward: WitnessSpec = {
  id: 'tomas-rhee',
  name: 'Tomas Rhee',
  side: 'defense',
  role: 'Club steward',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am the steward of the Larkfield rowing club.',
    'I shut the boathouse doors at nine on 6 October.',
    'Nobody else entered the boathouse after dark.',
    'In the morning two oars were missing from the rack.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(steward, question, { friendlyExaminer: false });

describe('an act said as a verb with its preposition', () => {
  it('confirms that no one else did it', () => {
    expect(ask('No one else went into the boathouse after dark, did they?').kind).toBe('confirm');
  });

  it('denies that someone else did it', () => {
    expect(ask('Somebody else went into the boathouse after dark, didn\'t they?').kind).toBe('deny');
  });

  it('reads the verb with its preposition as the act WordNet lists, beside the verb alone', () => {
    const tokens = tokensOf('She went into the shed');
    expect(actsOf(tokens, 1, true)).toEqual(['go', 'go_into']);
  });
});

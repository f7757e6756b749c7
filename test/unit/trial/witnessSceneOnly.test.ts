import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A courier's account of crates left at a depot door, written for these tests: yes/no questions
// whose scene ("when you found them", "while you were driving") the affidavit tells, but not
// what is asked of it.
const courier: WitnessSpec = {
  id: 'petra-lund',
  name: 'Petra Lund',
  side: 'plaintiff',
  role: 'Delivery driver',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'For the last six years I have driven the Northfield delivery round for Quayside Parcels.',
    'In April I moved to a job in the sorting warehouse, and I have not driven a round since.',
    'On 3 March 2025 in the yard I found two wooden crates of glassware pushed up against the loading door of the Elm Street depot.',
    'I signed the delivery note for the crates.',
    'I never opened the crates.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(courier, question, { friendlyExaminer: true });

describe('RulesWitness on a yes/no question whose scene alone is told', () => {
  it('does not confirm a state of the thing from the sentence that tells finding it', () => {
    expect(ask('Were the crates sooty when you found them pushed up against the loading door?').kind).toBe('unknown');
  });

  it('does not deny an act from a sentence that denies only its scene after the time asked', () => {
    expect(ask('Did you have gloves on while you were driving your Northfield delivery round?').kind).toBe('unknown');
  });

  it('still confirms what the sentence of the scene does tell', () => {
    expect(ask('Were the crates against the loading door when you found them?').kind).toBe('confirm');
  });
});

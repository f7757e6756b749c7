import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A van delivery and a depot's gate record, written for these tests: a sentence that reports what
// the witness told someone, then, after ", but", a clause of the witness's own with another subject.
const driver: WitnessSpec = {
  id: 'petra-lindgren',
  name: 'Petra Lindgren',
  side: 'defense',
  role: 'Delivery driver',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I drive a van for Ostry Freight out of the Marsh Road depot.',
    'I told the adjuster that the van left the depot at nine, but the gate record shows 9:40.',
    'I loaded the van myself that morning.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(driver, question, { friendlyExaminer: false });

describe('RulesWitness on a clause of its own after what the witness reports saying', () => {
  it('confirms what the clause after ", but" says, which the report does not reach', () => {
    expect(ask('The gate record shows 9:40, right?').kind).toBe('confirm');
  });

  it('does not confirm the clause\'s act with a figure only the report gives', () => {
    expect(ask('The gate record shows the van leaving at nine, right?').kind).not.toBe('confirm');
  });
});

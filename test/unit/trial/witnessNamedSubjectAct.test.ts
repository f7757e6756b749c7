import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A neighbour dispute written for these tests (no pack uses it). The kind tested: "Odette drives
// a white pick-up" tells what Odette drives, though the witness's own act of that verb follows
// in the same sentence; read as a noun, "drives" left the sentence only the witness's act.
const neighbour: WitnessSpec = {
  id: 'hal-brisco',
  name: 'Hal Brisco',
  side: 'plaintiff',
  role: 'Neighbour',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: ['I have lived next door to Odette Marsh since 2015.', 'Odette drives a white pick-up truck, and I drive a small red hatchback.', 'The fence between our gardens came down in March.'].join(' '),
};

describe('RulesWitness on what a named person does, told beside its own act', () => {
  it('answers with the sentence that tells it', () => {
    expect(askRulesWitness(neighbour, 'What does Odette drive?', { examination: 'direct', friendlyExaminer: true }).sources).toEqual([1]);
  });
});

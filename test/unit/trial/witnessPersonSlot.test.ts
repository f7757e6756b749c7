import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A scaffold collapse on a building site, written for these tests (no pack uses it). The kind
// tested: "who" is answered by a sentence that says someone by what they are ("the plasterers",
// "a boy in a yellow raincoat"), not only by a proper name; and a proper name or person noun that
// is part of another thing's name ("a Border collie") names nobody.
const supervisor: WitnessSpec = {
  id: 'priya-soames',
  name: 'Priya Soames',
  side: 'plaintiff',
  role: 'Site supervisor, Fallow Construction',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I am a site supervisor for Fallow Construction and I have worked there for eight years.',
    'On 14 March 2025 a section of scaffolding on the north side of the Bridle Lane site collapsed.',
    'The scaffolding had been put up by Crestline Scaffolds the week before.',
    'After the collapse I found that two ties to the wall had been removed.',
    'The plasterers had taken them out to get at the brickwork, without asking anyone.',
    'A Border collie from the farm next door ran through the site gate, barking.',
    'A boy in a yellow raincoat ran in after it and caught it by the fence.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(supervisor, question, { examination: 'direct', friendlyExaminer: true }).text;

describe('"who" is answered by someone said by what they are', () => {
  it.each([
    ['Who removed the ties?', 'The plasterers had taken them out'],
    ['Who ran in through the gate?', 'A boy in a yellow raincoat'],
  ])('%s → %s', (question, expected) => {
    expect(ask(question)).toContain(expected);
  });
});

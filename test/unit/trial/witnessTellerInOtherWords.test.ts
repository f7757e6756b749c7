import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A storm-damage claim against a household insurer, written for these tests: the one whose words
// are asked for is named in the affidavit by another word of the same meaning.
const owner: WitnessSpec = {
  id: 'tomas-reyes',
  name: 'Tomas Reyes',
  side: 'plaintiff',
  role: 'Homeowner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'A storm took half the slates off my roof on 2 March 2025.',
    'My builder, Tom Garvey, told me in March that the roof could not be patched.',
    'In March the underwriter told me the policy did not cover wind damage to an old roof.',
    "The insurer's letter of 2 April is in my file.",
    'I reported the break-in at Carrow police station the same week.',
    'At the station a policeman told me that nothing could be done without a serial number.',
    'The officer on the front desk was busy with another man when I arrived.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(owner, question, { friendlyExaminer: true, examination: 'direct' });

describe('RulesWitness on what someone said, when the affidavit names them by another word of the same meaning', () => {
  it.each([
    ['What did the insurer tell you in March?', 'did not cover wind damage'],
    ['What did the officer say to you at the station?', 'nothing could be done without a serial number'],
  ])('answers %s', (question, words) => {
    expect(ask(question).text).toContain(words);
  });
});

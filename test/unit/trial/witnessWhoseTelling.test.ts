import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A guest trapped in a hotel lift, written for these tests: "What did X tell you?" asked of one
// teller where the affidavit tells what others said, and what a handbook says, too.
const receptionist: WitnessSpec = {
  id: 'tamsin-achterberg',
  name: 'Tamsin Achterberg',
  side: 'plaintiff',
  role: 'Hotel receptionist',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'On 2 May 2025 I was on the front desk of the Quayside Hotel with the night porter, Amos Reid.',
    'The staff handbook says that the duty manager must be told at once about a fault in the lift.',
    'Our duty manager, Mrs. Okonjo, told me that Amos should have reported the fault to her himself.',
    'Amos told me that the lift had stuck between floors twice that week.',
    'A guest, Mr. Hollis, said he had been trapped in it for twenty minutes and that Amos had not answered the alarm.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(receptionist, question, { friendlyExaminer: false });

describe('RulesWitness on what one person told, where the affidavit tells what others said', () => {
  // Not the handbook's words, nor what another said of him, nor what he should have reported.
  it.each([['What did Amos tell you?'], ['What did Mr. Reid say to you?']])('%s', (question) => {
    const answer = ask(question).text;
    expect(answer).toContain('stuck between floors');
    expect(answer).not.toContain('handbook');
    expect(answer).not.toContain('should have reported');
  });

  it('still tells what another teller told, where it names the one asked about', () => {
    expect(ask('What did Mrs. Okonjo tell you?').text).toContain('should have reported');
  });
});

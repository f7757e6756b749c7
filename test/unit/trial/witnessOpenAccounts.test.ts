import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A housing disrepair claim written for these tests (no pack uses it). The kinds tested: an open
// or wh-question about a thing is answered by the sentence that tells about it (the act asked of
// it), not by one that only names it.
const tenant: WitnessSpec = {
  id: 'ruth-maddox',
  name: 'Ruth Maddox',
  side: 'plaintiff',
  role: 'Tenant of 14 Quarry Lane',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have rented the ground-floor flat at 14 Quarry Lane, Pellham, since 2019.',
    'In May 2024 I paid for a damp survey report from Harlow Building Surveyors myself.',
    'The surveyor came on 14 May and spent about an hour in the flat.',
    'The report found water rising through the whole rear wall of the bedroom.',
    'It said the damp-proof course had failed.',
    'I wrote to the landlord, Mr. Colm Petrie, on 20 May and sent him a copy.',
    'He never replied to my letter.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { examination: 'direct', friendlyExaminer: true }).text;

describe('the act asked of a thing outranks the nouns a sentence only names it by', () => {
  it.each([
    ['Describe what the damp survey report from Harlow found.', 'water rising through the whole rear wall'],
    ['What did the report from Harlow find?', 'water rising through the whole rear wall'],
  ])('%s → %s', (question, expected) => {
    expect(ask(question)).toContain(expected);
  });

  it('keeps to the sentence that names the thing when none says the act of it', () => {
    // Nothing says what the landlord "did with" the report: the sentence about sending it stands.
    expect(ask('What did you do with the survey report?')).not.toContain('water rising');
  });
});

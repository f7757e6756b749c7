import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenant's account, written for these tests: every count, sum and length of time in it is told
// in words, never in digits.
const tenant: WitnessSpec = {
  id: 'nessa-orme',
  name: 'Nessa Orme',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I rented the top flat at 4 Lark Row from Mr. Tobin Hale.',
    'I rang the letting office twice in August about the damp.',
    'I never complained to the council.',
    'The plumber who came in September did not charge me anything.',
    'The electrician rewired the hall light free of charge.',
    'I stayed with my sister the whole weekend while the ceiling dried.',
    'The fan heater ran all night in the bedroom.',
    'Mr. Hale sat in the kitchen for most of the afternoon.',
    'I have met his agent a couple of times.',
    'Half a dozen tiles fell from the bathroom ceiling.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a count, a sum or a length of time told in words', () => {
  it.each([
    ['How many times did you ring the letting office?', 'twice in August'],
    ['How many times did you complain to the council?', 'never complained'],
    ['How much did the plumber charge you?', 'did not charge me anything'],
    ['How much did the electrician charge for the hall light?', 'free of charge'],
    ['How long did you stay with your sister?', 'the whole weekend'],
    ['How long did the fan heater run?', 'all night'],
    ['How long did Mr. Hale sit in the kitchen?', 'most of the afternoon'],
    ['How many times have you met his agent?', 'a couple of times'],
    ['How many tiles fell from the bathroom ceiling?', 'Half a dozen'],
  ])('answers it from the sentence that tells it: %s', (question, told) => {
    expect(ask(question).text).toContain(told);
  });
});

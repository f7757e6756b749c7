import { describe, expect, it } from 'vitest';
import { actOnlyOfOtherParty, addressesTheCourt } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A landlord-and-tenant case written for these tests. The kind tested: a wh-question asks what one
// party did, and a sentence where the other party does that act (or a word WordNet relates to it)
// is no answer: "What did the landlord say?" is not answered by "I would say…".
const tenant: WitnessSpec = {
  id: 'ana-petrova',
  name: 'Ana Petrova',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I rented the ground-floor flat at 14 Weir Lane from Mr. Dorsey from April 2022.',
    'I would say Mr. Dorsey came round to the flat about once a month.',
    'On 3 January 2024 Mr. Dorsey told me the mould was my own fault.',
    "He took my daughter's bedroom furniture out for the damp inspection.",
    'I chose to move her into the living room.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { examination: 'direct', friendlyExaminer: true });

describe('whose act a wh-question asks about', () => {
  it('answers what the other person said with his saying, not the witness\'s "I would say"', () => {
    const answer = ask('What did Mr. Dorsey say to you when he came round to the flat?').text;
    expect(answer).toContain('told me the mould was my own fault');
    expect(answer).not.toContain('I would say');
  });

  it('does not answer what the witness chose with what he took', () => {
    const answer = ask("What did you choose to do about your daughter's bedroom?").text;
    expect(answer).toContain('I chose to move her');
    expect(answer).not.toContain('He took');
  });

  it('reads the doer of the asked act in a sentence, with "we" counting as either party', () => {
    expect(actOnlyOfOtherParty('he say to you')('I would say it got worse.')).toBe(true);
    expect(actOnlyOfOtherParty('he say to you')('He told me it was my fault.')).toBe(false);
    expect(actOnlyOfOtherParty('you choose')('He took photographs.')).toBe(true);
    expect(actOnlyOfOtherParty('you sail late')('We sailed at six.')).toBe(false);
    expect(actOnlyOfOtherParty('he say to you')('The damp got worse.')).toBe(false);
  });

  it('leaves alone a telling that only frames the question for the courtroom', () => {
    expect(addressesTheCourt('What can you tell us about the damp?')).toBe(true);
    expect(addressesTheCourt('Explain to the jury what the inspector found.')).toBe(true);
    expect(addressesTheCourt('What did you tell the letting agent?')).toBe(false);
    // "You tell us" is the frame: Mr. Dorsey's telling still answers it.
    expect(ask('What can you tell us about the mould?').text).toContain('told me the mould was my own fault');
  });
});

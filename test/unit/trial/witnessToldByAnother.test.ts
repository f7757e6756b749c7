import { describe, expect, it } from 'vitest';
import { actOnlyOfOtherParty, clausesOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A question put in the passive with its "be" before the subject ("What were you told…?", "Where
// was the dog taken?") asks what someone else did to the one it names. Read as the witness's own
// act, it threw out the very sentence that answers it ("The vet told me…").
const owner: WitnessSpec = {
  id: 'mira-santos',
  name: 'Mira Santos',
  side: 'plaintiff',
  role: 'Owner of the injured dog',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'On Saturday 8 June 2024 my spaniel, Pip, was hit by a delivery van outside 9 Mill Road.',
    'I carried Pip to the Ridgeway Veterinary Clinic myself.',
    'At about 4:15 p.m. the vet told me that Pip had a fractured hip.',
    'I paid £1,900 for the operation.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(owner, question, { examination: 'direct', friendlyExaminer: true });

describe('a passive question with its auxiliary before the subject', () => {
  it('reads the clause as passive, with or without a named doer', () => {
    expect(clausesOf('What were you told by the receptionist?')[0]).toMatchObject({ verb: 'tell', subject: 'receptionist', object: 'i' });
    expect(clausesOf('Was the old van seen again?')[0]).toMatchObject({ verb: 'see', subject: 'van', passive: true });
    expect(clausesOf('Where were you sent after that?')[0]).toMatchObject({ verb: 'send', subject: 'i', passive: true });
    // An active question keeps its subject as the doer; a "was" before more than the subject is no part of the act.
    expect(clausesOf('What did you tell the receptionist?')[0]).toMatchObject({ verb: 'tell', subject: 'i', passive: false });
    expect(clausesOf('What was the name of the nurse you told?')[0]).toMatchObject({ verb: 'tell', subject: 'i', passive: false });
    // A statement's "was" before a noun and a participle ("a replacement put up") is no question's inversion.
    expect(clausesOf('The gate was a replacement put up after the storm.')[0]).toMatchObject({ verb: 'put', passive: false });
  });

  it('does not take a passive question as asking of an act only the witness did', () => {
    expect(actOnlyOfOtherParty('What were you told at the clinic')('The vet told me the hip was broken.')).toBe(false);
    expect(actOnlyOfOtherParty('What did you tell them at the clinic')('The vet told me the hip was broken.')).toBe(true);
  });

  it('answers what the witness was told with what another told her', () => {
    expect(ask('What were you told at a quarter past four?').text).toContain('the vet told me that Pip had a fractured hip');
  });
});

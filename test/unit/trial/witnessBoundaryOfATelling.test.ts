import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dispute over a bakery's flour supply, written for this test. The witness's boundaries ("Did
// not taste the rival's loaves", "Has no invoices of the mill") share words with questions its
// affidavit does answer: a sentence that tells the premise's own act, with what it is done to,
// speaks to it however few of the question's words it holds, and the boundary does not silence it.
// A question on the same topic whose act the affidavit never tells is still not known.
const baker: WitnessSpec = {
  id: 'tomas-reile',
  name: 'Tomas Reile',
  side: 'plaintiff',
  role: 'Head baker',
  isExpert: false,
  knowledgeBoundaries: ['Gives no view on the taste of rival loaves.', 'Has no invoices of the Kelder mill.'],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have been head baker at Reile Brothers in Osterby since 2016.',
    "I have never compared our recipe with any other bakery's, and I give no view on taste.",
    'A delivery of rye flour from the Kelder mill reached our yard at 6:10 am on Tuesday, March 4.',
    'The sacks were stacked in the dry store by our driver, Jonas Eck.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(baker, question, { friendlyExaminer: false });

describe('RulesWitness on a knowledge boundary its affidavit speaks past', () => {
  it('tells the sentence that says the premise\'s own act, when the premise agrees with it', () => {
    const answer = ask("You give no view on the taste of the rival bakery's sourdough loaves, do you?");
    expect(answer.kind).not.toBe('unknown');
    expect(answer.text).toContain('I give no view on taste');
  });

  it('tells the sentence whose detail differs, when the premise puts another time', () => {
    const answer = ask('The Kelder mill delivered the rye flour to your yard on Monday, did it not?');
    expect(answer.kind).not.toBe('unknown');
    expect(answer.text).toContain('Tuesday, March 4');
  });

  it('still does not know an act on the same topic that the affidavit never tells', () => {
    const answer = ask('The Kelder mill sent you invoices for the rye flour every week, didn\'t it?');
    expect(answer.kind).toBe('unknown');
  });
});

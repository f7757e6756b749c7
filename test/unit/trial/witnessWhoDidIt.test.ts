import { describe, expect, it } from 'vitest';
import { actOnlyOfOtherParty } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// "Who did it?" asks who, and the witness may be the one: its own act answers the question as well
// as another's does. Read as asking of someone else's act, it threw out "I drove him…".
const daughter: WitnessSpec = {
  id: 'greta-lund',
  name: 'Greta Lund',
  side: 'plaintiff',
  role: "The patient's daughter",
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'My father, Arvid Lund, lived alone at 3 Fennel Close until March 2023.',
    'By that winter his eyesight had failed, so I drove him to the Elmbank surgery every Tuesday.',
    'His neighbour, Mrs. Coyle, collected his prescriptions.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(daughter, question, { examination: 'direct', friendlyExaminer: true });

describe('a question that asks who did an act', () => {
  it('does not take the witness doing the act as no answer', () => {
    expect(actOnlyOfOtherParty('Who drove him to the surgery?')('I drove him there every week.')).toBe(false);
    // …but not the witness denying it.
    expect(actOnlyOfOtherParty('Who drove him to the surgery?')('I did not drive him that week.')).toBe(true);
    // A question about another's act still leaves the witness's own out.
    expect(actOnlyOfOtherParty('What did Mrs. Coyle collect?')('I collected the post.')).toBe(true);
  });

  it('answers with the sentence in which the witness did it', () => {
    expect(ask('Who drove your father to the surgery that winter?').text).toContain('I drove him to the Elmbank surgery');
  });
});

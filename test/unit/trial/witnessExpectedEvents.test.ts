import { describe, expect, it } from 'vitest';
import { propositionCore } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A clinic's locum doctor in a medical-negligence case, written for these tests. What is tested is
// a kind of framing: what "is due for" or "is due to" happen is what is asked, and an affidavit
// that says it will happen bears it out.
const locum: WitnessSpec = {
  id: 'femi-achterberg',
  name: 'Femi Achterberg',
  side: 'defense',
  role: 'Locum general practitioner, Harlow Street Surgery',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have worked as a locum at Harlow Street Surgery since 2021.',
    'I have been told that my locum agreement will be renewed in April.',
    'The practice nurse was meant to ring Mr. Pole with his blood results on the Tuesday.',
    'The delay in the blood results was caused by a courier strike.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(locum, question, { friendlyExaminer: false });

describe('language: "due for" and "due to" frame what is expected', () => {
  it('leaves them out of the proposition, but not "due to" a cause or "due" on a day', () => {
    expect(propositionCore('Your lease is due for renewal in June')).toBe('Your lease renewal in June');
    expect(propositionCore('The scan was due to happen on Friday')).toBe('The scan happen on Friday');
    expect(propositionCore('The delay was due to the fog')).toBe('The delay was due to the fog');
    expect(propositionCore('The rent was due on the first')).toBe('The rent was due on the first');
  });
});

describe('RulesWitness: what is due to happen', () => {
  it('confirms it from a sentence that says it will happen', () => {
    expect(ask("Your locum agreement is due for renewal in April, isn't it?").kind).toBe('confirm');
  });

  it('still corrects another month', () => {
    expect(ask("Your locum agreement is due for renewal in June, isn't it?").kind).not.toBe('confirm');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A delivery van reversing into a garden centre's glasshouse, written for these tests: questions
// for an amount or a time asked of someone the affidavit names but says no such thing of.
const assistant: WitnessSpec = {
  id: 'nell-garvey',
  name: 'Nell Garvey',
  side: 'plaintiff',
  role: 'Garden centre assistant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I work on the tills at Brackenfold Garden Centre.',
    'The delivery driver, Kofi Mensah, reversed his van into the glasshouse door.',
    'Our manager, Mrs. Lowther, rang the insurers and photographed the broken panes.',
    'Our apprentice, Jamie Pell, is seventeen, and he swept up the glass.',
    'Replacing the door cost £1,850.',
    'On Saturday 8 June I worked the 9:00 to 17:30 shift.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(assistant, question, { friendlyExaminer: false });

describe('RulesWitness on an amount or a time asked of someone the affidavit only names', () => {
  it.each([['How old is Mrs. Lowther?'], ['How much does Mr. Mensah earn?'], ['When was the apprentice\'s manager born?']])('does not know: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('unknown');
    expect(answer.text).toBe("I don't know.");
  });

  it('still gives the age the affidavit states of another person', () => {
    expect(ask('How old is the apprentice?').text).toContain('seventeen');
  });

  it('still gives an amount told of the thing asked about', () => {
    expect(ask('How much did the new door cost?').text).toContain('£1,850');
  });

  it('answers a question asked by the noun of what is asked ("what shift"), with the sentence that names it', () => {
    expect(ask('What shift were you on that Saturday?').text).toContain('9:00 to 17:30');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A church hall, written for these tests. A premise that tells the affidavit's act but puts
// another thing, place or person in one of its roles (what it is done to, where, to whom) scores
// high on the act's words; the one noun that differs is what the premise asserts, and the
// sentence that fills that role with another does not bear it out.
const caretaker: WitnessSpec = {
  id: 'iris-mayhew',
  name: 'Iris Mayhew',
  side: 'plaintiff',
  role: 'Caretaker',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have been the caretaker of the church hall on Quarry Lane since 2019.',
    'On the Friday the hire company stacked the folding tables against the fire exit.',
    'The stack kept the daylight from reaching the stage.',
    'I handed the hall keys to the vicar, Reverend Ashdown.',
    'He locked them in the vestry safe.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(caretaker, question, { friendlyExaminer: false });

describe('RulesWitness on a premise that names another participant of the act', () => {
  it.each([
    ['The stack kept the daylight from reaching the kitchen?', 'stage'],
    ['You handed the hall keys to Reverend Fulton?', 'Ashdown'],
    ['The hire company stacked the folding chairs against the fire exit?', 'tables'],
  ])('corrects another of the same kind in the role: %s', (question, right) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/^No\./);
    expect(answer.text).toContain(right);
  });

  it('still bears out the same participant, in other words, by name or by a pronoun', () => {
    const sameOnes = ['The stack kept the daylight from reaching the stage?', 'You handed the hall keys to the clergyman?', 'You handed the hall keys to Reverend Ashdown?', 'You handed the hall keys to him?'];
    expect(sameOnes.map((question) => ask(question).text.slice(0, 4))).toEqual(sameOnes.map(() => 'Yes.'));
  });

  it('knows nothing of an act the affidavit never tells', () => {
    expect(ask('You lent the projector to the treasurer?').text).toMatch(/I don't know/);
  });
});

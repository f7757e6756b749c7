import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A garage mechanic's account of a car that pulled off the road, written for these tests: what
// could not be seen or could not have caused it, put as what was or could be.
const mechanic: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'defense',
  role: 'Mechanic',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have repaired cars at the Dunmoor Road garage since 2016.',
    'From the reception desk I could not see the forecourt.',
    'In my opinion a worn tyre would not make a car pull to the left.',
    'A split radiator hose can make an engine overheat.',
    'A split radiator hose cannot make the brakes fail.',
    'The workshop door cannot be opened from the yard.',
    'I did not drive the car after the repair.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(mechanic, question, { friendlyExaminer: false });

describe('RulesWitness on what could not be, put as what was or could be', () => {
  it.each([
    ['Could you see the forecourt from the reception desk?'],
    ['Could a worn tyre make a car pull to the left?'],
    ['A worn tyre can make a car pull to the left, can\'t it?'],
    ['A split radiator hose could make the brakes fail, couldn\'t it?'],
    ['Can the workshop door be opened from the yard?'],
  ])('does not say yes: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('deny');
  });

  it.each([
    ['A split radiator hose can make an engine overheat, can\'t it?'],
    ['You couldn\'t see the forecourt from the reception desk, could you?'],
  ])('still bears out what can or cannot be: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('does not read what could have been done as what was not', () => {
    expect(ask('You could have driven the car after the repair, couldn\'t you?').kind).not.toBe('deny');
  });
});

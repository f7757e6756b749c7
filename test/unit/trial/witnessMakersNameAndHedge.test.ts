import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A car dealer in a dispute over a coupe's value, written for these tests.
const dealer: WitnessSpec = {
  id: 'gus-tarrant',
  name: 'Gus Tarrant',
  side: 'plaintiff',
  role: 'Car dealer',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have sold used cars in Pellham for twenty years.',
    'I know a Marsden coupe in good order sells at auction for nearly nine thousand dollars.',
    'I bought the grey coupe from Mr. Okafor on 4 May 2024.',
    'I did not ask him for the service book.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(dealer, question, { friendlyExaminer: false });

describe('RulesWitness on things called by their maker\'s name, at a figure hedged in other words', () => {
  it('confirms the plural of the maker\'s name at the same hedged figure', () => {
    expect(ask("You knew good Marsdens sell for close to nine thousand dollars, didn't you?").kind).toBe('confirm');
  });

  it('does not confirm another maker, or another figure', () => {
    expect(ask("You knew good Velcos sell for close to nine thousand dollars, didn't you?").kind).not.toBe('confirm');
    expect(ask("You knew good Marsdens sell for close to six thousand dollars, didn't you?").kind).not.toBe('confirm');
  });
});

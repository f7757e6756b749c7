import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// "No matter how busy it gets" concedes that the rest holds whatever the answer: its "no" denies
// nothing. The case is this file's own: a fire-safety prosecution of a shop.

const token = (text: string, word: string) => tokensOf(text).find((each) => each.lower === word)!;

describe('"no matter" before a question word, as the language layer reads it', () => {
  it('is no negation, and leaves the clause it concedes and the rest unnegated', () => {
    const text = 'The exits stay unlocked no matter who holds the keys.';
    expect(token(text, 'no').negation).toBe(false);
    expect(token(text, 'holds').negated).toBe(false);
    expect(tokensOf(text).some((each) => each.negation)).toBe(false);
  });

  it('still reads "no" before a noun as a negation', () => {
    expect(token('It makes no difference who holds the keys.', 'no').negation).toBe(true);
  });
});

const inspector: WitnessSpec = {
  id: 'ines-marr',
  name: 'Ines Marr',
  side: 'plaintiff',
  role: 'Fire-safety inspector',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have inspected shops for the county fire service for eleven years.',
    'A fire exit has to be kept clear at all times, however busy the shop is.',
    'A blocked exit is dangerous, whoever blocked it.',
    'On 9 October I found four cartons of tinned tomatoes stacked against the rear exit.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(inspector, question, { friendlyExaminer: false });

describe('RulesWitness on a premise put with "no matter"', () => {
  it.each([
    ['A fire exit has to be kept clear no matter how busy the shop is, doesn\'t it?'],
    ['A blocked exit is dangerous no matter who blocked it, isn\'t it?'],
  ])('confirms what holds whatever the answer: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ['A fire exit need not be kept clear no matter how busy the shop is, need it?'],
    ['A blocked exit is safe no matter who blocked it, isn\'t it?'],
  ])('still does not confirm its opposite: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });
});

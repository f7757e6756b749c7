import { describe, expect, it } from 'vitest';
import { predicateOf, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A bare noun after an existential "there" and its "be" ("there was frost on the glass") is the
// thing said to be there, though the tagger reads a word WordNet also knows as a verb as one.
// Wording of these tests' own.
const posOf = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;

describe('a thing said to be there', () => {
  it.each([
    ['There was frost on the windscreen.', 'frost'],
    ['There had been oil under the van.', 'oil'],
    ['I noticed that there were scratches on the lock.', 'scratches'],
  ])('is a noun in: %s', (text, word) => {
    expect(posOf(text, word)).toBe('NOUN');
  });

  it('is what a premise of "there was" asserts', () => {
    expect(predicateOf('there was frost on the windscreen')?.pos).toBe('NOUN');
  });

  it.each([
    ['There was shouting in the yard.', 'shouting'],
    ['The men frost the cakes at noon.', 'frost'],
  ])('leaves an act alone in: %s', (text, word) => {
    expect(posOf(text, word)).toBe('VERB');
  });
});

// A delivery driver's account, written for these tests.
const driver: WitnessSpec = {
  id: 'odile-brack',
  name: 'Odile Brack',
  side: 'plaintiff',
  role: 'Delivery driver',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have driven for the bakery for four years.',
    'When I came out of the depot at 5:40, there was a thin layer of frost on the windscreen of my van.',
    'I scraped it off with a card before I set out.',
  ].join(' '),
};

describe('a premise that something was there, said as "there was"', () => {
  it('is borne out by the sentence that says it was there', () => {
    expect(askRulesWitness(driver, "There was frost on the windscreen, wasn't there?", { friendlyExaminer: false }).kind).toBe('confirm');
  });

  it.each([
    ['another thing there', "There was mud on the windscreen, wasn't there?"],
    ['another place', "There was frost on the roof of the depot, wasn't there?"],
    ['denied', "There was no frost on the windscreen, was there?"],
  ])('is not borne out with %s', (_label, question) => {
    expect(askRulesWitness(driver, question, { friendlyExaminer: false }).kind).not.toBe('confirm');
  });
});

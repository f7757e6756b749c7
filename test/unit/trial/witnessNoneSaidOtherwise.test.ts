import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A surveyor called to a flooded shop, written for these tests: premises that say there was none
// of a thing, or that a record says nothing of it, against sentences that say the same with
// another verb or another word order ("showed no", "did not find … or anything", "Nothing in the
// log says …").
const surveyor: WitnessSpec = {
  id: 'odile-brennan',
  name: 'Odile Brennan',
  side: 'defense',
  role: 'Building surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a chartered building surveyor, and I inspected the shop at 9 Quay Lane on April 4.',
    'The cellar walls showed no damp patches or salt stains, and I found no sign that water had come up through the floor.',
    'I did not find Mr. Ostrowski\'s tools or anything belonging to him in the cellar.',
    'Nothing in the alarm log says that anyone entered the cellar or that the pump was switched off.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on a premise of none borne out in other words', () => {
  it('confirms "no X" found when the sentence says "no X" with another verb', () => {
    const answer = ask('You found no damp patches on the cellar walls.');
    expect(answer.kind).toBe('confirm');
  });

  it('still denies the thing found, against the same sentence', () => {
    expect(ask('You found damp patches on the cellar walls.').kind).toBe('deny');
  });

  it('does not confirm none of the thing somewhere the sentence never names', () => {
    expect(ask('You found no damp patches on the attic walls.').kind).not.toBe('confirm');
  });

  it('confirms "nothing of his" turned up against "did not find his tools or anything of his"', () => {
    expect(ask('Nothing belonging to Mr. Ostrowski turned up in the cellar.').kind).toBe('confirm');
  });

  it('does not confirm "something of his" turned up against the same sentence', () => {
    expect(ask('Something belonging to Mr. Ostrowski turned up in the cellar.').kind).not.toBe('confirm');
  });

  it('confirms that a record says nothing about whether a thing happened', () => {
    expect(ask('Your alarm log says nothing about whether the pump was switched off.').kind).toBe('confirm');
  });

  it('still denies that the record says the thing happened', () => {
    expect(ask('Your alarm log says the pump was switched off.').kind).toBe('deny');
  });
});

describe('the reach of a negation over "or" and an "any" pronoun', () => {
  const negatedWord = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.negated;

  it('reaches an "any" pronoun joined by "or" to what the act is denied of, and the words after it', () => {
    const text = 'She did not take my keys or anything belonging to me.';
    expect(negatedWord(text, 'anything')).toBe(true);
    expect(negatedWord(text, 'belonging')).toBe(true);
  });

  it('stops where the "any" pronoun opens a clause of its own', () => {
    expect(negatedWord('I did not lock the gate, or anyone could walk in.', 'walk')).toBe(false);
    expect(negatedWord('I did not lock the gate or anyone could walk in.', 'walk')).toBe(false);
  });
});

// A locksmith called out to a storeroom, written for these tests: an act put as done without
// another ("without noticing") against the sentence that denies, or tells, that other act, the
// first act told in the clause it governs ("I did not notice that I had left…").
const locksmith: WitnessSpec = {
  id: 'piet-arnaud',
  name: 'Piet Arnaud',
  side: 'plaintiff',
  role: 'Locksmith',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I fitted a new cylinder to the storeroom door on June 2.',
    'I did not notice that I had left the spare keys in the old cylinder.',
    'I noticed that I had left my torch on the yard wall.',
  ].join(' '),
};

describe('RulesWitness on an act done without another', () => {
  const askLocksmith = (question: string) => askRulesWitness(locksmith, question, { friendlyExaminer: false });

  it('confirms it when the sentence denies the other act', () => {
    expect(askLocksmith('You left the spare keys in the old cylinder without noticing it.').kind).toBe('confirm');
  });

  it('does not confirm it when the sentence tells the other act done', () => {
    expect(askLocksmith('You left your torch on the yard wall without noticing it.').kind).not.toBe('confirm');
  });
});

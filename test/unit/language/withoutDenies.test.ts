import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// "Without" before an act denies that act: "she left without paying" says she did not pay. The
// case is this file's own: a forklift driver reversing out of a loading bay.

const token = (text: string, word: string) => tokensOf(text).find((each) => each.lower === word)!;

describe('"without" before an act, as the language layer reads it', () => {
  it('denies the act, read as a verb even where the tagger reads a noun', () => {
    const tokens = tokensOf('The driver reversed out of the bay without sounding the horn.');
    const sounding = tokens.find((each) => each.lower === 'sounding')!;
    expect(sounding.pos).toBe('VERB');
    expect(sounding.lemma).toBe('sound');
    expect(sounding.negated).toBe(true);
    expect(token('The driver reversed out of the bay without sounding the horn.', 'reversed').negated).toBe(false);
  });

  it('reaches no further than its own act and what it is done to', () => {
    expect(token('Loads lifted without strapping fell off twice', 'fell').negated).toBe(false);
  });

  it('leaves "without" before a thing alone', () => {
    expect(token('He drove the truck without a seat belt.', 'without').negation).toBe(false);
  });
});

const driver: WitnessSpec = {
  id: 'nell-vance',
  name: 'Nell Vance',
  side: 'plaintiff',
  role: 'Warehouse supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I supervise the night shift at the Brookfield distribution centre.',
    'At about 2 a.m. on 9 May 2025 Kyle Dorn reversed the forklift out of bay 6 without sounding the horn.',
    'The pallet of tiles struck the racking and fell onto the walkway.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(driver, question, { friendlyExaminer: false });

describe('RulesWitness on an act the affidavit says was done "without" another', () => {
  it('does not confirm the act "without" denies', () => {
    expect(ask('Mr. Dorn sounded the horn as he reversed out of the bay, didn\'t he?').kind).not.toBe('confirm');
  });

  it('confirms that the act was not done', () => {
    expect(ask('Mr. Dorn didn\'t sound the horn, did he?').kind).toBe('confirm');
  });
});

describe('credit for a fact told with "without"', () => {
  // "Without" denies the act after it, not the act before it: the label still tells the calling.
  it('is given by a sentence that denies the act "without" denies', async () => {
    const unchecked = { id: 'unchecked', label: 'She called it a sound roof without checking the gutters or the flashing', keywords: ['sound roof', 'gutters', 'flashing'], weight: 1, category: 'roof' } satisfies ElicitSpec;
    const credited = await new KeywordElicitMatcher().match({ question: 'What happened?', answer: 'I did not check the gutters or the flashing that day.', answerKind: 'narrative', candidates: [unchecked] });
    expect(credited.map((match) => match.elicitId)).toEqual(['unchecked']);
  });
});

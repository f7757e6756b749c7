import { describe, expect, it } from 'vitest';
import { takesAClause, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boiler explosion claim, written for these tests: the affidavit denies an act in another word
// of it, with "that" pointing to the thing ("I have not inspected that valve's seal"), which a
// tagger may read as a conjunction opening a clause.
const engineer: WitnessSpec = {
  id: 'marta-quell',
  name: 'Marta Quell',
  side: 'plaintiff',
  role: 'Heating engineer',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'The pressure chart for the week before the explosion shows two spikes above 3 bar, which can happen in an old system, but I have not verified that gauge\'s calibration.',
    'I noticed that the relief valve was painted over.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(engineer, question, { friendlyExaminer: false });

describe('RulesWitness on an act denied in another word of it, of "that" thing', () => {
  it.each([['Did you check the calibration of the gauge?'], ['You checked the calibration of that gauge, didn\'t you?']])('says no: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/^No\./);
  });

  it('still confirms what the witness noticed in a clause of its own', () => {
    expect(ask('You noticed that the relief valve was painted over, didn\'t you?').kind).toBe('confirm');
  });
});

describe('"that" after a verb', () => {
  it('opens a clause only where a verb follows in it', () => {
    const pointing = tokensOf('I have not verified that gauge\'s calibration.');
    const opening = tokensOf('I noticed that the relief valve was painted over.');
    expect(takesAClause(pointing, pointing.findIndex((token) => token.lemma === 'verify'))).toBe(false);
    expect(takesAClause(opening, opening.findIndex((token) => token.lemma === 'notice'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A building surveyor's report on a cracked garden wall, written for these tests: a clause of its
// own negation ("you never opened…") put inside a negative question's frame ("Isn't it true…"),
// with or without its "that". The question's "not" only asks for a yes; the clause's says what is put.
const surveyor: WitnessSpec = {
  id: 'ida-hollings',
  name: 'Ida Hollings',
  side: 'defense',
  role: 'Building surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a chartered building surveyor and have inspected garden walls for 11 years.',
    'I inspected the wall at 4 Pellam Road on June 3.',
    'I did not open the drainage channel behind the wall, so I cannot say whether it was blocked.',
    'The crack ran from the top course down to the third course.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('the proposition of a negative question framed as a truth', () => {
  it('keeps a negation of its own, with or without "that" after the frame', () => {
    for (const question of ["Isn't it true you never cleared the gutter?", "Isn't it true that you never cleared the gutter?", "Isn't it a fact you never cleared the gutter?"]) {
      const analysis = analyseQuestion(question);
      expect(analysis.proposition).toBe('you never cleared the gutter');
      expect(analysis.propositionNegated).toBe(true);
    }
  });

  it('is not negated by the question\'s own "not"', () => {
    const analysis = analyseQuestion("Isn't it true you cleared the gutter?");
    expect(analysis.proposition).toBe('you cleared the gutter');
    expect(analysis.propositionNegated).toBe(false);
  });

  it('leaves a frame with no clause after it as it stands', () => {
    expect(analyseQuestion('Is it true?').proposition).toBe('it true');
  });
});

describe('RulesWitness on a negated clause inside "Isn\'t it true…"', () => {
  it('agrees when the affidavit says the act was not done', () => {
    const answer = ask("Isn't it true you never opened the drainage channel behind the wall?");
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toMatch(/^That's right\. I did not open the drainage channel/);
  });

  it('still denies the act put as done', () => {
    expect(ask("Isn't it true you opened the drainage channel behind the wall?").kind).toBe('deny');
  });

  it('does not agree that an act was left undone of a thing the affidavit never names', () => {
    expect(ask("Isn't it true you never opened the gas meter behind the wall?").kind).not.toBe('confirm');
  });
});

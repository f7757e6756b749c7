import { describe, expect, it } from 'vitest';
import { inClauseOfEvidenceDenied, insideQuotation, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A security examiner's account of a shop's burglar alarm, written for these tests: an act named
// only in what someone searched for (a quotation), and an act the witness found no evidence of.
const examiner: WitnessSpec = {
  id: 'mara-lisle',
  name: 'Mara Lisle',
  side: 'defense',
  role: 'Security systems examiner',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I examined the alarm panel at the Brindle Lane shop on April 14.',
    'The phone records show that on April 2 he searched for "how to disable a shop alarm panel".',
    'I found no evidence that the alarm panel was actually disabled before the break-in.',
    'The panel logged the back door opening at 2:12 am.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(examiner, question, { friendlyExaminer: false });
const verbAt = (text: string, lemma: string) => {
  const tokens = tokensOf(text);
  return { tokens, at: tokens.findIndex((token) => token.lemma === lemma) };
};

describe('an act a sentence names without telling it as done', () => {
  it('stands in a quotation', () => {
    const { tokens, at } = verbAt('He searched for "how to open the safe" that night.', 'open');
    expect(insideQuotation(tokens, at)).toBe(true);
    const told = verbAt('He opened the safe that night.', 'open');
    expect(insideQuotation(told.tokens, told.at)).toBe(false);
  });

  it('is what a denied noun of evidence takes, not what a denied doubt grants', () => {
    const none = verbAt('I saw no sign that the lock was forced.', 'force');
    expect(inClauseOfEvidenceDenied(none.tokens, none.at)).toBe(true);
    const doubt = verbAt('I have no doubt that the lock was forced.', 'force');
    expect(inClauseOfEvidenceDenied(doubt.tokens, doubt.at)).toBe(false);
    const some = verbAt('I found evidence that the lock was forced.', 'force');
    expect(inClauseOfEvidenceDenied(some.tokens, some.at)).toBe(false);
  });
});

describe('RulesWitness on an act it found no evidence of', () => {
  it('agrees that it was not done, not denying it by the quotation', () => {
    const answer = ask('The alarm panel was never actually disabled.');
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toBe("That's right. I found no evidence that the alarm panel was actually disabled before the break-in.");
  });

  it('denies that it was done', () => {
    const answer = ask('The alarm panel was actually disabled before the break-in.');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/no evidence/);
  });
});

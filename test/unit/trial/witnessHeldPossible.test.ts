import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A district nurse's account of an elderly patient, written for these tests (no pack uses it).
// The kind tested: what the witness holds only possible ("I cannot rule out that…", "It is
// possible that…", "I could not swear that…", "I can't say he didn't…") is no "yes" to the fact
// put as a fact; a premise that itself puts the possibility is still borne out, and so is a fact
// the affidavit states outright.
const nurse: WitnessSpec = {
  id: 'ada-quill',
  name: 'Ada Quill',
  side: 'plaintiff',
  role: 'District nurse',
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I visited Mr. Penrose at his flat every Tuesday from March to June 2025.',
    'I cannot rule out that he skipped his tablets in April.',
    'It is possible that his daughter collected the prescription.',
    'I cannot exclude that the chemist changed the dose.',
    "I can't say he didn't lock the back door that week.",
    'I could not swear that the boiler was serviced.',
    'He complained of dizziness on 13 May.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(nurse, question, { examination: 'cross', friendlyExaminer: false });

describe('a fact the witness holds only possible', () => {
  it.each([
    ['He skipped his tablets in April?', 'I cannot rule out'],
    ['His daughter collected the prescription?', 'It is possible'],
    ['The chemist changed the dose?', 'I cannot exclude'],
    ['He locked the back door that week?', "I can't say"],
    ['The boiler was serviced?', 'I could not swear'],
  ])('is told as it stands, with no yes: %s', (question, hedge) => {
    const answer = ask(question);
    expect(answer.kind).not.toBe('confirm');
    expect(answer.text).not.toMatch(/^(Yes|That's right)/);
    expect(answer.text).toContain(hedge);
  });

  it.each([["You can't rule out that he skipped his tablets in April?"], ["It's possible that his daughter collected the prescription?"]])('is borne out when the premise puts it as possible too: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('a fact stated outright is still confirmed', () => {
    expect(ask('He complained of dizziness on 13 May?').kind).toBe('confirm');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A hotel night porter, written for this test. Each premise below is false, and the affidavit
// holds its words: the rival is a role, a title, a value said of another thing, a time or day
// said in other words, or an act's company told in a participle.
const porter: WitnessSpec = {
  id: 'tomas-vey',
  name: 'Tomas Vey',
  side: 'defense',
  role: 'Night porter at the Harbour Lights Hotel',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the night porter at the Harbour Lights Hotel since 2020.',
    'On the night of 3 March I searched every bag at the side door, as the manager had asked.',
    'Mrs. Okafor signed the register at 9:15 p.m.',
    'The booking was for three nights, and the deposit covered two nights.',
    'Nadia Brook was on the front desk that night, sorting the post with her trainee, Leo Brandt.',
    'At about 1 a.m. Aldo Penn was sitting at the foot of the back stairs, conscious, rubbing his head.',
    'I rang for a taxi at 1:20 a.m. and it arrived about ten minutes later.',
    'Four days later Mr. Penn emailed a complaint to the manager.',
    'The duty manager came in at 10 p.m., after the staff meeting had ended.',
    'By midnight the water in the cellar had risen above the third step.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(porter, question, { friendlyExaminer: false });

describe('RulesWitness on false premises whose words the affidavit holds', () => {
  it('does not take an act done to the witness as borne out by the witness doing it', () => {
    expect(ask("You were searched at the side door that night, weren't you?").kind).not.toBe('confirm');
    expect(ask('You searched the bags at the side door, didn\'t you?').kind).toBe('confirm');
  });

  it('reads "Mr." and "Mrs." with one surname as two people', () => {
    expect(ask("Mr. Okafor signed the register, didn't he?").kind).toBe('correct');
    expect(ask("Mrs. Okafor signed the register, didn't she?").kind).toBe('confirm');
  });

  it('corrects a value the sentence gives to another thing, with its rival given to the premise\'s own', () => {
    expect(ask("The deposit covered three nights, didn't it?").kind).toBe('correct');
    expect(ask("The booking was for three nights, wasn't it?").kind).toBe('confirm');
  });

  it('corrects a clock time said in words, though its words are most of the premise', () => {
    expect(ask('She signed it at about half past eleven, right?').kind).toBe('correct');
  });

  it('reads "four days later" as a rival of "the next day"', () => {
    expect(ask("Mr. Penn emailed his complaint the next day, didn't he?").kind).toBe('correct');
  });

  it('compares a length of time told by another word for the act ("took … to come", "arrived … later")', () => {
    expect(ask("The taxi took over half an hour to come, didn't it?").kind).toBe('correct');
  });

  it('denies a state the tagger reads as a noun, by its opposite said of the one named', () => {
    expect(ask("He was unconscious when you got to him, wasn't he?").kind).toBe('deny');
  });

  it('corrects the same word put in a phrase of the opposite direction', () => {
    expect(ask("By midnight the water in the cellar was still below the third step, wasn't it?").kind).toBe('correct');
  });

  it('does not place someone at a thing the affidavit names only as a time', () => {
    expect(ask("The duty manager was at the staff meeting, wasn't he?").kind).not.toBe('confirm');
  });

  it('corrects "alone" by company told in a participle of the same act', () => {
    const answer = ask("Nadia Brook was sorting the post alone, wasn't she?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).not.toContain('3 March');
  });
});

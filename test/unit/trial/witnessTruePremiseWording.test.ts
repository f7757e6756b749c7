import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dog that slipped its lead at a boarding kennel and bit a courier, written for these tests: true
// premises the examiner puts in other words than the affidavit's.
const keeper: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'defense',
  role: 'Kennel owner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have run the Hollin Lane boarding kennels for eleven years.',
    'There were six assistants on duty that morning, including two in the office.',
    'I parked at the front of the kennels at 8:15 that morning.',
    'I repaired the yard gate, which took about an hour.',
    'My neighbour called an ambulance for the courier at about 9:40.',
    'I did not see where the dog went after it slipped its lead.',
    'I can say that the lead was frayed near the clip.',
    'I do not allow the kennel assistants to walk the large dogs together.',
    'I have testified in court about 20 times.',
    'I did not test the lead for wear.',
    'I did not look at the clip before the walk.',
    'I did not go out to the road with the courier.',
    'No member of staff was in the yard at the time.',
    'I did not speak to the courier, and I do not know his name.',
    'I went back to the kennels once, in March, and the gate had been replaced.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keeper, question, { friendlyExaminer: false });

describe('RulesWitness on statements whose form hides what is put', () => {
  it('reads a statement opening with a gerund for its subject as put for a yes', () => {
    expect(analyseQuestion('Repairing the yard gate took you about an hour.').form).toBe('declarative');
    expect(ask('Repairing the yard gate took you about an hour.').kind).toBe('confirm');
  });

  it('reads "X was the one who…" as X doing it, not as a wh-question', () => {
    const analysis = analyseQuestion('Your neighbour was the one who called an ambulance.');
    expect(analysis.form).toBe('declarative');
    expect(analysis.proposition).toBe('Your neighbour called an ambulance');
    expect(ask('Your neighbour was the one who called an ambulance.').kind).toBe('confirm');
  });
});

describe('RulesWitness on true premises said in other words', () => {
  it('does not take "back" (returning) for a rival of "the front"', () => {
    expect(ask("Isn't it a fact that you've been back to the kennels since?").kind).toBe('confirm');
  });

  it('reads "your" before a verbless premise as whose its subject is, not as the witness\'s act', () => {
    expect(ask("Two of your assistants were in the office that morning, weren't they?").kind).toBe('confirm');
  });

  it('reads a support verb as the act its noun names', () => {
    expect(ask("You've given evidence in court about twenty times, haven't you?").kind).toBe('confirm');
  });

  it('reads a denial stressed by "so much as" or "a single" as the plain denial', () => {
    expect(ask('You never so much as spoke to the courier, did you?').kind).toBe('confirm');
    expect(ask("You didn't test a single lead for wear, did you?").kind).toBe('confirm');
  });

  it('bears out a denied way of doing an act by the act denied', () => {
    expect(ask("You didn't walk out to the road with the courier, did you?").kind).toBe('confirm');
  });
});

describe('RulesWitness does not deny true premises on words that say nothing against them', () => {
  it('keeps a clause after "no idea" out of the denial', () => {
    expect(ask('You have no idea where the dog went after it slipped its lead, do you?').kind).not.toBe('deny');
  });

  it('does not deny what was not said by saying something else', () => {
    expect(ask("You can't tell the court who owned the lead, can you?").kind).not.toBe('deny');
  });

  it('neither denies nor confirms an act the witness only forbade others', () => {
    expect(ask("Your kennel assistants walk the large dogs together, don't they?").kind).not.toBe('deny');
    expect(ask("Your kennel assistants walk the large dogs together, don't they?").kind).not.toBe('confirm');
  });
});

describe('RulesWitness does not confirm false premises through the new readings', () => {
  it.each([
    ["You walked out to the road with the courier, didn't you?"],
    ["You ran a test on the lead for wear, didn't you?"],
    ["You walked the large dogs together, didn't you?"],
    // A denied act toward another person lends nothing to one toward the staff.
    ['You never spoke to a member of staff, did you?'],
  ])('does not confirm: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });
});

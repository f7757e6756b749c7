import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// Plain yes/no questions about what the affidavit never tells, put in the words of something it
// does tell: the witness says it does not know. Each kind is guarded by a question of the same
// shape that the affidavit does answer.

// A haulage yard supervisor on a delivery of tiles, written for these tests.
const supervisor: WitnessSpec = {
  id: 'ilse-varga',
  name: 'Ilse Varga',
  side: 'defense',
  role: 'Yard supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am the yard supervisor at Fenwick Haulage in Dunmere, and I am left-handed.',
    'Piotr cut his right hand on a pallet strap that morning.',
    'The forklift driver, Piotr Nowak, arrives at 5 a.m. and charges the forklift so that it is ready for the first load.',
    'On 3 May 2025 a courier brought twelve pallets of tiles to the yard.',
    'The courier told Piotr he could not wait, so Piotr showed him where to stack the pallets, beside the loading bay.',
    "I have never seen the courier's booking forms.",
    "A man I later learned was the courier's brother was waiting in the cab with two women.",
    'He shouted something about the pallets, and I told him to stay in the cab.',
    'I have not spoken to the courier since that day.',
    'I also inspected the loading bay, where the pallets had been stacked.',
    'I had the tiles checked for cracks the next morning.',
    'I cannot say whether Piotr was holding anything in his hands when the strap broke.',
    'I do not know how the tiles were packed at the depot, and I have never seen their loading sheets.',
    'Piotr hurt his back lifting a pallet and was off work for three weeks.',
    "I forwarded the courier's complaint to our regional office in Leeds, and I did not reply to it myself.",
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(supervisor, question, { friendlyExaminer: false });

describe('RulesWitness on an act asked of someone a sentence tells doing another act', () => {
  // The doer, and a thing named only in a clause of its own ("about charging the forklift"), are
  // not what the act asked about is done to.
  it.each([['Has Mr Nowak ever been reprimanded for charging the forklift early?'], ['Did Piotr sign anything for the courier?']])('does not know: %s', (question) => {
    expect(ask(question).kind).toBe('unknown');
  });

  it("does not know when the things are in another person's clause: Did you photograph Piotr's hands?", () => {
    expect(ask("Did you photograph Piotr's hands?").kind).toBe('unknown');
  });

  it('still tells a sentence that says the act in other words of the things it is done to', () => {
    expect(ask("Have you ever looked at the courier's booking forms?").text).toContain('never seen');
  });

  it('still tells it when the owner is named in another clause and stood for by a pronoun in the witness\'s', () => {
    expect(ask("Have you ever looked at the depot's loading sheets?").text).toContain('never seen');
  });
});

describe('RulesWitness on an act asked of another party that the witness says it did not do itself', () => {
  it('does not know whether the other party did it', () => {
    expect(ask('Did the regional office ever reply to the courier?').kind).toBe('unknown');
  });

  it('still denies the act asked of the witness', () => {
    expect(ask("Did you reply to the courier's complaint yourself?").kind).toBe('deny');
  });
});

describe('RulesWitness on an act told of "he" or "she" where the question names someone of the other sex', () => {
  it('does not know what the one asked about did', () => {
    expect(ask('Did either of the women shout anything at you?').kind).toBe('unknown');
  });

  it('still confirms the act of the one the pronoun can stand for', () => {
    expect(ask('Did the man shout something about the pallets?').kind).toBe('confirm');
  });
});

describe('RulesWitness on a time after the one the affidavit tells', () => {
  // The delivery is told; whether anyone went back, or did it again, is not.
  it.each([['Has the courier been back to the yard since that day?'], ['Did the courier bring tiles to the yard again?']])('does not know: %s', (question) => {
    expect(ask(question).kind).toBe('unknown');
  });

  it('still answers from a sentence that tells of the later time', () => {
    expect(ask('Have you spoken to the courier since that day?').kind).toBe('deny');
  });

  it('still corrects a return by a rival length of time', () => {
    const answer = ask("Piotr was back at work within two days, wasn't he?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('three weeks');
  });
});

describe('RulesWitness on a hyphened adjective ("right-handed") against a sentence that names its parts ("his right hand")', () => {
  it('does not know', () => {
    expect(ask('Is Piotr right-handed?').kind).toBe('unknown');
  });

  it('still confirms the adjective where the affidavit says it', () => {
    expect(ask('Are you left-handed?').kind).toBe('confirm');
  });
});

describe('RulesWitness on a causative "have" ("Did you have the X tested?")', () => {
  it('does not take the same act done to another thing for it', () => {
    expect(ask("Did you have the bay's floor inspected?").kind).toBe('unknown');
  });

  it('still confirms the act done to the thing asked about', () => {
    expect(ask('Did you have the tiles checked for cracks?').kind).toBe('confirm');
  });
});

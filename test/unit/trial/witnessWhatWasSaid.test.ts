import { describe, expect, it } from 'vitest';
import { embeddedQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A medical-negligence case written for these tests. What is tested is a kind of question: one
// about saying or asking something ("Did you ask her whether…?"), which the affidavit answers
// only where it tells of that saying with what was said; and the witness as the one told, whom
// the affidavit need not name ("The pharmacist said…").
const nurse: WitnessSpec = {
  id: 'ruth-adebayo',
  name: 'Ruth Adebayo',
  side: 'defense',
  role: 'Staff nurse, Ward 9, Lowfield General Hospital',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been a staff nurse on Ward 9 at Lowfield General Hospital since 2019.',
    'I admitted Mrs. Kaur to the ward at about 10:30 p.m. on 14 October 2024.',
    'I asked her whether she had any allergies, and she said she was allergic to penicillin.',
    'I wrote the allergy on her wristband and on the front of her chart.',
    'Dr. Mallory told me to start the antibiotic drip at midnight.',
    'I started the drip at 00:10 and checked the line every hour.',
    'At about 03:00 Mrs. Kaur complained that her arm was itching.',
    'I paged the on-call doctor at 03:05.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(nurse, question, { friendlyExaminer: false });

describe('language: a wh-question carried under a verb', () => {
  it('reads the slot it asks to be filled', () => {
    expect(embeddedQuestion('the registrar told you why the scan was delayed')).toEqual({ wh: 'why', slot: 'reason', clause: 'the scan was delayed' });
    expect(embeddedQuestion('you saw where the porter took the trolley')?.slot).toBe('place');
    expect(embeddedQuestion('she told you when to change the dressing')?.slot).toBe('time');
    expect(embeddedQuestion('you asked how many tablets she had taken')?.slot).toBe('quantity');
  });

  it('reads no question in a relative clause, a scene, or one any answer fills', () => {
    expect(embeddedQuestion('you checked the ward where she lay')).toBeNull();
    expect(embeddedQuestion('you told him when he rang')).toBeNull();
    expect(embeddedQuestion('you asked whether she was in pain')).toBeNull();
    expect(embeddedQuestion('the drip was stopped')).toBeNull();
  });
});

describe('RulesWitness: a question about what was said or asked', () => {
  it('says "I don\'t know" when the affidavit tells of asking about something else', () => {
    expect(ask('Did you ask her whether she was pregnant?').kind).toBe('unknown');
    expect(ask('Did Dr. Mallory tell you why the drip was needed?').kind).toBe('unknown');
  });

  it('still answers when the affidavit tells of that saying with what was said', () => {
    expect(ask('Did you ask her whether she had any allergies?').kind).toBe('confirm');
    const told = ask('Did Dr. Mallory tell you when to start the drip?');
    expect(told.kind).not.toBe('unknown');
    expect(told.text).toContain('start the antibiotic drip at midnight');
  });

  it('does not confirm a telling the affidavit gives without the reason asked for', () => {
    // "Dr. Mallory told me to start the antibiotic drip" tells of the telling, not of why.
    expect(ask('Dr. Mallory told you why the drip was needed, didn\'t he?').kind).not.toBe('confirm');
  });

  it('does not answer a question about saying with what was said alone', () => {
    // "I paged the on-call doctor" holds "doctor" but tells of no asking.
    expect(ask('Did you ask the on-call doctor whether the drip should be stopped?').kind).toBe('unknown');
  });
});

// The night porter of the same hospital, whose affidavit tells what others said without "me".
const porter: WitnessSpec = {
  ...nurse,
  id: 'owen-price',
  name: 'Owen Price',
  role: 'Night porter, Lowfield General Hospital',
  affidavit: [
    'I was the night porter on 14 October 2024.',
    'The pharmacist said the penicillin stock on the ward had been recalled.',
    'The pharmacist checked the drug chart at 02:00.',
    'I took the recalled boxes to the pharmacy at 02:30.',
  ].join(' '),
};
const askPorter = (question: string) => askRulesWitness(porter, question, { friendlyExaminer: false });

describe('RulesWitness: the witness as the one told or shown', () => {
  it('confirms what another told the witness from a sentence that does not name the witness', () => {
    expect(askPorter('The pharmacist told you the penicillin stock had been recalled, didn\'t she?').kind).toBe('confirm');
  });

  it('still needs the witness in the sentence when the witness took part in the act', () => {
    expect(askPorter('The pharmacist checked the drug chart with you, didn\'t she?').kind).not.toBe('confirm');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A medical negligence case written for these tests (no pack uses it). The kind tested: a
// wh-question or an open request gets the affidavit sentence that fills the asked slot (a time, a
// length of time, a place, a person, an amount, a thing), in the question's own natural wording,
// not the sentence that only shares the most words with it.
const nurse: WitnessSpec = {
  id: 'grace-ibekwe',
  name: 'Grace Ibekwe',
  side: 'defense',
  role: 'Nurse in charge, Ward 7',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    "I have been a registered nurse on Ward 7 of St. Aldric's Hospital for eleven years.",
    'On the night of 14 March 2025 I was the nurse in charge of the ward.',
    'Mr. Harold Finch was admitted to bed 12 after his hip operation.',
    'Dr. Priya Sethi reviewed him on her evening round.',
    'She wrote up morphine for his pain, 10 milligrams every four hours.',
    'I gave him the first dose of morphine at 22:10.',
    'I went on my break at about 1:30 a.m. and came back to the ward at 2:15.',
    'While I was away, a healthcare assistant, Tom Okafor, looked after my patients.',
    'When I got back, Mr. Finch was very drowsy and his breathing was slow.',
    'His oxygen level was 86 per cent.',
    "I called the on-call doctor, Dr. Martin Hale, from the nurses' station.",
    'He arrived about twenty minutes later and gave naloxone.',
    'Mr. Finch was wearing a blue hospital gown and had a drip in his left arm.',
    'The observation chart was kept in a folder at the foot of his bed.',
    'I noticed that the chart had no entries between midnight and 2 a.m.',
    'Two pillows had been placed behind his back to prop him up.',
    'The ward had twenty-eight beds and only two nurses that night.',
    'Afterwards the hospital paid for me to attend a two-day refresher course on opioid safety.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(nurse, question, { examination: 'direct', friendlyExaminer: true }).text;

describe('a wh-question is answered with the sentence that fills its slot', () => {
  it.each([
    // A time
    ['What time did you give Mr. Finch his first dose?', 'at 22:10'],
    ['When did you come back from your break?', 'came back to the ward at 2:15'],
    ['What time did you start your break?', 'went on my break at about 1:30'],
    // A length of time
    ['How long was your break?', 'went on my break at about 1:30'],
    ['How long did Dr. Hale take to arrive?', 'twenty minutes later'],
    // A person
    ['Who looked after your patients while you were on your break?', 'Tom Okafor'],
    ['Who reviewed Mr. Finch in the evening?', 'Dr. Priya Sethi'],
    ['Which doctor did you call?', 'Dr. Martin Hale'],
    // A place
    ['Where was the observation chart kept?', 'in a folder at the foot of his bed'],
    ['Where did you phone the doctor from?', "from the nurses' station"],
    ['Which bed was Mr. Finch in?', 'bed 12'],
    // An amount
    ['How much morphine was prescribed?', '10 milligrams'],
    ['How many beds did the ward have?', 'twenty-eight beds'],
    ['How many nurses were on duty that night?', 'only two nurses'],
    ['What was his oxygen level?', '86 per cent'],
    ['How many years have you worked on Ward 7?', 'eleven years'],
    // A thing
    ['What was Mr. Finch wearing?', 'blue hospital gown'],
    ['What did the doctor give him when he arrived?', 'gave naloxone'],
    ['What had been put behind his back?', 'Two pillows'],
    ['What course did the hospital send you on afterwards?', 'refresher course'],
    // An account, asked openly
    ['Describe the state Mr. Finch was in when you got back.', 'very drowsy'],
    ['Tell us what you noticed about the observation chart.', 'no entries between midnight and 2 a.m.'],
    ['How was his breathing when you got back?', 'his breathing was slow'],
  ])('%s', (question, expected) => {
    expect(ask(question)).toContain(expected);
  });
});

// An employment case: what was said in reply is the sentence after the one that sets the question's
// scene, not another that tells of someone saying something about the meeting.
const employee: WitnessSpec = {
  id: 'tomas-reyes',
  name: 'Tomas Reyes',
  side: 'plaintiff',
  role: 'Former warehouse supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'In her letter Ms. Adeyemi says the meeting was a routine review.',
    'On 2 May 2024 I met the manager, Ms. Adeyemi, in her office.',
    'I asked her whether my overtime claims were the reason for the meeting.',
    'She said, "Your contract is not being renewed, and that is all I can tell you."',
    'I left the building at about 4 p.m.',
  ].join(' '),
};

describe('what was said in reply to a question that sets its scene', () => {
  it('is the sentence after the one that sets the scene', () => {
    const answer = askRulesWitness(employee, 'What did Ms. Adeyemi say when you asked about the meeting?', { examination: 'direct', friendlyExaminer: true }).text;
    expect(answer).toContain('Your contract is not being renewed');
  });
});

import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse fire case written for these tests (no pack uses it). The kinds tested: the witness's
// work asked by a noun WordNet files under work ("your duties", "your assignment"), by the one who
// employs it ("your employer", "Who employs you?"), by the idiom of a living, and its background
// (training or experience) asked as its qualifications, answered from what it holds or what it is,
// never from a sentence that only shares a related word.
const inspector: WitnessSpec = {
  id: 'odile-marchant',
  name: 'Odile Marchant',
  side: 'plaintiff',
  role: 'Fire investigator for the county',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have worked as a fire investigator for the Tarrow County Fire Marshal for fourteen years.',
    'On the night of 9 October I walked the ground floor of the Pell Street warehouse with a lamp.',
    'The burn pattern on the east wall ran upward in a narrow V from the socket.',
  ].join(' '),
};

const retired: WitnessSpec = {
  ...inspector,
  id: 'hugo-brand',
  name: 'Hugo Brand',
  role: 'Retired electrician instructed by the defence',
  affidavit: [
    'I worked as an electrician in Tarrow for thirty years and retired in 2020.',
    'In March I went over the ground floor of the Pell Street warehouse and read the county report.',
    "I walked round the owner's holding yard and read the fire officer's notes.",
    'The socket on the east wall was rated for the heater plugged into it.',
  ].join(' '),
};

const driver: WitnessSpec = {
  ...inspector,
  id: 'lewis-garth',
  name: 'Lewis Garth',
  role: 'Neighbour who saw the smoke',
  isExpert: false,
  affidavit: [
    'I am 38 and I deliver parcels for Brisk Couriers in Tarrow.',
    'On 9 October I drove past the Pell Street warehouse at about 11 p.m.',
    'I saw smoke coming from under the loading door.',
    'I think the van parked outside was for Mr Pell.',
  ].join(' '),
};

const ask = (spec: WitnessSpec, question: string) => askRulesWitness(spec, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness on its own work', () => {
  it.each([
    ['Who is your employer?', 'occupation'],
    ['Who employs you at present?', 'occupation'],
    ['What are your duties there?', 'occupation'],
    ['Officer, what is your current assignment?', 'occupation'],
    ['How do you earn your living?', 'occupation'],
    ['What is your professional background?', 'qualifications'],
    // Another's work, a duty owed, a past hiring: not the witness's standing work.
    ['Who hired you for this case?', null],
    ['What is your duty to the court?', null],
    ['Who is your supervisor?', null],
  ] as const)('reads "%s" as asking about the witness itself', (question, topic) => {
    expect(analyseQuestion(question).identity).toBe(topic);
  });

  it('answers its employer and its duties with the sentence that says its work', () => {
    expect(ask(inspector, 'Who is your employer?').sources).toEqual([0]);
    expect(ask(inspector, 'Who employs you?').sources).toEqual([0]);
    expect(ask(inspector, 'What are your duties?').sources).toEqual([0]);
  });

  it('answers its background with what it is, not a sentence that shares only a related word', () => {
    expect(ask(retired, 'What is your background?').sources).toEqual([0]);
  });

  it('answers its living with what it does now for a named firm, not a past act', () => {
    expect(ask(driver, 'How do you earn your living?').sources).toEqual([0]);
    expect(ask(driver, 'What do you do for a living?').sources).toEqual([0]);
    expect(ask({ ...driver, affidavit: driver.affidavit.replace(/^.*?Tarrow\. /, '') }, 'How do you earn your living?').sources).not.toContain(2);
  });

  it('takes a document as held only when the witness holds it, not beside a holding yard', () => {
    expect(ask(retired, 'What are your qualifications?').sources).toEqual([0]);
  });
});

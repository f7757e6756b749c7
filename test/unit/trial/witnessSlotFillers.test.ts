import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A postwoman bitten by a dog on her round, claimed against its keeper, written for these tests:
// open and wh-questions whose answer the affidavit states in other words than the question's.
const postwoman: WitnessSpec = {
  id: 'hana-petrova',
  name: 'Hana Petrova',
  side: 'plaintiff',
  role: 'Postwoman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have delivered the post on the Larchmont estate in Colbury for eleven years.',
    'My trainee, Owen Lacey, was with me the whole morning.',
    'I work Monday to Friday, from 6:00 a.m. to 1:30 p.m.',
    'On 3 May 2025 my supervisor called me on the radio and asked me to get to Fennel Close, where a parcel had been left on a wall.',
    'I got to Fennel Close about ten minutes later.',
    'I opened the gate of 14 Fennel Close at about 9:15 a.m.',
    'I was looking down at the parcels in my arms as I walked up the path.',
    'A large grey dog ran round the side of the house and bit me on my left calf.',
    'The keeper, Mr Dace, came out of the front door and shouted, "I told the council he bites strangers."',
    'I have since watched the footage from the doorbell camera at number 12.',
    'The doorbell camera does not show the gate of number 14, because a hedge blocks the view.',
    'At 9:14 the footage shows a large grey dog squeezing through a gap at the bottom of the hedge.',
    'A neighbour drove me to the minor injuries unit at Colbury Cottage Hospital.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(postwoman, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness on what another person said, quoted in the first person', () => {
  it('gives the quotation: its "I" is the speaker, not the witness', () => {
    expect(ask('What did Mr Dace say when he came out?').text).toContain('"I told the council he bites strangers."');
  });
});

describe('RulesWitness on a question that names its moment', () => {
  it('gives the sentence at that time before one that shares more of its other words', () => {
    expect(ask('What does the doorbell camera show at 9:14?').text).toContain('At 9:14 the footage shows a large grey dog');
  });
});

describe('RulesWitness on how long after an event something was done', () => {
  it('gives the act told after the event, which holds the length of time', () => {
    expect(ask('How long after the radio call did you get to Fennel Close?').text).toBe('I got to Fennel Close about ten minutes later.');
  });
});

describe('RulesWitness on who kept the witness company', () => {
  it('names the one the affidavit puts with the witness, whatever the act asked', () => {
    expect(ask('Who went round the houses with you that morning?').text).toContain('Owen Lacey, was with me');
  });
});

describe('RulesWitness on a sense organ asked for where it was', () => {
  it('reads "where were your eyes" as where the witness was looking', () => {
    expect(ask('Where were your eyes as you went towards the house?').text).toContain('I was looking down at the parcels in my arms');
  });
});

// The nurse who saw her at the minor injuries unit, whose knowledge stops short of what she did.
const nurse: WitnessSpec = {
  id: 'joel-amaro',
  name: 'Joel Amaro',
  side: 'plaintiff',
  role: 'Emergency nurse practitioner',
  isExpert: false,
  knowledgeBoundaries: ['Did not treat the bite beyond cleaning the wound.', 'Did not see the dog or the attack.'],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I am an emergency nurse practitioner at Colbury Cottage Hospital.',
    'I washed the wound out with saline for about ten minutes before a doctor saw her.',
    'The doctor decided on the antibiotics and the tetanus booster.',
    'The puncture marks showed that the dog had held on for about ten seconds.',
  ].join(' '),
};

describe('RulesWitness on what a knowledge boundary excepts', () => {
  it('answers of the part its boundary leaves inside what the witness knows', () => {
    const answer = askRulesWitness(nurse, 'How long did you spend cleaning the wound?', { examination: 'direct', friendlyExaminer: true });
    expect(answer.text).toContain('about ten minutes');
  });
});

describe('RulesWitness on an amount asked across a knowledge boundary', () => {
  it('gives the length of time its affidavit states, however it came to know it', () => {
    const answer = askRulesWitness(nurse, 'How long did the dog hold on in the attack?', { examination: 'direct', friendlyExaminer: true });
    expect(answer.text).toContain('for about ten seconds');
  });
});

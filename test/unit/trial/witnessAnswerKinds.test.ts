import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A fire in a hotel kitchen, claimed against the hotel's insurer, written for these tests: what a
// wh-question about the course of events is answered with.
const porter: WitnessSpec = {
  id: 'bram-okonedo',
  name: 'Bram Okonedo',
  side: 'plaintiff',
  role: 'Night porter',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have worked as the night porter at the Glenmoor Hotel for three years.',
    'Just after 2 a.m. on 18 March 2025 the fire alarm sounded on the ground floor.',
    'The waiter in the black waistcoat ran out through the back door.',
    'I heard glass breaking somewhere near the bar.',
    'The chef in the checked apron did not leave the kitchen straight away.',
    'She switched off the gas at the main valve and then used the extinguisher on the fryer.',
    'I phoned the fire brigade from the front desk at 2:04 a.m.',
    'The fire crew arrived at 2:11 a.m.',
    'The loss adjuster sent a thermal camera survey of the kitchen to the hotel in April.',
    'It showed a hot spot behind the fryer, where the wiring had melted.',
    'The hotel\'s builder patched the hole in the kitchen wall behind the fryer in May.',
    'The hole was about 30 centimetres deep.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(porter, question, { friendlyExaminer: true });

describe('RulesWitness on what someone did after an event', () => {
  it('gives the act told after the event by the one asked about, past others and what was not done', () => {
    expect(ask('What did the chef in the checked apron do after the alarm went off?').text).toBe('She switched off the gas at the main valve and then used the extinguisher on the fryer.');
  });

  it('gives the witness\'s own next act for "you"', () => {
    expect(ask('And what did you do after the fire alarm sounded?').text).toBe('I heard glass breaking somewhere near the bar.');
  });

  it('gives what happened next, by anyone, for "what happened"', () => {
    expect(ask('What happened after the fire alarm sounded?').text).toBe('The waiter in the black waistcoat ran out through the back door.');
  });

  it('leaves a question with an act of its own to that act', () => {
    expect(ask('What time did you phone the fire brigade after the alarm?').text).toContain('2:04 a.m.');
  });
});

describe('RulesWitness on what a thing showed, told after the sentence that names it', () => {
  it('gives the sentence that says the act of the thing by a pronoun, with the one it goes on from', () => {
    const answer = ask('What did the loss adjuster\'s thermal camera survey of the kitchen show?');
    expect(answer.text).toContain('It showed a hot spot behind the fryer');
  });

  it('keeps a sentence that says the act itself', () => {
    expect(ask('What did the loss adjuster send to the hotel?').text).toBe('The loss adjuster sent a thermal camera survey of the kitchen to the hotel in April.');
  });
});

describe('RulesWitness on "how" and an adjective that grades a measure', () => {
  it('gives the amount for "How deep…?", over a sentence that shares more words and gives none', () => {
    expect(ask('How deep was the hole in the kitchen wall?').text).toContain('about 30 centimetres deep');
  });
});

describe('RulesWitness on a party called by its role', () => {
  // The porter's employer is sued; the claimant is the hotel's insurer's policyholder.
  const parties = [
    { id: 'glenmoor', name: 'Glenmoor Hotel Ltd', side: 'plaintiff' as const, description: 'The insured hotel.' },
    { id: 'insurer', name: 'Harrowgate Mutual (insurer)', side: 'defense' as const, description: 'Refused the claim.' },
  ];
  const askInCase = (question: string) => askRulesWitness(porter, question, { friendlyExaminer: true, parties });

  it('reads "the claimant" and "the defendant" as the parties\' names, without what the pack adds in brackets', () => {
    expect(askInCase('How long have you worked for the claimant?').text).toContain('night porter at the Glenmoor Hotel');
    expect(askInCase('Did the defendant ever inspect the kitchen?').kind).toBe('unknown');
  });
});

describe('RulesWitness on a premise whose scene is set by the witness\'s own coming or seeing', () => {
  const onCross = (question: string) => askRulesWitness(porter, question, { friendlyExaminer: false });

  it('confirms what the main clause says of the thing, the "when you…" clause only saying when', () => {
    expect(onCross('The hole in the kitchen wall was about 30 centimetres deep when you looked at it, wasn\'t it?').kind).toBe('confirm');
  });

  it('still weighs an order of events the premise asserts', () => {
    expect(onCross('The waiter in the black waistcoat ran out through the back door after you phoned the fire brigade, didn\'t he?').kind).not.toBe('confirm');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenancy-deposit case written for these tests. What is tested is two kinds of language: a
// question about someone or something unnamed ("anyone", "something") against a sentence that says
// there was no one or nothing, a passive that names who acted ("you were paid by…"), and a
// premise that names someone the affidavit's sentence does not.
const tenant: WitnessSpec = {
  id: 'lena-brook',
  name: 'Lena Brook',
  side: 'plaintiff',
  role: 'Former tenant of Flat 2, 9 Quay Street',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I rented Flat 2 at 9 Quay Street from March 2022 until the end of August 2024.',
    'The agency, Harbour Lettings, collected my rent every month by standing order.',
    'When I moved out, nobody from the agency came to inspect the flat with me.',
    'I left the keys with the caretaker on 31 August.',
    'The caretaker, Mr. Osei, gave me a receipt for them.',
    'I emailed the agency on 2 September to ask for my deposit back.',
    'I did not tell the agency about the broken boiler, because the landlord said he would deal with it himself.',
    'I told the landlord about the boiler in May and he sent a plumber.',
    'There was a damp patch on the bedroom ceiling when I moved in.',
    'Nothing in the flat was broken when I left, and I have photographs of every room.',
    'My deposit of 900 pounds was never returned.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on unnamed people and things, and on passives', () => {
  it('denies a question about someone unnamed when the affidavit says no one did it', () => {
    expect(ask('Did anybody from the agency go round the flat with you when you left?').kind).toBe('deny');
    expect(ask('Someone from Harbour Lettings inspected the flat with you, didn\'t they?').kind).toBe('deny');
  });

  it('denies a question about something unnamed when the affidavit says there was nothing', () => {
    expect(ask('Something in the flat was broken when you left, wasn\'t it?').kind).toBe('deny');
  });

  it('does not deny a question about someone unnamed with a sentence that names no one', () => {
    // "The agency collected my rent" neither says nor denies that anyone else paid it.
    expect(ask('Did anyone else ever pay your rent for you?').kind).not.toBe('deny');
  });

  it('reads who acts in a passive: confirmed when the agent is the one who did it', () => {
    expect(ask('Your rent was collected by Harbour Lettings, wasn\'t it?').kind).toBe('confirm');
    // "You were given…by Mr. Osei" is Mr. Osei's act, as the affidavit tells it, not another's.
    expect(ask('You were given a receipt by Mr. Osei, weren\'t you?').kind).toBe('confirm');
    // …and the other way round it is someone else's act, even though the sentence names both.
    expect(ask('You gave Mr. Osei a receipt, didn\'t you?').kind).toBe('correct');
  });

  it('does not confirm a premise that names someone the sentence never says, nor stands for', () => {
    expect(ask('You emailed the agency on 2 September, didn\'t you?').kind).toBe('confirm');
    expect(ask('You emailed Ms. Vance at the agency on 2 September, didn\'t you?').kind).not.toBe('confirm');
  });

  it('does not deny an act with the same act done to someone else the other way round', () => {
    expect(ask('Isn\'t it true that you told the landlord about the boiler?').kind).toBe('confirm');
    expect(ask('You told the agency about the boiler, didn\'t you?').kind).toBe('deny');
  });

  it('reads "is there a…" as asking whether that thing was there, not about the place', () => {
    expect(ask('There was a damp patch on the bedroom ceiling, wasn\'t there?').kind).toBe('confirm');
    // The bedroom is in the affidavit; a smoke alarm is not, so nothing is told of one.
    expect(ask('Was there a smoke alarm on the bedroom ceiling?').kind).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { saidOnlyOfAnother } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A fall from a scaffold tower, written for these tests: two workers and a site manager, each
// somewhere else at the moment the tower tipped.
const manager: WitnessSpec = {
  id: 'dara-quill',
  name: 'Dara Quill',
  side: 'defense',
  role: 'Site manager',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have managed the Canal Wharf site for Bellmont Homes since March 2024.',
    'The crane driver, Ivo Brandt, stayed in his cab.',
    'On 2 October 2024 Piotr Lasko was on the scaffold tower, fixing the guttering, and Wes Harker was unloading blocks at the gate.',
    'I was in the site cabin checking delivery notes when I heard the tower go over.',
    'Mr. Harker, who ran over first, found Mr. Lasko lying on the gravel.',
    'I rang for an ambulance, and Mr. Harker, who knew first aid, put Mr. Lasko in the recovery position with his jacket under his head.',
    'That evening I gave the site keys to Mr. Harker, who locked the main gate and drove off in his own van.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(manager, question, { friendlyExaminer: false });

describe('saidOnlyOfAnother', () => {
  it.each([
    ['Wes Harker was on the scaffold tower', 'Piotr Lasko was on the scaffold tower, fixing the guttering, and Wes Harker was unloading blocks at the gate.'],
    ['You were up the ladder', 'Mr. Venn was up the ladder, and I was holding it at the bottom.'],
    // The one asked never named, and another named as the one who did it.
    ['Tess paid the fare', 'I gave the ticket to Owen, who paid the fare and kept his receipt.'],
  ])('finds "%s" said only of another', (premise, sentence) => {
    expect(saidOnlyOfAnother(premise, sentence)).toBe(true);
  });

  it.each([
    // The one asked is the one it is said of.
    ['Piotr Lasko was on the scaffold tower', 'Piotr Lasko was on the scaffold tower, fixing the guttering, and Wes Harker was unloading blocks at the gate.'],
    // Two people joined by "and" share it, whichever comes first.
    ['Tess was on the roof', 'Owen and Tess were on the roof.'],
    // One with the other in a phrase of the act: no clause of the asked one's own.
    ['Tess was on the roof', 'Owen was on the roof with Tess.'],
    // A pronoun may stand for the one asked.
    ['Tess was on the roof', 'Owen was on the roof and she was tired.'],
    // The one asked doing the act by a word that stands for it ("had it done").
    ['You have not had the boiler replaced', 'The engineer advised me to replace the boiler, and I have not had it done.'],
  ])('does not find "%s" said only of another', (premise, sentence) => {
    expect(saidOnlyOfAnother(premise, sentence)).toBe(false);
  });

  it('leaves a name the text around the sentence gives to the one who did it ("Owen" is Tess\'s husband)', () => {
    expect(saidOnlyOfAnother('Tess paid the fare', 'I gave the ticket to Owen, who paid the fare and kept his receipt.', new Set(['tess']))).toBe(false);
  });
});

describe('RulesWitness on what the affidavit says of another person in the same sentence', () => {
  it('does not confirm one worker where the sentence places another, and him elsewhere', () => {
    expect(ask('Wes Harker was up on the scaffold tower, wasn\'t he?').kind).not.toBe('confirm');
  });

  it('does not confirm an act of one never named in the sentence that another, named, did', () => {
    expect(ask('Ivo Brandt put Mr. Lasko in the recovery position, didn\'t he?').kind).not.toBe('confirm');
    expect(ask('Mr. Brandt locked the main gate that evening, didn\'t he?').kind).not.toBe('confirm');
  });

  it('still confirms the worker the sentence places there', () => {
    expect(ask('Mr. Lasko was on the scaffold tower, wasn\'t he?').kind).toBe('confirm');
  });

  it('still confirms what "who" says of the one named before it', () => {
    expect(ask('Mr. Harker ran over first, didn\'t he?').kind).toBe('confirm');
    expect(ask('Mr. Harker put Mr. Lasko in the recovery position, didn\'t he?').kind).toBe('confirm');
    expect(ask('Mr. Harker locked the main gate that evening, didn\'t he?').kind).toBe('confirm');
  });
});

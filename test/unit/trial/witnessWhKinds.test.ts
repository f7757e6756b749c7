import { describe, expect, it } from 'vitest';
import { askedReadings, withoutTheEventVerb } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A theft from a boatyard, written for these tests (no pack uses it). The kinds tested: a
// wh-question asked in words no statement uses (a light verb, a frame, a phrasal synonym, a
// superlative read as an adverb) still gets the sentence that answers it, and "where were you"
// gets the sentence that places the witness, not one that places somebody else on that day.
const harbourmaster: WitnessSpec = {
  id: 'ines-calder',
  name: 'Ines Calder',
  side: 'plaintiff',
  role: 'Harbourmaster, Westhaven Marina',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have been the harbourmaster at Westhaven Marina for nine years, and before that I worked on the ferries.',
    'The marina has four pontoons and about 140 berths, and most of the owners keep their boats there all year.',
    'On Saturday 8 March 2025 I arrived at the marina office at 6:50 in the morning, as I do every weekend.',
    'At about 7:15 I saw a woman walk along pontoon C towards the berth of the yacht Marigold.',
    'She was wearing a long red coat and white trainers.',
    'She was carrying a blue holdall over her shoulder.',
    'She stepped aboard Marigold and came back off it about five minutes later.',
    'The next week the police showed me a set of ten photographs of women.',
    'I picked number 7, but I said I could not be certain.',
    'Two of the outboard engines on pontoon C had been cut from their brackets.',
    'The worst of the damage was to the teak rail on the yacht Solent Star.',
    'The night the storm flooded the car park, the owner of Marigold, Mr. Rowe, was on his boat with two friends until late.',
    'That night I was at home in Brayford with my daughter.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(harbourmaster, question, { examination: 'direct', friendlyExaminer: true }).text;

describe('a wh-question asked in other words gets the sentence that answers it', () => {
  it.each([
    // What someone had with them, or in their hands, is what they carried or held.
    ['What did she have with her?', 'carrying a blue holdall'],
    // What was on a part of the body is what was worn.
    ['What was on her feet?', 'white trainers'],
    // To choose is to pick out: the account says "picked".
    ['Which photograph did you choose?', 'I picked number 7'],
    // To get to a place is to arrive at it.
    ['What time did you get to the marina that Saturday?', 'arrived at the marina office at 6:50'],
    // A superlative the tagger reads as an adverb ("worst affected") is the adjective of "the worst of".
    ['Which boat was worst damaged?', 'teak rail on the yacht Solent Star'],
  ])('%s', (question, expected) => {
    expect(ask(question)).toContain(expected);
  });
});

describe('"what happened…" is answered by the event, which the account tells without "happened"', () => {
  const boatman: WitnessSpec = {
    ...harbourmaster,
    affidavit: 'I have run the boat hire at Westhaven for six years. On the slipway a trailer ran back into the water and sank. I have worked on the ferries.',
  };
  it.each([['What happened at the slipway that day?'], ['What happened on the slipway during the launch?']])('%s', (question) => {
    expect(askRulesWitness(boatman, question, { examination: 'direct', friendlyExaminer: true }).text).toContain('a trailer ran back into the water');
  });
});

describe('"where were you" is answered by the sentence that places the one asked', () => {
  it('places the witness, not the owner who shares more of the words', () => {
    const answer = ask('Where were you on the night the storm flooded the car park?');
    expect(answer).toContain('I was at home in Brayford');
    expect(answer).not.toContain('Mr. Rowe');
  });

  it('asks where someone went, not where they were, when the verb is their own', () => {
    // "Where was she walking?" asks a way: no sentence need place her with "was at".
    expect(ask('Where was she walking?')).toContain('along pontoon C');
  });
});

describe('askedReadings', () => {
  it('reads a light verb or a frame as the act an account tells', () => {
    expect(askedReadings('did he have with him')).toEqual(expect.arrayContaining(['did he carry', 'did he hold']));
    expect(askedReadings("was on the driver's head")).toContain('the driver wear');
    expect(askedReadings('did you get to the depot')).toContain('did you arrive at the depot');
    expect(askedReadings('did you select')).toContain('did you pick');
  });

  it('reads "what happened…" without its verb as what the account tells of the rest', () => {
    expect(withoutTheEventVerb('happened on the night bus')).toBe('on the night bus');
    expect(withoutTheEventVerb('happened')).toBeNull();
    expect(withoutTheEventVerb('did you see on the night bus')).toBeNull();
  });

  it('leaves alone a "have with" that is no holding, and a question with no such frame', () => {
    expect(askedReadings('the call you had with Mr. Okoro')).toEqual([]);
    expect(askedReadings('did you see at the depot')).toEqual([]);
  });
});

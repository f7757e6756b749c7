import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A slip on a wet poolside, claimed against a leisure centre, written for these tests: tag
// questions put with "no one" and a vague number of things.
const duty: WitnessSpec = {
  id: 'owen-castell',
  name: 'Owen Castell',
  side: 'defense',
  role: 'Duty manager',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the duty manager at the Riverside leisure centre in Wexham for six years.',
    'On the morning of 4 June 2025 I tested the pool water myself at 6:30 a.m.',
    'Nobody else on the staff checked the chlorine level that morning.',
    'Many swimmers forget their goggles.',
    'The cleaner mopped the changing-room corridor at about 9:40 a.m.',
    'Mrs. Bryn, the head of aquatics, drew up the lifeguard rota.',
    'Her rota puts two lifeguards on the deep end.',
    'That evening I was taken by ambulance to the fracture clinic at Corley Royal Infirmary.',
    'No one at Wexham General answered the phone when I rang.',
    'The paramedic recorded my blood pressure as 150/95.',
    'About a third of our members are over sixty.',
    'From the office window I could see the shallow end and the slide, but not the steps into the pool.',
    'I cannot say how long the water had been there, because no one on duty saw it spill.',
    'I did not ring the claimant afterwards, but my deputy rang her the next day.',
    'My deputy rang the claimant\'s husband twice that afternoon.',
    'I was the only lifeguard on the poolside at the time.',
    'The claimant came in with her sister.',
    'Her husband drove her to the walk-in centre on Mill Lane, and they got there at about 4:10 p.m.',
    'The walk-in centre is about 600 metres from the leisure centre.',
    'I was with Mr. Pryor on the evening of 4 June 2025, before he was cautioned.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(duty, question, { friendlyExaminer: false });

describe('RulesWitness on "no one" and on a vague number of things', () => {
  it.each([
    ['No one else on your staff checked the chlorine that morning, did they?'],
    ['No-one else on the staff checked the chlorine level that morning, did they?'],
    ['Plenty of swimmers forget their goggles, don\'t they?'],
    ['Lots of swimmers forget goggles, don\'t they?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on a thing put as the witness\'s that the affidavit gives to another', () => {
  it('does not confirm "your rota" from her rota', () => {
    expect(ask('Your rota puts two lifeguards on the deep end, doesn\'t it?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a place named where an act went', () => {
  it('corrects another named place with the one the affidavit names', () => {
    const answer = ask('An ambulance took you to Wexham General, didn\'t it?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('Corley Royal Infirmary');
  });

  it('confirms the place the affidavit names', () => {
    expect(ask('An ambulance took you to Corley Royal Infirmary, didn\'t it?').kind).toBe('confirm');
  });
});

describe('RulesWitness on readings written as one and shares of a whole', () => {
  it.each([
    ['My blood pressure was 150 over 95, wasn\'t it?'],
    ['About 33 per cent of your members are over sixty, aren\'t they?'],
    ['A third of your members are over sixty, aren\'t they?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ['My blood pressure was 120 over 70, wasn\'t it?', /150\/95/],
    ['Half of your members are over sixty, aren\'t they?', /a third/],
    ['About 60% of your members are over sixty, aren\'t they?', /a third/],
  ])('corrects another reading or share: %s', (question, said) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(said);
  });
});

describe('RulesWitness on an act denied of one thing, and a reason the witness asserts', () => {
  it.each([
    ['You couldn\'t see the steps into the pool from the office window, could you?'],
    ['You could see the slide from the office window, couldn\'t you?'],
    ['No one on duty saw the water spill, did they?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('denies the act of the thing the "not" names', () => {
    const answer = ask('You could see the steps into the pool from the office window, couldn\'t you?');
    expect(['deny', 'correct']).toContain(answer.kind);
    expect(answer.text).toMatch(/^No\./);
  });

  it('does not deny an act the premise denies of the witness because another did it', () => {
    const answer = ask('You didn\'t ring the claimant yourself afterwards, did you?');
    expect(answer.kind).toBe('confirm');
  });
});

describe('RulesWitness on counts said as "once", "twice" and "the only", on kin, and on a time said "there"', () => {
  it.each([
    ['Your deputy rang the claimant\'s husband only once that afternoon, didn\'t she?', /twice/],
    ['Your deputy rang the claimant\'s husband three times that afternoon, didn\'t she?', /twice/],
    ['There were two lifeguards on the poolside at the time, weren\'t there?', /only lifeguard/],
    ['The claimant came in with her daughter, didn\'t she?', /her sister/],
    ['They got to the walk-in centre at about six o\'clock, didn\'t they?', /4:10/],
    ['The walk-in centre is a couple of miles from the leisure centre, isn\'t it?', /600 metres/],
  ])('corrects: %s', (question, said) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(said);
  });

  it.each([
    ['Your deputy rang the claimant\'s husband twice that afternoon, didn\'t she?'],
    ['You were the only lifeguard on the poolside at the time, weren\'t you?'],
    ['The claimant came in with her sister, didn\'t she?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on an act the affidavit tells only as the time of another', () => {
  it('does not answer whether it ever happened with the sentence it dates', () => {
    expect(ask('Has Mr. Pryor ever been cautioned for trespass before?').kind).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A lorry fire, claimed on a haulier's insurance, written for these tests: premises about "anyone"
// or "anything" that the affidavit answers with "nobody" or "nothing", beside sentences that tell
// the witness's own act in the same place.
const adjuster: WitnessSpec = {
  id: 'rhian-pugh',
  name: 'Rhian Pugh',
  side: 'defense',
  role: 'Loss adjuster',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a loss adjuster with Marsh Mutual.',
    'On 2 May I inspected the burnt-out lorry at the Penrose yard.',
    'I climbed into the cab of the lorry at noon.',
    'Nobody was in the cab.',
    'Nothing was left in the glovebox.',
    'I opened the glovebox with a screwdriver.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(adjuster, question, { friendlyExaminer: false });

describe('RulesWitness on "anyone" or "anything" where the affidavit says "nobody" or "nothing"', () => {
  it.each([
    ['Was anyone in the cab?'],
    ['Was anybody in the cab when you climbed into it?'],
    ['Was anything in the glovebox when you opened it?'],
    ["There was something in the glovebox, wasn't there?"],
  ])('denies: %s', (question) => {
    expect(ask(question).kind).toBe('deny');
  });

  it.each([
    ['Nobody was in the cab, was there?'],
    ["You climbed into the cab at midday, didn't you?"],
    ["You got the glovebox open with a screwdriver, didn't you?"],
  ])('still confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

// A night at a freight depot, written for these tests: a third person placed at the witness's own
// act, which is all the affidavit tells of that moment.
const guard: WitnessSpec = {
  id: 'neil-garvey',
  name: 'Neil Garvey',
  side: 'plaintiff',
  role: 'Security officer',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a night security officer at the Calder Street depot of Hollins Freight.',
    'On the night of 14 October I began my round at 11 p.m.',
    'I unlocked the parts store at 11:20 p.m.',
    'The supervisor, Mr. Okafor, came in at about midnight.',
    'I was driven home by my sister at 7 a.m.',
  ].join(' '),
};

const askGuard = (question: string) => askRulesWitness(guard, question, { friendlyExaminer: false });

describe('RulesWitness on a third person placed at what only the witness is told doing', () => {
  it.each([
    ["The supervisor was in the store when you unlocked it, wasn't he?"],
    ['Was the supervisor in the parts store when you unlocked it?'],
  ])('does not confirm: %s', (question) => {
    expect(askGuard(question).kind).not.toBe('confirm');
  });

  it.each([
    ["Mr. Okafor came in around midnight, didn't he?"],
    ["Your sister drove you home, didn't she?"],
    ["You unlocked the parts store at 11:20, didn't you?"],
  ])('still confirms: %s', (question) => {
    expect(askGuard(question).kind).toBe('confirm');
  });
});

// A break-in at a veterinary clinic, written for these tests: a state put at the witness's act
// that the affidavit tells coming about later by the clock.
const nurse: WitnessSpec = {
  id: 'ines-carvalho',
  name: 'Ines Carvalho',
  side: 'plaintiff',
  role: 'Veterinary nurse',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a veterinary nurse at the Brookfield Animal Clinic.',
    'On the morning of 6 January I unlocked the dispensary at 6:45 a.m.',
    'The controlled drugs cabinet was standing open.',
    'The practice manager, Mrs. Achebe, came in at about 8 a.m.',
    'I rang the police from the front desk.',
  ].join(' '),
};

const askNurse = (question: string) => askRulesWitness(nurse, question, { friendlyExaminer: false });

describe('RulesWitness on a state put at a scene that the affidavit tells beginning later by the clock', () => {
  it('corrects it with the later telling', () => {
    const answer = askNurse("The practice manager was in the dispensary when you unlocked it, wasn't she?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('8 a.m.');
  });

  it.each([["The practice manager came in at about eight, didn't she?"], ["You unlocked the dispensary before seven, didn't you?"]])('still confirms: %s', (question) => {
    expect(askNurse(question).kind).toBe('confirm');
  });
});

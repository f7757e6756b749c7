import { describe, expect, it } from 'vitest';
import { givesUpTheAct, rivalCompany, statesWhollyWhatWasPartly } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A night out that ended in a fall, written for these tests: an act done alone or with someone,
// a state that held only in part, an act given up, and a "nothing" narrowed to one person.
const guest: WitnessSpec = {
  id: 'tomas-reilly',
  name: 'Tomas Reilly',
  side: 'plaintiff',
  role: 'Guest',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'At about midnight I left the party with Dana to find a cab.',
    'I walked home by myself after the meeting.',
    'I moved into the flat with my late sister, and I have lived there alone since she died in 2015.',
    'I was carrying a glass jug of milk, about half full.',
    'Because of the fall I have stopped walking my dog in the park.',
    'On frosty mornings ice forms on the benches and on the paths by the pond.',
    'I have received nothing from the caretaker except a printed notice.',
    'I emailed the council on 2 May, and I have never received a reply to that email.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(guest, question, { friendlyExaminer: false });

describe('RulesWitness on an act done alone or with someone', () => {
  it.each([["You left the party on your own, didn't you?"], ["You walked home with a friend after the meeting, didn't you?"], ["Your sister still lives at the flat with you, doesn't she?"]])(
    'does not confirm: %s',
    (question) => {
      expect(ask(question).kind).not.toBe('confirm');
    },
  );

  it.each([["You left the party with Dana, didn't you?"], ["You walked home alone after the meeting, didn't you?"]])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on a state that held in part, and an act given up', () => {
  it('does not confirm a state said outright', () => {
    expect(ask("That jug was full, wasn't it?").kind).not.toBe('confirm');
    expect(ask("The jug was about half full, wasn't it?").kind).toBe('confirm');
  });

  it('does not confirm an act it has stopped as still done', () => {
    expect(ask('You still walk your dog in the park.').kind).not.toBe('confirm');
    // Most of the premise's words are in another sentence: the act given up still answers it.
    expect(ask('You still walk your dog on frosty mornings.').kind).not.toBe('confirm');
  });
});

describe('The language layer on company, part states and acts given up', () => {
  it('reads the company in the act\'s own clause', () => {
    expect(rivalCompany('She bought the car on her own', 'She bought the car with her brother, and she has driven it alone since.')).toBe(true);
    expect(rivalCompany('She drove the car with her brother', 'She bought the car with her brother, and she has driven it alone since.')).toBe(true);
    expect(rivalCompany('She bought the car with her brother', 'She bought the car with her brother, and she has driven it alone since.')).toBe(false);
  });

  it('tells "half full" and "nearly empty" from the state itself', () => {
    expect(statesWhollyWhatWasPartly('The tank was empty', 'The tank was nearly empty.')).toBe(true);
    expect(statesWhollyWhatWasPartly('The tank was nearly empty', 'The tank was nearly empty.')).toBe(false);
    expect(statesWhollyWhatWasPartly('The tank was empty', 'The tank was empty.')).toBe(false);
  });

  it('reads a gerund after a verb of stopping as an act given up', () => {
    expect(givesUpTheAct('She still smokes cigars', 'She quit smoking cigars in 2019.')).toBe(true);
    expect(givesUpTheAct('She smoked cigars', 'She quit smoking cigars in 2019.')).toBe(false);
  });
});

describe('RulesWitness on "nothing" narrowed to one person', () => {
  it('bears out a denial about that person, and no other', () => {
    expect(ask("You've received nothing from the caretaker except a notice, have you?").kind).toBe('confirm');
    expect(ask("You never received the invoice, did you?").kind).not.toBe('confirm');
  });
});

describe('RulesWitness on an act named as a thing and denied', () => {
  it('does not confirm the act from the sentence that denies it', () => {
    expect(ask("The council replied to your email, didn't it?").kind).not.toBe('confirm');
    expect(ask("You emailed the council in May, didn't you?").kind).toBe('confirm');
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A spaniel that died after surgery, claimed against a veterinary practice, written for these
// tests: false premises the affidavit answers in a sentence that names the premise's own words
// but binds them otherwise ("no" inside a phrase, a figure of another group, a clause that undoes the act).
const vet: WitnessSpec = {
  id: 'hana-seddon',
  name: 'Hana Seddon',
  side: 'plaintiff',
  role: 'Dog owner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I took my spaniel, Biscuit, to the Fernhill practice on 3 June 2025 with a limp.',
    "An ultrasound scan found no tumour in Biscuit's liver, but it showed a torn ligament.",
    'The blood panel showed no change in their enzyme levels.',
    'At the desk the nurse offered me two leashes, and I liked the red one, but I did not take one home.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(vet, question, { friendlyExaminer: false });

describe('RulesWitness on a premise that joins on a second act the affidavit denies', () => {
  it('does not confirm the second act', () => {
    expect(ask("The nurse offered you two leashes and you took the red one home, didn't you?").kind).not.toBe('confirm');
  });

  it('still confirms the first act alone', () => {
    expect(ask("The nurse offered you two leashes, didn't she?").kind).toBe('confirm');
  });
});

describe('RulesWitness on a "no" inside a phrase whose place is owned', () => {
  it.each([["The scan found a tumour in the dog's liver, didn't it?"], ['Did the scan find any tumour in his liver?'], ['The blood panel showed a change in the enzyme levels, right?']])(
    'does not confirm: %s',
    (question) => {
      expect(ask(question).kind).not.toBe('confirm');
    },
  );

  it('confirms the same "no" put by the premise', () => {
    expect(ask("The scan found no tumour in his liver, didn't it?").kind).toBe('confirm');
  });
});

// The same claim's kennel expert: counts of parts of a whole, each bound to what its part did.
const kennel: WitnessSpec = {
  id: 'rufus-adeyemi',
  name: 'Rufus Adeyemi',
  side: 'defense',
  role: 'Veterinary epidemiologist',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have advised in 40 surgical cases, 32 for owners and eight for practices.',
    'Of the 30 dogs in the kennel, 26 were vaccinated, while only 4 had kennel cough.',
    'According to the log, 18 of the 20 sick dogs drank from the trough, while only 5 of them ate the biscuits.',
  ].join(' '),
};

const askKennel = (question: string) => askRulesWitness(kennel, question, { friendlyExaminer: false });

describe('RulesWitness on a count bound to another part of the whole', () => {
  it.each([
    ['Only 4 of the 30 dogs were vaccinated, right?'],
    ["Four of the dogs were vaccinated, weren't they?"],
    ['Only 5 of the 20 sick dogs had drunk from the trough, isn\'t that so?'],
    ["Eight of your cases were for owners, weren't they?"],
  ])('corrects: %s', (question) => {
    expect(askKennel(question).kind).toBe('correct');
  });

  it.each([["Thirty-two of your cases were for owners, weren't they?"], ['Only four of the dogs had kennel cough, right?'], ["Five of the sick dogs ate the biscuits, didn't they?"]])('confirms: %s', (question) => {
    expect(askKennel(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on "most" of a thing whose parts the affidavit counts', () => {
  it('corrects "most" put on the lesser part', () => {
    expect(askKennel("Most of your surgical cases have been for practices, haven't they?").kind).toBe('correct');
  });

  it('does not correct "most" put on the greater part', () => {
    expect(askKennel("Most of your surgical cases have been for owners, haven't they?").kind).not.toBe('correct');
  });
});

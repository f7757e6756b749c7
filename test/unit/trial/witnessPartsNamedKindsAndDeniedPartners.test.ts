import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse inspector, written for these tests: a count of a part said where the premise puts
// the whole, a thing denied only of a kind narrowed by a name ("no Brixley cartons"), and an act
// the witness denies, told beside a sentence that shares the premise's other words.
const inspector: WitnessSpec = {
  id: 'orla-venning',
  name: 'Orla Venning',
  side: 'defense',
  role: 'Warehouse inspector',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have inspected stock at the Penlow depot since 2019.',
    'The printers arrived from Halden Supply in crates of six, with no Brixley cartons or warranty cards.',
    // A number word that opens a sentence, which the tagger reads as a name.
    'Seventeen of the 22 printers I tested showed the same fault code, E-204, which is a paper-feed fault.',
  ].join(' '),
};

const supervisor: WitnessSpec = {
  id: 'bram-oduya',
  name: 'Bram Oduya',
  side: 'defense',
  role: 'Deck supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have supervised the riggers on the Calder barge since 2020.',
    'I did not see the fall.',
    'I was in the office at 9:40 and got a call about Mr. Dorran at about 9:45.',
    'I did not check the west deck hatches on the morning of the 3rd before the riggers went up.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(inspector, question, { friendlyExaminer: false });
const askSupervisor = (question: string) => askRulesWitness(supervisor, question, { friendlyExaminer: false });

describe('RulesWitness on a whole put where the sentence counts a part', () => {
  it('corrects "every one of" the whole with the count of the part', () => {
    const answer = ask('Every one of the 22 showed the fault code E-204.');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/^No\. Seventeen of the 22/);
  });

  it('still confirms the part as the sentence counts it', () => {
    expect(ask('Seventeen of the 22 printers you tested showed the fault code E-204.').kind).toBe('confirm');
  });

  it('does not answer a whole the affidavit says nothing of', () => {
    expect(ask('Every one of the 22 had a cracked tray.').kind).toBe('unknown');
  });
});

describe('RulesWitness on a thing the sentence denies only of a named kind', () => {
  it('denies the named kind the sentence says there was none of', () => {
    const answer = ask('The printers arrived in Brixley cartons.');
    expect(answer.kind).not.toBe('confirm');
    expect(answer.text).toMatch(/^No\./);
  });

  it('still confirms the thing as the sentence says it, unnamed', () => {
    expect(ask('The printers arrived in crates of six.').kind).toBe('confirm');
  });

  it('does not answer a thing the sentence never names', () => {
    expect(ask('The printers arrived in plastic sleeves.').kind).toBe('unknown');
  });
});

describe('RulesWitness on an act the witness denies, beside a sentence that shares the rest', () => {
  it('does not confirm the act with the denial of it', () => {
    const answer = askSupervisor("You saw him go through the deck, didn't you?");
    expect(answer.kind).not.toBe('confirm');
    expect(answer.text).not.toMatch(/^Yes/);
  });

  it('still confirms the act denied when the premise denies it too', () => {
    expect(askSupervisor("You didn't see him go through the deck, did you?").kind).toBe('confirm');
  });

  it('does not answer an act of another the affidavit never tells', () => {
    expect(askSupervisor("You saw the crane driver leave the barge, didn't you?").kind).not.toBe('confirm');
  });
});

// A deckhand who did an act alongside another: a premise that gives the act to the other one and
// sets the witness aside ("…, not you").
const deckhand: WitnessSpec = {
  id: 'kemi-larue',
  name: 'Kemi Larue',
  side: 'plaintiff',
  role: 'Deckhand',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have worked on the Calder barge since 2021.',
    'At about 9:30 Tomas and I were hauling a cable across the deck, and I was holding the front end.',
  ].join(' '),
};

const askDeckhand = (question: string) => askRulesWitness(deckhand, question, { friendlyExaminer: false });

describe('RulesWitness on a premise that sets the witness aside as the doer', () => {
  it('corrects it with the sentence that tells the witness doing the act', () => {
    const answer = askDeckhand("Wasn't it Tomas who was holding the front end, not you?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/^No\..*I was holding the front end/);
  });

  it('still confirms the act told of the witness', () => {
    expect(askDeckhand("You were holding the front end, weren't you?").kind).toBe('confirm');
  });

  it('does not answer an act the affidavit never gives to either', () => {
    expect(['correct', 'deny', 'confirm']).not.toContain(askDeckhand("Wasn't it Tomas who was steering the barge, not you?").kind);
  });
});

// A caretaker who put right a date given in an earlier statement: a premise that names that
// statement and gives it the date that replaced its own.
const caretaker: WitnessSpec = {
  id: 'ines-malloy',
  name: 'Ines Malloy',
  side: 'defense',
  role: 'Caretaker',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the caretaker at Ashby Court since 2018.',
    'In my statement to the council I said I locked the boiler room on the 5th, but I looked at my diary later and it was the 6th.',
  ].join(' '),
};

const askCaretaker = (question: string) => askRulesWitness(caretaker, question, { friendlyExaminer: false });

describe('RulesWitness on a premise that puts the revised figure in the earlier telling it names', () => {
  it('corrects the statement given the date that replaced its own', () => {
    const answer = askCaretaker("In your statement to the council you said you locked the boiler room on the 6th, didn't you?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/^No\./);
  });

  it('still confirms the statement with its own date', () => {
    expect(askCaretaker("In your statement to the council you said you locked the boiler room on the 5th, didn't you?").kind).toBe('confirm');
  });

  it('does not answer a statement of a thing the affidavit never tells', () => {
    expect(['correct', 'deny', 'confirm']).not.toContain(askCaretaker("In your statement to the council you said you painted the stairwell on the 6th, didn't you?").kind);
  });
});

import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A food-poisoning claim against a restaurant, written for these tests: premises put with a
// linking verb ("came back", "was kept", "stayed") against an affidavit that says the state
// with "was"; what someone wore said with "in" on one side and "wearing" on the other; and an
// act the affidavit denies, put as a narrower act ("mention" for "tell"); and a question about
// one person that only a sentence about another shares words with.
const inspector: WitnessSpec = {
  id: 'ruth-adeyemi',
  name: 'Ruth Adeyemi',
  side: 'plaintiff',
  role: 'Environmental health officer',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I inspected the kitchen of the Blue Heron restaurant on 9 August 2025 at about 11 a.m.',
    'The chef, a tall man in a white apron, showed me round.',
    'The walk-in fridge was at 9 degrees, above the legal limit of 8.',
    'The back door to the yard is usually locked during service.',
    'The first swab from the chopping board was positive for salmonella.',
    'The second swab, from the fridge handle, was negative.',
    'The extractor fan remained switched off for the whole of my visit.',
    'A porter in yellow wellington boots was washing the bins in the yard.',
    'I did not tell the owner about the swab results that day, because the laboratory had not confirmed them.',
    'Her daughter Mia went out to the bank at noon with the cash box.',
    'The owner, Mr. Farrow, met me at the door.',
    'He did not offer me the cleaning records.',
    "I did not sign the visitors' book.",
    'The restaurant was fined £12,500 in 2023.',
    'I wrote up my notes in the car and got home at about 7:30.',
    "Mr. Farrow's manager, Ms. Kaur, signed the inspection form.",
    'The fine was paid by cheque, not cash.',
    'The decision to close the kitchen that afternoon was mine.',
    'I did not see who locked the cellar.',
    'My report does not name the chef, and I accept that it should have.',
    'The visit lasted about forty minutes.',
    'The swabs are kept for 14 days.',
    'On 2 September 2025 a delivery van blocked the yard gate for an hour.',
    'On 3 May I fell off the stepladder in the stockroom.',
    'I am 52 and live in Harwick.',
    'I did not know about the earlier complaint until the council wrote to me.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(inspector, question, { friendlyExaminer: false });

describe('RulesWitness on a state put with a linking verb', () => {
  it.each([
    ['The second swab came back negative, didn\'t it?'],
    ['The back door is normally kept locked during service, isn\'t it?'],
    ['The extractor fan stayed switched off the whole time you were there, didn\'t it?'],
    ['The first swab turned out positive for salmonella, didn\'t it?'],
  ])('confirms a state the affidavit says with "was": %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([['The second swab came back positive, didn\'t it?'], ['The first swab came back negative, didn\'t it?']])('corrects the opposite state: %s', (question) => {
    const answer = ask(question);
    expect(['correct', 'deny']).toContain(answer.kind);
    expect(answer.text).toMatch(/^No\./);
  });
});

describe('RulesWitness on what someone wore', () => {
  it.each([['The chef was wearing a white apron, wasn\'t he?'], ['The porter had on yellow wellington boots, didn\'t he?']])('confirms clothing the affidavit puts with "in": %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ['The chef was wearing a blue apron, wasn\'t he?', /white apron/],
    ['The porter was wearing black boots, wasn\'t he?', /yellow wellington boots/],
  ])('corrects another colour with what was worn: %s', (question, said) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(said);
  });

  it('does not read "in" a place as wearing it', () => {
    expect(ask('The chef was wearing a hat, wasn\'t he?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on an act the affidavit denies, put in narrower words', () => {
  it('confirms a denied narrower act: not telling is not mentioning', () => {
    const answer = ask('You didn\'t mention the swab results to the owner that day, did you?');
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toMatch(/did not tell the owner/);
  });

  it('denies the narrower act put as done', () => {
    expect(ask('You mentioned the swab results to the owner, didn\'t you?').kind).toBe('deny');
  });
});

describe('RulesWitness on a question about one person and a sentence about another', () => {
  it('does not answer about "the porter" from a sentence about the owner\'s daughter', () => {
    const answer = ask('Did the porter have the cash box with him?');
    expect(answer.kind).toBe('unknown');
  });

  it('still confirms it of the person the sentence is about', () => {
    expect(ask('Did her daughter have the cash box with her?').kind).toBe('confirm');
    expect(ask('Did Mia go out to the bank at noon?').kind).toBe('confirm');
  });
});

describe('RulesWitness on an act denied of someone the sentence calls "he"', () => {
  it('denies it of the person the pronoun stands for, on the same thing', () => {
    const answer = ask('Mr. Farrow offered you the cleaning records during the visit, didn\'t he?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/did not offer me the cleaning records/);
  });

  it('does not deny the act on another thing', () => {
    expect(['deny', 'correct', 'confirm']).not.toContain(ask('Mr. Farrow offered you a coffee, didn\'t he?').kind);
  });

  it('reads what the witness did not do as nothing of what another did', () => {
    const other = ask('Did Mr. Farrow sign the visitors\' book?');
    expect(['unknown', 'narrative']).toContain(other.kind);
    expect(other.text).not.toMatch(/I did not sign/);
    expect(ask('You signed the visitors\' book, didn\'t you?').kind).toBe('deny');
  });
});

describe('RulesWitness on a clause put for the witness to concede', () => {
  it('confirms or corrects the clause, not the conceding', () => {
    expect(ask('You agree the walk-in fridge was above the legal limit?').kind).toBe('confirm');
    expect(ask('You\'d accept the walk-in fridge was at 7 degrees?').kind).toBe('correct');
  });
});

describe('RulesWitness on amounts and arrivals in other words', () => {
  it('reads an amount in words as the same amount written with a currency sign', () => {
    expect(ask('The restaurant was fined twelve thousand five hundred pounds in 2023?').kind).toBe('confirm');
    expect(ask('The restaurant was fined twenty thousand pounds in 2023?').kind).toBe('correct');
  });

  it('reads "got home" as where the witness got, at the time said in words', () => {
    expect(ask('You got home at around half past seven?').kind).toBe('confirm');
  });
});

describe('RulesWitness on statements put without a question mark, and what they are about', () => {
  it('judges a statement ending in a full stop as a question put', () => {
    expect(ask('The walk-in fridge was at 7 degrees.').kind).toBe('correct');
    expect(ask('The second swab was negative.').kind).toBe('confirm');
  });

  it('corrects one named person for another doing the act', () => {
    const answer = ask('Mr. Farrow signed the inspection form, didn\'t he?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/Ms\. Kaur/);
  });

  it('denies a thing the affidavit puts aside with "not"', () => {
    expect(['deny', 'correct']).toContain(ask('The fine was paid in cash, wasn\'t it?').kind);
  });

  it('tells one owner from another', () => {
    expect(ask('So the decision to close the kitchen was yours.').kind).toBe('confirm');
    expect(ask('The decision to close the kitchen was his, wasn\'t it?').kind).toBe('correct');
  });

  it('does not confirm an act the affidavit only asks about', () => {
    expect(ask('Did you lock the cellar yourself?').kind).not.toBe('confirm');
  });

  it('does not deny what ought to have been with what was', () => {
    expect(ask('Your report should have named the chef.').kind).not.toBe('deny');
  });

  it('corrects a length of time only with one said of the same thing', () => {
    const answer = ask('The visit went on for about two hours.');
    expect(answer.text).not.toMatch(/14 days/);
  });
});

describe('RulesWitness on a question that shares only its time with a sentence', () => {
  it('does not answer "before September 2025" with what happened in September 2025', () => {
    expect(ask('Had you complained about the drains before September 2025?').kind).toBe('unknown');
  });
});

describe('RulesWitness on an act said with a light verb and its particle', () => {
  it('reads "get back on" as the act, not the thing it is done to', () => {
    expect(ask('Didn\'t you get back on the stepladder that summer?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on its age said with more after it', () => {
  it('answers "How old are you?" from "I am 52 and live in Harwick."', () => {
    expect(ask('How old are you, Ms. Adeyemi?').text).toMatch(/I am 52/);
  });
});

describe('RulesWitness on what another person knew', () => {
  it('reads the witness\'s own not knowing as nothing of what Mr. Farrow knew', () => {
    const answer = ask('Did Mr. Farrow know about the earlier complaint?');
    expect(['confirm', 'deny', 'correct']).not.toContain(answer.kind);
    expect(ask('You knew about the earlier complaint, didn\'t you?').kind).toBe('deny');
  });
});

// The same inspector, with sentences in which a thing or a person the questions name is the doer
// of an act of its own, or an owner.
const inspectorOnTheYard: WitnessSpec = {
  ...inspector,
  affidavit: [
    'He did not offer me the cleaning records.',
    "I copied Mr. Farrow's temperature log before I left.",
    "Mr. Farrow's manager, Ms. Kaur, signed the inspection form.",
    'When I reached the yard, I saw that a white delivery van had blocked the yard gate.',
    'With hindsight, I accept that an officer other than Ms. Kaur should have witnessed the swabbing.',
  ].join(' '),
};
const askOnTheYard = (question: string) => askRulesWitness(inspectorOnTheYard, question, { friendlyExaminer: false });

describe('RulesWitness on its own act, against a sentence that shares only what the act is done to', () => {
  it.each([
    // The van is the doer of its own act there.
    ['Did you ever drive the delivery van?'],
    // Ms. Kaur is the doer there ("should have witnessed"); the swabbing is only what it was about.
    ['Did you ever email Ms. Kaur about the swabbing?'],
    // Mr. Farrow only owns the log.
    ['Did you speak to Mr. Farrow before you copied the log?'],
  ])('says "I don\'t know": %s', (question) => {
    expect(askOnTheYard(question).kind).toBe('unknown');
  });

  // Put as a statement, the act is asserted, and what the affidavit says of the thing answers it;
  // asked plainly ("Did you open the yard gate?"), the sentence says nothing of whether it was done.
  it.each([
    ["You went through the cleaning records, didn't you?", 'cleaning records'],
    ["You opened the yard gate, didn't you?", 'yard gate'],
  ])('still tells a sentence in which the thing is what an act is done to: %s', (question, words) => {
    const answer = askOnTheYard(question);
    expect(answer.kind).toBe('narrative');
    expect(answer.text).toContain(words);
  });
});

// A tenant's disrepair claim, written for these tests: a state put in a main clause with a clause
// that only says when, and a witness who does not know what it did not see.
const tenant: WitnessSpec = {
  ...inspector,
  id: 'joy-mensah',
  name: 'Joy Mensah',
  role: 'Tenant of 4 Alder Court',
  affidavit: [
    'I was at the dentist when the new boiler was fitted, so I did not see the fitter test it.',
    'I did not see who turned the water off.',
    'I got home after the landlord had locked the cupboard.',
  ].join(' '),
};
const askTenant = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a state whose clause of time is only when', () => {
  it('confirms the state the affidavit says, and denies it negated', () => {
    expect(askTenant("You were at the dentist when the new boiler was fitted, weren't you?").kind).toBe('confirm');
    expect(askTenant("You weren't at the dentist when the new boiler was fitted, were you?").kind).toBe('deny');
  });

  it.each([["You were there when the new boiler was fitted, weren't you?"], ["You weren't there when the new boiler was fitted, were you?"], ['You got there while the fitter was testing the boiler.']])(
    'neither confirms nor denies being "there" from a sentence that never says it: %s',
    (question) => {
      expect(['confirm', 'deny', 'correct']).not.toContain(askTenant(question).kind);
    },
  );

  it('confirms not knowing what was asked with the same not knowing', () => {
    expect(askTenant("You didn't see who turned the water off, did you?").kind).toBe('confirm');
  });
});

// A pronoun two sentences from the name it stands for.
const tenantOnTheSurvey: WitnessSpec = {
  ...tenant,
  affidavit: [
    'Mr. Osei, the surveyor, inspected the flat on 3 May.',
    'He took photographs of the damp in the bedroom and the kitchen, and measured the mould on the bathroom ceiling.',
    'I left the room while the readings were taken.',
    'He did not tell me to open the windows.',
  ].join(' '),
};
const askOnTheSurvey = (question: string) => askRulesWitness(tenantOnTheSurvey, question, { friendlyExaminer: false });

describe('RulesWitness on whom a pronoun stands for', () => {
  it('reads "He" as the person named last, a sentence back, and denies his act with it', () => {
    expect(askOnTheSurvey("Didn't Mr. Osei tell you to open the windows every morning if the mould came back?").kind).toBe('deny');
  });
});

// What was not there, said with "no" before a participle, and a premise that echoes whose
// prediction it was.
const tenantOnTheDamp: WitnessSpec = {
  ...tenant,
  affidavit: [
    'The plumber found no leaking pipe under the sink.',
    'Mr. Grant, the landlord, came once and said the patch was condensation that would close up by the spring.',
    'It did not close up.',
  ].join(' '),
};
const askOnTheDamp = (question: string) => askRulesWitness(tenantOnTheDamp, question, { friendlyExaminer: false });

describe('RulesWitness on absence and on a premise that echoes a prediction', () => {
  it('denies a thing the affidavit says was not there, whatever modifies it', () => {
    expect(askOnTheDamp("Didn't the plumber find a leaking pipe under the sink?").kind).toBe('deny');
  });

  it('judges what the premise asserts, not whose prediction it echoes, nor the prediction as a fact', () => {
    const answer = askOnTheDamp("Didn't the patch close up by the spring, as Mr. Grant said it would?");
    expect(answer.kind).toBe('deny');
    expect(answer.text).toContain('It did not close up.');
  });
});

// A surveyor's evidence, written for these tests: one act told twice in a sentence, each way
// round; a concession whose clause is denied elsewhere in the sentence; and "only" against two.
const surveyor: WitnessSpec = {
  ...inspector,
  id: 'alan-birch',
  name: 'Alan Birch',
  role: 'Building surveyor',
  isExpert: true,
  affidavit: [
    'I use a ladder for the loft but not for the gutters, and I did not use one at the front of the house.',
    'Nobody asked me to, and I did not put my findings in writing that day; I accept I should have.',
    'Over twenty years I have acted for landlords and tenants alike.',
  ].join(' '),
};
const askSurveyor = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on one sentence that tells an act more than once, a concession, and "only"', () => {
  it('judges by the telling whose clause holds the premise', () => {
    expect(askSurveyor("You didn't use a ladder at the front of the house, did you?").kind).toBe('confirm');
    expect(askSurveyor("You used a ladder at the front of the house, didn't you?").kind).toBe('deny');
  });

  it('does not deny what ought to have been done with what was not done', () => {
    expect(['deny', 'correct']).not.toContain(askSurveyor("You accept you should have put your findings in writing that day, don't you?").kind);
  });

  it('corrects "only" one of two the affidavit names', () => {
    expect(askSurveyor("You've only ever acted for landlords, haven't you?").kind).toBe('correct');
    expect(askSurveyor("You have acted for landlords, haven't you?").kind).toBe('confirm');
  });
});

describe('RulesWitness on an act denied of every thing', () => {
  const tenantOnTheRent: WitnessSpec = {
    ...tenant,
    affidavit: ['Mr. Hollis, the landlord, phoned me about the rent in March.', 'He did not sign anything, and the rent stayed the same.'].join(' '),
  };
  const askOnTheRent = (question: string) => askRulesWitness(tenantOnTheRent, question, { friendlyExaminer: false });

  it('bears out a narrower denial of the same act', () => {
    expect(askOnTheRent('Mr. Hollis never signed anything agreeing to a lower rent, did he?').kind).toBe('confirm');
  });

  it('does not confirm that he signed a particular thing', () => {
    expect(askOnTheRent("Mr. Hollis signed a letter agreeing to a lower rent, didn't he?").kind).not.toBe('confirm');
  });
});

describe('RulesWitness on its own act done to a thing the affidavit never names with it', () => {
  const inspectorAtTheShop: WitnessSpec = {
    ...inspector,
    affidavit: ['I interviewed the staff of Farrow Catering at 4 Mill Street at noon.', 'I also had the cold store tested for listeria.'].join(' '),
  };
  const askAtTheShop = (question: string) => askRulesWitness(inspectorAtTheShop, question, { friendlyExaminer: false });

  it.each([['Did you have the drains tested?'], ['Did you interview Mr. Farrow?']])('says "I don\'t know": %s', (question) => {
    expect(askAtTheShop(question).kind).toBe('unknown');
  });

  it('still tells the sentence about the thing, when the act is put as a statement', () => {
    expect(askAtTheShop("You looked inside the cold store, didn't you?").text).toContain('cold store');
  });
});

describe('RulesWitness on what was said, said the other way round', () => {
  const tenantOnTheCall: WitnessSpec = {
    ...tenant,
    affidavit: ['When the agent rang on 2 May, I told him I was not sure the boiler had been fixed.'].join(' '),
  };
  const askOnTheCall = (question: string) => askRulesWitness(tenantOnTheCall, question, { friendlyExaminer: false });

  it('denies a telling whose words the affidavit gives the other way round', () => {
    expect(askOnTheCall("You told the agent you were certain the boiler had been fixed, didn't you?").kind).toBe('deny');
    expect(askOnTheCall("You told the agent you were not sure the boiler had been fixed, didn't you?").kind).toBe('confirm');
  });

  it('leaves alone a word that only describes a thing in what was said', () => {
    expect(askOnTheCall("Didn't you tell the agent that the new boiler was fixed?").kind).not.toBe('confirm');
  });
});

// A dog-bite claim against a boarding kennel, written for these tests: counts of none, times and
// counts said in words, a time told from another day, a view the witness refuses to grant, a
// statement opened by the frame of a view, and an act the witness's sentence tells of someone else.
const kennelOwner: WitnessSpec = {
  id: 'tess-arundel',
  name: 'Tess Arundel',
  side: 'defense',
  role: 'Kennel owner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have run the Hollybank boarding kennels outside Selby for nine years.',
    'Before the incident I had received two complaints about the dog, both from the same neighbour.',
    'Mr. Okoro collected his spaniel at about four fifteen on Saturday afternoon.',
    'I walked the spaniel about a dozen times that week.',
    'I reported the bite to the council the same day.',
    'Two of the bookings were made on a Sunday, when Ms. Pryce does not normally work, from a phone number I did not recognise.',
    'I did not accept that the gate latch was faulty; in my view the boy opened it himself.',
    'I keep the lead hooks by the front gate.',
    "I have never seen Mr. Okoro's booking forms.",
    'I live above the kennel office with my sister, Ruth.',
    'I also accept that a spaniel does not find its way into the feed store by itself.',
  ].join(' '),
};

describe('RulesWitness on counts, times and days said in words', () => {
  const askKennel = (question: string) => askRulesWitness(kennelOwner, question, { friendlyExaminer: false });

  it.each([
    ["You'd had no complaints about the dog before the incident, had you?", 'correct'],
    ["You had received complaints about the dog before the incident, hadn't you?", 'confirm'],
    ["Mr. Okoro collected the spaniel at a quarter past four, didn't he?", 'confirm'],
    ["Mr. Okoro collected the spaniel at about six, didn't he?", 'correct'],
    ['You walked the spaniel twelve or so times that week?', 'confirm'],
    ["You reported the bite the following week, didn't you?", 'correct'],
    // "Sundays" is every Sunday, no other day than "a Sunday".
    ["Isn't it right that Ms. Pryce doesn't normally work on Sundays?", 'narrative'],
  ])('%s → %s', (question, kind) => {
    expect(askKennel(question).kind).toBe(kind);
  });
});

describe('RulesWitness on a view refused or held, and on an act told of another', () => {
  const askKennel = (question: string) => askRulesWitness(kennelOwner, question, { friendlyExaminer: false });

  it('denies what it refuses to grant, however the question frames it', () => {
    expect(askKennel("Don't you accept that the gate latch was faulty?").kind).toBe('deny');
    expect(askKennel("The gate latch was faulty, wasn't it?").kind).toBe('deny');
  });

  it('confirms a view put as a statement that opens with its frame', () => {
    expect(askKennel('In your view the boy opened the gate himself.').kind).toBe('confirm');
  });

  it('does not confirm its own work with a sentence that tells of another person working', () => {
    expect(askKennel('Have you done any work on a Sunday?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a plain question about an act its affidavit never tells', () => {
  const askKennel = (question: string) => askRulesWitness(kennelOwner, question, { friendlyExaminer: false });

  it.each([['Did you weigh the spaniel?'], ['Have you ever used the front gate yourself?'], ['Did Ms. Pryce know that two bookings were made on a Sunday?']])(
    'does not offer a sentence that only names what it asks about: %s',
    (question) => {
      expect(askKennel(question).kind).toBe('unknown');
    },
  );

  it('still tells a sentence that says the act in other words of everything it is done to', () => {
    expect(askKennel("Have you ever looked at Mr. Okoro's booking forms?").text).toContain('never seen');
  });

  it('still tells what it says of a thing a statement is put about', () => {
    expect(askKennel('You used the front gate yourself, didn\'t you?').kind).toBe('narrative');
  });
});

describe('RulesWitness on who did an act with the witness', () => {
  it('answers with the sentence in which the witness does the act with them', () => {
    expect(askRulesWitness(kennelOwner, 'Who lives with you?', { friendlyExaminer: true }).text).toContain('Ruth');
  });
});

describe('RulesWitness on a premise whose only verb says nothing, against a sentence that frames its clause', () => {
  it('judges by the act in the framed clause, not by the verb that frames it', () => {
    expect(askRulesWitness(kennelOwner, "Isn't it right that a spaniel doesn't get into the feed store on its own?", { friendlyExaminer: false }).kind).toBe('confirm');
  });
});

describe('RulesWitness on a wh-question that points back to what it has just told', () => {
  const afterWalking = [{ question: 'How often did you walk the spaniel?', answer: 'I walked the spaniel about a dozen times that week.' }];
  const afterCollection = [{ question: 'Who collected the spaniel?', answer: 'Mr. Okoro collected his spaniel at about four fifteen on Saturday afternoon.' }];

  it('finds the asked slot in the sentence it said last', () => {
    expect(askRulesWitness(kennelOwner, 'What time was that?', { friendlyExaminer: true, ownRecord: afterCollection }).text).toContain('four fifteen');
  });

  it('does not take the time of another event told beside it', () => {
    expect(askRulesWitness(kennelOwner, 'What time was that?', { friendlyExaminer: true, ownRecord: afterWalking }).text).not.toContain('four fifteen');
  });
});

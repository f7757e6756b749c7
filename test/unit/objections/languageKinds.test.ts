import { describe, expect, it } from 'vitest';
import { questionWords } from '../../../main/language';
import type { ObjectionGround } from '../../../shared/domain';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// One kind of language at a time, in wordings of our own: how the question is put (an inversion
// after a fronted phrase, a statement cut off, the witness's answer said back), whose mind or
// truthfulness it asks about, and reported speech on cross. A real record has no case file.
const base = classificationContextOf(null);
const { analyse, confidence, rule } = objectionRig(base);
/** Counsel objects unprompted on the ground, and the judge sustains it. */
const drawsAndIsSustained = (question: string, ground: ObjectionGround) => {
  expect(confidence(question, ground)).toBeGreaterThanOrEqual(COUNSEL_BAR);
  expect(rule(question, ground).ruling).toBe('sustained');
};

describe('a yes/no question after a fronted phrase is not a statement put to the witness', () => {
  it.each([
    'During your years at the bakery did you ever work nights?',
    'In your capacity as treasurer did you keep the minutes?',
    'Apart from the invoices, has your company ever billed the council directly?',
    'Prior to that… did you speak to the foreman?',
  ])('%j draws no leading objection from counsel', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
  it.each(['During the storm, you stayed in the cellar?', 'In your capacity as treasurer you signed the cheque?', 'That is the clerk who served you?'])(
    '%j is still a statement put for a yes',
    (question) => {
      expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it('reads a statement cut off by an interruption as one put for a yes', () => {
    expect(confidence('You told the adjuster the van was already dented—', 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('Did the adjuster look at the—', 'leading')).toBeLessThan(COUNSEL_BAR);
  });
  it.each(['Did the landlord promise to repaint the stairwell—', 'Had you signed the lease and paid the deposit by then...', 'Did the surveyor warn you—'])(
    'reads a yes/no question broken off after what it puts as leading on direct: %j',
    (question) => {
      expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
      expect(rule(question, 'leading').ruling).toBe('sustained');
      expect(analyse(question, { examination: 'cross' }).findings.map((finding) => finding.ground)).not.toContain('leading');
    },
  );
  it.each(['Did you work at the depot during—', 'Do you remember where you parked that night?…', 'Did the tenant ever—'])('leaves a yes/no question broken off before it put anything: %j', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe("leading to restate or clarify the witness's own answer", () => {
  const recentAnswers = ['I saw him climb in through the kitchen window and then he opened the back door.'];
  it.each(['In other words, he got in through the kitchen window?', 'He climbed in through the kitchen window?', 'So he came in the window, you mean?'])(
    'is allowed: %j',
    (question) => {
      const analysis = analyse(question, { recentAnswers });
      expect(analysis.findings.map((finding) => finding.ground)).not.toContain('leading');
      expect(analysis.excused).toContainEqual({ ground: 'leading', reason: "Leading is allowed to restate or clarify the witness's own answer." });
      expect(rule(question, 'leading', { recentAnswers }).ruling).toBe('overruled');
    },
  );
  it.each(['He was carrying a crowbar when he climbed in, wasn\'t he?', 'In other words, the lodger had left the door unlocked?'])('is still leading when it adds what the witness did not say: %j', (question) => {
    expect(confidence(question, 'leading', { recentAnswers })).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('needs the answer: without it the statement is leading', () => {
    expect(confidence('He climbed in through the kitchen window?', 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('reads a short answer with the question it answers, unless the answer denied it', () => {
    const exchange = { recentQuestions: ['What time did you reach the depot?'], recentAnswers: ['Around six.'] };
    expect(rule('So you reached the depot at around six?', 'leading', exchange).ruling).toBe('overruled');
    const denied = { recentQuestions: ['Did you reach the depot at six?'], recentAnswers: ['No.'] };
    expect(rule('So you reached the depot at six?', 'leading', denied).ruling).toBe('sustained');
    // The question's words count only when nothing new is added: another subject is asked afresh.
    const agreed = { recentQuestions: ['Did the foreman ever show you how to drive the crane?'], recentAnswers: ['Yes.'] };
    expect(analyse('Did the foreman show you how to drive the forklift as well?', agreed).excused.map((entry) => entry.ground)).not.toContain('leading');
  });
  it("allows the examiner to recall the witness's testimony to it ('you told us…', 'you testified…')", () => {
    const exchange = { recentQuestions: ['Was the side door open?'], recentAnswers: ['No, it was bolted.'] };
    for (const question of ['You told us a moment ago the door was bolted?', 'You testified the door was bolted?']) {
      expect(rule(question, 'leading', exchange).ruling, question).toBe('overruled');
    }
    expect(rule('You told the landlord the door was bolted?', 'leading', exchange).ruling).toBe('sustained');
  });
});

describe('a yes/no question naming the act the witness is to tell of (leading, weakly)', () => {
  it.each(['Did the mechanic fit new brake pads to the trailer that week?', 'Had you lent the contractor your ladder before the storm?'])('%j: the judge sustains, counsel does not object unprompted', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThan(0);
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
    expect(rule(question, 'leading').ruling).toBe('sustained');
  });
  it.each(['Did you see the van?', 'Did you hear anything after midnight?', 'Did you notice the smell before you opened the door?'])('%j asks only what the witness perceived: overruled', (question) => {
    expect(rule(question, 'leading').ruling).toBe('overruled');
  });
});

describe('a yes/no question adding the next act to the witness\'s account ("also", "too", "as well") on direct', () => {
  it.each(['Did you also phone the insurer that evening?', 'Had the caretaker also bolted the fire door?', 'Did you sweep up the broken glass too?', 'Did your partner sign the tenancy as well?'])(
    '%j: the examiner names what it knows was done, so counsel objects and the judge sustains',
    (question) => {
      drawsAndIsSustained(question, 'leading');
      expect(analyse(question, { examination: 'cross' }).findings.map((finding) => finding.ground)).not.toContain('leading');
    },
  );
  it.each(['Did you also see anyone else?', 'Were you also at the depot?', 'Did you also speak to him?', 'Was the van going too fast?', 'Did you sign the lease before your partner also signed it?'])(
    '%j names no act of its own in the asked part: below counsel\'s bar',
    (question) => {
      expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
    },
  );
});

describe("another person's truthfulness is not for a witness to judge (lay opinion)", () => {
  it.each(['Was your neighbour lying when she testified this morning?', 'Did the treasurer lie to the auditors in March?', 'Was the landlord honest with you about the damp?', 'Was the foreman telling the truth about the scaffold?'])(
    '%j',
    (question) => {
      expect(analyse(question).findings[0]).toMatchObject({ ground: 'lay_opinion' });
    },
  );
  it('is the objection to a statement that another witness lied, on cross too', () => {
    expect(analyse('So the inspector just lied to this jury about the cracks?', { examination: 'cross' }).findings[0]).toMatchObject({ ground: 'lay_opinion' });
  });
  it.each(['Did you lie to the insurer about the dent?', 'What did the inspector tell you about the cracks?', 'Were you honest with your employer?'])('%j asks of the witness itself or of a statement: no opinion', (question) => {
    expect(confidence(question, 'lay_opinion')).toBe(0);
  });
});

describe("another person's mind, against the witness's own reasons", () => {
  it('asks the witness to guess why someone else acted (speculation)', () => {
    expect(confidence('Why do you think the driver sped up?', 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it("does not take the witness's own past reasoning for a guess", () => {
    expect(confidence('Why did you think the bridge was safe for the lorries?', 'speculation')).toBe(0);
  });
});

describe('reported speech by the examination', () => {
  const question = 'Did your brother tell you about the brakes?';
  it('on direct counsel objects to what a third person told the witness', () => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('on cross counsel lets "Did he tell you about…" pass (mostly put to test what the witness knew), and the judge still sustains it when objected to', () => {
    expect(confidence(question, 'hearsay', { examination: 'cross' })).toBeLessThan(COUNSEL_BAR);
    expect(rule(question, 'hearsay', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it('on cross counsel objects when the question states what was said', () => {
    expect(confidence('Your brother told you that the brakes had failed, didn\'t he?', 'hearsay', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('Did your brother tell you the brakes had failed?', 'hearsay', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('a rumour is hearsay when its content is asked, not when only its reaching someone is', () => {
    expect(confidence('What was the rumour going round the depot?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('Was there a rumour that the depot would close?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('Did any rumour of the layoffs reach your office?', 'hearsay')).toBe(0);
  });
  it('a speaker named by a word the tagger may take for an adjective ("the attendant") is still a speaker', () => {
    drawsAndIsSustained('What did the attendant say to you about the missing keys?', 'hearsay');
  });
  it('"according to your statement" quotes the witness itself', () => {
    expect(confidence('According to your statement, the gate was open?', 'hearsay')).toBe(0);
  });
});

describe('character: prior bad acts, charges and a person\'s reputation only', () => {
  it.each(['Have you ever been charged with a crime?', 'Were you ever charged?', 'Has he ever hit you?', 'What is the driver\'s reputation in the town?', 'What is his reputation for honesty?'])('%j', (question) => {
    expect(confidence(question, 'character')).toBeGreaterThan(0);
  });
  it.each([
    'Did you see the truck before it hit you?',
    'Had the store charged you for the oak before?',
    'Have you ever been charged a late fee?',
    "What is the company's reputation in the trade?",
    'Did the alarm ever fire before that night?',
  ])('%j: a time, a price, a firm or a machine', (question) => {
    expect(confidence(question, 'character')).toBe(0);
  });
});

describe('a confirmation asked first, the statement after it (leading)', () => {
  it.each(['Is that correct, that you never signed the lease?', 'Am I right that the gate was locked?', "Isn't that so, that the dog was off its lead?"])('%j', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence(question, 'leading', { examination: 'cross' })).toBe(0);
  });
  it('"Is that correct?" alone after an answer asks nothing new of its own', () => {
    expect(confidence('Is that right?', 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe("a guess at where another went, what another did, or who did it", () => {
  it.each(['Where do you think the lodger went after supper?', 'What do you think your partner was doing in the yard?', 'Who do you think opened the till?', 'When do you believe the tenant moved out?'])('%j calls for speculation', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'speculation').ruling).toBe('sustained');
  });
  it.each(['Where did you think the lodger had gone?', 'What do you think of the new ferry timetable?', 'Where do you think you were standing?'])('%j asks the witness\'s own belief at the time, view or memory', (question) => {
    expect(confidence(question, 'speculation')).toBe(0);
  });
});

describe("another person's reasons", () => {
  it.each(['Why did she leave the party early?', 'Why was the manager in such a hurry?'])('%j calls for speculation', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Why did you leave the party early?', 'Why did the roof collapse?'])('%j asks the witness\'s own reasons, or a cause', (question) => {
    expect(confidence(question, 'speculation')).toBe(0);
  });
});

describe('a lay witness asked for a valuation or an estimate (foundation)', () => {
  it.each(['What would it cost to repair the roof?', 'What is the boat worth today?', 'What would be a fair price for the flat?'])('%j', (question) => {
    expect(confidence(question, 'foundation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence(question, 'foundation', { isExpert: true })).toBe(0);
  });
  it.each(["What is the value of your neighbour's greenhouse?", "What was the caravan's value before the storm?"])('%j names the worth by its noun', (question) => {
    expect(confidence(question, 'foundation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('what something did cost is a fact the witness may know, and what the witness valued is no price', () => {
    expect(confidence('What did the repair cost you?', 'foundation')).toBe(0);
    expect(confidence('What did you value most about the allotment?', 'foundation')).toBe(0);
  });
});

describe('prior record', () => {
  it.each(['Has the defendant been in prison before?', 'Does he have a criminal record?'])('%j is character', (question) => {
    expect(confidence(question, 'character')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('private life the case never speaks of', () => {
  it.each(['You did not love the architect by then, did you?', 'Did you love Ms. Okafor when you signed the partnership deed?'])('draws relevance from counsel when it asks of love for a person: %j', (question) => {
    expect(confidence(question, 'relevance', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did you love the old mill where you worked?', 'Is that how you show your love for the regiment?', 'You loved your work at the bank?'])('leaves love of a place, a body or one\'s work: %j', (question) => {
    expect(confidence(question, 'relevance', { examination: 'cross' })).toBeLessThan(COUNSEL_BAR);
  });
});

describe('relevance on cross without the case file', () => {
  it('is judged on the question: the account, credibility and bias of the witness are open to cross', () => {
    expect(rule('You kept the garage receipts in your own desk, not the office safe?', 'relevance', { examination: 'cross' }).ruling).toBe('overruled');
    expect(rule('How much were you paid for the survey?', 'relevance', { examination: 'cross' }).ruling).toBe('overruled');
    expect(rule('You did not love the architect by then, did you?', 'relevance', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it('is left to the record on direct, where the judge rules by its leaning', () => {
    const analysis = analyse('How much were you paid for the survey?');
    expect(analysis.unassessable).toContain('relevance');
    expect(rule('How much were you paid for the survey?', 'relevance').ruling).toBe('sustained');
  });
});

describe('what another person said, asked by a wh-clause or "according to"', () => {
  it.each(['Did the caretaker say why the boiler was switched off?', 'Did your cousin tell you where the ledger was kept?', 'According to the caretaker, who had the key that night?', 'According to your cousin, was the ledger ever moved?'])(
    'draws hearsay from counsel on direct: %j',
    (question) => {
      expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it.each(['Did you tell the caretaker where you had left the van?', 'According to your notes, who had the key that night?', 'According to your own statement, when did you lock up?'])('leaves the witness\'s own words: %j', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
});

describe("the witness's view asked in other words than 'opinion'", () => {
  it.each(['In your view, was the scaffolding safe?', 'In your judgment, was the landlord negligent?', 'In your estimation, did the roofer do a proper job?'])('draws lay opinion from counsel: %j', (question) => {
    expect(confidence(question, 'lay_opinion')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(analyse(question, { isExpert: true }).findings.map((finding) => finding.ground)).not.toContain('lay_opinion');
  });
  it('leaves the verb: "Did you view the flat in your lunch hour?"', () => {
    expect(confidence('Did you view the flat in your lunch hour?', 'lay_opinion')).toBe(0);
  });
});

describe('confirmation frames in other forms', () => {
  it.each([
    'Would it be fair to say the storeroom was dark?',
    'Am I right in saying that you locked up at nine?',
    'Let me suggest to you that the side door was open.',
    'Is it not the case that the bank refused the overdraft?',
    "And isn't it also true that the boiler had failed twice before?",
  ])('lead on direct: %j', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(analyse(question, { examination: 'cross' }).findings.map((finding) => finding.ground)).not.toContain('leading');
  });
  it.each(['Is it a fair record of the meeting?', 'Would it be possible to show the jury the site plan?', 'Let me show you what has been marked as exhibit four.'])('leave a question that confirms nothing: %j', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe("another person's purpose, in the progressive", () => {
  it.each(['Where was the courier planning to take the parcel?', 'What was the foreman trying to do?', 'Why was the seller hoping to close before June?'])('draws speculation: %j', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did the foreman try to stop the belt?', 'What were you trying to do?', 'What was the planning meeting about?'])('leaves an act, the witness\'s own purpose, and a noun: %j', (question) => {
    expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('argument put as a question on cross', () => {
  const onCross = (question: string) => analyse(question, { examination: 'cross' }).findings[0]?.ground;
  it.each(["Isn't it convenient that the invoices went missing?", 'Quite a coincidence, is it not, that the alarm failed that night?', 'You made that up, didn\'t you?', 'You made up the whole story about the ladder?'])(
    'is argumentative: %j',
    (question) => {
      expect(onCross(question)).toBe('argumentative');
    },
  );
  it.each(['Did you find it strange that the shutter was open?', "It was a funny sort of evening, wasn't it?", 'Did you make up a list of the missing stock?'])('is not: %j', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBe(0);
  });
});

describe('hearsay exceptions the judge applies', () => {
  it.each([
    ["What did the defendant's site foreman tell you about the scaffold?", /party opponent/],
    ['What did your neighbour say as the lorry went past?', /present sense impression/],
    ['What did the cyclist say right after the collision?', /present sense impression/],
  ])('%j is overruled', (question, reason) => {
    expect(rule(question, 'hearsay')).toMatchObject({ ruling: 'overruled', reason: expect.stringMatching(reason) });
  });
  it.each(['What did the surveyor tell you about the damp?', 'What did the cyclist say about the lorry the next week?'])('%j is sustained', (question) => {
    expect(rule(question, 'hearsay').ruling).toBe('sustained');
  });
});

describe('"what, if anything" on direct', () => {
  it.each(['What, if anything, did you do?', 'What, if anything, did you have with you?', 'Where, if anywhere, did the van stop?'])('draws no objection: %j', (question) => {
    expect(analyse(question).findings.filter((finding) => finding.confidence >= COUNSEL_BAR)).toEqual([]);
  });
});

describe('a view asked about as what a body of people holds (hearsay)', () => {
  it.each([
    'Is that method of drying timber accepted by carpenters?',
    'Was the theory taught in the medical schools at the time?',
    'Is it widely believed that the bridge was unsafe?',
    'Is it generally held among surveyors that the boundary moved?',
  ])('%j draws counsel’s objection', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Were the goods accepted by the buyers?', 'Was your offer accepted by the tenants?', 'Was the meeting held by the owners?', 'Were you taught in the village schools?', 'Did you accept the cheque?'])(
    '%j is a fact, not a view held by others',
    (question) => {
      expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
    },
  );
  it('is for an expert to speak to', () => {
    expect(confidence('Is that method of drying timber accepted by carpenters?', 'hearsay', { isExpert: true })).toBe(0);
  });
});

describe('whether the witness knows of people who hold or reject a view (hearsay)', () => {
  it.each([
    'Do you know anyone who agrees with that diagnosis?',
    'Is there any engineer that disputes those figures?',
    'Can you name any surgeon who still believes in that method?',
    'Do you know of a single economist in this state who is not a socialist?',
    'Do you know of any pastor in the county that is an atheist?',
    'Can you name one engineer who thinks the bridge was safe?',
    'Is there a single expert anywhere who supports your position?',
  ])('%j draws counsel’s objection, and the judge sustains it', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'hearsay').ruling).toBe('sustained');
  });
  it.each([
    'Do you know anyone who saw the accident?',
    'Do you know anyone who agreed to drive him home?',
    'Is there anyone who was with you that night?',
    'Do you know any chemist who works at the plant?',
    'Is there any doctor who is a member of the board?',
    'Do you know anybody who supported him financially?',
    'Do you know anyone who shares a flat with him?',
    'Is there one person who saw the fight?',
  ])('%j asks of acts or facts, not of a view', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
  it('is for an expert to speak to', () => {
    expect(confidence('Do you know anyone who agrees with that diagnosis?', 'hearsay', { isExpert: true })).toBe(0);
  });
});

describe("the witness's honours elicited on direct (character: bolstering by specific instances)", () => {
  it.each([
    'Did your book win any prizes?',
    'Were you awarded a medal for bravery in the war?',
    'Have you received any commendations from the department?',
    'What honors has your work received?',
  ])('%j draws counsel’s objection on direct, and the judge sustains it', (question) => {
    expect(confidence(question, 'character')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'character').ruling).toBe('sustained');
  });
  it.each(['Did you get a degree?', 'Did you see the award ceremony on television?', 'Did you give the trophy to your son?', 'Did your daughter win the swimming trophy?', 'Did you receive the letter?'])(
    '%j names no honour of the witness’s own',
    (question) => {
      expect(confidence(question, 'character')).toBe(0);
    },
  );
  it('is proper on cross, for an expert, and where the case is about the honour', () => {
    expect(confidence('Did your book win any prizes?', 'character', { examination: 'cross' })).toBe(0);
    expect(confidence('Did your book win any prizes?', 'character', { isExpert: true })).toBe(0);
    expect(confidence('Did your book win any prizes?', 'character', { caseVocabulary: new Set(['book', 'prize', 'jury']) })).toBe(0);
  });
});

describe("the witness's testimony called false to its face (argumentative)", () => {
  it.each([
    'Isn’t it so that your whole story is a fabrication?',
    'Your account is a fiction from start to finish, isn’t it?',
    'Your testimony today is one lie after another, isn’t it?',
    'So you just made all of that up, didn’t you?',
  ])('%j draws argumentative, not narrative', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence(question, 'narrative', { examination: 'cross' })).toBe(0);
  });
  it.each(['Your story has changed since the deposition, hasn’t it?', 'Your account is based on the notes you took, isn’t it?'])('%j tests the account without calling it false', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBe(0);
  });
  it('a request for the whole story is still a narrative', () => {
    expect(confidence('Tell us the whole story.', 'narrative')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('the witness asked to read a writing out (hearsay)', () => {
  it.each([
    'Would you read the second paragraph of the memo aloud?',
    'Will you read that entry into the record?',
    'Read us the note he left on the counter.',
    'Please read the warranty card to the jury.',
  ])('%j draws counsel’s objection', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did you read the letter to your wife?', 'Can you read the small print without your glasses?', 'Would you read the question back, please?'])('%j asks no writing to be read out', (question) => {
    expect(confidence(question, 'hearsay')).toBe(0);
  });
  it('an exhibit in evidence may be read out', () => {
    expect(confidence('Would you read the safety memo aloud?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence('Would you read the safety memo aloud?', 'hearsay', { exhibitTitles: ['Safety memo of 3 May'] })).toBe(0);
  });
});

describe('leading on an undisputed setting: where a place lies, or when', () => {
  it.each(['That is in the State of Ohio, is it not?', 'It is part of the county of Kent?', '1924, about a month after Easter, is that right?', 'That was on a Tuesday, wasn’t it?'])(
    '%j draws no leading objection on direct, and the judge overrules one',
    (question) => {
      expect(confidence(question, 'leading')).toBe(0);
      expect(rule(question, 'leading').ruling).toBe('overruled');
    },
  );
  it.each(['It was dark, wasn’t it?', 'He was in Dayton that night, wasn’t he?', 'The light was red, wasn’t it?', 'And the van was in the left lane?', 'There was a gun in the glove box, wasn’t there?', 'That is the man who hit you?', '1924, about a month after the flood, is that right?'])(
    '%j puts an act, a state or a thing of the case: still leading',
    (question) => {
      expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
});

describe('a noun of an era is not a technical question (foundation)', () => {
  it('reads "the period of reconstruction" as a time, not an accident reconstruction', () => {
    expect(confidence('During the period of reconstruction after the flood, where did you live?', 'foundation')).toBe(0);
    expect(confidence('Did you carry out a reconstruction of the collision?', 'foundation')).toBeGreaterThan(0);
  });
});

describe('asked and answered: the same words asking for another detail are a new question', () => {
  // As the trial gives them: each answered question's words with the slot it asked (questionWords).
  const after = (earlier: string) => ({ answeredQuestions: [questionWords(earlier)] });
  it.each([
    ['Who was present at the harbour meeting?', 'What was the harbour meeting about?'],
    ['Did you lend the trailer to your cousin?', 'Why did you lend the trailer to your cousin?'],
    ['Did you lend the trailer to your cousin?', 'On whose advice did you lend the trailer to your cousin?'],
  ])('after %j, %j is not a repeat', (earlier, question) => {
    expect(confidence(question, 'asked_and_answered', after(earlier))).toBe(0);
  });
  it.each([
    ['What did you bring to the harbour meeting?', 'What did you bring to the harbour meeting, then?'],
    ['Where did you park the trailer?', 'Where was it that you parked the trailer?'],
    ['Did you lend the trailer to your cousin?', 'So you did lend the trailer to your cousin?'],
  ])('after %j, %j is asked again', (earlier, question) => {
    expect(confidence(question, 'asked_and_answered', after(earlier))).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe("what the witness knows from another's words, by other verbs than saying (hearsay)", () => {
  it.each([
    'What did you learn from the ferry captain?',
    'What had you found out from your landlord about the damp?',
    'What did you hear about the quarrel at the depot?',
    'What were you informed about the overdraft?',
    'Were you advised that the licence had expired?',
    'What was said at the residents’ meeting?',
    'What was the gist of your phone call with the broker?',
    'Did you hear that the caretaker had been dismissed?',
  ])('%j draws counsel’s objection', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each([
    'What did you hear next?',
    'What did you find in the glovebox?',
    'How had you come to find out about the flood?',
    'Did you hear about the closure?',
    'What did you learn at college?',
    'What was the nature of the wound?',
    'When you heard that the alarm had gone off, where did you go?',
  ])('%j asks what the witness perceived or did, or only whether word reached it', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
  it('applies the exceptions: a party named as such is a party opponent', () => {
    expect(rule('What did you learn from the defendant about the brakes?', 'hearsay').reason).toMatch(/party opponent/);
  });
});

describe("another's conclusion asked for its content (hearsay)", () => {
  it.each(['What did the loss assessor conclude about the flood damage?', 'What did the valuer estimate the cottage at?', 'What did the structural survey find about the chimney?', 'What had the inspector determined about the boiler?'])(
    '%j: known to the witness only as what was said or written',
    (question) => drawsAndIsSustained(question, 'hearsay'),
  );
  it.each(['What did you conclude from the tyre marks?', 'What did the firemen find in the loft?', 'What did the council engineer recommend?'])('%j is the witness\'s own conclusion, a search it may have watched, or a direction: no hearsay', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('hypotheticals and another’s perception asked of a lay witness (speculation)', () => {
  it.each([
    'What would happen to the pump if the fuse blew?',
    'If the hatch were bolted, how could the crew get out?',
    'What would you do if you smelled gas in the hallway?',
    'Could the second lorry have braked in time?',
    'Do you think the cyclist saw the van?',
    'Do you think that your sister knew about the debt?',
  ])('%j draws counsel’s objection', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each([
    'Can you say if the hatch was bolted?',
    'Could you see if the van had its lights on?',
    'Would you tell us, if you can, what time the pump stopped?',
    'What, if anything, would you add to that?',
    'Would it help if you looked at the logbook?',
    'Did you ask the nurse what might happen if you missed a dose?',
    'If you are there to help, why would you expect any trouble?',
    'Do you think the van was speeding?',
  ])('%j is no hypothetical put to the witness', (question) => {
    expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
  it('lets an expert answer a hypothetical', () => {
    expect(confidence('What would happen to the pump if the fuse blew?', 'speculation', { isExpert: true })).toBe(0);
  });
});

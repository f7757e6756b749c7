import { describe, expect, it } from 'vitest';
import type { ObjectionGround } from '../../../shared/domain';
import { questionWords } from '../../../main/language';
import { contentWordSet } from '../../../main/scoring';
import { ObjectionClassifier, type ClassificationContext } from '../../../main/trial/ObjectionClassifier';
import { classificationContextOf } from '../../support/classificationContext';

const caseText =
  'I was driving north on Main Street at about 30 mph. The traffic light at Elm Street was green for me. ' +
  'A red pickup truck ran the red light and hit my car. The driver, Tom Baker, smelled of beer. I called 911. ' +
  'My phone was in my bag. The police officer took my statement. My neck hurt and I went to the hospital. ' +
  'The repair estimate for my car was 4,000 dollars. The intersection camera recorded the crash. It was raining.';

const base = classificationContextOf(caseText, { knowledgeBoundaries: ['Did not see the pickup truck driver drinking before the crash'] });
const classifier = new ObjectionClassifier();
const grounds = (question: string, context: Partial<ClassificationContext> = {}) =>
  classifier.classify(question, { ...base, ...context }).findings.map((finding) => finding.ground);

type Case = string | [string, Partial<ClassificationContext>];
type QuestionGround = Exclude<ObjectionGround, 'lay_opinion' | 'form' | 'nonresponsive'>;
const cases: Record<QuestionGround, { positive: Case[]; negative: Case[] }> = {
  leading: {
    positive: [
      'The light was green for you, correct?',
      "Isn't it true that the truck ran the red light?",
      'You were driving at 30 mph?',
      'So the pickup truck hit your car?',
      "The driver smelled of beer, didn't he?",
      'Wouldn\'t you agree that the road was wet?',
      "You called 911 right away, isn't that right?",
      'The truck was red, wasn\'t it?',
      'Your neck hurt after the crash, right?',
      "Didn't you see the truck coming?",
    ],
    negative: [
      'What colour was the light?',
      'Where were you driving?',
      'How fast were you going?',
      'What did you do after the crash?',
      ['The light was green for you, correct?', { examination: 'cross' }],
      ["Isn't it true that you were on your phone?", { examination: 'recross' }],
      ['You were driving at 30 mph?', { hostileWitness: true }],
      'You live on Elm Street, correct?',
      'You work as a nurse, right?',
      'Did you see the truck before it hit you?',
      // An either-or offers both ways it went: neither is suggested.
      'Did you see the truck run the light, or did it stop first?',
      // A fronted phrase, then an auxiliary before a bare noun subject: a question, not a statement put.
      'In your experience, do pickups brake late at that light?',
    ],
  },
  compound: {
    positive: [
      'Did you see the truck and did you hear a horn?',
      'Where were you going and what time was it?',
      'Was the light green or was it yellow? And did you stop?',
      'Did you call 911 and then did you call your wife?',
      'Did you see the truck? Did you hear a horn?',
      'Were you hurt and did you go to the hospital?',
      'Did you brake and were you able to stop?',
      'How fast were you driving and how far away was the truck?',
      'Did the officer take your statement and did he give you a copy?',
      'Was it raining and was the road wet?',
      // A second yes/no sentence opened by "And" asks a second thing.
      'Did you phone the police? And did you wait for them to arrive?',
      // After "or", someone new as the doer opens a second question, not the other branch.
      'Did you brake hard or did anybody sound a horn?',
    ],
    negative: [
      'Was the light red or green?',
      'Did you see the truck?',
      'What happened next?',
      'Where did you go after the hospital?',
      'How fast were you driving?',
      'Did you call 911?',
      'Who was driving the truck?',
      'What was the weather like?',
      'Did you see anyone at the corner of Main and Elm?',
      'What did the officer do?',
      // Either-or: the second question, about the same doer or one already named, is the other branch.
      'Did you walk home or did you take the bus?',
      'Did the truck stop at the line or did it drive straight through?',
    ],
  },
  argumentative: {
    positive: [
      'How can you possibly say the light was green?',
      'Do you expect the jury to believe that?',
      "You're lying about the phone, aren't you?",
      'Come on, you were speeding.',
      'Admit it, you never looked.',
      'Why should anyone believe a word you say?',
      'Are you seriously telling us you did not see the truck?',
      "Isn't it ridiculous to claim you were going 30?",
      'You are making this up.',
      "You can't be serious about the light.",
      // Disbelief that the witness missed something, and the answer just given called a falsehood.
      ['How could you not see a red pickup coming at you?', { examination: 'cross' }],
      ["That's a complete fabrication, isn't it?", { examination: 'cross' }],
    ],
    negative: [
      'How fast were you going?',
      'Can you explain why you did not brake?',
      'Do you remember the colour of the light?',
      'Is it possible you misremember?',
      'What do you say the speed was?',
      'Were you honest with the officer?',
      'Why did you call 911?',
      'Could you see the light clearly?',
      'Did you tell the officer the truth?',
      'Where was your phone?',
      ['How could you tell the driver was not sober?', { examination: 'cross' }],
      ["That was lying on the passenger seat, wasn't it?", { examination: 'cross' }],
    ],
  },
  asked_and_answered: {
    positive: [
      ['What colour was the light?', { answeredQuestions: [questionWords('What colour was the light?')] }],
      ['What was the colour of the light?', { answeredQuestions: [questionWords('What colour was the light?')] }],
      ['Where was your phone?', { answeredQuestions: [questionWords('Where was your phone?')] }],
      ['How fast were you driving?', { answeredQuestions: [questionWords('How fast were you driving?')] }],
      ['Once again, how fast were you driving?', { answeredQuestions: [questionWords('How fast were you driving?')] }],
      ['Who was driving the truck?', { answeredQuestions: [questionWords('Who was driving the red truck?')] }],
      ['Did you call 911?', { answeredQuestions: [questionWords('So did you call 911?')] }],
      ['What did the driver smell of?', { answeredQuestions: [questionWords('What did the driver smell of?')] }],
      ['Did your neck hurt?', { answeredQuestions: [questionWords('Did your neck hurt?')] }],
      ['Was it raining?', { answeredQuestions: [questionWords('Was it raining that day?')] }],
    ],
    negative: [
      // Another slot of the same act is a new question.
      ['Where did you see the truck?', { answeredQuestions: [questionWords('When did you see the truck?')] }],
      ['Why did you brake?', { answeredQuestions: [questionWords('When did you brake?')] }],
      ['What colour was the light?', { answeredQuestions: [questionWords('Where was your phone?')] }],
      ['What colour was the truck?', { answeredQuestions: [questionWords('What colour was the light?')] }],
      'Where was your phone?',
      ['How fast was the truck going?', { answeredQuestions: [questionWords('How fast were you driving?')] }],
      ['Did you go to the hospital?', { answeredQuestions: [questionWords('Did you call 911?')] }],
      ['What did the officer write?', { answeredQuestions: [questionWords('What did the officer do?')] }],
      ['Was the road wet?', { answeredQuestions: [questionWords('Was it raining?')] }],
      ['Who hit your car?', { answeredQuestions: [questionWords('Who called 911?')] }],
      ['How much was the repair estimate?', { answeredQuestions: [questionWords('Did your neck hurt?')] }],
      ['What street were you on?', { answeredQuestions: [] }],
    ],
  },
  assumes_facts: {
    positive: [
      'When did you stop drinking that night?',
      'Have you stopped texting while driving?',
      'After you dropped the coffee, what happened?',
      'Why did you swerve into the bus lane?',
      'Since you admitted speeding, why not admit the rest?',
      'After you fell asleep at the wheel, what woke you?',
      'Why were you late for the meeting?',
      'How long after you left the bar did you drive?',
      'Given that you took pills that morning, how alert were you?',
      "Now that you've admitted the lie, will you tell the truth?",
    ],
    negative: [
      'Why did you call 911?',
      'After you called 911, what happened?',
      'Did you drink anything that night?',
      'Were you texting while driving?',
      'What did you do after the crash?',
      'Why did you go to the hospital?',
      'Did you fall asleep?',
      'Where were you going?',
      'Before the crash, where was your phone?',
      'What time was it?',
    ],
  },
  narrative: {
    positive: [
      'Tell us everything that happened that day.',
      'Tell the jury your whole story.',
      'Walk us through everything from the morning on.',
      'Describe everything you remember.',
      'Tell us about your whole day, from beginning to end.',
      'Start at the very beginning and go on.',
      'Tell the court all about the accident.',
      'Tell us everything you saw.',
      'Describe your entire history with the defendant.',
      'Please explain in as much detail as you can what you did.',
    ],
    negative: [
      'What happened next?',
      'What did you see at the intersection?',
      'Describe the truck.',
      'Tell us what colour the light was.',
      'What did you do after the crash?',
      'Where were you going?',
      'Describe the weather.',
      'Tell us where your phone was.',
      'What did the driver smell of?',
      'Tell the jury how fast you were going.',
    ],
  },
  speculation: {
    positive: [
      'What was the driver thinking when he ran the light?',
      'What would have happened if you had braked sooner?',
      'Why do you think he was in a hurry?',
      'How did the officer feel about it?',
      'What did Tom Baker intend to do?',
      'What was his state of mind?',
      'Is it possible that the truck had a brake failure?',
      'Can you guess how fast the truck was going?',
      'Imagine if the light had been yellow, what then?',
      'If he had stopped, would the crash have happened?',
      // another's mind asked as such, even after a scene in which that person wrote
      'Did the caretaker mean to repair the boiler?',
      'After the agent wrote to you, did he expect the sale to close?',
      // another's act said to be meant or known
      'Did the lorry driver deliberately reverse into the gate?',
      'Did the cashier knowingly hand over the wrong change?',
      'Did the tenant block the drain accidentally?',
    ],
    negative: [
      'What did you see?',
      'How fast were you going?',
      'What colour was the light?',
      'What did the driver say?',
      'Where was the truck?',
      'Did you see the driver?',
      'What did the driver do after the crash?',
      'How did you feel after the crash?',
      ['In your opinion, was the truck speeding?', { isExpert: true }],
      'What did you hear?',
      // another's mind as what that person said or wrote: a statement (hearsay's test), not a guess
      'What did the caretaker tell you he meant to repair?',
      'Did your neighbour say she believed the fence was hers?',
      'Did the agent write to you that he expected the sale to close?',
      // the witness's own intent, a manner that is seen, an act the witness watched
      'Did you deliberately reverse into the gate?',
      'Did the cashier carefully count the change?',
      'Did you watch her deliberately tear up the letter?',
    ],
  },
  hearsay: {
    positive: [
      'What did the officer tell you?',
      'What did Tom Baker say after the crash?',
      'Did anyone tell you the light was red?',
      'What were you told at the hospital?',
      'Someone told you he had been drinking, right?',
      'Did you overhear them say who was at fault?',
      'According to the officer, who caused it?',
      'What did your wife say about the truck?',
      'Have you heard any rumours about the driver?',
      'Did she tell you that the truck was speeding?',
      // The speaker named by a post of several nouns, which the tagger partly reads as a verb.
      'What did the car wash attendant say about the truck?',
    ],
    negative: [
      'What did you see?',
      'What did you say to the officer?',
      'Did you tell anyone?',
      'What did you do next?',
      'Did you hear a horn?',
      'What did you tell the nurse?',
      'Did you speak to the driver?',
      'Where was the officer standing?',
      'Who arrived first?',
      'What did you hear before the crash?',
    ],
  },
  relevance: {
    positive: [
      'What is your favourite movie?',
      'Which church do you attend?',
      'Who did you vote for in the last election?',
      'Do you have any pets?',
      'What is your star sign?',
      'Which football team do you support?',
      'Where are you going on vacation this year?',
      'Do you have any tattoos?',
      'What music do you like?',
      'What was your grandmother cooking yesterday evening?',
    ],
    negative: [
      'What colour was the light?',
      'Where was your phone?',
      'What did the truck do?',
      'How fast were you driving?',
      'What is your name?',
      'Where do you work?',
      'What happened at the intersection?',
      'Did you go to the hospital?',
      'How much was the repair estimate?',
      'Was it raining?',
    ],
  },
  beyond_scope: {
    positive: [
      ['How much was the repair estimate?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['Did you go to the hospital afterwards?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['What did the intersection camera record?', { examination: 'cross', scopeWords: contentWordSet('neck hurt hospital') }],
      ['Was it raining that day?', { examination: 'cross', scopeWords: contentWordSet('repair estimate dollars') }],
      ['Where was your phone?', { examination: 'cross', scopeWords: contentWordSet('neck hurt hospital') }],
      ['Did the repair shop fix the car?', { examination: 'recross', scopeWords: contentWordSet('light green truck ran red') }],
      ['Did you call 911 from the scene?', { examination: 'cross', scopeWords: contentWordSet('repair estimate dollars') }],
      ['Which hospital treated your neck?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['Did the police officer take a statement?', { examination: 'cross', scopeWords: contentWordSet('repair estimate dollars') }],
      ['How wet was the road surface?', { examination: 'cross', scopeWords: contentWordSet('neck hurt hospital') }],
    ],
    negative: [
      ['Was the light green?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['The truck ran the red light, correct?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['How much was the repair estimate?', { examination: 'direct', scopeWords: contentWordSet('light green truck ran red') }],
      ['Are you friends with the plaintiff?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['Were you wearing your glasses?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['Have you ever been convicted of a crime?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['You were paid for your time here?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['What is your name?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['Where was the red truck?', { examination: 'cross', scopeWords: contentWordSet('light green truck ran red') }],
      ['How much was the repair estimate?', { examination: 'cross', scopeWords: null }],
    ],
  },
  foundation: {
    positive: [
      'In your professional opinion, what was the truck speed?',
      'What caused the brakes of the truck to fail?',
      'What was the cause of your neck injury?',
      'Was the driver diagnosed with anything?',
      "What was the driver's blood alcohol level?",
      'This photograph shows the light was green, right?',
      'Did you see the pickup truck driver drinking before the crash?',
      'Was there a mechanical defect in the truck?',
      'In your medical opinion, is your neck permanently injured?',
      'Can you reconstruct the crash for us?',
    ],
    negative: [
      'What did you see?',
      'Do you recognise this photograph?',
      'How fast were you going?',
      'Where did your neck hurt?',
      'What did the driver smell of?',
      ['In your professional opinion, what was the truck speed?', { isExpert: true }],
      ['What caused the brakes to fail?', { isExpert: true }],
      'Did you go to the hospital?',
      'What colour was the light?',
      'Who was driving the truck?',
    ],
  },
  character: {
    positive: [
      'Is Tom Baker a violent person?',
      'Was the defendant always a reckless driver?',
      'What is his reputation in the neighbourhood?',
      'Has he ever been arrested before?',
      'Is he known to be a drunk?',
      'What kind of person is the defendant?',
      'Has the defendant ever been in any accidents before?',
      'Were there prior complaints about his driving?',
      'Is she a dishonest person?',
      'Has the defendant ever lied to you?',
    ],
    negative: [
      'Was the driver drinking that night?',
      'Did the truck run the red light?',
      'What did the driver smell of?',
      'How fast was the truck going?',
      'Did you know Tom Baker before the crash?',
      'Was the driver careful that night?',
      'Where was the driver standing?',
      'What did the officer do?',
      'Who was driving?',
      'Did the driver stop?',
    ],
  },
  best_evidence: {
    positive: [
      'What did the police report say?',
      'What does the repair estimate document say?',
      'Tell us what the letter said.',
      'What was written on the note?',
      'What did the text message say?',
      'What are the terms of the contract?',
      'From memory, what did the invoice show?',
      'What did the email say about the crash?',
      'What does the insurance policy provide?',
      'What exactly did the receipt show?',
    ],
    negative: [
      'Did you read the police report?',
      'Who wrote the letter?',
      'Did you receive an email?',
      'When did you sign the contract?',
      'Did you get a receipt?',
      'What did you see?',
      'Where is the note now?',
      'Did you send a text message?',
      'Who gave you the repair estimate?',
      'Did you keep a copy of the policy?',
    ],
  },
};

describe('ObjectionClassifier', () => {
  for (const [ground, { positive, negative }] of Object.entries(cases) as [QuestionGround, (typeof cases)[QuestionGround]][]) {
    describe(ground, () => {
      it('has at least 10 positive and 10 negative cases', () => {
        expect(positive.length).toBeGreaterThanOrEqual(10);
        expect(negative.length).toBeGreaterThanOrEqual(10);
      });
      it.each(positive.map((c) => (typeof c === 'string' ? [c, {}] : c)))('flags %j', (question, context) => {
        expect(grounds(question as string, context as Partial<ClassificationContext>)).toContain(ground);
      });
      it.each(negative.map((c) => (typeof c === 'string' ? [c, {}] : c)))('does not flag %j', (question, context) => {
        expect(grounds(question as string, context as Partial<ClassificationContext>)).not.toContain(ground);
      });
    });
  }

  it('returns confidence and trigger words, and says why a ground was excused', () => {
    const analysis = classifier.classify('The light was green for you, correct?', { ...base, examination: 'cross' });
    expect(analysis.findings.map((f) => f.ground)).not.toContain('leading');
    expect(analysis.excused).toContainEqual({ ground: 'leading', reason: 'Leading questions are proper on cross-examination.' });
    const direct = classifier.classify('The light was green for you, correct?', base);
    expect(direct.findings[0]).toMatchObject({ ground: 'leading', confidence: 0.9, triggers: [', correct?'] });
  });
});

describe('lay opinion (FRE 701)', () => {
  const layOpinion = (question: string) => grounds(question, { examination: 'direct' }).includes('lay_opinion');
  // A frame of opinion does not make a perception an opinion a lay witness may not give.
  it.each(['In your estimation, how far off was the ferry when it sounded its horn?', 'In your view, how tall was the man at the counter?', 'In your opinion, did the cyclist seem dazed?'])('%j asks what the senses took in: no objection', (question) => {
    expect(layOpinion(question)).toBe(false);
  });
  it('reads no tag, so no leading, in an opinion asked of what was seen', () => {
    expect(grounds('In your view, was he drunk?', { examination: 'direct' })).toEqual([]);
  });
  it.each(['In your opinion, was the landlord negligent?', 'In your view, who is to blame for the flooding?'])('%j asks a conclusion: lay opinion', (question) => {
    expect(layOpinion(question)).toBe(true);
  });
});

describe('argumentative: a remark on what the witness did, or a reproach', () => {
  const argues = (question: string) => grounds(question, { examination: 'cross' }).includes('argumentative');
  it.each(['And you conveniently lost the logbook the week of the audit?', 'You found the spare key, miraculously, just after the alarm?', 'You coincidentally phoned the buyer that morning?'])('%j comments on the testimony', (question) => {
    expect(argues(question)).toBe(true);
  });
  it.each(['Did you see a strangely painted van?', 'The deckhand conveniently stored the ropes by the hatch?', 'Did you find the spare key?'])('%j does not', (question) => {
    expect(argues(question)).toBe(false);
  });
  // A reproach put as "how can/could you", against the means or basis of what the witness did.
  it.each(['How could you be at peace with yourself after the audit?', 'So how can you call yourself a careful driver?', 'How could you speak to the tenant like that?', 'And how can you treat a customer that way?'])('%j charges the witness', (question) => {
    expect(argues(question)).toBe(true);
  });
  it.each(['How could you see the truck from the porch?', 'How can you be certain it was the same van?', 'How could you brace yourself against the door?', 'How can you tell the road was like that?', 'How could you have bruised yourself on the railing?'])('%j asks the means or basis', (question) => {
    expect(argues(question)).toBe(false);
  });
});

describe('asked and answered: a time pointed back to, and the story moved on', () => {
  const askedBefore = (question: string, earlier: string) => grounds(question, { answeredQuestions: [questionWords(earlier)] }).includes('asked_and_answered');

  it('reads a question that only adds "that evening" or "at that time" as the one already answered', () => {
    expect(askedBefore('Where did you leave the van that evening?', 'Where did you leave the van?')).toBe(true);
    expect(askedBefore('At that time, who was holding the ladder?', 'Who was holding the ladder?')).toBe(true);
    expect(askedBefore('How much cash was in the till the same day?', 'How much cash was in the till?')).toBe(true);
  });

  it('reads a question set at another time, or narrowed to one, as new', () => {
    expect(askedBefore('Where did you leave the van the following morning?', 'Where did you leave the van?')).toBe(false);
    expect(askedBefore('Where did you leave the van on Friday?', 'Where did you leave the van?')).toBe(false);
    expect(askedBefore('What went on that evening?', 'What went on?')).toBe(false);
  });

  it('never reads "what happened next" asked again as a repeat: the story has moved on', () => {
    expect(askedBefore('What happened next?', 'What happened next?')).toBe(false);
    expect(askedBefore('And what happened then?', 'What happened then?')).toBe(false);
    // The same event named again is still a repeat.
    expect(askedBefore('What happened at the loading bay?', 'What happened at the loading bay?')).toBe(true);
  });
});

describe('misstating a bare answer: "About 9 p.m." is the time of the act its question asked about', () => {
  // A transcript excerpt, as the real exchanges give it: no case file, only the exchange before.
  const after = (earlier: string, answer: string) => ({ examination: 'cross' as const, caseVocabulary: null, evidenceWords: contentWordSet(answer), recentQuestions: [earlier], recentAnswers: [answer] });

  it('objects when the examiner sums the answer up with another time or day of the same act', () => {
    expect(grounds('So you locked the shop at 11 p.m.?', after('What time did you lock the shop?', 'About 9 p.m.'))).toContain('assumes_facts');
    expect(grounds('And so you paid the invoice on Monday?', after('Which day did you pay the invoice?', 'On the Wednesday.'))).toContain('assumes_facts');
    expect(grounds('After you locked the shop at 11 p.m., where did you drive?', after('When did you lock the shop?', 'Around 9 p.m.'))).toContain('assumes_facts');
  });

  it('does not object when the summing up keeps the answer, or the answer told an act of its own', () => {
    expect(grounds('So you locked the shop at 9 p.m.?', after('What time did you lock the shop?', 'About 9 p.m.'))).not.toContain('assumes_facts');
    expect(grounds('And so you paid the invoice on Wednesday?', after('Which day did you pay the invoice?', 'On the Wednesday.'))).not.toContain('assumes_facts');
    expect(grounds('After you locked the shop at 9 p.m., where did you drive?', after('When did you lock the shop?', 'Around 9 p.m.'))).not.toContain('assumes_facts');
    // The answer's 11 p.m. is when the alarm went off, not when the shop was locked.
    expect(grounds('So you locked the shop at 9 p.m.?', after('What time did you lock the shop?', 'The alarm went off at 11 p.m.'))).not.toContain('assumes_facts');
  });
});

describe('a legal conclusion put as a noun of breaking a law or an agreement', () => {
  const conclusion = (question: string) => classifier.classify(question, base).findings.find((finding) => finding.ground === 'lay_opinion')?.confidence ?? 0;

  it('reads "a violation of the lease" as whether the lease was violated', () => {
    expect(conclusion('Was parking the van there a violation of the tenancy agreement?')).toBeGreaterThanOrEqual(0.6);
    expect(conclusion('Was there a breach of the supply contract?')).toBeGreaterThanOrEqual(0.6);
    expect(conclusion('Would that be an infringement of the warranty?')).toBeGreaterThanOrEqual(0.6);
  });

  it('leaves a noun of another act done with the agreement, or a breach of nothing named, to the facts', () => {
    expect(conclusion('Was there a signed copy of the tenancy agreement?')).toBeLessThan(0.6);
    expect(conclusion('When was the renewal of the supply contract?')).toBeLessThan(0.6);
    expect(conclusion('Was there a break in the fence?')).toBeLessThan(0.6);
  });
});

describe('hearsay already told: words of another put back to the witness to be confirmed', () => {
  // A transcript excerpt on direct: no case file, only the exchange before.
  const after = (earlier: string, answer: string) => ({ examination: 'direct' as const, caseVocabulary: null, evidenceWords: contentWordSet(answer), recentQuestions: [earlier], recentAnswers: [answer] });

  it('does not object when the question only states again what the witness has just told was said', () => {
    expect(grounds('Did the foreman say the scaffold was unsafe?', after('What did the foreman tell the crew?', 'He told them the scaffold was unsafe.'))).not.toContain('hearsay');
    expect(grounds('So your neighbour said the dog had bitten a child?', after('What did your neighbour say?', 'She said the dog had bitten a child.'))).not.toContain('hearsay');
  });

  it('still objects when the words put are new, or when the question asks for the words themselves', () => {
    // The answer told that he spoke, not what he said.
    expect(grounds('Did the foreman say the scaffold was unsafe?', after('Did the foreman speak to the crew?', 'Yes, he spoke to them.'))).toContain('hearsay');
    // The answer told other words than those now put.
    expect(grounds('Did the foreman say the scaffold was unsafe?', after('What did the foreman tell the crew?', 'He told them to finish by noon.'))).toContain('hearsay');
    // Asking what was said, after the witness named the speaker, asks for words not yet told.
    expect(grounds('Would you tell the jury what the foreman said?', after('Did anybody address the crew?', 'The foreman addressed them.'))).toContain('hearsay');
  });
});

import { describe, expect, it } from 'vitest';
import { questionWords } from '../../../main/language';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// General courtroom language the classifier missed or misread, each kind in wordings of our own,
// with the proper questions that must not draw it. A real record has no case file.
const base = classificationContextOf(null);
const { analyse, confidence, rule } = objectionRig(base);

describe('a legal conclusion asked of a lay witness (FRE 701(b), 704)', () => {
  it.each([
    'Was the landlord negligent?',
    'Did the haulier act recklessly on the bend?',
    'Was the tenancy agreement enforceable?',
    'Did the bank breach the loan agreement?',
    'Did your supervisor discriminate against you?',
    'Who was at fault for the collision?',
    "Was it the builder's fault that the wall fell?",
  ])('%j draws the objection, and the judge sustains it', (question) => {
    expect(analyse(question).findings[0]).toMatchObject({ ground: 'lay_opinion' });
    expect(confidence(question, 'lay_opinion')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'lay_opinion').ruling).toBe('sustained');
  });
  it.each([
    'Who was responsible for locking the yard at night?',
    'What were your duties on the night shift?',
    'Was your driving licence valid in March?',
    'Did the tenant pay the rent on time?',
    'What did you see the driver do at the bend?',
    'Have you given evidence in a negligence claim before?',
  ])('%j asks for a fact, not a conclusion', (question) => {
    expect(confidence(question, 'lay_opinion')).toBeLessThan(COUNSEL_BAR);
  });
  it('lets an expert give the opinion of the field', () => {
    expect(confidence('Was the repair carried out negligently?', 'lay_opinion', { isExpert: true })).toBe(0);
  });
});

describe('a legal standard, or a law or agreement broken, asked of a lay witness (FRE 701(b), 704)', () => {
  it.each([
    'Did the constable have probable cause to search the shed?',
    "Did the midwife's care fall below the standard of care?",
    'Did the doorman use excessive force on your brother?',
    'Did the landlord violate the tenancy agreement?',
    'Did the contractor break the building code?',
  ])('%j draws the objection, and the judge sustains it', (question) => {
    expect(analyse(question).findings[0]).toMatchObject({ ground: 'lay_opinion' });
    expect(rule(question, 'lay_opinion').ruling).toBe('sustained');
  });
  it.each(['Did the contractor break the garden gate?', 'Did you sign the tenancy agreement?', 'What caused the shed door to jam?', 'How much force did you use on the handle?'])('%j asks for a fact', (question) => {
    expect(confidence(question, 'lay_opinion')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('whether another person was aware of something, or what another was planning (speculation)', () => {
  it.each([
    'Was the bookkeeper aware the invoices were forged?',
    'Was your brother aware of the second mortgage?',
    'Was she unaware of the warning sign?',
    'What was the defendant planning that evening?',
    'What was the caretaker intending when he locked the gate?',
  ])('%j draws counsel’s objection', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Were you aware of the second mortgage?', 'Was the driver conscious when the ambulance came?', 'What was the caretaker doing when you arrived?', 'Were you planning to sell the boat?'])(
    '%j asks what the witness knew or saw',
    (question) => {
      expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
    },
  );
});

describe("the witness's inference from what it saw about another's mind is opinion, which needs its foundation (FRE 701(a), 602)", () => {
  it.each([
    'What did his behaviour at the counter suggest to you about his intentions?',
    'What did the shaking of her hands indicate to you as to her mood?',
    'What did the look on his face tell you about his state of mind?',
    'From what you saw, what did you conclude about her purpose?',
  ])('%j is objected to for foundation, not speculation', (question) => {
    const analysis = analyse(question);
    expect(analysis.findings[0]).toMatchObject({ ground: 'foundation' });
    expect(analysis.findings.map((finding) => finding.ground)).not.toContain('speculation');
    expect(rule(question, 'foundation').ruling).toBe('sustained');
  });
  it.each(['What was the cashier thinking when she opened the till?', 'What did the foreman intend to do with the scaffold?'])('%j is still a guess at another’s mind', (question) => {
    expect(analyse(question).findings[0]).toMatchObject({ ground: 'speculation' });
  });
  it.each(['What did the foreman tell you about his intentions?', 'Is it possible that the skipper told you to sound the horn?'])(
    '%j is not an inference from what was seen: a person told it',
    (question) => {
      expect(confidence(question, 'foundation')).toBeLessThan(COUNSEL_BAR);
    },
  );
  it('reads "state of mind" as a noun, not a verb of saying', () => {
    expect(confidence('What did her manner at the door tell you about her state of mind?', 'hearsay')).toBe(0);
  });
});

describe('a tag put inside the statement (leading)', () => {
  it.each([
    'It is true, is it not, that you signed the delivery note?',
    "You had the van keys, didn't you, on the night of the break-in?",
    'The shutters were down, were they not, when you drove past?',
    'The invoice was paid, was it not, before the goods arrived?',
  ])('%j is leading on direct, and proper on cross', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'leading').ruling).toBe('sustained');
    expect(analyse(question, { examination: 'cross' }).findings.map((finding) => finding.ground)).not.toContain('leading');
  });
  it.each(['Where were you, if I may ask, on the Sunday?', 'When you left, what did you do, if anything, with the keys?', 'The shutters, were they down when you drove past?'])('%j puts nothing for a yes', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('an account asked for with nothing to bound it (narrative)', () => {
  it.each([
    'Tell us from the beginning what happened at the warehouse.',
    'Could you describe for the jury, from the very start, how the partnership fell apart?',
    'Please tell the court your story.',
    'Would you give the jury your version of that weekend?',
  ])('%j draws the objection', (question) => {
    expect(confidence(question, 'narrative')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did you tell the police your story?', 'Did you explain from the start that the price was fixed?', 'From the beginning of the lease, who paid the rent?', 'What is your version of the events?'])(
    '%j asks a question',
    (question) => {
      expect(confidence(question, 'narrative')).toBeLessThan(COUNSEL_BAR);
    },
  );
});

describe("the witness's own testimony in court is no out-of-court statement", () => {
  it.each(['Are you telling this jury that the inspector lied?', 'So what you are telling us is that the boiler was never serviced?', 'Are you telling the court you never saw the notice?'])(
    '%j is not hearsay',
    (question) => {
      expect(confidence(question, 'hearsay')).toBe(0);
    },
  );
  it('still reads "were you told" as what another told the witness', () => {
    expect(confidence('What were you told about the boiler?', 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('reads "Are you telling this jury that…" as argumentative', () => {
    expect(analyse('Are you telling this jury that the inspector lied?').findings[0]).toMatchObject({ ground: 'argumentative' });
  });
});

describe('another’s statement named by a noun (hearsay)', () => {
  it.each([
    "What was the foreman's explanation for the delay?",
    'What was her excuse for missing the shift?',
    'What were the words the bailiff used?',
    "What was the tenant's version of the quarrel?",
  ])('%j draws the objection on direct', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'hearsay').ruling).toBe('sustained');
  });
  it("is a party opponent's statement when the party is named", () => {
    expect(confidence("What was the defendant's explanation for the delay?", 'hearsay')).toBe(0);
  });
  it.each(['What was your answer?', 'What was the story you told the police?', 'What was his threat, exactly?', 'What was the answer on the form?'])('%j asks for no other person’s assertion', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('confirmation asked in other frames (leading)', () => {
  it.each([
    'Would I be right in saying you were exhausted that night?',
    'Would I be correct that you paid the deposit in cash?',
    'I suggest that you had been drinking before you drove.',
    'Would it surprise you to learn that the van had been reported stolen?',
  ])('%j is leading on direct', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'leading').ruling).toBe('sustained');
  });
  it.each(['Would you be able to see the gate from there?', 'Did you suggest that they meet at the depot?', 'Would it surprise anyone in the office if you left early?'])('%j puts nothing for a yes', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('a guess at how something came about (speculation)', () => {
  it.each(['How do you think the fire started?', 'How do you suppose the intruder got in?', 'How do you think the letter reached her?'])(
    '%j draws the objection',
    (question) => {
      expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    },
  );
  it.each(['How did you think the meeting went at the time?', 'How do you know the fire started in the kitchen?', 'How did the intruder get in, if you saw it?'])('%j asks what the witness knew or thought', (question) => {
    expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('a comment on the evidence put as a question (argumentative)', () => {
  it.each(['How do you explain the fact that your account keeps changing?', 'And how do you explain the fact that nobody else heard a shot?'])('%j draws the objection', (question) => {
    expect(confidence(question, 'argumentative')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('leaves an open request to explain', () => {
    expect(confidence('How do you explain the readings on the gauge?', 'argumentative')).toBe(0);
  });
});

describe('a person’s record, past deeds and reputation said in other words (character, FRE 404, 608, 609)', () => {
  it.each([
    'Has your neighbour ever been in trouble with the police?',
    'How many times has the accused been to prison?',
    'Did he ever punch his brother?',
    'Does she have a reputation around the estate for starting fights?',
  ])('%j draws the objection on direct', (question) => {
    expect(confidence(question, 'character')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each([
    'Had anybody ever attacked you before that night?',
    'How many times did you visit the building site?',
    'Does the bakery have a reputation in the town for good bread?',
    'Were you in trouble with your landlord over the rent?',
  ])('%j asks of no person’s character', (question) => {
    expect(confidence(question, 'character')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('whether a person was guilty, and what another meant or was about (lay opinion, speculation)', () => {
  it('reads "Was the accused guilty of the fraud?" as a legal conclusion', () => {
    expect(confidence('Was the accused guilty of the fraud?', 'lay_opinion')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did you plead guilty?', 'Was he found guilty at the first trial?', 'Did your son feel guilty afterwards?'])('%j asks for a fact, not the verdict', (question) => {
    expect(confidence(question, 'lay_opinion')).toBeLessThan(COUNSEL_BAR);
  });
  it.each(['What did the supervisor mean by that email?', 'What was the purpose of her call?'])('%j asks another’s mind', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['What did you mean by that?', 'What was the purpose of your call?', 'What do surveyors mean by subsidence?'])('%j asks the witness’s own mind or a field’s usage', (question) => {
    expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('reported speech in more forms (hearsay)', () => {
  it.each([
    'What did you overhear in the canteen?',
    'Did you overhear that the depot would close?',
    'What did the passengers on the platform tell the guard?',
    'What did the manager of the garage say to you?',
    'Were you ever told why the ward was closed?',
  ])('%j draws the objection on direct', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Did you overhear the two porters talking?', 'Where were you when the man in the grey coat called out?', 'Did you ever tell anyone?'])('%j asks for no one’s words', (question) => {
    expect(confidence(question, 'hearsay')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('a follow-up that asks past the answer given is not asked and answered', () => {
  const after = (first: string) => ({ answeredQuestions: [questionWords(first)] });
  it.each([
    ['Who was with you at the bar?', 'Who else was at the bar with you?'],
    ['What did the foreman say to you?', 'What else did the foreman say to you?'],
    ['Did the porter see the fall?', 'Did anyone other than the porter see the fall?'],
  ])('after %j, %j asks for something new', (first, second) => {
    expect(confidence(second, 'asked_and_answered', after(first))).toBe(0);
  });
  it.each([
    ['Where did you leave the ladder?', 'And where was it that you left the ladder?'],
    ['Did you lock the shutters that night?', 'Again, did you lock the shutters that night?'],
  ])('after %j, %j asks the same again', (first, second) => {
    expect(confidence(second, 'asked_and_answered', after(first))).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('what the witness allowed only as possible, or on a condition, put back as so (assumes facts, misstates the testimony)', () => {
  const afterAnswer = (answer: string, examination: 'direct' | 'cross' = 'cross') => ({ examination, recentAnswers: [answer] });
  it.each([
    ['The valve could have stuck, I suppose, if nobody greased it.', 'So the valve stuck that winter, correct?'],
    ['A roof in that state might well collapse under snow.', 'And in January the roof collapsed; am I right?'],
    ['If the alarm was switched off, the guard slept through it.', 'The guard slept through the break-in, didn’t he?'],
    ['Perhaps the tenant was short of money by then.', 'So by March the tenant was short of money?'],
    ['She may have been upset when she left the office.', 'She was upset when she left, wasn’t she?'],
  ])('after %j, %j draws the objection, and the judge sustains it', (answer, question) => {
    expect(analyse(question, afterAnswer(answer)).findings[0]).toMatchObject({ ground: 'assumes_facts' });
    expect(confidence(question, 'assumes_facts', afterAnswer(answer))).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'assumes_facts', afterAnswer(answer)).ruling).toBe('sustained');
  });
  it.each([
    // The qualifier kept: the answer restated fairly.
    ['The valve could have stuck, I suppose.', 'So the valve could have stuck?'],
    ['If the alarm was switched off, the guard slept through it.', 'So if the alarm was off, the guard slept through it, correct?'],
    // Said flat after all.
    ['It stuck. It might have been the cold.', 'So the valve stuck, correct?'],
    ['Yes, the roof collapsed.', 'And the roof collapsed in January, right?'],
    ['In May the roof collapsed.', 'So the roof collapsed, right?'],
    // Another person's possible act, or another thing, is not what the question puts.
    ['My brother may have seen the van.', 'And you saw the van yourself, correct?'],
    ['The pump may have failed.', 'And you replaced the pump that week, correct?'],
    // Asked, not put: the witness says whether.
    ['Perhaps the wall was unsafe.', 'Was the wall unsafe?'],
    // A denial is no possibility granted.
    ["It couldn't have been the wiring.", 'So the wiring failed, right?'],
  ])('after %j, %j does not misstate the answer', (answer, question) => {
    expect(confidence(question, 'assumes_facts', afterAnswer(answer))).toBeLessThan(COUNSEL_BAR);
  });
  it('lets a fact the witness has not spoken to be put on cross for it to admit or deny', () => {
    expect(rule('So the valve stuck that winter, correct?', 'assumes_facts', afterAnswer('I checked the valve in the autumn.')).ruling).toBe('overruled');
  });
});

describe('an act the witness has just denied, taken as done (assumes facts)', () => {
  const after = (answer: string, asked?: string) => ({ recentAnswers: [answer], ...(asked ? { recentQuestions: [asked] } : {}) });
  it.each([
    ['Was anyone else in the yard?', 'No, I never saw a crowbar.', 'What did you do when you saw the crowbar?'],
    ['What happened then?', 'I did not push the cashier.', 'Why did you push the cashier?'],
    ['Did you open the safe?', 'No, sir.', 'Did you count the money after you opened the safe?'],
    ['Did you sign the delivery note that morning?', 'No.', 'Describe the delivery note you signed.'],
    ['And the contract?', 'I never read the contract.', 'After you read the contract, whom did you call?'],
    ['Was there a ladder in the yard?', 'I never saw a ladder there.', 'What did you think when you saw it?'],
  ])('after %j and %j, %j draws the objection, and the judge sustains it', (asked, answer, question) => {
    expect(analyse(question, after(answer, asked)).findings[0]).toMatchObject({ ground: 'assumes_facts' });
    expect(confidence(question, 'assumes_facts', after(answer, asked))).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'assumes_facts', after(answer, asked)).ruling).toBe('sustained');
  });
  it.each([
    // Put again for a yes: the witness may deny it again.
    ['Did you see a crowbar?', 'No, I never saw a crowbar.', 'You never saw a crowbar at all?'],
    // Something else: another thing, or asked openly.
    ['Did you see a crowbar?', 'No, I never saw a crowbar.', 'What did you do when you saw the van?'],
    ['Did you see a crowbar?', 'No.', 'What did you see?'],
    ['Did you see a crowbar?', 'No, I never saw a crowbar.', 'What did you do when you saw the guard?'],
    ['Did you look out?', "I didn't see anything.", 'What did you see when you looked out?'],
    // A "No" to a negative question may agree; a memory that fails denies nothing.
    ["Didn't you see a crowbar?", 'No.', 'Where was the crowbar when you saw it?'],
    ['Did you see a crowbar?', "I don't remember seeing one.", 'What did you do when you saw the crowbar?'],
    // The witness did not see it: it may still have happened.
    ['Did the guard strike him?', "I didn't see the guard strike him.", 'What did the prisoner do after the guard struck him?'],
    // A duty or a purpose to do it does not say it was done.
    ['What about the gate?', 'The gate was not locked that night.', 'Who was responsible for locking the gate?'],
    ['What about the gate?', 'The gate was not locked that night.', 'Who was supposed to lock the gate?'],
    // Denied, then told otherwise in the same answer: the "No" answers something else.
    ['Did you stay in?', 'No. I drove to the depot.', 'What did you do when you drove to the depot?'],
  ])('after %j and %j, %j takes nothing denied as done', (asked, answer, question) => {
    expect(confidence(question, 'assumes_facts', after(answer, asked))).toBeLessThan(COUNSEL_BAR);
  });
});

describe('the same question asked again inside a frame (asked and answered)', () => {
  const after = (first: string, examination: 'direct' | 'cross' = 'direct') => ({ examination, answeredQuestions: [questionWords(first)] });
  it.each([
    ['Did you check the tyre pressure before the race?', 'You did not check the tyre pressure before the race, correct?', 'cross'],
    ['Where did you leave the ledger?', 'Tell the court again where you left the ledger.', 'direct'],
    ['When did the shop close that evening?', 'Can you tell us when the shop closed that evening?', 'direct'],
    ['Did the foreman sign the permit?', "Isn't it true that the foreman signed the permit?", 'cross'],
  ] as const)('after %j, %j asks it again', (first, second, examination) => {
    expect(confidence(second, 'asked_and_answered', after(first, examination))).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each([
    ['Did you check the tyre pressure before the race?', 'Who else checked the tyre pressure before the race?'],
    ['Where did you leave the ledger?', 'Tell the court why you left the ledger there.'],
    ['When did the shop close that evening?', 'Can you tell us who closed the shop that evening?'],
  ])('after %j, %j asks something new', (first, second) => {
    expect(confidence(second, 'asked_and_answered', after(first))).toBeLessThan(COUNSEL_BAR);
  });
});

describe('the testimony put back as what the witness would have the fact-finder accept (argumentative)', () => {
  it.each([
    'Do you mean to tell this jury that the lorry never left the yard?',
    'You want to tell the court the shutters were down all night?',
    'Are you saying to this tribunal that nobody paid you a penny?',
  ])('%j draws the objection, and the judge sustains it', (question) => {
    expect(confidence(question, 'argumentative', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'argumentative', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it.each([
    'Can you tell the jury what you heard next?',
    'Would you explain to the court how the till is locked?',
    'Did you tell the jury yesterday that the yard was empty?',
    'Do you want to tell the court anything more about the shutters?',
  ])('%j asks the witness to tell, or asks what it told', (question) => {
    expect(confidence(question, 'argumentative')).toBe(0);
  });
});

describe("another person's reasons asked as 'the reason…' or 'what made…' (speculation)", () => {
  it.each([
    'What was the reason the night porter locked the side door?',
    'What was the reason why your landlady changed the locks?',
    'What made the foreman send everyone home?',
  ])('%j draws the objection, and the judge sustains it', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'speculation').ruling).toBe('sustained');
  });
  it.each(['What was the reason you locked the side door?', 'What was the reason for the late delivery?', 'What made the trailer tip over?'])('%j asks the witness its own reasons, or a cause of things', (question) => {
    expect(confidence(question, 'speculation')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { ObjectionClassifier, RulesJudge, type ClassificationContext } from '../../../main/trial';
import type { ObjectionGround } from '../../../shared/domain';
import { classificationContextOf } from '../../support/classificationContext';

// General courtroom language the classifier missed or misread, each kind in wordings of our own,
// with the proper questions that must not draw it. A real record has no case file.
const base = classificationContextOf(null);
const classifier = new ObjectionClassifier();
const analyse = (question: string, context: Partial<ClassificationContext> = {}) => classifier.classify(question, { ...base, ...context });
const confidence = (question: string, ground: ObjectionGround, context: Partial<ClassificationContext> = {}) =>
  analyse(question, context).findings.find((finding) => finding.ground === ground)?.confidence ?? 0;
const judge = new RulesJudge({ rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 });
const rule = (question: string, ground: ObjectionGround, context: Partial<ClassificationContext> = {}) =>
  judge.ruleSync({ turn: 1, questionId: 'q', question, ground, objectedBy: 'player', analysis: analyse(question, context), projection: { earlierRulings: [], tallies: {} } });
/** Counsel's default bar to object unprompted. */
const COUNSEL_BAR = 0.6;

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
  ])('%j asks for a fact, not a conclusion', (question) => {
    expect(confidence(question, 'lay_opinion')).toBeLessThan(COUNSEL_BAR);
  });
  it('lets an expert give the opinion of the field', () => {
    expect(confidence('Was the repair carried out negligently?', 'lay_opinion', { isExpert: true })).toBe(0);
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

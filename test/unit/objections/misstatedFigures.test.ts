import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// "Objection, misstates the testimony": the examiner sums up the witness's last answer, or builds
// on it, with a count, a measure or a detail the answer contradicts. The twins: the answer said
// back as given, a rival put plainly for a yes (a challenge, which cross may make), and an answer
// about something else.
const { analyse, confidence, excusedOn, rule } = objectionRig(classificationContextOf(null));

const after = (asked: string, answer: string, examination: 'direct' | 'cross' = 'cross') => ({ examination, recentQuestions: [asked], recentAnswers: [answer] });

describe('a figure or detail of the last answer changed as the question says it back (assumes facts)', () => {
  it.each([
    ['How many bags did the courier leave?', 'Three bags.', 'So the courier left seven bags?'],
    ['How far was the van from the kerb?', 'About ten feet.', 'You told us the van was four feet from the kerb?'],
    ['What colour was the scooter?', 'The scooter was green.', 'And so the scooter was yellow?'],
    ['How many bags did the courier leave?', 'Three bags.', 'What did you do with the seven bags?'],
  ])('after %j and %j, %j draws the objection, and the judge sustains it', (asked, answer, question) => {
    const context = after(asked, answer);
    expect(analyse(question, context).findings[0]).toMatchObject({ ground: 'assumes_facts' });
    expect(confidence(question, 'assumes_facts', context)).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'assumes_facts', context).ruling).toBe('sustained');
  });

  it.each([
    // Said back as it was given.
    ['How many bags did the courier leave?', 'Three bags.', 'So the courier left three bags?'],
    ['What colour was the scooter?', 'The scooter was green.', 'You told us the scooter was green?'],
    // A rival put for a yes, not claimed as the answer: a challenge.
    ['How far was the van from the kerb?', 'About ten feet.', 'The van was four feet from the kerb, wasn\'t it?'],
    // The answer was about something else.
    ['How many children do you have?', 'Two.', 'So the courier left seven bags?'],
    // What the question asks for is no detail it puts, though the answer gave one.
    ['The light was red for you, correct?', 'The traffic light at Mill Lane was red for me when I entered the junction.', 'What colour was the traffic light when you entered the junction?'],
    ['Where did the courier stop?', 'He stopped by the gate and left three bags.', 'How many bags did the courier leave by the gate?'],
  ])('after %j and %j, %j misstates nothing', (asked, answer, question) => {
    expect(confidence(question, 'assumes_facts', after(asked, answer))).toBeLessThan(COUNSEL_BAR);
  });
});

describe('a restatement with a changed figure is no restatement (leading on direct)', () => {
  it('does not excuse leading when the figure said back is not the answer\'s', () => {
    const context = after('How far was the van from the kerb?', 'About ten feet.', 'direct');
    expect(excusedOn('You told us the van was four feet from the kerb?', 'leading', context)).toBeUndefined();
    expect(excusedOn('The van was four feet from the kerb?', 'leading', context)).toBeUndefined();
  });
  it('still excuses the answer said back as given', () => {
    const context = after('How far was the van from the kerb?', 'About ten feet.', 'direct');
    expect(excusedOn('You told us the van was ten feet from the kerb?', 'leading', context)).toBeDefined();
  });
});

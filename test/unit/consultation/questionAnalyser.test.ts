import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/consultation';

describe('analyseQuestion', () => {
  it('tells open questions from closed ones and statements', () => {
    expect(analyseQuestion('What happened when the letter arrived?').form).toBe('open');
    expect(analyseQuestion('Can you tell me about the flat?').form).toBe('open');
    expect(analyseQuestion('Take your time, and tell me in your own words what happened.').form).toBe('open');
    expect(analyseQuestion('Did he give you the letter?').form).toBe('closed');
    expect(analyseQuestion("Isn't it true you owe rent?").form).toBe('closed');
    expect(analyseQuestion('Is it yes or no?').form).toBe('closed');
    expect(analyseQuestion('I see.').form).toBe('statement');
  });

  it('reads a question asking whether there is anything at all to tell as an invitation, one naming a thing as closed', () => {
    expect(analyseQuestion('Is there anything else you think I should know, even if it seems small?').form).toBe('open');
    expect(analyseQuestion('Is there anyone else who helps you with the children?').form).toBe('open');
    expect(analyseQuestion('Are there any court orders about Oliver?').form).toBe('closed');
    expect(analyseQuestion('Have you signed anything with the landlord?').form).toBe('closed');
    expect(analyseQuestion('Was it the red car or the blue one?').form).toBe('closed');
  });

  it('counts several questions in one turn, including ones joined by "and"', () => {
    expect(analyseQuestion('How are you? What brings you here?')).toMatchObject({ questionCount: 2, multiple: true });
    expect(analyseQuestion('When did he call, and what did he say?')).toMatchObject({ questionCount: 2, multiple: true });
    expect(analyseQuestion('Can you tell me about the rent and how payments have gone?')).toMatchObject({ questionCount: 1, multiple: false });
  });

  it('finds jargon, the longest term first', () => {
    expect(analyseQuestion('Was it a constructive dismissal or a breach?').jargon).toEqual(['constructive dismissal', 'breach']);
    expect(analyseQuestion('Did the landlord give you a letter?').jargon).toEqual([]);
  });

  it('sees empathy, judgement, summaries, interruptions, wrap-ups and requests for advice', () => {
    expect(analyseQuestion("I'm sorry, that must have been hard.").empathy).toBe(true);
    expect(analyseQuestion("Why didn't you pay the rent?").judgemental).toBe(true);
    expect(analyseQuestion('So if I understand, he called you twice?').summarising).toBe(true);
    expect(analyseQuestion('So the boiler is broken and you complained to him about it. Is that right?').summarising).toBe(true);
    expect(analyseQuestion('The hearing is on Thursday, is that right?').summarising).toBe(false);
    expect(analyseQuestion('Hold on, when was this?').interruption).toBe(true);
    expect(analyseQuestion('When was this?', { interrupted: true }).interruption).toBe(true);
    expect(analyseQuestion('When was this?').interruption).toBe(false);
    expect(analyseQuestion("Thank you, that's all I need for today.").wrapUp).toBe(true);
    expect(analyseQuestion("Thanks for your time, I'll get back to you tomorrow.").wrapUp).toBe(true);
    expect(analyseQuestion('Thank you for telling me. What happened next?').wrapUp).toBe(false);
    expect(analyseQuestion('What do you think the law says?').asksForAdvice).toBe(true);
    expect(analyseQuestion('Go on.').followUp).toBe(true);
  });

  it('tells advice from the interview\'s own statements and questions', () => {
    for (const advice of ['You need to file a C100 with the court before you move.', "You can't just leave; that would be abduction.", "Right, I'd take the job and apply for leave to remove.", "Don't sign anything until we speak.", 'My advice is to stay put.', 'I advise you to keep every letter.']) {
      expect(analyseQuestion(advice).givesAdvice, advice).toBe(true);
    }
    for (const other of ['Do you need help with that?', 'I need you to tell me what happened.', 'You can tell me as much or as little as you like.', 'You have two children?', 'I would like to hear about the job.', 'You said he texted you.']) {
      expect(analyseQuestion(other).givesAdvice, other).toBe(false);
    }
  });

  it('tells a question about the client\'s feelings from a request put politely', () => {
    for (const line of ['How are you feeling about all of this?', 'What worries you most?', 'Are you worried about the hearing?', 'Do you have any concerns about the school?']) {
      expect(analyseQuestion(line).asksAboutFeelings, line).toBe(true);
    }
    for (const line of ['Do you want to tell me about the letter?', 'What would you like to happen?', 'How much rent do you pay?', 'I feel we should start with the letter.']) {
      expect(analyseQuestion(line).asksAboutFeelings, line).toBe(false);
    }
  });

  it('is deterministic', () => {
    const text = "I'm sorry. Did you breach the tenancy agreement, and why didn't you tell him?";
    expect(analyseQuestion(text)).toEqual(analyseQuestion(text));
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { judgeResponsiveness, parseObjectionRecords } from '../../../main/trial/objections';
import { RulesJudge } from '../../../main/trial';

const nonresponsive = (question: string, answer: string) => judgeResponsiveness(question, answer).nonresponsive;

describe('whether an answer responds to the question', () => {
  it('finds a yes that runs on into what was not asked, and a long speech after it', () => {
    expect(nonresponsive('Did you see him at the window?', 'Yes, and he glared at me like he wanted to kill me.')).toBe(true);
    expect(
      nonresponsive(
        'Did you speak to the foreman that day?',
        'Yes, in the yard. I had gone there to complain about the oak. The foreman was rude to everyone. Everybody knows the company cheats its buyers. They have done it for years to every joinery in town.',
      ),
    ).toBe(true);
  });
  it('finds a yes followed by what someone else said, when no talk was asked about', () => {
    expect(nonresponsive('Do you remember visiting the site office that week?', 'Yes, I went on the Tuesday. The site manager told me that the crane had failed its inspection.')).toBe(true);
    expect(nonresponsive('Did you meet the buyers at the fair?', 'Yes. They were talking about a cheaper supplier in Leeds.')).toBe(true);
    // Asked about the talk itself, the account of it responds; words of the witness's own, or a call, report nothing of another's.
    expect(nonresponsive('Did the site manager speak to you that week?', 'Yes. He told me that the crane had failed its inspection.')).toBe(false);
    expect(nonresponsive('Did you visit the site office that week?', 'Yes. I told the clerk about the crane.')).toBe(false);
    expect(nonresponsive('Did you meet the foreman after the delivery?', 'Yes. He called me up the next morning.')).toBe(false);
  });
  it("finds an answer in the witness's own words joined by ', and' to what others did, which nobody asked", () => {
    expect(nonresponsive('Did the pharmacist check the label?', 'He never looked at it, and the owner had cut the night staff to one person months earlier.')).toBe(true);
    expect(nonresponsive('Was the shutter down when you left?', 'No, it was up, and the cleaners always propped the back door open with a bin.')).toBe(true);
    // What follows is more of the answer (the question's own words), the witness's own doing, or too slight to be new matter.
    expect(nonresponsive('Did the pharmacist check the label?', 'He never looked at it, and the label was for the wrong patient.')).toBe(false);
    expect(nonresponsive('Was the shutter down when you left?', 'No, it was up, and I locked the side gate.')).toBe(false);
    expect(nonresponsive('Did you call the pharmacy back?', 'I rang twice, and nobody picked up.')).toBe(false);
  });
  it('finds a "how long" answered with no stretch of time, and keeps one answered with a count or a time it ran from', () => {
    expect(nonresponsive('How long were you kept waiting at the depot?', 'The staff were rude and the heating was broken the whole way through.')).toBe(true);
    expect(nonresponsive('How long were you kept waiting at the depot?', 'Nearly forty minutes, standing up.')).toBe(false);
    expect(nonresponsive('How long were you kept waiting at the depot?', 'From the moment I arrived until they shut.')).toBe(false);
  });
  it('finds "what was the price / the distance…" answered with no amount, and keeps a time or a next step answered in words', () => {
    expect(nonresponsive('What was the cost the removal firm quoted you?', 'They seemed very professional on the phone and the van was clean.')).toBe(true);
    expect(nonresponsive('What was the distance from the kerb to the crate?', 'The crate should never have been left on the pavement in the first place.')).toBe(true);
    expect(nonresponsive('What was the cost the removal firm quoted you?', 'Nine hundred pounds, including the piano.')).toBe(false);
    expect(nonresponsive('What was the date of the move?', 'The Saturday after Easter, early.')).toBe(false);
    expect(nonresponsive('What was the next step?', 'I rang the removal firm and asked for the manager.')).toBe(false);
  });
  it("finds a why put back to the examiner, and keeps a question that only asks what was meant", () => {
    expect(nonresponsive('Did you return the hire van on time?', 'No. Why should anyone hurry for a firm that overcharged them?')).toBe(true);
    expect(nonresponsive('How long had you rented the van for?', 'From the Leeds branch?')).toBe(false);
  });
  it("reads a new subject with a possessive ('his brother …') after ', and' as someone else's doing", () => {
    expect(nonresponsive('Did you lock the stockroom?', 'Well, the owner never gave me a key, and his brother took cash from the till most weekends.')).toBe(true);
  });
  it('finds a witness who, after answering, tells the examiner what they are up to', () => {
    expect(nonresponsive('Had you taken two tablets that morning?', 'Two, as prescribed. You are twisting what the doctor wrote.')).toBe(true);
    expect(nonresponsive('Did you sign the delivery note?', "I did. You're suggesting I never read it, and that's wrong.")).toBe(true);
    expect(nonresponsive('Where did you leave the prescription?', "On the counter by the till. You are making it sound as if I hid it.")).toBe(true);
    // A question back about what is being asked, as the answer's opening, is no attack.
    expect(nonresponsive('Did you sign the delivery note?', "You're asking about the Monday note? Yes, I signed it.")).toBe(false);
  });
  it('finds a when, where or who answered, then followed by what someone else said, unless talk was asked about', () => {
    expect(nonresponsive('Where did you tie up the dinghy?', 'At the end of the jetty. The boatman told me the rope had been cut twice that month.')).toBe(true);
    expect(nonresponsive('When did you reach the lock?', 'A little after four. The keeper said that the gates had jammed all morning.')).toBe(true);
    // The witness's own words, a follow-on of its own, and an account of talk that was asked for stand.
    expect(nonresponsive('When did you reach the lock?', 'A little after four. I told the keeper the gates looked stuck.')).toBe(false);
    expect(nonresponsive('Who was on the towpath?', 'Two anglers. One of them waved as the barge came past.')).toBe(false);
    expect(nonresponsive('Who rang you about the barge?', 'The keeper. He told me the gates had jammed.')).toBe(false);
  });
  it('finds an answer that argues with the examiner', () => {
    expect(nonresponsive('Were you drinking that night?', 'Why would I drink before driving the children home?')).toBe(true);
    expect(nonresponsive('You were late, correct?', "You know that's not true.")).toBe(true);
  });
  it('finds a "when" or "how many" answered without a time or a number', () => {
    expect(nonresponsive('When did the second load arrive?', 'The driver was very rude and dumped it in the rain.')).toBe(true);
    expect(nonresponsive('How many cubic metres did you order?', 'We always order from them because they used to be reliable.')).toBe(true);
  });
  it('finds a question of what the witness did or said answered only with what it felt or thought', () => {
    expect(nonresponsive('When the landlord raised the rent, what did you do?', 'I was terrified. I thought he had tricked us from the start.')).toBe(true);
    expect(nonresponsive('What was your reply to the buyer’s offer?', 'I worried that the price was far too low for the boat.')).toBe(true);
    // What was done or said, even with a feeling beside it, answers; so does a feeling asked for.
    expect(nonresponsive('When the landlord raised the rent, what did you do?', 'I was terrified, so I wrote to the council the same week.')).toBe(false);
    expect(nonresponsive('What did you say to the buyer?', 'I told him the price was far too low.')).toBe(false);
    expect(nonresponsive('How did you feel when the letter came?', 'I worried that we would lose the house.')).toBe(false);
  });
  it('finds what someone else did or said answered only with the witness\'s feelings, a feeling put as "I was scared" too', () => {
    expect(nonresponsive('What did the bailiff say when he came to the door?', 'I was scared. I felt we would be put out that night.')).toBe(true);
    expect(nonresponsive('What did your neighbour do when the water came in?', 'I was so frightened for the children.')).toBe(true);
    expect(nonresponsive('What did the bailiff say when he came to the door?', 'I was scared, but he said we had a week to leave.')).toBe(false);
  });
  it('accepts an answer hedged with a present "I think" or "I believe", which tells what was done or said', () => {
    expect(nonresponsive('What did you do when the water came in?', 'I think I carried the children upstairs first.')).toBe(false);
    expect(nonresponsive('What did you say to the bailiff?', 'I believe I asked him for another week.')).toBe(false);
    // (a past "thought" tells what the witness thought then)
    expect(nonresponsive('What did you do when the water came in?', 'I thought the whole house would flood.')).toBe(true);
  });
  it('accepts a yes or no, a short affirmation, a qualified answer, and not knowing', () => {
    for (const [question, answer] of [
      ['Did you see him at the window?', 'No.'],
      ['The load was wet, wasn\'t it?', 'It was.'],
      ['Were you wounded?', 'Slightly wounded, gassed.'],
      ['Did you sign the order?', 'Yes. I signed it on the Monday.'],
      ['When did the second load arrive?', 'On the Friday, just before noon.'],
      ['How many people work there?', 'About eleven of us.'],
      ['Who phoned you?', "I don't recall who it was."],
      ['What happened next?', 'He ran out of the store and got into a silver car. He drove off towards the highway.'],
    ]) {
      expect(nonresponsive(question!, answer!), `${question} / ${answer}`).toBe(false);
    }
  });
  it("is the judge's test on a motion to strike, which says why", () => {
    const judge = new RulesJudge({ rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 });
    const rule = (question: string, answer: string) =>
      judge.ruleSync({ turn: 1, questionId: 'q', question, answer, ground: 'nonresponsive', objectedBy: 'player', analysis: { findings: [], excused: [] }, projection: { earlierRulings: [], tallies: {} } });
    expect(rule('Did you see him at the window?', 'Yes, and he glared at me like he wanted to kill me.')).toMatchObject({ ruling: 'sustained', reason: expect.stringMatching(/not asked\. The answer is struck\.$/) });
    expect(rule('Did you see him at the window?', 'Yes.')).toMatchObject({ ruling: 'overruled' });
  });
});

describe('an answer that gives no person, no place, or only what someone else said (nonresponsive)', () => {
  // Beside each answer struck, one that stands: a person or a place given, a source's "where" (a
  // book or a person may answer it), what the witness saw told before another's words, and what it
  // heard (which may be another's words).
  const struckOrNot: [string, string, boolean][] = [
    ['Who locked the storeroom that evening?', 'It had been a long shift and the heating was broken again.', true],
    ['Who locked the storeroom that evening?', 'The night supervisor, I believe.', false],
    ['Where did you leave the trolley?', 'I was annoyed about the rota, because it changed every week.', true],
    ['Where did you leave the trolley?', 'Beside the loading bay, near the lift.', false],
    ['Where did you get the figures for the report?', 'I am not relying on any figures in this report at all.', false],
    ['What did you see from the bus shelter?', 'The cyclist told me the lorry had not signalled.', true],
    ['What did you see from the bus shelter?', 'I saw the lorry turn left. The cyclist told me it had not signalled.', false],
    ['What did you hear from the bus shelter?', 'The cyclist shouted that the lorry had not signalled.', false],
    ['Did you read the safety notice?', 'What difference does that make?', true],
    ['Did you read the safety notice?', 'Why do you want to know?', true],
  ];
  it.each(struckOrNot)('%j answered %j: struck %s', (question, answer, struck) => {
    expect(nonresponsive(question, answer)).toBe(struck);
  });
});

describe('on the real corpus', () => {
  it('catches at least half of the answers struck as nonresponsive, and almost no other answer', () => {
    const path = fileURLToPath(new URL('../../fixtures/objections-real/real-objections.jsonl', import.meta.url));
    const answered = parseObjectionRecords(readFileSync(path, 'utf8'), path).filter((record) => record.answer);
    const struck = answered.filter((record) => record.objection === 'nonresponsive');
    const others = answered.filter((record) => record.objection !== 'nonresponsive');
    const caught = struck.filter((record) => nonresponsive(record.question, record.answer!)).length;
    const falseAlarms = others.filter((record) => nonresponsive(record.question, record.answer!)).length;
    expect(struck.length).toBeGreaterThanOrEqual(4);
    expect(caught / struck.length).toBeGreaterThanOrEqual(0.5);
    expect(falseAlarms / others.length).toBeLessThanOrEqual(0.02);
  });
});

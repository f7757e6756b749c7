import { describe, expect, it } from 'vitest';
import { contentWordSet } from '../../../main/scoring';
import { RulesJudge } from '../../../main/trial';
import { classificationContextOf } from '../../support/classificationContext';
import { objectionRig } from '../../support/objectionRig';

const caseText =
  'I was the store manager at Ashgrove Timber. The oak was delivered late on 5 March. The manager, Gregor Lind, phoned the buyer. ' +
  'The second load was wet when it arrived. Niamh Corran rejected the load. I picked number 4 from the photo array.';
const base = classificationContextOf(caseText, {
  opposingParty: new Set(['ashgrove', 'timber', 'gregor', 'lind', 'manager', 'defendant']),
  exhibitTitles: ['Purchase order PO-2291 and its delivery terms', 'Letter from Gregor Lind of 6 March'],
});
const { analyse, grounds, rule } = objectionRig(base);

describe('lay opinion (FRE 701)', () => {
  it.each(['In your opinion, was the driver negligent?', 'Do you think the buyer was at fault?', 'Would you say she was lying?', 'Was the delay a breach of the contract?'])('flags %j', (question) => {
    expect(grounds(question)).toContain('lay_opinion');
  });
  it.each(['What did you see?', 'Was the oak wet?', 'How did the load look to you?'])('does not flag %j', (question) => {
    expect(grounds(question)).not.toContain('lay_opinion');
  });
  it('is excused for an expert', () => {
    expect(grounds('In your opinion, was the design defective?', { isExpert: true })).not.toContain('lay_opinion');
  });
});

describe('hearsay and its exceptions', () => {
  it('finds reported speech in any form', () => {
    for (const question of ['What did the foreman tell you about the load?', 'Do you recall him telling you that the oak was dry?', 'What were you told at the yard?', 'Did your neighbour say that the van was blue?']) {
      expect(grounds(question), question).toContain('hearsay');
    }
  });
  it('leaves speech that only dates the question, or asks when it was said', () => {
    for (const question of ['What was her condition when she said that?', 'Where were the letters written?', 'After he phoned, what did you do?']) {
      expect(grounds(question), question).not.toContain('hearsay');
    }
  });
  it("overrules on a party opponent's statement, the party's employee included (801(d)(2)(D))", () => {
    const ruling = rule('What did the manager say about the delivery date?', 'hearsay');
    expect(ruling.ruling).toBe('overruled');
    expect(ruling.reason).toMatch(/party opponent/);
    expect(rule('What did your own foreman say about the delivery date?', 'hearsay').ruling).toBe('sustained');
  });
  it("sustains on what people in general believe, unless the witness is an expert", () => {
    expect(rule('Is that view accepted by most carpenters?', 'hearsay').ruling).toBe('sustained');
    expect(rule('Do joiners believe that oak must be kiln-dried?', 'hearsay').ruling).toBe('sustained');
    expect(rule('Do joiners believe that oak must be kiln-dried?', 'hearsay', { isExpert: true }).ruling).toBe('overruled');
    // Weak evidence: enough for the judge once objected to, below counsel's bar to object unprompted.
    expect(analyse('Do joiners believe that oak must be kiln-dried?').findings.find((finding) => finding.ground === 'hearsay')?.confidence).toBeLessThan(0.6);
  });
  it('overrules on what the witness was told around its own act (effect on the listener) and on an excited cry', () => {
    expect(rule('What did the detective tell you before you looked at the photos?', 'hearsay').reason).toMatch(/effect on the listener/);
    expect(rule('What did the clerk scream?', 'hearsay').reason).toMatch(/excited utterance/);
  });
  it("overrules on the speaker's own intent or plan as a state of mind (803(3)), and not on what it said of the listener's condition", () => {
    for (const question of ['What did the courier say he meant to do with the invoices?', 'Did your neighbour tell you she planned to leave town?', 'What did the courier tell you about his plans for the weekend?']) {
      expect(rule(question, 'hearsay'), question).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('803(3)') });
    }
    for (const question of ['What did the courier tell you about your back?', 'What did the nurse tell you about the cut on your hand?']) {
      expect(rule(question, 'hearsay').ruling, question).toBe('sustained');
    }
    // The speaker's own body stays within the exception.
    expect(rule('What did the courier say about his back?', 'hearsay').ruling).toBe('overruled');
  });
  it('overrules a question that asks only whether something was said, and not one that puts what was said', () => {
    for (const question of ['Did the driver say anything?', 'Did you hear any of the men say something as they came into the yard?', 'Did he say anything else that you can recall?']) {
      expect(grounds(question), question).not.toContain('hearsay');
      expect(rule(question, 'hearsay').reason, question).toMatch(/only whether something was said/);
    }
    for (const question of ['What did the driver say?', 'Did the driver say anything about the brakes?', 'Did the driver tell you that the load was wet?']) {
      expect(grounds(question), question).toContain('hearsay');
    }
  });
});

describe('character, prior acts and prior charges (FRE 404, 608, 609)', () => {
  it('flags prior arrests and charges, and bad acts', () => {
    for (const question of ['Have you ever been arrested?', 'You were charged with assault in 2019, weren\'t you?', 'Has the defendant ever been in a fight before?', 'Is he a violent man?']) {
      expect(grounds(question, { examination: 'cross' }), question).toContain('character');
    }
  });
  it("excuses a witness's conviction on cross (609) but not an arrest", () => {
    expect(rule('You were convicted of fraud in 2018, correct?', 'character', { examination: 'cross' }).ruling).toBe('overruled');
    expect(rule('You were arrested for fraud in 2018, correct?', 'character', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it('leaves an arrest that is part of the story', () => {
    expect(grounds('What happened after the police arrived?')).not.toContain('character');
  });
});

describe('speculation', () => {
  it.each(['Would you have known if the oak had been wet?', 'What was Lind thinking when he phoned?', 'Why do you think he delivered late?', 'Is it possible that the rain soaked the load?', 'What was his state of mind?'])('flags %j', (question) => {
    expect(grounds(question)).toContain('speculation');
  });
  it.each(['What were you supposed to do with a wet load?', 'Did you know about the project known as the hotel fit-out?'])('does not flag %j', (question) => {
    expect(grounds(question)).not.toContain('speculation');
  });
});

describe('assumes facts not in evidence', () => {
  it('counts a stipulated fact as in evidence from the start', () => {
    const question = 'After you cancelled the contract by telephone, what did the buyer do?';
    const early = { evidenceWords: new Set<string>(), caseVocabulary: contentWordSet(`${caseText} The contract was cancelled by telephone on 7 March.`) };
    expect(grounds(question, early)).toContain('assumes_facts');
    expect(grounds(question, { ...early, stipulatedWords: contentWordSet('The contract was cancelled by telephone on 7 March.') })).not.toContain('assumes_facts');
  });
});

describe('leading on preliminary matters (FRE 611(c) advisory note)', () => {
  it.each(['Now in March of last year, I think you said you were living in Leeds?', 'You were employed by the county back then, were you not?', 'You graduated from the state university in 1998?', 'And you are married, with two children?'])(
    'excuses the witness\'s own background on direct: %j',
    (question) => {
      const analysis = analyse(question);
      expect(analysis.excused.map((entry) => entry.ground)).toContain('leading');
      expect(rule(question, 'leading').ruling).toBe('overruled');
    },
  );
  it.each(["You're the owner of the sawmill on the ring road, correct?", 'You are a nurse at the county hospital?', "And you are the plaintiff's sister?", 'You are a member of the carpenters\' union, right?'])(
    'excuses the role, office or kinship the witness has now, on direct: %j',
    (question) => {
      expect(analyse(question).excused.map((entry) => entry.ground)).toContain('leading');
      expect(rule(question, 'leading').ruling).toBe('overruled');
    },
  );
  it.each(['You were the driver of the lorry?', 'You are the owner of the van that struck the gate?', 'You are the man who signed for the load?'])(
    'leaves a role tied to the events: %j',
    (question) => {
      expect(analyse(question).excused.map((entry) => entry.ground)).not.toContain('leading');
    },
  );
  it.each(["Wasn't your son unloading the van when the shelf fell?", 'Your employer paid for the new guttering, correct?', 'Your daughter drove you to the clinic?'])(
    'leaves what the witness\'s kin or employer did in the events: %j',
    (question) => {
      expect(analyse(question).excused.map((entry) => entry.ground)).not.toContain('leading');
      expect(rule(question, 'leading').ruling).toBe('sustained');
    },
  );
  it.each(['Your husband is a plasterer, is he not?', 'Your daughter lives in Carlisle now?', 'Your employer is the county council?'])('still excuses the standing of the witness\'s kin or employer: %j', (question) => {
    expect(analyse(question).excused.map((entry) => entry.ground)).toContain('leading');
  });
  it.each(["You have made a long study of forestry, haven't you?", "Haven't you given considerable study to timber grading?", 'And you did a study of joinery at night school?'])(
    'excuses the witness\'s schooling named by a noun after its own support verb, as its verb would be: %j',
    (question) => {
      expect(analyse(question).excused.map((entry) => entry.ground)).toContain('leading');
      expect(rule(question, 'leading').ruling).toBe('overruled');
    },
  );
  it.each(["The buyer made a long study of the invoices, didn't he?", "You gave the foreman the invoices, didn't you?"])(
    'leaves a study that is someone else\'s, or a support verb with no schooling after it: %j',
    (question) => {
      expect(analyse(question).excused.map((entry) => entry.ground)).not.toContain('leading');
      expect(rule(question, 'leading').ruling).toBe('sustained');
    },
  );
  it.each(['You were working at the yard that night, weren\'t you?', 'And that was the purpose of all the papers with her name on them; is that correct?', 'The load was wet when it arrived, wasn\'t it?'])(
    'still finds leading on the events, or on someone else\'s affairs: %j',
    (question) => {
      expect(analyse(question).excused.map((entry) => entry.ground)).not.toContain('leading');
      expect(rule(question, 'leading').ruling).toBe('sustained');
    },
  );
});

describe('the judge rules on the merits of the ground claimed', () => {
  it('overrules leading on cross and sustains it on direct, citing the rule and why', () => {
    expect(rule('The load was wet, wasn\'t it?', 'leading', { examination: 'cross' })).toMatchObject({ ruling: 'overruled', reason: 'Overruled. Leading questions are proper on cross-examination.' });
    expect(rule('The load was wet, wasn\'t it?', 'leading')).toMatchObject({ ruling: 'sustained', rule: 'FRE 611(c)' });
  });
  it('sustains a form objection on any defect of form, and not without one', () => {
    expect(rule('Did you reject the load and did you buy oak elsewhere?', 'form').ruling).toBe('sustained');
    expect(rule('When did the second load arrive?', 'form').ruling).toBe('overruled');
  });
  it('judges relevance against the case file with related words', () => {
    expect(rule('When was the timber delivered?', 'relevance').ruling).toBe('overruled');
    expect(rule('What is your favourite football team?', 'relevance').ruling).toBe('sustained');
  });
  it('rules on a motion to strike from the answer, and leans on counsel\'s word when no answer is on the record', () => {
    const motion = (answer: string | undefined, sustainBias: number) =>
      new RulesJudge({ rulingStyle: 'explanatory', strictness: 0.5, sustainBias }).ruleSync({
        turn: 1, questionId: 'q', question: 'Did you reject the load?', ...(answer === undefined ? {} : { answer }), ground: 'nonresponsive', objectedBy: 'player',
        analysis: analyse('Did you reject the load?'), projection: { earlierRulings: [], tallies: {} },
      }).ruling;
    expect(motion('Yes, I did.', 0.5)).toBe('overruled');
    expect(motion(undefined, 0.5)).toBe('sustained');
    expect(motion(undefined, 0.3)).toBe('overruled');
  });
  it('does not sustain because another ground is present', () => {
    // Compound, not hearsay: an objection on the wrong ground is overruled.
    expect(rule('Did you reject the load and did you buy oak elsewhere?', 'hearsay').ruling).toBe('overruled');
  });
  it('overrules best evidence when the writing is an exhibit, or for an expert', () => {
    expect(rule('What did the purchase order say about the delivery date?', 'best_evidence').ruling).toBe('overruled');
    expect(rule('What did the email say?', 'best_evidence').ruling).toBe('sustained');
    expect(rule('What did the email say?', 'best_evidence', { isExpert: true }).ruling).toBe('overruled');
  });
});

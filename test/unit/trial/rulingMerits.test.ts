import { describe, expect, it } from 'vitest';
import { ObjectionClassifier, RulesJudge, type ClassificationContext } from '../../../main/trial';
import type { RulingMoment } from '../../../main/trial/agents';
import { opinionFromTheSenses } from '../../../main/trial/objections/senseOpinion';
import { asksADirective, asksItsOwnPerception, asksWhatTheListenerDid, cannotRecall, fightsTheExaminer, offersAlternatives, putsTheFactItself, takesUpTheDirect, truthfulnessTowardTheWitness } from '../../../main/trial/rules/rulingMerits';
import { deniedPerceivingWhatIsAsked, perceivedWhatIsAsked, saidYesToBeingThere, saidYesToPerceiving } from '../../../main/trial/objections/witnessPerception';
import type { ExaminationType, ObjectionGround } from '../../../shared/domain';
import { classificationContextOf } from '../../support/classificationContext';

// A marina case: a skiff struck the harbourmaster's launch near the fuel dock at dusk.
const caseText =
  'The skiff struck the launch by the fuel dock at dusk. Orla Brady steered the skiff. The harbourmaster saw the collision from the pier. ' +
  'The launch was holed below the waterline. Brady had been at the yacht club bar before she cast off.';
const base = classificationContextOf(caseText);
const classifier = new ObjectionClassifier();
const judge = new RulesJudge({ rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 });
const analysis = (question: string, examination: ExaminationType, recentAnswers: string[]) => classifier.classify(question, { ...base, examination, recentAnswers });
const rule = (question: string, ground: ObjectionGround, examination: ExaminationType = 'direct', recentAnswers: string[] = [], context: Partial<ClassificationContext> = {}) => {
  const moment: RulingMoment = { examination, recentAnswers };
  return judge.ruleSync({
    turn: 1, questionId: 'q', question, ground, objectedBy: 'player',
    analysis: classifier.classify(question, { ...base, examination, recentAnswers, ...context }),
    projection: { earlierRulings: [], tallies: {} },
    moment,
  });
};

describe('leading a witness who turns on its examiner (FRE 611(c)(2))', () => {
  it.each([
    'No, I never said the skiff was speeding, you keep putting that to me.',
    'I have already told you twice where I was standing.',
    "I don't say that at all; I said the light was poor.",
    "I've answered that.",
  ])('reads %j as a witness fighting its examiner', (answer) => {
    expect(fightsTheExaminer(answer)).toBe(true);
  });
  it.each([
    "I couldn't say.",
    "I didn't tell anyone about the dent.",
    'She told me the engine cut out.',
    'Yes, I saw it from the pier.',
    'I would say about six knots.',
    'No. I never said that to the coastguard.',
    'I have answered the letters from the insurer.',
  ])(
    'does not read %j so',
    (answer) => {
      expect(fightsTheExaminer(answer)).toBe(false);
    },
  );
  it('lets the examiner lead such a witness on direct, and not a cooperative one', () => {
    const question = 'The skiff was already turning when you first saw it, wasn\'t it?';
    expect(rule(question, 'leading', 'direct', ['I already told you what I saw from the pier, twice.'])).toMatchObject({
      ruling: 'overruled',
      rule: 'FRE 611(c)',
      reason: expect.stringContaining('hostile'),
    });
    expect(rule(question, 'leading', 'direct', ['I was on the pier, checking the moorings.']).ruling).toBe('sustained');
  });
});

describe('a witness that refuses its examiner or hands the question back to it', () => {
  it.each([
    "I'm not going to tell you what the harbourmaster and I discussed.",
    'I do not propose to give you my logbook.',
    "I won't answer that.",
    'I refuse to answer.',
    'You know as well as I do where the skiff was moored.',
    'Well, you know better than I what the tide was doing.',
  ])('reads %j as a witness fighting its examiner', (answer) => {
    expect(fightsTheExaminer(answer)).toBe(true);
  });
  it.each([
    "I can't tell you; I was below deck.",
    "I didn't tell you about the dent at the time.",
    "I honestly don't know what to tell you.",
    'You know, the fog came in fast.',
    "I wouldn't tell you a lie about it.",
  ])('does not read %j so', (answer) => {
    expect(fightsTheExaminer(answer)).toBe(false);
  });
  it('lets the examiner lead on direct once its witness has refused it, and not before', () => {
    const question = "Brady was steering straight for the launch, wasn't she?";
    expect(rule(question, 'leading', 'direct', ["I'm not going to tell you what I saw from the pier."])).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('hostile') });
    expect(rule(question, 'leading', 'direct', ['I was on the pier, checking the moorings.']).ruling).toBe('sustained');
  });
});

describe('leading: a question that offers a choice of answers (FRE 611(c))', () => {
  it.each(['Was the skiff drifting or under power when you saw it?', 'Did Brady steer to port or to starboard?', 'And was it still light, or was it dark by then?'])('overrules leading on %j, even on direct', (question) => {
    expect(offersAlternatives(question)).toBe(true);
    expect(rule(question, 'leading', 'direct')).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('choice') });
  });
  it.each(["Wasn't the skiff drifting or adrift?", "The skiff was drifting, or nearly so, wasn't it?", 'Did Brady have a flask or something?', 'Did Brady steer the skiff?'])(
    'does not read %j so',
    (question) => {
      expect(offersAlternatives(question)).toBe(false);
    },
  );
});

describe('leading a witness whose memory has failed (FRE 611(c))', () => {
  it.each(["I don't remember.", "I can't recall the name of the boat.", 'Honestly I forget.', 'I do not recollect who was at the helm.'])('reads %j as a failed memory', (answer) => {
    expect(cannotRecall(answer)).toBe(true);
  });
  it.each(["I don't know.", 'I remember it clearly.', 'I never forget a face.', 'Do you remember the tide table?'])('does not read %j so', (answer) => {
    expect(cannotRecall(answer)).toBe(false);
  });
  it('allows leading right after the witness says it cannot recall, not later on', () => {
    const question = 'Was it Ms. Brady at the helm, wasn\'t it?';
    expect(rule(question, 'leading', 'direct', ["I can't remember who was steering."]).ruling).toBe('overruled');
    expect(rule(question, 'leading', 'direct', ["I can't remember who was steering.", 'The launch was tied up at the fuel dock.']).ruling).toBe('sustained');
  });
});

describe('assumes facts: a fact put to be admitted or denied assumes nothing', () => {
  it.each(['She had been drinking at the club bar that evening?', 'Ms. Brady never sounded her horn, did she?', 'Did you hear a horn from the skiff?'])(
    '%j puts its fact itself',
    (question) => {
      expect(putsTheFactItself(question)).toBe(true);
    },
  );
  it.each([
    'How much had Ms. Brady drunk before she cast off?',
    'After the skiff rammed the launch, did Ms. Brady stop?',
    'Did you see the dent that the skiff left in the hull?',
  ])('%j tucks a fact into the question', (question) => {
    expect(putsTheFactItself(question)).toBe(false);
  });
  it('overrules the objection on the first kind and sustains it on the second when the case file lacks the fact', () => {
    expect(rule('Ms. Brady never sounded her horn, did she?', 'assumes_facts', 'cross')).toMatchObject({ ruling: 'overruled', rule: expect.any(String), reason: expect.stringContaining('admit or deny') });
    expect(rule('After the skiff rammed the launch, why did you phone your insurer?', 'assumes_facts').ruling).toBe('sustained');
  });
});

describe('lay opinion the witness may give (FRE 602, 701)', () => {
  it.each(['Did the deckhand mislead you about the fuel log?', 'Was Ms. Brady honest with you about the repairs?'])('%j asks of truthfulness toward the witness', (question) => {
    expect(truthfulnessTowardTheWitness(question)).toBe(true);
  });
  it.each(['Was the harbourmaster lying on the stand yesterday?', 'Did the deckhand lie to the insurer?', 'Did you lie to the coastguard?'])('%j does not', (question) => {
    expect(truthfulnessTowardTheWitness(question)).toBe(false);
  });
  it.each(['In your estimate, how fast was the skiff moving?', 'In your estimation, how far from the jetty was the skiff?', 'Would you say Ms. Brady was drunk when she cast off?', 'Did the deckhand seem frightened after the collision?'])(
    '%j asks an opinion formed from the senses',
    (question) => {
      expect(opinionFromTheSenses(question)).toBe(true);
    },
  );
  it.each(['In your opinion, was Ms. Brady negligent?', 'How fast does the harbourmaster say the skiff was going?', 'Would you say the marina breached its duty?'])('%j does not', (question) => {
    expect(opinionFromTheSenses(question)).toBe(false);
  });
  it('overrules lay opinion on these and still sustains it on a legal conclusion or on testimony in court', () => {
    expect(rule('Would you say Ms. Brady was drunk when she cast off?', 'lay_opinion')).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('701') });
    expect(rule('Did the deckhand mislead you about the fuel log?', 'lay_opinion').ruling).toBe('overruled');
    expect(rule('In your opinion, was Ms. Brady negligent?', 'lay_opinion').ruling).toBe('sustained');
    expect(rule('Did the mechanic lie to you about the fuel dock?', 'lay_opinion', 'cross').ruling).toBe('overruled');
    expect(rule('Was the mechanic telling the truth on the stand?', 'lay_opinion', 'cross').ruling).toBe('sustained');
  });
});

describe('hearsay: a directive asserts nothing (FRE 801(a), (c))', () => {
  it.each(['What did the mechanic tell you to do with the fuel can?', 'Did the dockmaster order you to move the skiff?', 'What did Ms. Brady ask you to bring aboard?'])('%j asks for a directive', (question) => {
    expect(asksADirective(question)).toBe(true);
  });
  it.each(['What did the mechanic tell you about the fuel can?', 'Did he tell you to stay off the pier because the planks were rotten?', 'Did the mechanic tell you that the tank leaked?', "Next we'll ask you to check the fuel log.", 'Now I will ask you to hold up the chart.', "I'm asking you to hold the chart up.", 'Did you tell him to cast off?'])('%j does not', (question) => {
    expect(asksADirective(question)).toBe(false);
  });
  it('overrules hearsay on the directive and sustains it on what was asserted', () => {
    expect(rule('What did the mechanic tell you to do with the fuel can?', 'hearsay')).toMatchObject({ ruling: 'overruled', rule: expect.stringContaining('801'), reason: expect.stringContaining('asserts nothing') });
    expect(rule('What did the mechanic tell you about the fuel can?', 'hearsay').ruling).toBe('sustained');
  });
});

describe('hearsay: words that only set the scene of what the witness did (FRE 801(c))', () => {
  it.each(['After the harbourmaster told you the launch was holed, what did you do?', 'Where did you steer once Brady said the engine had cut out?'])('overrules hearsay on %j', (question) => {
    expect(asksWhatTheListenerDid(question)).toBe(true);
    expect(rule(question, 'hearsay')).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('effect on the listener') });
  });
  it.each(['What did the harbourmaster tell you after the launch was holed?', 'After the collision, what did Brady tell the coastguard?', 'After Brady said the engine had cut out, what did you tell the coastguard?'])(
    'does not read %j so: the words are asked for, or the witness\'s own words are',
    (question) => {
      expect(asksWhatTheListenerDid(question)).toBe(false);
    },
  );
});

describe('speculation on what the witness perceived (FRE 701(a))', () => {
  it('overrules speculation on an estimate of speed or on how another seemed, and sustains it on what another was thinking', () => {
    expect(rule('In your estimate, how fast was the skiff moving?', 'speculation')).toMatchObject({ ruling: 'overruled', rule: expect.any(String), reason: expect.stringContaining('perceived') });
    expect(rule('Did the deckhand seem frightened after the collision?', 'speculation').ruling).toBe('overruled');
    expect(rule('What was Ms. Brady thinking when she cast off?', 'speculation').ruling).toBe('sustained');
  });
});

describe('foundation already laid by the witness (FRE 602)', () => {
  it('reads an earlier answer in which the witness perceived what is now asked', () => {
    expect(perceivedWhatIsAsked('I watched the skiff come round the breakwater.', 'Which way was the skiff heading?')).toBe(true);
    expect(perceivedWhatIsAsked('I did not see the skiff until later.', 'Which way was the skiff heading?')).toBe(false);
    expect(perceivedWhatIsAsked('Her brother saw the skiff leave.', 'Which way was the skiff heading?')).toBe(false);
    expect(perceivedWhatIsAsked('I watched the launch from the pier.', 'Which way was the skiff heading?')).toBe(false);
  });
  it('reads an earlier answer in which the witness says it did not perceive what is now asked', () => {
    expect(deniedPerceivingWhatIsAsked("I didn't find the oar. The harbourmaster found it.", 'Do you know how the oar got into the shed?')).toBe(true);
    expect(deniedPerceivingWhatIsAsked('I never saw the oar before the police showed it to me.', 'Who put the oar in the shed?')).toBe(true);
    expect(deniedPerceivingWhatIsAsked('I did not see the skipper.', 'What colour was the skiff?')).toBe(false);
    expect(deniedPerceivingWhatIsAsked("I didn't find the oar.", 'Did you see the oar later that day?')).toBe(false);
    expect(deniedPerceivingWhatIsAsked('The harbourmaster did not find the oar.', 'Who put the oar in the shed?')).toBe(false);
  });
  it('sustains foundation, and counsel objects, when the witness has just said it did not perceive the thing asked, on direct only', () => {
    const question = 'Do you know how the oar got into the shed?';
    const denial = ["I didn't find the oar. The harbourmaster found it."];
    expect(rule(question, 'foundation', 'direct', denial)).toMatchObject({ ruling: 'sustained', reason: expect.stringContaining('find the oar') });
    expect(analysis(question, 'direct', denial).findings[0]).toMatchObject({ ground: 'foundation', confidence: expect.any(Number) });
    expect(analysis(question, 'cross', denial).findings.some((finding) => finding.ground === 'foundation')).toBe(false);
    expect(analysis(question, 'direct', ['I was in the office doing the accounts.']).findings.some((finding) => finding.ground === 'foundation')).toBe(false);
  });
  it('overrules a foundation objection once the witness has said it saw the thing, and not before', () => {
    const question = 'What caused the skiff to veer into the launch?';
    expect(rule(question, 'foundation', 'direct', ['I saw the skiff veer as it passed the fuel dock.'])).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('602') });
    expect(rule(question, 'foundation', 'direct', ['I was in the office doing the accounts.']).ruling).toBe('sustained');
  });
  it('reads a participle of perceiving as the witness\'s own when the witness is the sentence\'s subject', () => {
    expect(perceivedWhatIsAsked('I was sitting on the pier, watching the launch.', 'How fast was the launch going?')).toBe(true);
    expect(perceivedWhatIsAsked('I was on the pier when Brady came past, watching the launch.', 'How fast was the launch going?')).toBe(false);
  });
  it('reads a yes to "did you see…?" as the witness perceiving what that question named, and overrules foundation on it', () => {
    const moment = (answer: string): RulingMoment => ({ examination: 'direct', recentAnswers: [answer], recentQuestions: ['Did you see the skiff as it left the fuel dock?'] });
    const question = 'What colour was the skiff?';
    const ruleAfter = (answer: string) =>
      judge.ruleSync({ turn: 1, questionId: 'q', question, ground: 'foundation', objectedBy: 'player', analysis: classifier.classify(question, base), projection: { earlierRulings: [], tallies: {} }, moment: moment(answer) });
    expect(saidYesToPerceiving('Yes, I saw it clearly.', 'Did you see the skiff as it left the fuel dock?', question)).toBe(true);
    expect(ruleAfter('Yes, I saw it clearly.')).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('602') });
    expect(saidYesToPerceiving("I don't think I did.", 'Did you see the skiff as it left the fuel dock?', question)).toBe(false);
    expect(saidYesToPerceiving('Yes.', 'Did you see the harbourmaster?', question)).toBe(false);
  });
  it('reads a yes to "were you there…?" as the witness present at the events, and overrules foundation on what could be perceived there', () => {
    expect(saidYesToBeingThere('Yes, I was at the very end of it.', 'Were you there when the boats collided?')).toBe(true);
    expect(saidYesToBeingThere('Yes.', 'Were you present at the fuel dock that evening?')).toBe(true);
    expect(saidYesToBeingThere('No, I had gone home.', 'Were you there when the boats collided?')).toBe(false);
    expect(saidYesToBeingThere('Yes.', 'Did you go there the next day?')).toBe(false);
    const question = 'What did the skipper of the skiff do then?';
    const after = (answer: string, earlier: string) =>
      judge.ruleSync({ turn: 1, questionId: 'q', question, ground: 'foundation', objectedBy: 'player', analysis: classifier.classify(question, { ...base, caseVocabulary: null }), projection: { earlierRulings: [], tallies: {} }, moment: { examination: 'direct', recentAnswers: [answer], recentQuestions: [earlier] } });
    expect(after('Yes, I was at the very end of it.', 'Were you there when the boats collided?')).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('was there') });
    // (where the record is too thin to test foundation, the judge takes counsel's word unless the witness placed itself there)
    expect(after('No, I had gone home.', 'Were you there when the boats collided?').ruling).toBe('sustained');
  });
});

describe('a question that lays its own foundation (FRE 602, 901(b)(1))', () => {
  it.each([
    'What did you notice about the launch as it came alongside?',
    'Did you hear the skiff\'s engine before the crash?',
    'Could you see the fuel dock from the pier?',
    'Do you recognise this mooring line?',
    'Can you identify the woman in this photograph?',
  ])('reads %j as asking what the witness itself perceived', (question) => {
    expect(asksItsOwnPerception(question)).toBe(true);
  });
  it.each([
    'What did you hear about the harbourmaster\'s report?',
    'What did the deckhand see from the stern?',
    'When you saw the skiff, what did you do?',
    'From what you observed, what did you conclude about her plans?',
    'Do you know why the launch was holed?',
    "You didn't see the collision yourself?",
  ])('does not read %j so', (question) => {
    expect(asksItsOwnPerception(question)).toBe(false);
  });
  it('overrules foundation on such a question even where the record is too thin for the test, and says why', () => {
    // A transcript excerpt without its case file: the judge cannot weigh the foundation itself.
    const thin = { caseVocabulary: null };
    expect(rule('What did you notice about the launch as it came alongside?', 'foundation', 'direct', [], thin)).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('perceived') });
    expect(rule('Do you recognise this mooring line?', 'foundation', 'direct', [], thin)).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('901') });
    expect(rule('Do you know why the launch was holed?', 'foundation', 'direct', [], thin).ruling).toBe('sustained');
  });
});

describe('relevance of what came next in the account (FRE 401, 611(a))', () => {
  it('overrules a relevance objection to a question that asks only what followed, even without the case file', () => {
    const thin = { caseVocabulary: null };
    for (const question of ['What happened after that?', 'And what did you do next?', 'Then what?']) {
      expect(rule(question, 'relevance', 'direct', ['I tied the skiff to the pontoon.'], thin), question).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('came next') });
    }
    // A question with a subject of its own is weighed on it: without the file, the judge defers.
    expect(rule('What did you have for breakfast in 2009?', 'relevance', 'direct', [], thin).ruling).toBe('sustained');
  });
  it('overrules relevance to what the witness did, saw or where it was on the occasion in issue, and not to a detail that only shares the date', () => {
    const thin = { caseVocabulary: null };
    for (const question of ['What did you do after the skiff hit the launch?', 'Where were you standing when the launch was holed?', 'Did you see anyone on the fuel dock that evening?']) {
      expect(rule(question, 'relevance', 'direct', [], thin), question).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('occasion') });
    }
    expect(rule('What did you eat for supper that evening?', 'relevance', 'direct', [], thin).ruling).toBe('sustained');
  });
  it('counts the witness\'s own comings and goings on the occasion among the events: a verb of motion, or "get" somewhere', () => {
    const thin = { caseVocabulary: null };
    for (const question of ['When did you leave the yacht club that evening?', 'How did you get back to the marina that night?', 'Did you row out to the moorings that morning?']) {
      expect(rule(question, 'relevance', 'direct', [], thin), question).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('occasion') });
    }
    expect(rule('What did Brady say to you that evening?', 'relevance', 'direct', [], thin)).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('occasion') });
    // (a verb that goes nowhere stays a detail of the witness's life)
    expect(rule('Did you get a new phone that week?', 'relevance', 'direct', [], thin).ruling).toBe('sustained');
  });
});

describe('scope of cross: a question that takes up the direct (FRE 611(b))', () => {
  it.each([
    'You testified that the launch was moored by the pier. Was it tied fore and aft?',
    'You told the jury a moment ago that the light was failing. How dark was it?',
    'You said earlier that Brady was at the helm. Could you see her face?',
    'Your testimony on direct was that you heard a bang. Where were you standing?',
  ])('reads %j as taking up the direct, and overrules beyond scope on it', (question) => {
    expect(takesUpTheDirect(question)).toBe(true);
    expect(rule(question, 'beyond_scope', 'cross')).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('on direct') });
    // (a redirect's scope is the cross, which the direct does not mark out)
    expect(rule(question, 'beyond_scope', 'redirect').reason).not.toContain('on direct');
  });
  it.each(['You told the coastguard the skiff was drifting, didn\'t you?', 'You said to Brady that she should slow down?', 'Did you ever crew for the yacht club?'])(
    'does not read %j so (said out of court, or a new subject)',
    (question) => {
      expect(takesUpTheDirect(question)).toBe(false);
    },
  );
});

describe('without the moment the judge rules as before', () => {
  it('needs the examination to apply a test of the moment', () => {
    const request = {
      turn: 1, questionId: 'q', question: 'The skiff was turning, wasn\'t it?', ground: 'leading' as const, objectedBy: 'player' as const,
      analysis: classifier.classify('The skiff was turning, wasn\'t it?', base), projection: { earlierRulings: [], tallies: {} },
    };
    expect(judge.ruleSync(request).ruling).toBe('sustained');
  });
});

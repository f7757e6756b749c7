import { describe, expect, it } from 'vitest';
import { contentWordSet } from '../../../main/scoring';
import {
  DEFAULT_OPPOSING_COUNSEL_CONFIG,
  ObjectionClassifier,
  RulesJudge,
  RulesOpposingCounsel,
  SeededRandom,
  sustainThreshold,
  type JudgeProjection,
  type ObjectionAnalysis,
  type OpposingCounselProjection,
} from '../../../main/trial';
import { addressWitness, toSecondPerson } from '../../../main/trial/rules/RulesOpposingCounsel';
import { classificationContextOf } from '../../support/classificationContext';

const analysis = (ground: ObjectionAnalysis['findings'][number]['ground'], confidence: number): ObjectionAnalysis => ({
  findings: [{ ground, confidence, triggers: ['x'] }],
  excused: [],
});
const noRulings: JudgeProjection = { earlierRulings: [], tallies: {} };
const request = (question: string, a: ObjectionAnalysis, projection = noRulings) => ({
  turn: 1,
  questionId: 'q1',
  question,
  ground: 'leading' as const,
  objectedBy: 'player' as const,
  analysis: a,
  projection,
});

describe('RulesJudge', () => {
  it('sustains on strong evidence for the stated ground, with the rule and a reason', () => {
    const judge = new RulesJudge({ rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 });
    expect(judge.ruleSync(request('The light was red, correct?', analysis('leading', 0.9)))).toEqual({
      ruling: 'sustained',
      ground: 'leading',
      rule: 'FRE 611(c)',
      reason: 'Sustained. The question suggests its answer to a witness on direct examination: "x".',
    });
  });

  it('overrules an objection on a ground the question does not have, whatever else is wrong with it', () => {
    const judge = new RulesJudge({ rulingStyle: 'terse', strictness: 1, sustainBias: 1 });
    expect(judge.ruleSync(request('What did he tell you?', analysis('hearsay', 0.9)))).toMatchObject({ ruling: 'overruled', reason: 'Overruled.' });
  });

  it('is shaped by strictness and sustain bias', () => {
    const evidence = analysis('leading', 0.6);
    const lenient = new RulesJudge({ rulingStyle: 'formal', strictness: 0, sustainBias: 0.2 });
    const strict = new RulesJudge({ rulingStyle: 'formal', strictness: 1, sustainBias: 0.8 });
    expect(lenient.ruleSync(request('q?', evidence)).ruling).toBe('overruled');
    expect(strict.ruleSync(request('q?', evidence))).toMatchObject({ ruling: 'sustained', reason: expect.stringMatching(/^The objection is sustained under FRE 611\(c\)\./) });
    expect(sustainThreshold({ rulingStyle: 'terse', strictness: 1, sustainBias: 1 })).toBeLessThan(sustainThreshold({ rulingStyle: 'terse', strictness: 0, sustainBias: 0 }));
  });

  it('follows its own earlier ruling on the same ground for the same question', () => {
    const judge = new RulesJudge({ rulingStyle: 'terse', strictness: 0, sustainBias: 0 });
    const projection: JudgeProjection = { earlierRulings: [{ ground: 'leading', ruling: 'sustained', question: 'The light was red, correct?' }], tallies: { leading: { sustained: 1, overruled: 0 } } };
    expect(judge.ruleSync(request('The light was red, correct?', analysis('leading', 0.5), projection)).ruling).toBe('sustained');
    expect(judge.ruleSync(request('Where were you going?', analysis('leading', 0.5), projection)).ruling).toBe('overruled');
  });
});

const classificationContext = classificationContextOf(null, { caseVocabulary: contentWordSet('light green truck red beer breath neck hospital phone bag') });

function projection(overrides: Partial<OpposingCounselProjection> = {}): OpposingCounselProjection {
  return {
    side: 'defense',
    mode: 'oc_direct',
    witness: { id: 'tom-baker', name: 'Tom Baker', role: 'Defendant', side: 'defense', isExpert: false },
    examination: 'direct',
    doNotRepeat: [],
    remainingElicits: [],
    plan: [{ elicitId: 'light-yellow', label: 'The light was yellow for Baker', modelQuestion: null }],
    storyPoints: [],
    openRebuttalItems: [],
    askedThisExamination: 0,
    damageInPreviousExamination: 0,
    ...overrides,
  };
}

describe('RulesOpposingCounsel', () => {
  const counsel = (rate: number, seed = 1) =>
    new RulesOpposingCounsel({ ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: rate }, new ObjectionClassifier(), new SeededRandom(seed));

  it('objects on the best enabled ground above its threshold, and not below it', () => {
    const decision = counsel(0).considerObjectionSync({ turn: 1, questionId: 'q1', question: 'q', analysis: analysis('hearsay', 0.8), projection: projection({ mode: 'objection_user_direct' }) });
    expect(decision).toEqual({ object: true, ground: 'hearsay', confidence: 0.8, triggers: ['x'], isIntentionallyIncorrect: false });
    expect(counsel(0).considerObjectionSync({ turn: 1, questionId: 'q1', question: 'q', analysis: analysis('hearsay', 0.4), projection: projection() })).toEqual({ object: false });
  });

  it('makes flagged spurious objections at its error rate, on grounds with no evidence', () => {
    let spurious = 0;
    const agent = counsel(0.3, 5);
    for (let i = 0; i < 1000; i++) {
      const decision = agent.considerObjectionSync({ turn: i, questionId: `q${i}`, question: 'q', analysis: analysis('hearsay', 0.1), projection: projection() });
      if (decision.object) {
        spurious++;
        expect(decision).toMatchObject({ isIntentionallyIncorrect: true });
        expect(decision.ground).not.toBe('hearsay');
      }
    }
    expect(spurious).toBeGreaterThan(240);
    expect(spurious).toBeLessThan(360);
  });

  it('asks open questions on direct and leading ones on cross, from its plan, addressed to the witness', () => {
    const direct = counsel(0).nextQuestionSync({ turn: 1, projection: projection(), classificationContext });
    expect(direct).toMatchObject({ done: false, question: 'What can you tell us about whether the light was yellow for you?', targetElicitId: 'light-yellow', isIntentionallyDefective: false });
    const cross = counsel(0).nextQuestionSync({ turn: 1, projection: projection({ examination: 'cross', mode: 'oc_cross' }), classificationContext: { ...classificationContext, examination: 'cross' } });
    expect(cross).toMatchObject({ done: false, question: 'The light was yellow for you, correct?' });
  });

  it('asks deliberately defective questions the classifier confirms, flagged with the ground', () => {
    const classifier = new ObjectionClassifier();
    for (let seed = 1; seed <= 20; seed++) {
      const decision = counsel(1, seed).nextQuestionSync({ turn: 1, projection: projection(), classificationContext });
      expect(decision.done).toBe(false);
      if (decision.done) continue;
      expect(decision.isIntentionallyDefective).toBe(true);
      const grounds = classifier.classify(decision.question, classificationContext).findings.map((finding) => finding.ground);
      expect(grounds).toContain(decision.defect);
    }
  });

  it('has its own witness tell the rest of the story on direct once its plan is done', () => {
    const decision = counsel(0).nextQuestionSync({ turn: 1, projection: projection({ plan: [], storyPoints: ['The light was green when the truck came.'] }), classificationContext });
    expect(decision).toMatchObject({ done: false, question: 'What can you tell the court about the light and the truck?', targetElicitId: null });
  });

  it('is done when its plan is empty or its question budget is spent', () => {
    expect(counsel(0).nextQuestionSync({ turn: 1, projection: projection({ plan: [] }), classificationContext })).toEqual({ done: true });
    expect(counsel(0).nextQuestionSync({ turn: 1, projection: projection({ askedThisExamination: 8 }), classificationContext })).toEqual({ done: true });
  });

  it('waives a redirect or recross when the examination before did its side no harm, and examines when it did', () => {
    for (const examination of ['redirect', 'recross'] as const) {
      const mode = examination === 'redirect' ? 'oc_direct' : 'oc_cross';
      const context = { ...classificationContext, examination };
      expect(counsel(0).nextQuestionSync({ turn: 1, projection: projection({ examination, mode }), classificationContext: context })).toEqual({ done: true });
      expect(counsel(0).nextQuestionSync({ turn: 1, projection: projection({ examination, mode, damageInPreviousExamination: 1 }), classificationContext: context })).toMatchObject({ done: false });
    }
  });

  it('turns labels and affidavit sentences towards the witness', () => {
    expect(addressWitness('Reyes was late for her shift', 'Maria Reyes')).toBe('You were late for your shift');
    expect(addressWitness('The truck ran the light', 'Maria Reyes')).toBe('The truck ran the light');
    // A name given as a name stays; a possessive becomes "your".
    expect(addressWitness("Maria Reyes's name is Maria Reyes", 'Maria Reyes')).toBe('Your name is Maria Reyes');
    expect(addressWitness('The nurse was a woman called Reyes', 'Maria Reyes')).toBe('The nurse was a woman called Reyes');
    expect(toSecondPerson('I kept looking at my phone.')).toBe('You kept looking at your phone.');
  });
});

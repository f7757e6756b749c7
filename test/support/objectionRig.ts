import { ObjectionClassifier, rulingMomentOf, RulesJudge, type ClassificationContext } from '../../main/trial';
import type { ObjectionGround } from '../../shared/domain';

/** Counsel's default bar to object unprompted. */
export const COUNSEL_BAR = 0.6;

/**
 * The rules classifier and judge over one case's classification context (`base`), each call able to
 * override fields of it: what the objection tests of every ground share.
 */
export function objectionRig(base: ClassificationContext) {
  const classifier = new ObjectionClassifier();
  const judge = new RulesJudge({ rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 });
  const analyse = (question: string, context: Partial<ClassificationContext> = {}) => classifier.classify(question, { ...base, ...context });
  return {
    analyse,
    /** The grounds the classifier finds, strongest first. */
    grounds: (question: string, context: Partial<ClassificationContext> = {}) => analyse(question, context).findings.map((finding) => finding.ground),
    /** The classifier's confidence in one ground, 0 when it finds none. */
    confidence: (question: string, ground: ObjectionGround, context: Partial<ClassificationContext> = {}) =>
      analyse(question, context).findings.find((finding) => finding.ground === ground)?.confidence ?? 0,
    /** Why the classifier excused a ground, if it did. */
    excusedOn: (question: string, ground: ObjectionGround, context: Partial<ClassificationContext> = {}) => analyse(question, context).excused.find((entry) => entry.ground === ground)?.reason,
    /** The judge's ruling on the player's objection on `ground`, at the moment the context describes (the examination, the answers before). */
    rule: (question: string, ground: ObjectionGround, context: Partial<ClassificationContext> = {}) =>
      judge.ruleSync({
        turn: 1,
        questionId: 'q',
        question,
        ground,
        objectedBy: 'player',
        analysis: analyse(question, context),
        projection: { earlierRulings: [], tallies: {} },
        moment: rulingMomentOf({ ...base, ...context }),
      }),
  };
}

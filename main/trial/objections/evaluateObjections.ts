import type { ObjectionGround, Ruling } from '../../../shared/domain';
import type { Judge, OpposingCounsel } from '../agents';
import type { ObjectionAnalysis, ObjectionClassifier } from '../ObjectionClassifier';
import { datasetGround } from './datasetGrounds';
import { objectionFigures, type ObjectionFigures, type RecordOutcome } from './objectionMetrics';
import type { ObjectionRecord } from './objectionRecords';
import { rulingMomentOf } from '../rules/rulingMerits';
import { recordMoment, type RecordMoment } from './recordMoment';

/** The agents measured: counsel decides whether to object, the judge rules. */
export interface ObjectionAgents {
  classifier: ObjectionClassifier;
  counsel: OpposingCounsel;
  judge: Judge;
  /** Counsel's motion to strike an answer it heard; absent, counsel never moves to strike. */
  movesToStrike?: (question: string, answer: string) => boolean;
}

export interface ObjectionEvaluation {
  figures: ObjectionFigures;
  outcomes: RecordOutcome[];
}

/**
 * Runs counsel and the judge on every record as if the question had just been put in a trial:
 * counsel considers the question (and, where the record has it, the answer), the judge rules on
 * counsel's objection, and separately on the objection actually made.
 */
export async function evaluateObjections(records: readonly ObjectionRecord[], agents: ObjectionAgents, onProgress?: (done: number) => void): Promise<ObjectionEvaluation> {
  const outcomes: RecordOutcome[] = [];
  for (const [index, record] of records.entries()) {
    const moment = recordMoment(record);
    const analysis = agents.classifier.classify(record.question, moment.classificationContext);
    const turn = index + 1;
    const decision = await agents.counsel.considerObjection({ turn, questionId: record.id, question: record.question, analysis, projection: moment.counselProjection });
    const rule = (ground: ObjectionGround) => ruling(agents.judge, record, moment, analysis, ground, turn);
    const questionGround: ObjectionGround | null = decision.object ? decision.ground : null;
    const questionRuling = questionGround ? await rule(questionGround) : null;
    // The answer is heard when the question stands; counsel may then move to strike it.
    const movedToStrike = questionRuling !== 'sustained' && Boolean(record.answer) && (agents.movesToStrike?.(record.question, record.answer!) ?? false);
    const counselGround = questionGround ?? (movedToStrike ? 'nonresponsive' : null);
    const truthGround = datasetGround(record.objection, record.examination);
    outcomes.push({
      id: record.id,
      truth: record.objection,
      truthGround,
      realRuling: record.ruling,
      counselGround,
      movedToStrike,
      chainRuling: questionGround ? questionRuling : movedToStrike ? await rule('nonresponsive') : null,
      trueGroundRuling: record.objection === 'none' ? null : await generalOrGround(truthGround, analysis, rule),
      hasAnswer: Boolean(record.answer),
    });
    onProgress?.(index + 1);
  }
  return { figures: objectionFigures(outcomes), outcomes };
}

/**
 * A general objection ("Objection.", label `other`) names no ground. The judge asks whether the
 * question is objectionable at all: it rules on the ground the classifier finds most likely, and
 * otherwise reads it as the law does, as an objection that the question is irrelevant and
 * immaterial (a general objection preserves only that).
 */
async function generalOrGround(ground: ObjectionGround | null, analysis: ObjectionAnalysis, rule: (ground: ObjectionGround) => Promise<Ruling>): Promise<Ruling> {
  return rule(ground ?? analysis.findings[0]?.ground ?? 'relevance');
}

async function ruling(judge: Judge, record: ObjectionRecord, moment: RecordMoment, analysis: ObjectionAnalysis, ground: ObjectionGround, turn: number): Promise<Ruling> {
  const decision = await judge.rule({
    turn,
    questionId: record.id,
    question: record.question,
    ...(ground === 'nonresponsive' && record.answer ? { answer: record.answer } : {}),
    ground,
    objectedBy: 'opposing_counsel',
    analysis,
    projection: moment.judgeProjection,
    moment: rulingMomentOf(moment.classificationContext),
  });
  return decision.ruling;
}

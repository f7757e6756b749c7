import { listEvalScores, listRatings, type ReadableDB, type StoredEvalScore } from '../store';
import { pearson, spearman, type Correlation } from './agreement';
import { NOT_ASSESSED } from './Evaluator';
import { caseIdOf } from './EvalCase';
import { PANEL_EVALUATOR } from './evaluateSession';

export interface HumanJudgeAgreement {
  metric: string;
  evaluator: string;
  n: number;
  pearson: Correlation | null;
  spearman: Correlation | null;
  /** Human stars on 0..1 ((stars − 1) / 4) against the judge's score, for the scatter plot. */
  points: { caseId: string; human: number; judge: number }[];
}

export interface JudgeJudgeAgreement {
  metric: string;
  a: string;
  b: string;
  n: number;
  pearson: Correlation | null;
  spearman: Correlation | null;
}

export interface AgreementReport {
  humanVsJudge: HumanJudgeAgreement[];
  judgeVsJudge: JudgeJudgeAgreement[];
}

/** Human stars on the 0..1 scale of the scores. */
export const starsToScore = (stars: number): number => (stars - 1) / 4;

/** The latest score of each case, metric and evaluator (runs are replayed in order, the last wins). */
function latestScores(scores: readonly StoredEvalScore[]): Map<string, Map<string, Map<string, number>>> {
  const byMetric = new Map<string, Map<string, Map<string, number>>>();
  for (const score of scores) {
    if (score.score === null || score.evaluator === NOT_ASSESSED) continue;
    const byEvaluator = byMetric.get(score.metric) ?? new Map<string, Map<string, number>>();
    byMetric.set(score.metric, byEvaluator);
    const byCase = byEvaluator.get(score.evaluator) ?? new Map<string, number>();
    byEvaluator.set(score.evaluator, byCase);
    byCase.set(score.caseId, score.score);
  }
  return byMetric;
}

/**
 * Per metric: each judge against the human ratings of the same turns (Pearson and Spearman with
 * n and a 95 % interval), and each pair of judges against each other on the cases both scored.
 */
export function agreementReport(db: ReadableDB): AgreementReport {
  const human = new Map(listRatings(db).map((rating) => [caseIdOf(rating.sessionId, rating.eventSeq), starsToScore(rating.stars)]));
  const scores = latestScores(listEvalScores(db));
  const humanVsJudge: HumanJudgeAgreement[] = [];
  const judgeVsJudge: JudgeJudgeAgreement[] = [];
  for (const [metric, byEvaluator] of [...scores].sort(([a], [b]) => a.localeCompare(b))) {
    const evaluators = [...byEvaluator.keys()].sort();
    for (const evaluator of evaluators) {
      const points = [...byEvaluator.get(evaluator)!].filter(([caseId]) => human.has(caseId)).map(([caseId, judge]) => ({ caseId, human: human.get(caseId)!, judge }));
      if (points.length === 0) continue;
      const x = points.map((point) => point.human);
      const y = points.map((point) => point.judge);
      humanVsJudge.push({ metric, evaluator, n: points.length, pearson: pearson(x, y), spearman: spearman(x, y), points });
    }
    const judges = evaluators.filter((evaluator) => evaluator !== PANEL_EVALUATOR);
    for (let i = 0; i < judges.length; i++) {
      for (let j = i + 1; j < judges.length; j++) {
        const a = byEvaluator.get(judges[i]!)!;
        const b = byEvaluator.get(judges[j]!)!;
        const common = [...a.keys()].filter((caseId) => b.has(caseId));
        if (common.length === 0) continue;
        const x = common.map((caseId) => a.get(caseId)!);
        const y = common.map((caseId) => b.get(caseId)!);
        judgeVsJudge.push({ metric, a: judges[i]!, b: judges[j]!, n: common.length, pearson: pearson(x, y), spearman: spearman(x, y) });
      }
    }
  }
  return { humanVsJudge, judgeVsJudge };
}

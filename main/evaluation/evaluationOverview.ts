import { mean } from 'simple-statistics';
import { getSession, listEvalRuns, listImportedRatedCases, listRatings, type ReadableDB } from '../store';
import { agreementReport, type AgreementReport } from './agreementReport';
import { SESSION_SUITE } from './evaluateSession';
import { METRICS, type EvalAgent } from './metrics';
import type { CaseScore, SessionEvaluationSummary } from './summarizeScores';

/** Ratings needed before rated examples are retrieved for the agents (settable where retrieval runs). */
export const DEFAULT_MIN_RATINGS = 10;
const WORST_SHOWN = 10;
const POINTS_SHOWN = 300;

export interface EvaluationOverview {
  sessionsEvaluated: number;
  metrics: { metric: string; agent: EvalAgent; threshold: number; mean: number | null; passed: boolean | null; trend: { sessionId: string; at: string; mean: number }[] }[];
  worst: (CaseScore & { sessionTitle: string })[];
  agreement: (Omit<AgreementReport['humanVsJudge'][number], 'points'> & { points: { human: number; judge: number }[] })[];
  judgeAgreement: AgreementReport['judgeVsJudge'];
  ratings: { count: number; neededForRetrieval: number };
}

/** What the Evaluation screen shows: each session's latest finished run, the ratings and the agreement. */
export function evaluationOverview(db: ReadableDB, minRatings = DEFAULT_MIN_RATINGS): EvaluationOverview {
  // Runs come newest first: the first of each session is its latest; the trend reads oldest first.
  const latest = new Map<string, { at: string; summary: SessionEvaluationSummary }>();
  for (const run of listEvalRuns(db)) {
    const sessionId = (run.config as { sessionId?: string }).sessionId;
    if (run.suite !== SESSION_SUITE || run.status !== 'done' || !sessionId || latest.has(sessionId)) continue;
    latest.set(sessionId, { at: run.finishedAt ?? run.startedAt, summary: run.summary as SessionEvaluationSummary });
  }
  const runs = [...latest.entries()].sort(([, a], [, b]) => a.at.localeCompare(b.at));
  const metrics = METRICS.map((definition) => {
    const trend = runs.flatMap(([sessionId, { at, summary }]) => {
      const value = summary.metrics.find((entry) => entry.metric === definition.name)?.mean;
      return value === null || value === undefined ? [] : [{ sessionId, at, mean: value }];
    });
    const value = trend.length ? mean(trend.map((point) => point.mean)) : null;
    return { metric: definition.name, agent: definition.agent, threshold: definition.threshold, mean: value, passed: value === null ? null : value >= definition.threshold, trend };
  });
  const titles = new Map<string, string>();
  const titleOf = (sessionId: string) => {
    if (!titles.has(sessionId)) titles.set(sessionId, getSession(db, sessionId)?.title ?? sessionId);
    return titles.get(sessionId)!;
  };
  const worst = runs
    .flatMap(([, { summary }]) => summary.worst)
    .sort((a, b) => a.score - b.score || a.caseId.localeCompare(b.caseId))
    .slice(0, WORST_SHOWN)
    .map((entry) => ({ ...entry, sessionTitle: titleOf(entry.sessionId) }));
  const report = agreementReport(db);
  const count = listRatings(db).length + listImportedRatedCases(db).length;
  return {
    sessionsEvaluated: runs.length,
    metrics,
    worst,
    agreement: report.humanVsJudge.map((row) => ({ ...row, points: row.points.slice(0, POINTS_SHOWN).map(({ human, judge }) => ({ human, judge })) })),
    judgeAgreement: report.judgeVsJudge,
    ratings: { count, neededForRetrieval: Math.max(0, minRatings - count) },
  };
}

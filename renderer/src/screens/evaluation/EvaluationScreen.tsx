import { useEffect, useState } from 'react';
import type { AgreementRow, EvaluationOverviewResult, MetricOverview } from '../../../../shared/contract/schemas/evaluation';
import { EmptyState } from '../../components/EmptyState';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useAppStore } from '../../stores/app';
import { useEvaluationStore } from '../../stores/evaluation';
import { useReviewStore } from '../../stores/review';
import '../trial/trial.css';
import { AgreementScatter, MetricsChart } from './EvaluationCharts';

const LATEST = 10;
const fixed = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(2));
const interval = (c: AgreementRow['pearson']) => (c ? `${c.r.toFixed(2)}${c.ci95 ? ` [${c.ci95[0].toFixed(2)}, ${c.ci95[1].toFixed(2)}]` : ''}` : '—');

function trendText(metric: MetricOverview): string {
  if (metric.trend.length === 0) return 'no sessions';
  const values = metric.trend.map((point) => point.mean.toFixed(2));
  return `${metric.trend.length} session${metric.trend.length === 1 ? '' : 's'}: ${values.slice(-5).join(' → ')}`;
}

function MetricsTable({ metrics }: { metrics: MetricOverview[] }) {
  return (
    <section className="panel" aria-labelledby="metrics-title">
      <h2 id="metrics-title">Metrics per agent</h2>
      <table className="breakdown" data-testid="metrics-table">
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col">Metric</th>
            <th scope="col">Mean</th>
            <th scope="col">Threshold</th>
            <th scope="col">Result</th>
            <th scope="col">Trend (oldest to newest)</th>
          </tr>
        </thead>
        <tbody>
          {metrics.map((metric) => (
            <tr key={metric.metric} data-metric={metric.metric}>
              <td>{metric.agent}</td>
              <th scope="row">{metric.metric}</th>
              <td>{fixed(metric.mean)}</td>
              <td>{metric.threshold.toFixed(2)}</td>
              <td data-result={metric.passed === null ? 'not-assessed' : metric.passed ? 'pass' : 'fail'}>{metric.passed === null ? 'Not assessed' : metric.passed ? 'Pass' : 'Fail'}</td>
              <td>{trendText(metric)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Opens a case's turn in Review, where it can be rated. */
function openInReview(sessionId: string, caseId: string) {
  useEvaluationStore.getState().focusCase(caseId);
  useAppStore.getState().navigate('review');
  void useReviewStore.getState().open(sessionId);
}

function WorstCases({ worst }: { worst: EvaluationOverviewResult['worst'] }) {
  return (
    <section className="panel" aria-labelledby="worst-title">
      <h2 id="worst-title">Worst cases</h2>
      {worst.length === 0 ? (
        <p className="muted">No case scored below 1.</p>
      ) : (
        <ol data-testid="worst-cases">
          {worst.map((entry) => (
            <li key={`${entry.caseId}-${entry.metric}`}>
              {entry.metric} {entry.score.toFixed(2)} ({entry.evaluator}), {entry.sessionTitle}, event {entry.eventSeq}{' '}
              <button type="button" onClick={() => openInReview(entry.sessionId, entry.caseId)}>
                Open turn {entry.eventSeq} in Review
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Agreement({ overview }: { overview: EvaluationOverviewResult }) {
  const [selected, setSelected] = useState(0);
  const row = overview.agreement[selected] ?? overview.agreement[0];
  return (
    <section className="panel" aria-labelledby="agreement-title">
      <h2 id="agreement-title">Agreement with human ratings</h2>
      {overview.agreement.length === 0 ? (
        <p className="muted">No rated turn has been evaluated yet. Rate turns in Review, then evaluate.</p>
      ) : (
        <>
          <table className="breakdown" data-testid="agreement-table">
            <thead>
              <tr>
                <th scope="col">Metric</th>
                <th scope="col">Judge</th>
                <th scope="col">n</th>
                <th scope="col">Pearson r [95 % CI]</th>
                <th scope="col">Spearman ρ [95 % CI]</th>
                <th scope="col">Plot</th>
              </tr>
            </thead>
            <tbody>
              {overview.agreement.map((entry, index) => (
                <tr key={`${entry.metric}-${entry.evaluator}`}>
                  <th scope="row">{entry.metric}</th>
                  <td>{entry.evaluator}</td>
                  <td>{entry.n}</td>
                  <td>{interval(entry.pearson)}</td>
                  <td>{interval(entry.spearman)}</td>
                  <td>
                    <button type="button" aria-pressed={index === selected} onClick={() => setSelected(index)}>
                      Show {entry.metric} by {entry.evaluator}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {row && <AgreementScatter row={row} />}
        </>
      )}
      {overview.judgeAgreement.length > 0 && (
        <table className="breakdown" data-testid="judge-agreement-table">
          <caption>Agreement between judges</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Judges</th>
              <th scope="col">n</th>
              <th scope="col">Pearson r</th>
              <th scope="col">Spearman ρ</th>
            </tr>
          </thead>
          <tbody>
            {overview.judgeAgreement.map((entry) => (
              <tr key={`${entry.metric}-${entry.a}-${entry.b}`}>
                <th scope="row">{entry.metric}</th>
                <td>
                  {entry.a} and {entry.b}
                </td>
                <td>{entry.n}</td>
                <td>{interval(entry.pearson)}</td>
                <td>{interval(entry.spearman)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The background evaluation at start-up: whether it is on (switched in Settings), its progress, and Cancel. */
function BackgroundEvaluation() {
  const schedule = useEvaluationStore((state) => state.schedule);
  const progress = useEvaluationStore((state) => state.jobProgress);
  useEffect(() => {
    const unsubscribe = useEvaluationStore.getState().followJob();
    void useEvaluationStore.getState().loadSchedule();
    return unsubscribe;
  }, []);
  if (!schedule) return null;
  const running = progress ? progress.state === 'running' : schedule.running;
  return (
    <section className="panel" aria-labelledby="background-title">
      <h2 id="background-title">Background evaluation</h2>
      <p data-testid="schedule-state">
        {schedule.enabled
          ? `On: at start-up, the latest ${schedule.latest} finished sessions not yet evaluated are evaluated (rules evaluators; a stopped run resumes).`
          : 'Off.'}{' '}
        Turn it on or off in Settings.
      </p>
      {running && (
        <p className="row">
          <label htmlFor="schedule-progress">{progress?.message ?? 'Evaluating…'}</label>
          <progress id="schedule-progress" max={progress?.total || 1} value={progress?.completed ?? 0} />
          <button type="button" onClick={() => void useEvaluationStore.getState().cancelSchedule()}>
            Cancel
          </button>
        </p>
      )}
      {progress && progress.state !== 'running' && <p className="muted">Last background run: {progress.state}.</p>}
    </section>
  );
}

/** How well the agents do, against their thresholds, with the ratings and how far judges agree with them. */
export function EvaluationScreen() {
  const overview = useEvaluationStore((state) => state.overview);
  const running = useEvaluationStore((state) => state.running);
  const notice = useEvaluationStore((state) => state.notice);
  const error = useEvaluationStore((state) => state.error);
  useEffect(() => {
    void useEvaluationStore.getState().loadOverview();
  }, []);
  const store = useEvaluationStore.getState();
  return (
    <ScreenFrame title="Evaluation">
      <div className="row">
        <button type="button" disabled={running} onClick={() => void store.runLatest(LATEST)} data-testid="run-evaluation">
          Evaluate the latest {LATEST} sessions
        </button>
        <button type="button" onClick={() => void store.exportRatings()}>
          Export ratings (JSONL)
        </button>
        <label htmlFor="import-ratings">Import ratings (JSONL)</label>
        <input
          id="import-ratings"
          type="file"
          accept=".jsonl,application/jsonl,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void store.importRatings(file);
            event.target.value = '';
          }}
        />
      </div>
      <div role="status" aria-live="polite" className="notice">
        {notice}
      </div>
      {error && (
        <div role="alert" className="error-panel">
          {error}
        </div>
      )}
      <BackgroundEvaluation />
      {overview && (
        <p data-testid="rating-counts">
          {overview.ratings.count} rating{overview.ratings.count === 1 ? '' : 's'}.{' '}
          {overview.ratings.neededForRetrieval > 0
            ? `${overview.ratings.neededForRetrieval} more needed before rated examples are retrieved for the agents.`
            : 'Enough to retrieve rated examples for the agents.'}
        </p>
      )}
      {overview && overview.sessionsEvaluated === 0 && <EmptyState>No session has been evaluated yet. Play a trial, then evaluate the latest sessions.</EmptyState>}
      {overview && overview.sessionsEvaluated > 0 && (
        <>
          <p className="muted">{overview.sessionsEvaluated} session{overview.sessionsEvaluated === 1 ? '' : 's'} evaluated (each by its latest run).</p>
          <MetricsTable metrics={overview.metrics} />
          <MetricsChart metrics={overview.metrics} />
          <WorstCases worst={overview.worst} />
          <Agreement overview={overview} />
        </>
      )}
    </ScreenFrame>
  );
}

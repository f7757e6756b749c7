import { useEffect, useMemo } from 'react';
import { ScreenFrame } from '../../components/ScreenFrame';
import { EmptyState } from '../../components/EmptyState';
import { ariaKeyShortcuts } from '../../shortcuts/shortcutTable';
import { useShortcuts } from '../../shortcuts/useShortcuts';
import { reviewCharts, reviewSelectors, useReviewStore } from '../../stores/review';
import { emptyRoom, foldRoom } from '../../stores/trial';
import type { TrialRoomReportResult } from '../../../../shared/contract/schemas/trialRoom';
import { TranscriptLineView } from '../trial/TranscriptView';
import '../trial/trial.css';
import { ReviewChartsView } from './ReviewCharts';

const REASON_LABEL: Record<string, string> = {
  elicit: 'Elicits',
  objection_sustained: 'Objections sustained',
  objection_exact_ground: 'Exact grounds',
  objection_wrong: 'Wrong objections',
  missed_defective: 'Missed defective questions',
  rebuttal_coverage: 'Cross outline covered',
  foundation_laid: 'Foundation elements laid',
  exhibit_admitted: 'Exhibits admitted',
  impeachment: 'Impeachments done well',
};

/** The annotated transcript: every line, with what the report says about its question. */
function AnnotatedTranscript({ result }: { result: TrialRoomReportResult }) {
  const { brief, events, report } = result;
  const lines = useMemo(() => foldRoom(emptyRoom(), events, (id) => brief.witnesses.find((w) => w.id === id)?.name ?? id).lines, [events, brief]);
  const missed = new Map(report.objections.missed.map((m) => [m.questionId, m.defect]));
  const label = (id: string) => report.elicits.find((e) => e.elicitId === id)?.label ?? id;
  return (
    <section className="panel" aria-labelledby="annotated-title">
      <h2 id="annotated-title">Annotated transcript</h2>
      <ol className="transcript-lines" data-testid="annotated-transcript">
        {lines.map((line) => (
          <li key={line.key} className="annotated-row">
            <ol className="transcript-lines">
              <TranscriptLineView line={line} elicitLabel={label(line.text)} showIntentional={false} />
            </ol>
            {line.kind === 'question' && line.by === 'opposing_counsel' && line.questionId && missed.has(line.questionId) && (
              <span className="annotation missed" data-annotation="missed">
                Missed objection: {missed.get(line.questionId)}
              </span>
            )}
            {line.kind === 'objection' && line.by === 'player' && (
              <span className="annotation made" data-annotation="made">
                Your objection
              </span>
            )}
            {line.intentional && (
              <span className="annotation error" data-annotation="intentional">
                Revealed: {line.intentional}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ScoreBreakdown({ result }: { result: TrialRoomReportResult }) {
  const { report } = result;
  return (
    <section className="panel" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">Score breakdown</h2>
      <p>
        Total: <strong data-testid="review-total">{report.totalScore}</strong>
      </p>
      <table className="breakdown">
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(report.scoreByReason).map(([reason, points]) => (
            <tr key={reason}>
              <th scope="row">{REASON_LABEL[reason] ?? reason}</th>
              <td>{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Objections made {report.objections.made.length}, missed {report.objections.missed.length}, raised against you {report.objections.againstPlayer.length}. Cross outline:{' '}
        {report.rebuttal.coveredByPlayer} of {report.rebuttal.items} points covered by you.
      </p>
      {report.exhibits && (
        <p className="muted" data-testid="review-exhibits">
          Exhibits: {report.exhibits.foundationsLaid} foundation elements laid, {report.exhibits.admitted.length} admitted, {report.exhibits.refused.length} refused,{' '}
          {report.exhibits.published} published; impeachments done well {report.exhibits.impeachments.complete} of {report.exhibits.impeachments.steps} steps; counsel&apos;s defective
          offers caught {report.exhibits.defectiveOffers.caught}, missed {report.exhibits.defectiveOffers.missed}.
        </p>
      )}
    </section>
  );
}

/** Review of a stored trial: breakdown, charts, annotated transcript, and export. */
export function ReviewScreen() {
  const sessions = useReviewStore(reviewSelectors.sessions);
  const sessionId = useReviewStore(reviewSelectors.sessionId);
  const result = useReviewStore(reviewSelectors.result);
  const loading = useReviewStore(reviewSelectors.loading);
  const error = useReviewStore(reviewSelectors.error);
  const notice = useReviewStore(reviewSelectors.notice);
  const charts = useMemo(() => (result ? reviewCharts(result) : null), [result]);
  useEffect(() => {
    void useReviewStore.getState().loadSessions();
  }, []);
  const store = useReviewStore.getState();
  // Exports need a loaded report, as the buttons do.
  useShortcuts({
    'review.exportHtml': () => {
      if (useReviewStore.getState().result) void useReviewStore.getState().exportHtml();
    },
    'review.exportPdf': () => {
      if (useReviewStore.getState().result) void useReviewStore.getState().exportPdf();
    },
  });
  return (
    <ScreenFrame title="Review">
      <div className="row no-print">
        <label htmlFor="review-session">Session</label>
        <select id="review-session" value={sessionId ?? ''} onChange={(e) => e.target.value && void store.open(e.target.value)} data-testid="review-session">
          <option value="">Choose a trial session…</option>
          {sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} — {new Date(s.updatedAt).toLocaleString()}
            </option>
          ))}
        </select>
        <button type="button" disabled={!result} onClick={() => void store.exportHtml()} aria-keyshortcuts={ariaKeyShortcuts('review.exportHtml')} data-testid="export-html">
          Export HTML
        </button>
        <button type="button" disabled={!result} onClick={() => void store.exportPdf()} aria-keyshortcuts={ariaKeyShortcuts('review.exportPdf')} data-testid="export-pdf">
          Export PDF
        </button>
      </div>
      <div role="status" aria-live="polite" className="notice no-print">
        {loading ? 'Loading the report…' : notice}
      </div>
      {error && (
        <div role="alert" className="error-panel">
          {error}
        </div>
      )}
      {!result && !loading && <EmptyState>Choose a trial session to see its annotated transcript, score and charts.</EmptyState>}
      {result && charts && (
        <>
          <p className="case-title">
            {result.brief.title}: you were counsel for the {result.brief.playerSide}.
          </p>
          <ScoreBreakdown result={result} />
          <ReviewChartsView charts={charts} />
          <AnnotatedTranscript result={result} />
        </>
      )}
    </ScreenFrame>
  );
}

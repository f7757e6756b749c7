import { useEffect, useMemo, useRef } from 'react';
import { ScreenFrame } from '../../components/ScreenFrame';
import { EmptyState } from '../../components/EmptyState';
import { ariaKeyShortcuts } from '../../shortcuts/shortcutTable';
import { useShortcuts } from '../../shortcuts/useShortcuts';
import { reviewCharts, reviewSelectors, useReviewStore } from '../../stores/review';
import { emptyRoom, foldRoom, partyName, rightObjection, roomNamesOf } from '../../stores/trial';
import type { ObjectionGround } from '../../../../shared/domain';
import type { TrialRoomReportResult } from '../../../../shared/contract/schemas/trialRoom';
import { TranscriptLineView } from '../trial/TranscriptView';
import '../trial/trial.css';
import { ReviewChartsView } from './ReviewCharts';
import { reportDocument, reportMarkup } from './reportDocument';
import { RatingPanel } from './RatingPanel';
import { TrialPhasesReview } from './TrialPhasesReview';
import { ConsultationReportView } from '../consultation/ConsultationReportView';
import { TranscriptLog } from '../consultation/TranscriptLog';
import '../consultation/consultation.css';

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

const rightOrAny = (ground: ObjectionGround | null) => (ground ? rightObjection(ground) : 'the question was objectionable');

/** The annotated transcript: every line, with what the report says about its question. */
function AnnotatedTranscript({ result }: { result: TrialRoomReportResult }) {
  const { brief, events, report } = result;
  const lines = useMemo(() => foldRoom(emptyRoom(), events, roomNamesOf(brief, report.elicits)).lines, [events, brief, report]);
  const missed = new Map(report.objections.missed.map((m) => [m.questionId, m.defect]));
  return (
    <section className="panel" aria-labelledby="annotated-title">
      <h2 id="annotated-title">Annotated transcript</h2>
      <ol className="transcript-lines" data-testid="annotated-transcript">
        {lines.map((line) => (
          <li key={line.key} className="annotated-row">
            <ol className="transcript-lines">
              <TranscriptLineView line={line} showIntentional={false} />
            </ol>
            {line.kind === 'question' && line.by === 'opposing_counsel' && line.questionId && missed.has(line.questionId) && (
              <span className="annotation missed" data-annotation="missed">
                Missed objection: {rightOrAny(missed.get(line.questionId) ?? null)}
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

/** Review of a stored session: a trial's breakdown, charts and annotated transcript, or an interview's report and transcript; and export. */
export function ReviewScreen() {
  const sessions = useReviewStore(reviewSelectors.sessions);
  const sessionId = useReviewStore(reviewSelectors.sessionId);
  const result = useReviewStore(reviewSelectors.result);
  const consultation = useReviewStore(reviewSelectors.consultation);
  const loading = useReviewStore(reviewSelectors.loading);
  const error = useReviewStore(reviewSelectors.error);
  const notice = useReviewStore(reviewSelectors.notice);
  const charts = useMemo(() => (result ? reviewCharts(result) : null), [result]);
  useEffect(() => {
    void useReviewStore.getState().loadSessions();
  }, []);
  const store = useReviewStore.getState();
  const report = useRef<HTMLDivElement>(null);
  // The exports are the report on screen, as one document; they need a loaded report, as the buttons do.
  const exportReport = (as: 'html' | 'pdf') => {
    const { result: loaded, consultation: interview, sessions: all, sessionId: id } = useReviewStore.getState();
    const title = loaded?.brief.title ?? interview?.room.title;
    if (!title || !report.current) return;
    const session = all.find((s) => s.id === id);
    const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const kind = interview ? 'Client interview report' : 'Trial practice report';
    const facts = `${kind}${session ? `, session of ${day(session.createdAt)}` : ''}; exported ${day(new Date().toISOString())}.`;
    const html = reportDocument({ title, facts, bodyHtml: reportMarkup(report.current) });
    void (as === 'html' ? useReviewStore.getState().exportHtml(html) : useReviewStore.getState().exportPdf(html));
  };
  useShortcuts({
    'review.exportHtml': () => exportReport('html'),
    'review.exportPdf': () => exportReport('pdf'),
  });
  return (
    <ScreenFrame title="Review">
      <div className="row no-print">
        <label htmlFor="review-session">Session</label>
        <select id="review-session" value={sessionId ?? ''} onChange={(e) => e.target.value && void store.open(e.target.value)} data-testid="review-session">
          <option value="">Choose a session…</option>
          {sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.kind === 'consultation' ? 'Interview' : 'Trial'}: {s.title} — {new Date(s.updatedAt).toLocaleString()}
            </option>
          ))}
        </select>
        <button type="button" disabled={!result && !consultation} onClick={() => exportReport('html')} aria-keyshortcuts={ariaKeyShortcuts('review.exportHtml')} data-testid="export-html">
          Export HTML
        </button>
        <button type="button" disabled={!result && !consultation} onClick={() => exportReport('pdf')} aria-keyshortcuts={ariaKeyShortcuts('review.exportPdf')} data-testid="export-pdf">
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
      {!result && !consultation && !loading && <EmptyState>Choose a session: a trial shows its annotated transcript, score and charts; an interview its report and transcript.</EmptyState>}
      {consultation && (
        <div ref={report} data-testid="review-report">
          <ConsultationReportView room={consultation.room} report={consultation.report} />
          <section className="panel" aria-labelledby="interview-transcript-title">
            <h2 id="interview-transcript-title">Transcript</h2>
            <TranscriptLog lines={consultation.room.transcript} clientName={consultation.room.clientName} />
          </section>
          {sessionId && <RatingPanel sessionId={sessionId} />}
        </div>
      )}
      {result && charts && (
        <div ref={report} data-testid="review-report">
          <p className="case-title">
            {result.brief.title}: you were counsel for the {partyName(result.brief.playerSide, result.brief.caseType)}.
          </p>
          <ScoreBreakdown result={result} />
          <TrialPhasesReview events={result.events} />
          <ReviewChartsView charts={charts} />
          <AnnotatedTranscript result={result} />
          {sessionId && <RatingPanel sessionId={sessionId} />}
        </div>
      )}
    </ScreenFrame>
  );
}

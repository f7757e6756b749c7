import type { ConsultationReport, ConsultationRoom, SessionSummary } from '../../../../shared/contract';
import type { TrialRoomReportResult } from '../../../../shared/contract/schemas/trialRoom';

export interface ReviewState {
  sessions: SessionSummary[];
  sessionId: string | null;
  /** The open trial session's report. */
  result: TrialRoomReportResult | null;
  /** The open client interview: its room (transcript) and report. */
  consultation: { room: ConsultationRoom; report: ConsultationReport } | null;
  loading: boolean;
  error: string | null;
  notice: string | null;
}

export const initialReviewState: ReviewState = { sessions: [], sessionId: null, result: null, consultation: null, loading: false, error: null, notice: null };

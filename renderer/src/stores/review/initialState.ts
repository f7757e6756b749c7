import type { SessionSummary } from '../../../../shared/contract';
import type { TrialRoomReportResult } from '../../../../shared/contract/schemas/trialRoom';

export interface ReviewState {
  sessions: SessionSummary[];
  sessionId: string | null;
  result: TrialRoomReportResult | null;
  loading: boolean;
  error: string | null;
  notice: string | null;
}

export const initialReviewState: ReviewState = { sessions: [], sessionId: null, result: null, loading: false, error: null, notice: null };

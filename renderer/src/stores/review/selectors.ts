import type { ReviewStore } from './actions';

export const reviewSelectors = {
  sessions: (s: ReviewStore) => s.sessions,
  sessionId: (s: ReviewStore) => s.sessionId,
  result: (s: ReviewStore) => s.result,
  consultation: (s: ReviewStore) => s.consultation,
  loading: (s: ReviewStore) => s.loading,
  error: (s: ReviewStore) => s.error,
  notice: (s: ReviewStore) => s.notice,
};

import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createReviewActions, type ReviewStore } from './actions';
import { initialReviewState } from './initialState';

/** The Review screen: one stored trial's report, annotated log and charts. */
export const useReviewStore = create<ReviewStore>()(
  devtools((...args) => ({ ...initialReviewState, ...createReviewActions(...args) }), { name: 'review', enabled: import.meta.env.DEV }),
);

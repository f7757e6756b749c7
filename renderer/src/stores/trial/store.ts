import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createTrialActions, type TrialStore } from './actions';
import { initialTrialState } from './initialState';

/** The trial room: setup, the live session's folded log, streaming, and the room's panels. */
export const useTrialStore = create<TrialStore>()(
  devtools((...args) => ({ ...initialTrialState, ...createTrialActions(...args) }), { name: 'trial', enabled: import.meta.env.DEV }),
);

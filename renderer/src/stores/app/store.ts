import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createAppActions, type AppStore } from './actions';
import { initialAppState } from './initialState';

/** App-wide state: the current screen and the About panel's facts. */
export const useAppStore = create<AppStore>()(
  devtools((...args) => ({ ...initialAppState, ...createAppActions(...args) }), { name: 'app', enabled: import.meta.env.DEV }),
);

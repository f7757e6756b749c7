import type { StateCreator } from 'zustand';
import { ApiCallError } from '../../../../shared/contract';
import { api } from '../../api';
import { SCREEN_KEY, type AppState, type ScreenId } from './initialState';

export interface AppActions {
  navigate(screen: ScreenId): void;
  showShortcuts(open: boolean): void;
  loadAppInfo(): Promise<void>;
  runSystemCheck(): Promise<void>;
  cancelSystemCheck(): Promise<void>;
}

export type AppStore = AppState & AppActions;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createAppActions: StateCreator<AppStore, [['zustand/devtools', never]], [], AppActions> = (set, get) => ({
  navigate(screen) {
    sessionStorage.setItem(SCREEN_KEY, screen);
    set({ screen }, false, 'navigate');
  },

  showShortcuts(open) {
    set({ shortcutsOpen: open }, false, 'showShortcuts');
  },

  async loadAppInfo() {
    try {
      const appInfo = await api.call('app.about', {});
      set({ appInfo, appInfoError: null }, false, 'loadAppInfo/success');
    } catch (error) {
      set({ appInfoError: messageOf(error) }, false, 'loadAppInfo/failure');
    }
  },

  async runSystemCheck() {
    if (get().systemCheck.jobId) return;
    const jobId = crypto.randomUUID();
    set({ systemCheck: { jobId, progress: null, results: null, error: null } }, false, 'runSystemCheck/start');
    const unsubscribe = api.subscribe('job.progress', (progress) => {
      if (progress.jobId !== jobId) return;
      set((state) => ({ systemCheck: { ...state.systemCheck, progress } }), false, 'runSystemCheck/progress');
    });
    try {
      const { components } = await api.call('system.check', { jobId });
      set((state) => ({ systemCheck: { ...state.systemCheck, jobId: null, results: components } }), false, 'runSystemCheck/success');
    } catch (error) {
      // A user's cancel is not an error: the panel just shows that the check stopped.
      const cancelled = error instanceof ApiCallError && error.code === 'cancelled';
      set(
        (state) => ({ systemCheck: { ...state.systemCheck, jobId: null, error: cancelled ? null : messageOf(error) } }),
        false,
        'runSystemCheck/failure',
      );
    } finally {
      unsubscribe();
    }
  },

  async cancelSystemCheck() {
    const { jobId } = get().systemCheck;
    if (jobId) await api.call('jobs.cancel', { jobId });
  },
});

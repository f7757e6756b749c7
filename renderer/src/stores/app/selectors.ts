import type { AppStore } from './actions';

export const appSelectors = {
  screen: (state: AppStore) => state.screen,
  shortcutsOpen: (state: AppStore) => state.shortcutsOpen,
  appInfo: (state: AppStore) => state.appInfo,
  appInfoError: (state: AppStore) => state.appInfoError,
  systemCheck: (state: AppStore) => state.systemCheck,
  isSystemCheckRunning: (state: AppStore) => state.systemCheck.jobId !== null,
  componentStatus: (component: string) => (state: AppStore) =>
    state.systemCheck.results?.find((result) => result.component === component) ?? null,
};

export { useSettingsStore } from './store';
export { settingsSelectors } from './selectors';
export type { PickedSource } from './actions';

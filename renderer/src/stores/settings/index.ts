export { useSettingsStore } from './store';
export { settingsSelectors } from './selectors';

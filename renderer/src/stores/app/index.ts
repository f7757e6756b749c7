export { useAppStore } from './store';
export { appSelectors } from './selectors';
export { SCREENS, type ScreenId } from './initialState';

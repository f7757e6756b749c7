export { useLibraryStore } from './store';
export { librarySelectors } from './selectors';
export type { LibraryError, PendingImport, PendingReplace } from './initialState';

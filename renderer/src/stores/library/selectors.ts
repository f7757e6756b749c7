import type { LibraryStore } from './actions';

export const librarySelectors = {
  packs: (state: LibraryStore) => state.packs,
  loaded: (state: LibraryStore) => state.loaded,
  busy: (state: LibraryStore) => state.busy,
  error: (state: LibraryStore) => state.error,
  notice: (state: LibraryStore) => state.notice,
  pendingImport: (state: LibraryStore) => state.pendingImport,
  pendingReplace: (state: LibraryStore) => state.pendingReplace,
  importProgress: (state: LibraryStore) => state.importProgress,
  inspection: (state: LibraryStore) => state.inspection,
  selectedId: (state: LibraryStore) => state.selectedId,
  focusAfterChange: (state: LibraryStore) => state.focusAfterChange,
  packById: (id: string) => (state: LibraryStore) => state.packs.find((p) => p.id === id) ?? null,
};

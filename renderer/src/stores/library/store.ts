import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createLibraryActions, type LibraryStore } from './actions';
import { initialLibraryState } from './initialState';

/** The Library: stored packs, import and export, and the passphrase prompt. */
export const useLibraryStore = create<LibraryStore>()(
  devtools((...args) => ({ ...initialLibraryState, ...createLibraryActions(...args) }), { name: 'library', enabled: import.meta.env.DEV }),
);

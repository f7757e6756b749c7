import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createAuthoringActions, type AuthoringStore } from './actions';
import { initialAuthoringState } from './initialState';

/** The authoring screen: the draft pack, its live checks, trying and saving it, the signing key. */
export const useAuthoringStore = create<AuthoringStore>()(
  devtools((...args) => ({ ...initialAuthoringState, ...createAuthoringActions(...args) }), { name: 'authoring', enabled: import.meta.env.DEV }),
);

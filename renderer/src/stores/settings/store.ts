import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createSettingsActions, type SettingsStore } from './actions';
import { initialSettingsState } from './initialState';

/** Models & Settings: the data folder and workspace, the model catalog and downloads, the cloud opt-in. */
export const useSettingsStore = create<SettingsStore>()(
  devtools((...args) => ({ ...initialSettingsState, ...createSettingsActions(...args) }), { name: 'settings', enabled: import.meta.env.DEV }),
);

import type { AppInfo, ComponentStatus, JobProgress } from '../../../../shared/contract';

/** The screens reachable from the navigation bar, in display order. */
export const SCREENS = [
  { id: 'library', label: 'Library' },
  { id: 'trial', label: 'Trial' },
  { id: 'consultation', label: 'Consultation' },
  { id: 'review', label: 'Review' },
  { id: 'evaluation', label: 'Evaluation' },
  { id: 'models', label: 'Models & Settings' },
  { id: 'about', label: 'About' },
  { id: 'progress', label: 'Progress' },
  { id: 'authoring', label: 'Authoring' },
  { id: 'class', label: 'Class' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

export interface AppState {
  screen: ScreenId;
  /** The keyboard shortcuts dialog, which any screen can open. */
  shortcutsOpen: boolean;
  appInfo: AppInfo | null;
  appInfoError: string | null;
  systemCheck: {
    jobId: string | null;
    progress: JobProgress | null;
    results: ComponentStatus[] | null;
    error: string | null;
  };
}

/** The tab's screen survives a reload (sessionStorage is per tab): a student mid-trial stays in the trial. */
export const SCREEN_KEY = 'moot.screen';

function rememberedScreen(): ScreenId {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SCREEN_KEY);
  return SCREENS.find((s) => s.id === stored)?.id ?? 'library';
}

export const initialAppState: AppState = {
  screen: rememberedScreen(),
  shortcutsOpen: false,
  appInfo: null,
  appInfoError: null,
  systemCheck: { jobId: null, progress: null, results: null, error: null },
};

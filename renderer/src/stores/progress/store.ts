import { create } from 'zustand';
import type { Profile, SkillsProfileResult } from '../../../../shared/contract';
import { api } from '../../api';
import { saveBytes } from '../library/fileBytes';
import { useReviewStore } from '../review';

export interface ProgressState {
  profiles: Profile[];
  active: Profile | null;
  skills: SkillsProfileResult | null;
  loading: boolean;
  error: string | null;
  notice: string | null;
}

export interface ProgressActions {
  loadProfiles(): Promise<void>;
  /** Makes (or, for a name already there, picks) a profile and chooses it. */
  createProfile(name: string): Promise<void>;
  selectProfile(profileId: string | null): Promise<void>;
  removeProfile(profileId: string): Promise<void>;
  exportProfile(profileId: string): Promise<void>;
  loadSkills(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Student profiles and the chosen one's skills (the profile picker and the Progress screen). */
export const useProgressStore = create<ProgressState & ProgressActions>()((set, get) => {
  // Every change of profile changes what the lists and the skills show.
  async function afterChange(notice: string | null): Promise<void> {
    await get().loadProfiles();
    set({ notice });
    await Promise.all([get().loadSkills(), useReviewStore.getState().loadSessions()]);
  }
  async function attempt(run: () => Promise<void>): Promise<void> {
    try {
      set({ error: null });
      await run();
    } catch (error) {
      set({ error: messageOf(error) });
    }
  }
  return {
    profiles: [],
    active: null,
    skills: null,
    loading: false,
    error: null,
    notice: null,
    loadProfiles: () =>
      attempt(async () => {
        const { profiles, active } = await api.call('profiles.list', {});
        set({ profiles, active });
      }),
    createProfile: (name) =>
      attempt(async () => {
        const { profile } = await api.call('profiles.create', { name });
        await afterChange(`You are working as ${profile.name}.`);
      }),
    selectProfile: (profileId) =>
      attempt(async () => {
        const { active } = await api.call('profiles.select', { profileId });
        await afterChange(active ? `You are working as ${active.name}.` : 'No profile chosen.');
      }),
    removeProfile: (profileId) =>
      attempt(async () => {
        const name = get().profiles.find((p) => p.id === profileId)?.name ?? 'the profile';
        const { sessionsRemoved } = await api.call('profiles.remove', { profileId });
        await afterChange(`Removed ${name} and ${sessionsRemoved} session${sessionsRemoved === 1 ? '' : 's'}.`);
      }),
    exportProfile: (profileId) =>
      attempt(async () => {
        const { fileName, text } = await api.call('profiles.export', { profileId });
        saveBytes(fileName, new TextEncoder().encode(text), 'application/json');
        set({ notice: `Exported ${fileName}.` });
      }),
    loadSkills: () =>
      attempt(async () => {
        set({ loading: true });
        try {
          set({ skills: await api.call('progress.skills', {}) });
        } finally {
          set({ loading: false });
        }
      }),
  };
});

import type { StateCreator } from 'zustand';
import { ApiCallError } from '../../../../shared/contract';
import type { PersonaPreset } from '../../../../shared/domain/consultationEvents';
import { api } from '../../api';
import { readCurrentSession, rememberCurrentSession } from './currentSession';
import type { ConsultationState } from './initialState';

export interface ConsultationActions {
  /** The consultation packs and earlier interviews; reopens the interview open before a reload. */
  loadSetup(): Promise<void>;
  choosePack(packId: string): void;
  choosePreset(preset: PersonaPreset): void;
  start(): Promise<void>;
  /** Reopens a stored interview: the room, or its report if the meeting has ended. */
  open(sessionId: string): Promise<void>;
  /** Sends a question; returns false when it was not sent, so the box keeps the text. */
  ask(text: string): Promise<boolean>;
  openAdvice(): void;
  closeAdvice(): void;
  advise(text: string): Promise<boolean>;
  loadReport(): Promise<void>;
  editNotes(notes: string): void;
  saveNotes(): Promise<void>;
  /** Back to choosing a pack; the interview stays stored. */
  leave(): Promise<void>;
  dismissError(): void;
}

export type ConsultationStore = ConsultationState & ConsultationActions;

const messageOf = (error: unknown) => {
  if (error instanceof ApiCallError && error.path) return `${error.message} (${error.path})`;
  return error instanceof Error ? error.message : String(error);
};

/** Notes are saved this long after the last keystroke, and at once on leaving the pad. */
const NOTES_DELAY_MS = 600;
let notesTimer: ReturnType<typeof setTimeout> | undefined;

export const createConsultationActions: StateCreator<ConsultationStore, [['zustand/devtools', never]], [], ConsultationActions> = (set, get) => ({
  async loadSetup() {
    try {
      const [{ packs }, { consultations }] = await Promise.all([api.call('packs.list', {}), api.call('consultation.list', {})]);
      const usable = packs.filter((p) => p.kind === 'consultation' && !p.locked);
      set(
        (state) => ({
          packs: usable,
          earlier: consultations,
          setupLoaded: true,
          chosenPackId: state.chosenPackId && usable.some((p) => p.id === state.chosenPackId) ? state.chosenPackId : (usable[0]?.id ?? null),
        }),
        false,
        'loadSetup/success',
      );
    } catch (error) {
      set({ setupLoaded: true, error: messageOf(error) }, false, 'loadSetup/failure');
      return;
    }
    const current = readCurrentSession();
    if (current && get().room === null && get().earlier.some((c) => c.sessionId === current)) await get().open(current);
  },

  choosePack(packId) {
    set({ chosenPackId: packId }, false, 'choosePack');
  },

  choosePreset(preset) {
    set({ chosenPreset: preset }, false, 'choosePreset');
  },

  async start() {
    const { chosenPackId, chosenPreset } = get();
    if (!chosenPackId) return;
    set({ busy: 'starting', error: null }, false, 'start/begin');
    try {
      const room = await api.call('consultation.start', { packId: chosenPackId, preset: chosenPreset });
      rememberCurrentSession(room.sessionId);
      set({ room, report: null, advising: false, notes: room.notes, notesStatus: 'saved' }, false, 'start/success');
    } catch (error) {
      set({ error: messageOf(error) }, false, 'start/failure');
    } finally {
      set({ busy: null }, false, 'start/done');
    }
  },

  async open(sessionId) {
    set({ busy: 'loading', error: null }, false, 'open/begin');
    try {
      const room = await api.call('consultation.view', { sessionId });
      rememberCurrentSession(sessionId);
      set({ room, report: null, advising: false, notes: room.notes, notesStatus: 'saved' }, false, 'open/success');
    } catch (error) {
      rememberCurrentSession(null);
      set({ error: messageOf(error) }, false, 'open/failure');
    } finally {
      set({ busy: null }, false, 'open/done');
    }
    const room = get().room;
    if (room?.ended && room.adviceGiven) await get().loadReport();
  },

  async ask(text) {
    const room = get().room;
    if (!room || get().busy !== null || text.trim() === '') return false;
    set({ busy: 'asking', error: null }, false, 'ask/begin');
    try {
      const step = await api.call('consultation.ask', { sessionId: room.sessionId, text });
      set(
        (state) =>
          state.room && state.room.sessionId === step.sessionId
            ? { room: { ...state.room, transcript: [...state.room.transcript, ...step.lines], trust: step.trust, ended: step.ended, adviceGiven: step.adviceGiven } }
            : {},
        false,
        'ask/success',
      );
      return true;
    } catch (error) {
      set({ error: messageOf(error) }, false, 'ask/failure');
      return false;
    } finally {
      set({ busy: null }, false, 'ask/done');
    }
  },

  openAdvice() {
    set({ advising: true, error: null }, false, 'openAdvice');
  },

  closeAdvice() {
    set({ advising: false }, false, 'closeAdvice');
  },

  async advise(text) {
    const room = get().room;
    if (!room || get().busy !== null || text.trim() === '') return false;
    set({ busy: 'advising', error: null }, false, 'advise/begin');
    await get().saveNotes();
    try {
      const step = await api.call('consultation.advise', { sessionId: room.sessionId, advice: text });
      set(
        (state) =>
          state.room
            ? { advising: false, room: { ...state.room, transcript: [...state.room.transcript, ...step.lines], trust: step.trust, ended: step.ended, adviceGiven: step.adviceGiven } }
            : {},
        false,
        'advise/success',
      );
    } catch (error) {
      set({ error: messageOf(error), busy: null }, false, 'advise/failure');
      return false;
    }
    set({ busy: null }, false, 'advise/done');
    await get().loadReport();
    return true;
  },

  async loadReport() {
    const room = get().room;
    if (!room) return;
    set({ busy: 'report', error: null }, false, 'loadReport/begin');
    try {
      const report = await api.call('consultation.report', { sessionId: room.sessionId });
      set({ report, advising: false }, false, 'loadReport/success');
    } catch (error) {
      set({ error: messageOf(error) }, false, 'loadReport/failure');
    } finally {
      set({ busy: null }, false, 'loadReport/done');
    }
  },

  editNotes(notes) {
    set({ notes, notesStatus: 'unsaved' }, false, 'editNotes');
    clearTimeout(notesTimer);
    notesTimer = setTimeout(() => void get().saveNotes(), NOTES_DELAY_MS);
  },

  async saveNotes() {
    clearTimeout(notesTimer);
    const { room, notes, notesStatus } = get();
    if (!room || notesStatus === 'saved') return;
    set({ notesStatus: 'saving' }, false, 'saveNotes/begin');
    try {
      await api.call('consultation.saveNotes', { sessionId: room.sessionId, notes });
      // Typing may have gone on while saving; only the text that was sent counts as saved.
      set((state) => ({ notesStatus: state.notes === notes ? 'saved' : 'unsaved' }), false, 'saveNotes/success');
    } catch (error) {
      set({ notesStatus: 'failed', error: `The notes were not saved: ${messageOf(error)}` }, false, 'saveNotes/failure');
    }
  },

  async leave() {
    await get().saveNotes();
    rememberCurrentSession(null);
    set({ error: null }, false, 'leave/start');
    // The list is fetched before the room closes: the setup never shows the interviews as they
    // were before this one (a stale list, then a jump).
    await get().loadSetup();
    set({ room: null, report: null, advising: false, notes: '', notesStatus: 'saved' }, false, 'leave');
  },

  dismissError() {
    set({ error: null }, false, 'dismissError');
  },
});

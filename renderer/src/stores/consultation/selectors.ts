import type { ConsultationStore } from './actions';

/** Which part of the screen shows: choosing a pack, the interview, the advice form, or the report. */
export type ConsultationView = 'setup' | 'interview' | 'advice' | 'report';

export const consultationSelectors = {
  packs: (state: ConsultationStore) => state.packs,
  earlier: (state: ConsultationStore) => state.earlier,
  setupLoaded: (state: ConsultationStore) => state.setupLoaded,
  chosenPackId: (state: ConsultationStore) => state.chosenPackId,
  chosenPreset: (state: ConsultationStore) => state.chosenPreset,
  room: (state: ConsultationStore) => state.room,
  transcript: (state: ConsultationStore) => state.room?.transcript ?? EMPTY,
  trust: (state: ConsultationStore) => state.room?.trust ?? null,
  report: (state: ConsultationStore) => state.report,
  notes: (state: ConsultationStore) => state.notes,
  notesStatus: (state: ConsultationStore) => state.notesStatus,
  busy: (state: ConsultationStore) => state.busy,
  error: (state: ConsultationStore) => state.error,
  view: (state: ConsultationStore): ConsultationView => {
    if (state.room === null) return 'setup';
    if (state.report !== null) return 'report';
    if (state.advising || (state.room.ended && !state.room.adviceGiven)) return 'advice';
    return state.room.ended ? 'report' : 'interview';
  },
};

const EMPTY: never[] = [];

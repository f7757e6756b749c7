import type { ConsultationReport, ConsultationRoom, ConsultationSummary } from '../../../../shared/contract';
import type { PackSummary } from '../../../../shared/contract/schemas/packs';
import type { PersonaPreset } from '../../../../shared/domain/consultationEvents';

/** What is running now; the room disables what would overlap it. */
export type ConsultationBusy = 'loading' | 'starting' | 'asking' | 'advising' | 'report' | null;

/** Whether the notes pad's text is stored with the session yet. */
export type NotesStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

export interface ConsultationState {
  /** Consultation packs a student can start (unlocked ones only). */
  packs: PackSummary[];
  earlier: ConsultationSummary[];
  setupLoaded: boolean;
  chosenPackId: string | null;
  chosenPreset: PersonaPreset;
  room: ConsultationRoom | null;
  /** The student is writing the advice ("wrap up and advise"). */
  advising: boolean;
  report: ConsultationReport | null;
  notes: string;
  notesStatus: NotesStatus;
  busy: ConsultationBusy;
  error: string | null;
}

export const initialConsultationState: ConsultationState = {
  packs: [],
  earlier: [],
  setupLoaded: false,
  chosenPackId: null,
  chosenPreset: 'medium',
  room: null,
  advising: false,
  report: null,
  notes: '',
  notesStatus: 'saved',
  busy: null,
  error: null,
};

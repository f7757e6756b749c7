export { useConsultationStore } from './store';
export { consultationSelectors, type ConsultationView } from './selectors';
export type { ConsultationBusy, NotesStatus } from './initialState';

import {
  AskClientInput,
  ConsultationReport,
  ConsultationRoom,
  ConsultationSessionInput,
  ConsultationStep,
  GiveAdviceInput,
  ListConsultationsInput,
  ListConsultationsResult,
  SaveNotesInput,
  SaveNotesResult,
  StartConsultationInput,
} from '../schemas/consultation';

/**
 * Client consultations: start one from a pack (the client's opening comes with the room), ask,
 * give the advice (which ends the meeting), and read the report once the meeting has ended.
 * Notes are the student's own, kept with the session.
 */
export const consultationProcedures = {
  'consultation.start': { input: StartConsultationInput, output: ConsultationRoom },
  'consultation.view': { input: ConsultationSessionInput, output: ConsultationRoom },
  'consultation.ask': { input: AskClientInput, output: ConsultationStep },
  'consultation.advise': { input: GiveAdviceInput, output: ConsultationStep },
  'consultation.report': { input: ConsultationSessionInput, output: ConsultationReport },
  'consultation.saveNotes': { input: SaveNotesInput, output: SaveNotesResult },
  'consultation.list': { input: ListConsultationsInput, output: ListConsultationsResult },
} as const;

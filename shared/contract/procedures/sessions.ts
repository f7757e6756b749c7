import {
  DeleteSessionInput,
  DeleteSessionResult,
  ExportPdfInput,
  ExportPdfResult,
  ExportTranscriptInput,
  ExportTranscriptResult,
  ListSessionsInput,
  ListSessionsResult,
} from '../schemas/sessions';

/** Stored sessions: the list, deletion, and transcript export (JSON, HTML, or PDF in the desktop app). */
export const sessionsProcedures = {
  'sessions.list': { input: ListSessionsInput, output: ListSessionsResult },
  'sessions.delete': { input: DeleteSessionInput, output: DeleteSessionResult },
  'sessions.exportTranscript': { input: ExportTranscriptInput, output: ExportTranscriptResult },
  'sessions.exportPdf': { input: ExportPdfInput, output: ExportPdfResult },
} as const;

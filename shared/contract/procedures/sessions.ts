import {
  DeleteSessionInput,
  DeleteSessionResult,
  ExportTranscriptInput,
  ExportTranscriptResult,
  ListSessionsInput,
  ListSessionsResult,
} from '../schemas/sessions';

/** Stored sessions: the list, deletion, and transcript export. */
export const sessionsProcedures = {
  'sessions.list': { input: ListSessionsInput, output: ListSessionsResult },
  'sessions.delete': { input: DeleteSessionInput, output: DeleteSessionResult },
  'sessions.exportTranscript': { input: ExportTranscriptInput, output: ExportTranscriptResult },
} as const;

import type { sessionsProcedures } from '../../../shared/contract/procedures/sessions';
import { deleteSession, deleteSetting, exportTranscript, getSession, listSessions, transcriptFileName, type WorkspaceHost } from '../../store';
import { NotFoundError } from '../../../shared/errors';
import type { HandlersFor } from '../ApiHandlers';
import { notesKey } from './consultationHandlers';

export interface SessionsServices {
  workspace: WorkspaceHost;
}

export function createSessionsHandlers(services: SessionsServices): HandlersFor<keyof typeof sessionsProcedures> {
  const { workspace } = services;
  return {
    'sessions.list': async () => ({ sessions: listSessions(workspace.reader()) }),
    'sessions.delete': async ({ sessionId }) => {
      const db = workspace.writer();
      // The student's notes for a consultation live in settings; they go with their session.
      const deleted = db.transaction(() => {
        deleteSetting(db, notesKey(sessionId));
        return deleteSession(db, sessionId);
      })();
      return { deleted };
    },
    'sessions.exportTranscript': async ({ sessionId, format }) => {
      const db = workspace.reader();
      const session = getSession(db, sessionId);
      if (!session) throw new NotFoundError(`There is no session ${sessionId}.`, 'sessionId');
      return { format, fileName: transcriptFileName(session.title, format), text: exportTranscript(db, sessionId, format) };
    },
  };
}

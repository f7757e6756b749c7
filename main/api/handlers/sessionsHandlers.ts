import type { sessionsProcedures } from '../../../shared/contract/procedures/sessions';
import { deleteSession, exportTranscript, getSession, listSessions, transcriptFileName, type WorkspaceHost } from '../../store';
import { NotFoundError } from '../../../shared/errors';
import type { HandlersFor } from '../ApiHandlers';

export interface SessionsServices {
  workspace: WorkspaceHost;
}

export function createSessionsHandlers(services: SessionsServices): HandlersFor<keyof typeof sessionsProcedures> {
  const { workspace } = services;
  return {
    'sessions.list': async () => ({ sessions: listSessions(workspace.reader()) }),
    'sessions.delete': async ({ sessionId }) => ({ deleted: deleteSession(workspace.writer(), sessionId) }),
    'sessions.exportTranscript': async ({ sessionId, format }) => {
      const db = workspace.reader();
      const session = getSession(db, sessionId);
      if (!session) throw new NotFoundError(`There is no session ${sessionId}.`, 'sessionId');
      return { format, fileName: transcriptFileName(session.title, format), text: exportTranscript(db, sessionId, format) };
    },
  };
}

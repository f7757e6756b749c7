import type { sessionsProcedures } from '../../../shared/contract/procedures/sessions';
import { deleteSession, deleteSetting, exportTranscript, getSession, listSessions, transcriptFileName, visibleSessions, type WorkspaceHost } from '../../store';
import { NotFoundError, UnavailableError } from '../../../shared/errors';
import type { HandlersFor } from '../ApiHandlers';
import type { PdfRenderer } from '../PdfRenderer';
import { notesKey } from './consultationHandlers';

export interface SessionsServices {
  workspace: WorkspaceHost;
  /** Null where nothing can print to PDF (web mode): the renderer prints through the browser. */
  pdfRenderer: PdfRenderer | null;
}

/** What web mode answers to `sessions.exportPdf`; the Review screen falls back to `window.print()`. */
export const PDF_NEEDS_DESKTOP = 'PDF export needs the desktop app; use Print.';

export function createSessionsHandlers(services: SessionsServices): HandlersFor<keyof typeof sessionsProcedures> {
  const { workspace, pdfRenderer } = services;
  return {
    // Only the chosen student profile's sessions (or, with none chosen, the sessions of no profile).
    'sessions.list': async () => {
      const db = workspace.reader();
      return { sessions: visibleSessions(db, listSessions(db)) };
    },
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
    // The same report as the HTML export (the Review screen's, when it sends it), printed by the
    // PdfRenderer in a window without script or network, so the two never drift apart.
    'sessions.exportPdf': async ({ sessionId, reportHtml }) => {
      if (!pdfRenderer) throw new UnavailableError(PDF_NEEDS_DESKTOP);
      const db = workspace.reader();
      const session = getSession(db, sessionId);
      if (!session) throw new NotFoundError(`There is no session ${sessionId}.`, 'sessionId');
      const bytes = await pdfRenderer.render(reportHtml ?? exportTranscript(db, sessionId, 'html'));
      return { fileName: transcriptFileName(session.title, 'pdf'), pdfBase64: Buffer.from(bytes).toString('base64'), sizeBytes: bytes.length };
    },
  };
}

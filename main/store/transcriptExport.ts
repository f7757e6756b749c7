import { NotFoundError } from '../../shared/errors';
import { iterateEvents } from './eventLog';
import { renderTranscriptHtml, type TranscriptDocument } from './renderTranscriptHtml';
import { getSession } from './sessionsRepository';
import { nowIso, type ReadableDB } from './storeDatabase';

export type { TranscriptDocument } from './renderTranscriptHtml';
export type TranscriptFormat = 'json' | 'html';

/** The transcript document of a session: its facts and every event, read in one snapshot. */
export function buildTranscript(db: ReadableDB, sessionId: string): TranscriptDocument {
  return db
    .transaction(() => {
      const session = getSession(db, sessionId);
      if (!session) throw new NotFoundError(`There is no session ${sessionId}.`, 'sessionId');
      const events = [...iterateEvents(db, sessionId)].map(({ seq, type, payload, at }) => ({ seq, type, payload, at }));
      return { format: 'moot-transcript' as const, formatVersion: 1 as const, exportedAt: nowIso(), session, events };
    })
    .deferred();
}

/** A session's transcript as JSON (the whole log, for tools) or as a readable HTML report. */
export function exportTranscript(db: ReadableDB, sessionId: string, format: TranscriptFormat): string {
  const doc = buildTranscript(db, sessionId);
  return format === 'json' ? `${JSON.stringify(doc, null, 2)}\n` : renderTranscriptHtml(doc);
}

/** A file name for the export: the title, made safe for every file system. */
export function transcriptFileName(title: string, format: TranscriptFormat | 'pdf'): string {
  const base = title.normalize('NFKD').replace(/[^\w\- ]+/g, '').trim().replace(/\s+/g, '-').slice(0, 80) || 'transcript';
  return `${base}.${format}`;
}

import { z } from 'zod';

/** What a session is: a trial or a client consultation. */
export const SessionKind = z.enum(['trial', 'consultation']);
export type SessionKind = z.infer<typeof SessionKind>;

/** A stored session as the library and review screens list it. */
export const SessionSummary = z.object({
  id: z.string(),
  kind: SessionKind,
  packId: z.string().nullable(),
  title: z.string(),
  /** Engine-specific facts (player side, options); shape owned by the engines. */
  meta: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
  eventCount: z.number().int().nonnegative(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

const SessionId = z.string().min(1).max(200);

export const ListSessionsInput = z.object({}).strict();
export const ListSessionsResult = z.object({ sessions: z.array(SessionSummary) });

export const DeleteSessionInput = z.object({ sessionId: SessionId }).strict();
export const DeleteSessionResult = z.object({ deleted: z.boolean() });

/** `json`: the whole event log, for tools. `html`: a readable, printable report. */
export const TranscriptFormat = z.enum(['json', 'html']);
export type TranscriptFormat = z.infer<typeof TranscriptFormat>;

export const ExportTranscriptInput = z.object({ sessionId: SessionId, format: TranscriptFormat }).strict();
export const ExportTranscriptResult = z.object({
  format: TranscriptFormat,
  /** A safe file name suggestion, such as `State-v-Doe.html`. */
  fileName: z.string(),
  text: z.string(),
});
export type ExportTranscriptResult = z.infer<typeof ExportTranscriptResult>;

export const ExportPdfInput = z
  .object({
    sessionId: SessionId,
    /** The Review screen's report as a whole HTML document (as its HTML export); without it, the stored transcript report. */
    reportHtml: z.string().max(50_000_000).optional(),
  })
  .strict();
/** The HTML report printed to PDF (desktop app only), as base64 for the renderer to save. */
export const ExportPdfResult = z.object({
  /** A safe file name suggestion, such as `State-v-Doe.pdf`. */
  fileName: z.string(),
  pdfBase64: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type ExportPdfResult = z.infer<typeof ExportPdfResult>;

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '../../shared/contract';
import type { BackupWorkspaceResult } from '../../shared/contract/schemas/workspace';
import { invokeProcedure, type ApiHandlers, type QuietTime } from '../api';
import { MAX_PACK_FILE_BYTES, type UploadPurpose } from '../../shared/contract/fileTransfer';
import { sendError } from './httpErrors';

// Web mode has no native file dialog, and the browser cannot hand the server a path. Files the
// user picks are uploaded (streamed, so a model of several GB never sits in memory) into a
// staging folder of the data folder; the renderer then calls the usual path-based procedure on
// the staged copy and discards it. A backup is made into the staging folder and downloaded.

export const UPLOAD_PATH = '/api/files/upload';
export const BACKUP_DOWNLOAD_PATH = '/api/files/backup';

/** A batch is one pick (a file, or the files of one folder): its id names its staging folder. */
const BATCH_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_DEPTH = 8;
/**
 * Bytes an upload may hold in memory on their way to the disk. With the write stream's default
 * (16 KiB) every 64 KiB the socket delivers stops the reading until the disk write returns; with
 * this the socket keeps reading while a write is out, and the waiting chunks go in one `writev`.
 */
const UPLOAD_WRITE_BUFFER = 4 * 1024 * 1024;

/** The folder every upload is staged under: `<data>/uploads`. */
export const uploadsRoot = (dataDir: string) => join(dataDir, 'uploads');

/** Where a batch's files are staged: `<data>/uploads/<batch>`. */
export const stagingFolder = (dataDir: string, batch: string) => join(uploadsRoot(dataDir), batch);

/**
 * What an upload is for, and the most bytes it may bring. A pack is capped at the largest file the
 * pack reader accepts, so an oversize one is refused (413) before or while it arrives, never
 * after it has filled the disk; models (several GB) are not capped here.
 */
export const UPLOAD_LIMITS: Readonly<Record<UploadPurpose, number>> = { pack: MAX_PACK_FILE_BYTES };

class UploadTooLarge extends Error {}

/** Passes bytes through until more than `limit` have come, then fails with `UploadTooLarge`. */
function capBytes(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) done(new UploadTooLarge());
      else done(null, chunk);
    },
  });
}

const tooLarge = (name: string, limit: number) => `"${name}" is larger than ${limit} bytes, the most a pack file may be; nothing was kept.`;

/**
 * A relative path the browser reported for an uploaded file ("model.gguf", "minilm/onnx/model.onnx"),
 * as path segments, or an error sentence. No segment may climb out, be empty, or name a device.
 */
export function uploadSegments(name: string): string[] | string {
  const segments = name.split('/');
  if (name.length === 0 || name.length > 1024) return 'The file name is empty or too long.';
  if (segments.length > MAX_DEPTH) return `"${name}" is nested more than ${MAX_DEPTH} folders deep.`;
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') return `"${name}" has an empty, "." or ".." part.`;
    if (segment.length > 255 || /[\\:\0]/.test(segment)) return `"${name}" has a part that is not a plain file name.`;
  }
  return segments;
}


/** Registers upload, discard and backup download on the (already authenticated) API prefix. */
export function registerFileTransferRoutes(app: FastifyInstance, handlers: ApiHandlers, dataDir: string, limits = UPLOAD_LIMITS, activity?: Pick<QuietTime, 'during'>): void {
  // The body of an upload is the file itself: handed on as a stream, never buffered; only a pack's is capped.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.post(UPLOAD_PATH, { bodyLimit: Number.MAX_SAFE_INTEGER }, async (request, reply) => {
    const { batch, name, purpose } = request.query as { batch?: string; name?: string; purpose?: string };
    if (!batch || !BATCH_ID.test(batch)) return sendError(reply, 'bad_input', 'The upload has no valid batch id.', { path: 'batch' });
    const segments = uploadSegments(name ?? '');
    if (typeof segments === 'string') return sendError(reply, 'bad_input', segments, { path: 'name' });
    if (purpose !== undefined && !Object.hasOwn(limits, purpose)) {
      return sendError(reply, 'bad_input', `"${purpose}" is not an upload purpose (${Object.keys(limits).join(', ')}).`, { path: 'purpose' });
    }
    if (!(request.body && typeof (request.body as Readable).pipe === 'function')) {
      return sendError(reply, 'bad_input', 'An upload is sent as application/octet-stream.', { path: 'content-type' });
    }
    const limit = purpose === undefined ? Number.POSITIVE_INFINITY : limits[purpose as UploadPurpose];
    // The connection is closed after a refusal: the rest of an oversize body is never read.
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      return sendError(reply.header('connection', 'close'), 'bad_input', tooLarge(name!, limit), { status: 413, path: 'name' });
    }
    const folder = stagingFolder(dataDir, batch);
    const target = join(folder, ...segments);
    mkdirSync(dirname(target), { recursive: true });
    try {
      // A length the client left out or understated is caught while the bytes arrive.
      const save = () => pipeline(request.body as Readable, capBytes(limit), createWriteStream(target, { flags: 'wx', highWaterMark: UPLOAD_WRITE_BUFFER }));
      await (activity ? activity.during(save) : save());
    } catch (error) {
      rmSync(target, { force: true });
      if (error instanceof UploadTooLarge) return sendError(reply.header('connection', 'close'), 'bad_input', tooLarge(name!, limit), { status: 413, path: 'name' });
      const exists = (error as NodeJS.ErrnoException).code === 'EEXIST';
      return sendError(reply, 'bad_input', exists ? `"${name}" was sent twice in one upload.` : `The upload of "${name}" did not finish; nothing was kept.`, { path: 'name' });
    }
    // `path` is the staged file; `folder` the top folder it came in (a picked folder), or the batch.
    const value = { path: target, folder: segments.length > 1 ? join(folder, segments[0]!) : folder, bytes: statSync(target).size };
    return reply.send({ ok: true, value } satisfies ApiEnvelope<typeof value>);
  });

  app.delete(`${UPLOAD_PATH}/:batch`, async (request, reply) => {
    const { batch } = request.params as { batch: string };
    if (!BATCH_ID.test(batch)) return sendError(reply, 'bad_input', 'That is not a batch id.', { path: 'batch' });
    rmSync(stagingFolder(dataDir, batch), { recursive: true, force: true });
    return reply.send({ ok: true, value: { discarded: true } });
  });

  app.get(BACKUP_DOWNLOAD_PATH, async (request, reply) => {
    const folder = stagingFolder(dataDir, `backup-${randomBytes(9).toString('base64url')}`);
    mkdirSync(folder, { recursive: true });
    const fileName = `moot-backup-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.sqlite`;
    const envelope = await invokeProcedure(handlers, 'workspace.backup', { path: join(folder, fileName) });
    if (!envelope.ok) {
      rmSync(folder, { recursive: true, force: true });
      return sendError(reply, envelope.error.code, envelope.error.message);
    }
    const made = envelope.value as BackupWorkspaceResult;
    const stream = createReadStream(made.path);
    // The staged copy is removed once it has been sent (or the download was abandoned).
    const cleanUp = () => rmSync(folder, { recursive: true, force: true });
    stream.once('close', cleanUp);
    request.raw.once('close', () => stream.destroy());
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(made.bytes))
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  });
}

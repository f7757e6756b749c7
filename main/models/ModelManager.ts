import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, cp, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { EventPayload } from '../../shared/contract';
import type { CatalogModel, InstalledModel, ModelCatalog } from '../../shared/contract/schemas/models';
import { BadInputError, CancelledError, ConflictError, NotFoundError } from '../../shared/errors';
import { NO_PACK_CONTENT } from '../egress/Confidentiality';
import type { Egress } from '../egress/Egress';
import { inspectEmbeddingFolder } from '../embeddings/inspectEmbeddingFolder';
import { diskUsage } from './diskUsage';
import { InstalledModelIndex } from './InstalledModelIndex';
import { ChecksumMismatchError } from './modelErrors';
import { probeModelSource } from './probeModelSource';
import { readGgufHeader } from './readGgufHeader';
import { sha256File } from './sha256File';

export type DownloadProgressEvent = EventPayload<'download.progress'>;

export interface ModelManagerOptions {
  /** `<user data>/models`: gguf/, embeddings/, downloads/ (partial, resumable), installed.json. */
  modelsDir: string;
  catalog: ModelCatalog;
  egress: Egress;
  onDownloadProgress?: (progress: DownloadProgressEvent) => void;
  /** Minimum time between two progress events of one download (state changes always go out). */
  progressIntervalMs?: number;
  /** How long a mirror may take to answer before the download fails as unreachable. */
  sourceTimeoutMs?: number;
}

/**
 * Downloads, imports, lists and deletes model files in the user-data folder. Downloads use
 * node-llama-cpp's downloader (ipull), which keeps a `.ipull` progress file so an interrupted
 * download resumes where it stopped; each file is then checked against the catalog's sha256.
 * Nothing is loaded here: loading is `LocalModelHost`'s job.
 */
export class ModelManager {
  private readonly index: InstalledModelIndex;
  private readonly downloading = new Set<string>();

  constructor(private readonly options: ModelManagerOptions) {
    this.index = new InstalledModelIndex(join(options.modelsDir, 'installed.json'));
  }

  get modelsDir(): string {
    return this.options.modelsDir;
  }

  catalog(): CatalogModel[] {
    return this.options.catalog.models;
  }

  /** Installed models whose files still exist, with their current size, and the total disk use. */
  list(): { models: InstalledModel[]; diskUsageBytes: number } {
    const models = this.index
      .read()
      .filter((model) => existsSync(model.path))
      .map((model) => ({ ...model, sizeBytes: diskUsage(model.path) }));
    return { models, diskUsageBytes: diskUsage(this.options.modelsDir) };
  }

  get(id: string): InstalledModel | undefined {
    return this.list().models.find((model) => model.id === id);
  }

  async download(catalogId: string, options: { downloadId: string; signal?: AbortSignal }): Promise<InstalledModel> {
    const entry = this.catalog().find((model) => model.id === catalogId);
    if (!entry) throw new NotFoundError(`There is no model "${catalogId}" in the catalog.`, 'catalogId');
    if (this.downloading.has(catalogId)) throw new ConflictError(`${entry.name} is already downloading.`);
    this.downloading.add(catalogId);
    const progress = this.progressReporter(options.downloadId, catalogId, entry);
    try {
      const partialDir = join(this.options.modelsDir, 'downloads', catalogId);
      for (const file of entry.files) {
        this.options.egress.authorize({ purpose: 'model-download', url: file.url, method: 'GET', confidentiality: NO_PACK_CONTENT });
      }
      for (const file of entry.files) {
        await this.downloadVerified(file, join(partialDir, file.path), options.signal, progress);
      }
      const installed = this.install(entry, partialDir);
      progress.publish('done');
      return installed;
    } catch (error) {
      const cancelled = options.signal?.aborted || error instanceof CancelledError;
      progress.publish(cancelled ? 'cancelled' : 'failed', cancelled ? null : error instanceof Error ? error.message : String(error));
      throw cancelled && !(error instanceof CancelledError) ? new CancelledError('Download cancelled; it will resume where it stopped.') : error;
    } finally {
      this.downloading.delete(catalogId);
    }
  }

  /** Copies a .gguf from disk (a USB stick, say) after checking that it is one. */
  async importGguf(sourcePath: string): Promise<InstalledModel> {
    if (!sourcePath.toLowerCase().endsWith('.gguf')) throw new BadInputError(`${sourcePath} is not a .gguf file.`, 'path');
    await readGgufHeader(sourcePath);
    await checkGgufComplete(sourcePath);
    const id = this.uniqueId(slugOf(basename(sourcePath, '.gguf')));
    const target = join(this.options.modelsDir, 'gguf', `${id}.gguf`);
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.importing`;
    await copyFile(sourcePath, temporary);
    renameSync(temporary, target);
    return this.remember({
      id,
      name: basename(sourcePath),
      format: 'gguf',
      role: null,
      path: target,
      sizeBytes: statSync(target).size,
      source: 'import',
      sha256: await sha256File(target),
      catalogId: null,
      installedAt: new Date().toISOString(),
    });
  }

  /** Copies a transformers.js embedding-model folder after checking its files. */
  async importEmbeddingFolder(sourceDir: string, options: { id?: string } = {}): Promise<InstalledModel> {
    const info = inspectEmbeddingFolder(sourceDir);
    const id = this.uniqueId(slugOf(options.id ?? basename(sourceDir)));
    const target = join(this.options.modelsDir, 'embeddings', id);
    const temporary = `${target}.importing`;
    await rm(temporary, { recursive: true, force: true });
    await cp(sourceDir, temporary, { recursive: true });
    renameSync(temporary, target);
    return this.remember({
      id,
      name: `${basename(sourceDir)} (${info.dimensions} dims)`,
      format: 'transformers',
      role: 'embeddings',
      path: target,
      sizeBytes: diskUsage(target),
      source: 'import',
      sha256: null,
      catalogId: null,
      installedAt: new Date().toISOString(),
    });
  }

  /** Deletes an installed model's files (and any partial download of it). */
  delete(id: string): boolean {
    const models = this.index.read();
    const model = models.find((candidate) => candidate.id === id);
    if (!model) return false;
    rmSync(model.path, { recursive: true, force: true });
    if (model.catalogId) rmSync(join(this.options.modelsDir, 'downloads', model.catalogId), { recursive: true, force: true });
    this.index.write(models.filter((candidate) => candidate.id !== id));
    return true;
  }

  /**
   * Downloads one file and checks it. A file whose sha256 is wrong is downloaded once more before
   * it is called damaged: one transfer can go wrong (a connection dropped and resumed, a busy disk),
   * while a damaged or wrong file on the mirror gives the same wrong bytes again.
   */
  private async downloadVerified(
    file: CatalogModel['files'][number],
    target: string,
    signal: AbortSignal | undefined,
    progress: ReturnType<ModelManager['progressReporter']>,
  ) {
    const onProgress = progress.onFile(file);
    for (let attempt = 1; ; attempt++) {
      await probeModelSource(this.options.egress, file.url, signal, this.options.sourceTimeoutMs);
      await this.downloadFile(file.url, target, signal, onProgress);
      if (signal?.aborted) throw new CancelledError('Download cancelled; it will resume where it stopped.');
      progress.publish('verifying');
      try {
        await verifyFile(target, file, signal);
        return;
      } catch (error) {
        if (!(error instanceof ChecksumMismatchError) || attempt >= 2) throw error;
        progress.publish('downloading');
      }
    }
  }

  private async downloadFile(url: string, target: string, signal: AbortSignal | undefined, onProgress: (received: number, total: number) => void) {
    if (signal?.aborted) throw new CancelledError('Download cancelled.');
    const { createModelDownloader } = await import('node-llama-cpp');
    mkdirSync(dirname(target), { recursive: true });
    const downloader = await untilAborted(signal, createModelDownloader({
      modelUrl: url,
      dirPath: dirname(target),
      fileName: basename(target),
      showCliProgress: false,
      // Keep the .ipull progress file on cancel: the next attempt resumes from it.
      deleteTempFileOnCancel: false,
      skipExisting: true,
      onProgress: ({ downloadedSize, totalSize }) => onProgress(downloadedSize, totalSize),
    }));
    // ipull's download() can stay pending forever after cancel() when a connection is stalled,
    // so a cancel ends our wait as soon as cancel() itself has settled (progress is saved by then).
    let onAbort: (() => void) | undefined;
    const cancelled = new Promise<void>((resolve) => {
      onAbort = () => void downloader.cancel({ deleteTempFile: false }).finally(resolve);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    const downloading = downloader.download();
    downloading.catch(() => undefined);
    try {
      await Promise.race([downloading, cancelled]);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  private install(entry: CatalogModel, partialDir: string): InstalledModel {
    let path: string;
    if (entry.format === 'gguf') {
      const file = entry.files[0] as CatalogModel['files'][number];
      path = join(this.options.modelsDir, 'gguf', basename(file.path));
      mkdirSync(dirname(path), { recursive: true });
      renameSync(join(partialDir, file.path), path);
      rmSync(partialDir, { recursive: true, force: true });
    } else {
      path = join(this.options.modelsDir, 'embeddings', entry.id);
      rmSync(path, { recursive: true, force: true });
      mkdirSync(dirname(path), { recursive: true });
      renameSync(partialDir, path);
    }
    return this.remember({
      id: entry.id,
      name: entry.name,
      format: entry.format,
      role: entry.role,
      path,
      sizeBytes: diskUsage(path),
      source: 'download',
      sha256: entry.files.length === 1 ? (entry.files[0]?.sha256 ?? null) : null,
      catalogId: entry.id,
      installedAt: new Date().toISOString(),
    });
  }

  private remember(model: InstalledModel): InstalledModel {
    this.index.write([...this.index.read().filter((existing) => existing.id !== model.id), model]);
    return model;
  }

  private uniqueId(base: string): string {
    const taken = new Set([...this.index.read().map((model) => model.id), ...this.catalog().map((model) => model.id)]);
    const folders = ['gguf', 'embeddings'].flatMap((folder) => {
      const dir = join(this.options.modelsDir, folder);
      return existsSync(dir) ? readdirSync(dir).map((name) => name.replace(/\.gguf$/, '')) : [];
    });
    for (const name of folders) taken.add(name);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  private progressReporter(downloadId: string, modelId: string, entry: CatalogModel) {
    const knownTotal = entry.files.every((file) => file.sizeBytes !== null)
      ? entry.files.reduce((sum, file) => sum + (file.sizeBytes ?? 0), 0)
      : null;
    let finishedBytes = 0;
    let current = { received: 0, total: 0 };
    let lastSent = 0;
    const publish = (state: DownloadProgressEvent['state'], error: string | null = null) => {
      lastSent = Date.now();
      this.options.onDownloadProgress?.({
        downloadId,
        modelId,
        state,
        receivedBytes: finishedBytes + current.received,
        totalBytes: knownTotal ?? (current.total > 0 ? finishedBytes + current.total : null),
        error,
      });
    };
    return {
      publish,
      onFile: (_file: CatalogModel['files'][number]) => {
        finishedBytes += current.received;
        current = { received: 0, total: 0 };
        return (received: number, total: number) => {
          current = { received, total };
          if (Date.now() - lastSent >= (this.options.progressIntervalMs ?? 200) || received === total) publish('downloading');
        };
      },
    };
  }
}

/**
 * Waits for `work` unless the user cancels first. The downloader's set-up asks the server for
 * the file's size, and on a connection that stalls after the probe it would wait unbounded.
 */
async function untilAborted<T>(signal: AbortSignal | undefined, work: Promise<T>): Promise<T> {
  if (!signal) return work;
  work.catch(() => undefined);
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new CancelledError('Download cancelled.'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/** The metadata parses and the file holds every tensor byte it declares: not truncated. */
async function checkGgufComplete(path: string): Promise<void> {
  const { GgufInsights, readGgufFileInfo } = await import('node-llama-cpp');
  let expectedBytes: number;
  try {
    const info = await readGgufFileInfo(path, { logWarnings: false });
    expectedBytes = (info.infoEndOffset ?? 0) + (await GgufInsights.from(info)).modelSize;
  } catch (error) {
    throw new BadInputError(`${path} has a GGUF header but its metadata cannot be read (truncated or damaged?): ${(error as Error).message}`, 'path');
  }
  const actualBytes = statSync(path).size;
  if (actualBytes < expectedBytes) {
    throw new BadInputError(`${path} is truncated: its header declares about ${expectedBytes} bytes of model data, but the file has ${actualBytes}.`, 'path');
  }
}

async function verifyFile(path: string, file: CatalogModel['files'][number], signal?: AbortSignal): Promise<void> {
  if (!existsSync(path)) throw new Error(`The download of ${basename(path)} finished without a file.`);
  if (file.sha256) {
    const actual = await sha256File(path, signal);
    if (actual !== file.sha256) {
      const actualBytes = statSync(path).size;
      rmSync(path, { force: true });
      throw new ChecksumMismatchError(basename(path), file.sha256, actual, { actualBytes, expectedBytes: file.sizeBytes });
    }
  }
  if (path.endsWith('.gguf')) {
    await readGgufHeader(path).catch((error: unknown) => {
      rmSync(path, { force: true });
      throw error;
    });
  }
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '') || 'model';

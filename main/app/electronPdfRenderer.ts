import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PdfRenderer } from '../api';

/**
 * The part of Electron's BrowserWindow that printing needs. electron.ts (the only file that may
 * import electron) makes the real one: hidden, sandboxed, no preload, JavaScript off, offline.
 */
export interface HiddenPrintWindow {
  loadFile(filePath: string): Promise<void>;
  webContents: { printToPDF(options: { printBackground: boolean; pageSize: 'A4' }): Promise<Uint8Array> };
  destroy(): void;
}

const PRINT_TIMEOUT_MS = 30_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Printing the report to PDF took longer than ${ms / 1000} s.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prints HTML with a fresh hidden window per report. The report goes through a temporary file,
 * not a data: URL, because Chromium refuses URLs over 2 MB and a long trial's report can be larger.
 * The window and the file are gone afterwards, whether printing worked or not.
 */
export function createElectronPdfRenderer(openWindow: () => HiddenPrintWindow, timeoutMs = PRINT_TIMEOUT_MS): PdfRenderer {
  return {
    async render(html) {
      const dir = await mkdtemp(join(tmpdir(), 'moot-pdf-'));
      const window = openWindow();
      try {
        const file = join(dir, 'report.html');
        await writeFile(file, html, 'utf8');
        return await withTimeout(
          (async () => {
            await window.loadFile(file);
            return window.webContents.printToPDF({ printBackground: true, pageSize: 'A4' });
          })(),
          timeoutMs,
        );
      } finally {
        window.destroy();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

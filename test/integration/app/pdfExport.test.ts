import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfRenderer } from '../../../main/api';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import { composeMain } from '../../../main/app/composeMain';
import { createElectronPdfRenderer, type HiddenPrintWindow } from '../../../main/app/electronPdfRenderer';
import type { ApiEnvelope, TrialStepResult } from '../../../shared/contract';

// sessions.exportPdf on a real workspace with a real rules-cast trial: the PdfRenderer (Electron's
// hidden window in the desktop app) is the boundary, faked here because Electron cannot run.
const QUESTION = 'What did you see on the morning of the collision?';
const dataDir = mkdtempSync(join(tmpdir(), 'moot-pdf-export-'));
const printed: string[] = [];
const FAKE_PDF = new TextEncoder().encode('%PDF-1.7\n% a stand-in for Chromium output\n%%EOF\n');
const fakeRenderer: PdfRenderer = {
  async render(html) {
    printed.push(html);
    return FAKE_PDF;
  },
};
const desktop = composeMain({ runtime: 'electron', electronVersion: null, dataDir, pdfRenderer: fakeRenderer }).handlers;
const web = composeMain({ runtime: 'web', electronVersion: null, dataDir }).handlers;
let sessionId = '';

const valueOf = <T,>(envelope: ApiEnvelope<unknown>): T => {
  if (!envelope.ok) throw new Error(envelope.error.message);
  return envelope.value as T;
};
// The report's one moving part: when it was exported.
const withoutExportTime = (html: string) => html.replace(/exported [^<]+</, 'exported …<');

beforeAll(async () => {
  const started = valueOf<TrialStepResult>(await invokeProcedure(desktop, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', seed: 3 }));
  sessionId = started.status.sessionId;
  valueOf(await invokeProcedure(desktop, 'trial.ask', { sessionId, question: QUESTION }));
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sessions.exportPdf', () => {
  it('prints the same HTML report the HTML export gives, and returns the printed bytes', async () => {
    const result = valueOf<{ fileName: string; pdfBase64: string; sizeBytes: number }>(await invokeProcedure(desktop, 'sessions.exportPdf', { sessionId }));
    expect(printed).toHaveLength(1);
    const html = printed[0]!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(QUESTION);
    const exported = valueOf<{ fileName: string; text: string }>(await invokeProcedure(desktop, 'sessions.exportTranscript', { sessionId, format: 'html' }));
    expect(withoutExportTime(html)).toBe(withoutExportTime(exported.text));
    expect(result.fileName).toBe(exported.fileName.replace(/\.html$/, '.pdf'));
    expect(Buffer.from(result.pdfBase64, 'base64')).toEqual(Buffer.from(FAKE_PDF));
    expect(result.sizeBytes).toBe(FAKE_PDF.length);
  });

  it('names a missing session and prints nothing', async () => {
    const before = printed.length;
    expect(await invokeProcedure(desktop, 'sessions.exportPdf', { sessionId: 'nope' })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'There is no session nope.', path: 'sessionId' },
    });
    expect(printed).toHaveLength(before);
  });

  it('says to use Print in web mode, where nothing can print to PDF', async () => {
    expect(await invokeProcedure(web, 'sessions.exportPdf', { sessionId })).toEqual({
      ok: false,
      error: { code: 'unavailable', message: 'PDF export needs the desktop app; use Print.' },
    });
  });
});

/** A stand-in for Electron's hidden BrowserWindow that records what it was asked to do. */
function fakeWindow(behaviour: { print?: () => Promise<Uint8Array>; load?: () => Promise<void> } = {}) {
  const log = { loaded: [] as { path: string; html: string }[], options: [] as unknown[], destroyed: 0 };
  const window: HiddenPrintWindow = {
    async loadFile(path) {
      log.loaded.push({ path, html: readFileSync(path, 'utf8') });
      await behaviour.load?.();
    },
    webContents: {
      async printToPDF(options) {
        log.options.push(options);
        return behaviour.print ? behaviour.print() : FAKE_PDF;
      },
    },
    destroy: () => void log.destroyed++,
  };
  return { window, log };
}

describe('the Electron PDF renderer (with a fake window)', () => {
  it('loads the report from a temporary file, prints A4 with backgrounds, then removes window and file', async () => {
    const { window, log } = fakeWindow();
    const bytes = await createElectronPdfRenderer(() => window).render('<!doctype html><p>Report</p>');
    expect(bytes).toEqual(FAKE_PDF);
    expect(log.loaded.map((l) => l.html)).toEqual(['<!doctype html><p>Report</p>']);
    expect(log.options).toEqual([{ printBackground: true, pageSize: 'A4' }]);
    expect(log.destroyed).toBe(1);
    expect(existsSync(dirname(log.loaded[0]!.path))).toBe(false);
  });

  it('cleans up when printing fails, and gives up on a window that never loads', async () => {
    const failing = fakeWindow({ print: () => Promise.reject(new Error('printing failed')) });
    await expect(createElectronPdfRenderer(() => failing.window).render('<p>x</p>')).rejects.toThrow('printing failed');
    expect(failing.log.destroyed).toBe(1);
    expect(existsSync(dirname(failing.log.loaded[0]!.path))).toBe(false);

    const stuck = fakeWindow({ load: () => new Promise(() => {}) });
    await expect(createElectronPdfRenderer(() => stuck.window, 50).render('<p>x</p>')).rejects.toThrow(/longer than/);
    expect(stuck.log.destroyed).toBe(1);
    expect(existsSync(dirname(stuck.log.loaded[0]!.path))).toBe(false);
  });
});

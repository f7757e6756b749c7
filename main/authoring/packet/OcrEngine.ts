import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The English LSTM data of the `@tesseract.js-data/eng` npm package. Naming a local folder is what
 * keeps Tesseract offline: without `langPath` it would fetch the data from a CDN at run time.
 */
export function englishDataPath(): string {
  const { langPath } = require('@tesseract.js-data/eng') as { langPath: string };
  // The package's default points at the legacy+LSTM data; the "best_int" folder beside it is the
  // smaller LSTM-only data the LSTM engine (OEM 1) reads.
  return langPath.replace(/4\.0\.0$/, '4.0.0_best_int');
}

/** Reads text from page images with Tesseract, one worker started on first use and reused. */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;

  /** Text of one image file (PNG, JPEG, PGM…), lines separated by "\n", paragraphs by a blank line. */
  async recognize(image: Buffer): Promise<string> {
    // tesseract.js is imported on first use: only a scanned packet needs it, never the start.
    this.worker ??= import('tesseract.js').then(({ createWorker, OEM }) =>
      createWorker('eng', OEM.LSTM_ONLY, { langPath: englishDataPath(), gzip: true, cacheMethod: 'none' }),
    );
    const worker = await this.worker;
    const { data } = await worker.recognize(image);
    return data.text;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }
}

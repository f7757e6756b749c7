import { CancelledError } from '../../../shared/errors';
import type { OcrEngine } from './OcrEngine';
import { toPgm } from './greyImage';
import { PacketReadError, type DraftProgressListener, type PacketText } from './PacketText';

/** A page with fewer characters of text than this is taken for a scan and read by OCR. */
const SCANNED_PAGE_CHARS = 20;
/** A gap between lines wider than this many line heights ends a paragraph. */
const PARAGRAPH_GAP = 1.6;
/** Images smaller than this (logos, stamps) hold no page of text worth reading. */
const MIN_OCR_IMAGE_SIDE = 300;

interface TextItem {
  str: string;
  y: number;
  height: number;
  hasEOL: boolean;
}

/** A page's text items as lines, with a blank line where the gap between lines says a paragraph ended. */
function pageText(items: readonly TextItem[]): string {
  const lines: { text: string; y: number; height: number }[] = [];
  let current = '';
  let lineY: number | null = null;
  let lineHeight = 0;
  for (const item of items) {
    current += item.str;
    lineY ??= item.y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL) {
      lines.push({ text: current, y: lineY, height: lineHeight });
      current = '';
      lineY = null;
      lineHeight = 0;
    }
  }
  if (current.trim()) lines.push({ text: current, y: lineY ?? 0, height: lineHeight });
  const out: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous && previous.y - line.y > PARAGRAPH_GAP * Math.max(line.height, previous.height, 1)) out.push('');
    out.push(line.text.trimEnd());
  });
  return out.join('\n');
}

/**
 * Reads a PDF's text page by page through unpdf (pdf.js). A page without a text layer is a scan:
 * its embedded images are decoded by pdf.js (no canvas needed) and read by OCR.
 */
export async function readPdfPacket(bytes: Uint8Array, fileName: string, ocr: () => OcrEngine, onProgress: DraftProgressListener, signal?: AbortSignal): Promise<PacketText> {
  // unpdf (pdf.js) is imported on first use: only a PDF packet needs it, never the start.
  const { extractImages, extractTextItems, getDocumentProxy } = await import('unpdf');
  let pdf;
  try {
    // Verbosity 0: pdf.js reports errors only; its warnings about a damaged file are not for the user.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    throw new PacketReadError(`${fileName} cannot be read as a PDF: ${error instanceof Error ? error.message : String(error)}.`, fileName);
  }
  try {
    const { totalPages, items } = await extractTextItems(pdf);
    const pages: string[] = [];
    const ocrPages: number[] = [];
    for (let i = 0; i < totalPages; i++) {
      if (signal?.aborted) throw new CancelledError();
      let text = pageText(items[i] ?? []);
      if (text.replace(/\s/g, '').length < SCANNED_PAGE_CHARS) {
        onProgress({ stage: 'ocr', completed: i, total: totalPages, message: `Reading scanned page ${i + 1} of ${totalPages} by OCR…` });
        const images = (await extractImages(pdf, i + 1)).filter((image) => Math.min(image.width, image.height) >= MIN_OCR_IMAGE_SIDE);
        const parts: string[] = [];
        for (const image of images) parts.push(await ocr().recognize(toPgm(image)));
        if (images.length > 0) {
          text = parts.join('\n\n');
          ocrPages.push(i + 1);
        }
      } else {
        onProgress({ stage: 'reading', completed: i + 1, total: totalPages, message: `Read page ${i + 1} of ${totalPages}.` });
      }
      pages.push(text);
    }
    if (pages.every((page) => page.trim() === '')) throw new PacketReadError(`${fileName} holds no text, and no page image that OCR could read.`, fileName);
    return { fileName, format: 'pdf', pages, ocrPages };
  } finally {
    await pdf.destroy();
  }
}

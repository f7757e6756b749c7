import { assertNever } from '../../../shared/contract/envelope';
import { OcrEngine } from './OcrEngine';
import { PacketReadError, type DraftProgressListener, type PacketText } from './PacketText';
import { readDocxPacket } from './readDocxPacket';
import { readPdfPacket } from './readPdfPacket';

/** The largest packet read: 100 MB holds hundreds of scanned pages. */
export const MAX_PACKET_BYTES = 100 * 1024 * 1024;

type PacketFormat = 'pdf' | 'docx' | 'image';

/** Tells the format from the file's first bytes, not its name: a renamed file still reads. */
export function packetFormatOf(bytes: Uint8Array): PacketFormat | null {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // A DOCX is a zip (PK\3\4); mammoth tells a DOCX from any other zip.
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'docx';
  const isPng = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const isTiff = head.subarray(0, 4).equals(Buffer.from('II*\0', 'latin1')) || head.subarray(0, 4).equals(Buffer.from('MM\0*', 'latin1'));
  const isBmp = head.subarray(0, 2).toString('latin1') === 'BM';
  const isWebp = head.subarray(0, 4).toString('latin1') === 'RIFF';
  return isPng || isJpeg || isTiff || isBmp || isWebp ? 'image' : null;
}

export interface ReadPacketOptions {
  onProgress?: DraftProgressListener;
  signal?: AbortSignal;
}

/**
 * Reads a case packet's text: a PDF through unpdf (scanned pages by OCR), a DOCX through mammoth,
 * a picture (PNG, JPEG, TIFF, BMP, WebP) by OCR. Tesseract starts only if a page needs it.
 */
export async function readCasePacket(bytes: Uint8Array, fileName: string, options: ReadPacketOptions = {}): Promise<PacketText> {
  const onProgress = options.onProgress ?? (() => {});
  if (bytes.length === 0) throw new PacketReadError(`${fileName} is empty.`, fileName);
  if (bytes.length > MAX_PACKET_BYTES) throw new PacketReadError(`${fileName} is ${bytes.length} bytes; the limit is ${MAX_PACKET_BYTES}.`, fileName);
  const format = packetFormatOf(bytes);
  let engine: OcrEngine | null = null;
  const ocr = () => (engine ??= new OcrEngine());
  try {
    switch (format) {
      case 'pdf':
        return await readPdfPacket(bytes, fileName, ocr, onProgress, options.signal);
      case 'docx':
        onProgress({ stage: 'reading', completed: 0, total: 1, message: `Reading ${fileName}…` });
        return await readDocxPacket(bytes, fileName);
      case 'image': {
        onProgress({ stage: 'ocr', completed: 0, total: 1, message: `Reading ${fileName} by OCR…` });
        const text = await ocr().recognize(Buffer.from(bytes));
        if (text.trim() === '') throw new PacketReadError(`${fileName}: OCR found no text in the picture.`, fileName);
        return { fileName, format: 'image', pages: [text], ocrPages: [1] };
      }
      case null:
        throw new PacketReadError(`${fileName} is not a PDF, a Word document (DOCX) or a picture (PNG, JPEG, TIFF, BMP, WebP).`, fileName);
      default:
        return assertNever(format);
    }
  } finally {
    await (engine as OcrEngine | null)?.close();
  }
}

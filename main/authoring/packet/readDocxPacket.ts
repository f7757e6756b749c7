import { PacketReadError, type PacketText } from './PacketText';

/** Reads a DOCX's text through mammoth: one "page", paragraphs separated by a blank line. */
export async function readDocxPacket(bytes: Uint8Array, fileName: string): Promise<PacketText> {
  let text: string;
  try {
    // mammoth is imported on first use: only a DOCX packet needs it, never the start.
    const { default: mammoth } = await import('mammoth');
    ({ value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) }));
  } catch (error) {
    throw new PacketReadError(`${fileName} cannot be read as a Word document (DOCX): ${error instanceof Error ? error.message : String(error)}.`, fileName);
  }
  if (text.trim() === '') throw new PacketReadError(`${fileName} holds no text.`, fileName);
  return { fileName, format: 'docx', pages: [text], ocrPages: [] };
}

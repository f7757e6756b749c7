import { BadInputError } from '../../../shared/errors';

/** What a case packet was read as: its pages of text, and how each page was read. */
export interface PacketText {
  /** The file's name, for messages. */
  fileName: string;
  format: 'pdf' | 'docx' | 'image';
  /** One entry per page (a DOCX is one page); lines separated by "\n", paragraphs by a blank line. */
  pages: string[];
  /** Pages read by OCR (1-based), because they carried no text layer. */
  ocrPages: number[];
}

/** One step of reading or drafting, for a progress bar. */
export interface DraftProgress {
  stage: 'reading' | 'ocr' | 'extracting' | 'validating';
  completed: number;
  total: number;
  message: string;
}

export type DraftProgressListener = (progress: DraftProgress) => void;

/** A packet that cannot be read: the message names the file and what is wrong with it. */
export class PacketReadError extends BadInputError {
  constructor(
    message: string,
    readonly fileName: string,
  ) {
    super(message);
    this.name = 'PacketReadError';
  }
}

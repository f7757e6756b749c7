import type { PackInspection, PackSummary } from '../../../../shared/contract/schemas/packs';

/** An error as the Library shows it: what failed, where (file, entry or JSON path), and why. */
export interface LibraryError {
  action: string;
  message: string;
  path: string | null;
  fileName: string | null;
  /** The technical words behind the message (a parser's), shown folded under "Details". */
  detail: string | null;
}

/**
 * A chosen pack file as main can read it: its bytes (desktop, over IPC) or, in web mode, the copy
 * streamed to main's staging folder, with how to drop that copy once the import is over.
 */
export type PackFileSource = { fileBase64: string } | { path: string; discard: () => Promise<void> };

/** A pack file on its way in: the bytes sent so far while it is uploaded, then `checking` while main reads it. */
export interface ImportProgress {
  fileName: string;
  sentBytes: number;
  totalBytes: number;
  checking: boolean;
}

/** A file waiting for its passphrase before it can be imported. */
export interface PendingImport {
  fileName: string;
  source: PackFileSource;
  title: string;
  wrongPassphrase: boolean;
}

/** A file whose id is already in the Library: import waits for the user to confirm the replacement. */
export interface PendingReplace {
  fileName: string;
  source: PackFileSource;
  passphrase: string | undefined;
  /** The server's sentence: what would change (signature, key, confidentiality). */
  message: string;
  /**
   * `replace`: the first question (the id is taken). `otherKey`: the second, asked after the first
   * was confirmed, when the new file is signed by a different key than the stored pack.
   */
  stage: 'replace' | 'otherKey';
}

export interface LibraryState {
  packs: PackSummary[];
  loaded: boolean;
  /** What is running now (`importing`, `exporting`, ...), or null. */
  busy: string | null;
  error: LibraryError | null;
  notice: string | null;
  pendingImport: PendingImport | null;
  pendingReplace: PendingReplace | null;
  importProgress: ImportProgress | null;
  selectedId: string | null;
  inspection: PackInspection | null;
  /**
   * Where the keyboard focus goes once the list shows a change: the card of the pack just imported,
   * the card after one just deleted, or `list` (the list's heading) when none is left. Null once done.
   */
  focusAfterChange: { packId: string } | 'list' | null;
}

export const initialLibraryState: LibraryState = {
  packs: [],
  loaded: false,
  busy: null,
  error: null,
  notice: null,
  pendingImport: null,
  pendingReplace: null,
  importProgress: null,
  selectedId: null,
  inspection: null,
  focusAfterChange: null,
};

/**
 * Files between the user's machine and main, outside the procedures. The desktop app picks them
 * in native dialogs and hands main a path; web mode uploads the browser's files into a staging
 * folder and downloads what main makes.
 */

/** What a native dialog is asked for: where to write a backup, or which file or folder to read. */
export type PathPickKind = 'backup' | 'restore' | 'gguf' | 'embedding-folder';
export const PATH_PICK_KINDS: readonly PathPickKind[] = ['backup', 'restore', 'gguf', 'embedding-folder'];

/** IPC channel of the native path dialog. */
export const IPC_PICK_PATH_CHANNEL = 'moot-pick-path';

/** The largest `.moot` file Moot reads; an upload for a pack is refused (413) beyond it. */
export const MAX_PACK_FILE_BYTES = 300 * 1024 * 1024;

/** What an upload is for: a pack is capped at `MAX_PACK_FILE_BYTES`; without a purpose (models) nothing is capped. */
export type UploadPurpose = 'pack';

/** One browser file to upload, with its path inside a picked folder ("minilm/onnx/model.onnx") or its name. */
export interface UploadFile {
  file: Blob;
  relativePath: string;
}

/** Files staged in main's data folder: the first file's path, the picked folder's path, and how to drop them. */
export interface StagedUpload {
  path: string;
  folder: string;
  discard(): Promise<void>;
}

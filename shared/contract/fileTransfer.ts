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

import { z } from 'zod';

/** An absolute file path on the user's machine (POSIX, `C:\…` or a `\\server\share` path). */
export const AbsoluteFilePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((path) => path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\'), 'must be an absolute file path');

/** Whether the workspace database can be used, and why not. */
export const WorkspaceStatus = z.object({
  file: z.string(),
  /** `read-only`: a damaged or newer file, opened for listing and export only. */
  state: z.enum(['closed', 'ready', 'read-only']),
  schemaVersion: z.number().int().nullable(),
  problem: z.string().nullable(),
});
export type WorkspaceStatus = z.infer<typeof WorkspaceStatus>;

export const WorkspaceStatusInput = z.object({}).strict();

export const BackupWorkspaceInput = z.object({ path: AbsoluteFilePath }).strict();
export const BackupWorkspaceResult = z.object({ path: z.string(), bytes: z.number().int().nonnegative() });
export type BackupWorkspaceResult = z.infer<typeof BackupWorkspaceResult>;

export const RestoreWorkspaceInput = z.object({ path: AbsoluteFilePath }).strict();
export const RestoreWorkspaceResult = z.object({
  sessions: z.number().int().nonnegative(),
  /** Where the replaced workspace was saved, so nothing is lost; null when it was empty. */
  previousSavedAs: z.string().nullable(),
  /** Where a damaged or newer workspace file was moved before restoring, or null. */
  damagedSavedAs: z.string().nullable(),
});
export type RestoreWorkspaceResult = z.infer<typeof RestoreWorkspaceResult>;

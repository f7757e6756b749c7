import {
  BackupWorkspaceInput,
  BackupWorkspaceResult,
  RestoreWorkspaceInput,
  RestoreWorkspaceResult,
  WorkspaceStatus,
  WorkspaceStatusInput,
} from '../schemas/workspace';

/** The workspace database as a whole: its health and integrity, backup to one file, restore from one. */
export const workspaceProcedures = {
  'workspace.status': { input: WorkspaceStatusInput, output: WorkspaceStatus },
  /** Reads every page; a damaged workspace becomes read-only (list and export still work). */
  'workspace.check': { input: WorkspaceStatusInput, output: WorkspaceStatus },
  'workspace.backup': { input: BackupWorkspaceInput, output: BackupWorkspaceResult },
  'workspace.restore': { input: RestoreWorkspaceInput, output: RestoreWorkspaceResult },
} as const;

import {
  BackupWorkspaceInput,
  BackupWorkspaceResult,
  RestoreWorkspaceInput,
  RestoreWorkspaceResult,
  WorkspaceStatus,
  WorkspaceStatusInput,
} from '../schemas/workspace';

/** The workspace database as a whole: its health, backup to one file, restore from one. */
export const workspaceProcedures = {
  'workspace.status': { input: WorkspaceStatusInput, output: WorkspaceStatus },
  'workspace.backup': { input: BackupWorkspaceInput, output: BackupWorkspaceResult },
  'workspace.restore': { input: RestoreWorkspaceInput, output: RestoreWorkspaceResult },
} as const;

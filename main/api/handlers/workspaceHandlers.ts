import type { workspaceProcedures } from '../../../shared/contract/procedures/workspace';
import type { WorkspaceHost } from '../../store';
import type { HandlersFor } from '../ApiHandlers';

export interface WorkspaceServices {
  workspace: WorkspaceHost;
}

export function createWorkspaceHandlers(services: WorkspaceServices): HandlersFor<keyof typeof workspaceProcedures> {
  const { workspace } = services;
  return {
    'workspace.status': async () => workspace.status(),
    'workspace.check': async () => workspace.check(),
    'workspace.backup': async ({ path }) => workspace.backup(path),
    'workspace.restore': async ({ path }) => workspace.restore(path),
  };
}

import { WorkspaceHost, listSessions } from '../../main/store';
import { invokeProcedure } from '../../main/api/invokeProcedure';
import { createWorkspaceHandlers } from '../../main/api/handlers/workspaceHandlers';

// Run as an unprivileged user against a data folder it may not write: prints what the app would show.
const dataDir = process.argv[2]!;
const host = new WorkspaceHost(dataDir);
const status = host.status();
let sessions: number | string;
try {
  sessions = listSessions(host.reader()).length;
} catch (error) {
  sessions = `error: ${(error as Error).message}`;
}
let write: string;
try {
  host.writer();
  write = 'allowed';
} catch (error) {
  write = `${(error as Error).name}: ${(error as Error).message}`;
}
const check = await invokeProcedure(createWorkspaceHandlers({ workspace: host }) as never, 'workspace.check', {});
process.stdout.write(JSON.stringify({ status, sessions, write, check }));

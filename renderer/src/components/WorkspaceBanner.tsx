import { useEffect, useState } from 'react';
import type { WorkspaceStatus } from '../../../shared/contract/schemas/workspace';
import { api } from '../api';

/** How long after start the banner asks again: the start-up integrity check runs in the background. */
const RECHECK_MS = 3_000;

/**
 * A banner over every screen when the workspace is not fully usable: read-only (a write-protected
 * folder, a damaged or newer file) or closed, with the reason. The start-up integrity check runs in
 * the background, so the status is asked for again once it has had time to finish.
 */
export function WorkspaceBanner() {
  const [status, setStatus] = useState<WorkspaceStatus | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () => void api.call('workspace.status', {}).then((s) => live && setStatus(s), () => undefined);
    ask();
    const timer = setTimeout(ask, RECHECK_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  if (!status || status.state === 'ready') return null;
  return (
    <div role="alert" className="error-panel" data-testid="workspace-banner">
      <strong>{status.state === 'read-only' ? 'The workspace is open read-only.' : 'The workspace could not be opened.'}</strong> {status.problem}
    </div>
  );
}

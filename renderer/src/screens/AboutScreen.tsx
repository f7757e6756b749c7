import { useEffect } from 'react';
import type { ComponentStatus, SystemComponent } from '../../../shared/contract';
import { ScreenFrame } from '../components/ScreenFrame';
import { appSelectors, useAppStore } from '../stores/app';

const COMPONENT_LABELS: Record<SystemComponent, string> = {
  llama: 'node-llama-cpp',
  sqlite: 'SQLite',
  transformers: 'transformers.js',
};

/** App version, how it runs, and the versions and health of the native parts main reports. */
export function AboutScreen() {
  const appInfo = useAppStore(appSelectors.appInfo);
  const appInfoError = useAppStore(appSelectors.appInfoError);
  const check = useAppStore(appSelectors.systemCheck);
  const running = useAppStore(appSelectors.isSystemCheckRunning);
  const { loadAppInfo, runSystemCheck, cancelSystemCheck } = useAppStore.getState();

  useEffect(() => {
    void loadAppInfo();
    if (!useAppStore.getState().systemCheck.results) void runSystemCheck();
  }, [loadAppInfo, runSystemCheck]);

  return (
    <ScreenFrame title="About Moot">
      {appInfoError && <p role="alert" className="error">{appInfoError}</p>}
      {appInfo && (
        <dl className="facts" aria-label="Application">
          <dt>Version</dt>
          <dd data-testid="app-version">{appInfo.version}</dd>
          <dt>Running as</dt>
          <dd data-testid="runtime">
            {appInfo.runtime === 'electron' ? `Desktop app (Electron ${appInfo.electronVersion ?? ''})` : 'Web mode (loopback server)'}
          </dd>
          <dt>Platform</dt>
          <dd>
            {appInfo.platform} {appInfo.arch}, Node {appInfo.nodeVersion}
          </dd>
          <dt>Data folder</dt>
          <dd className="mono">{appInfo.dataDir}</dd>
        </dl>
      )}

      <section aria-labelledby="components-title">
        <h2 id="components-title">Components</h2>
        <div className="toolbar">
          <button type="button" onClick={() => void runSystemCheck()} disabled={running}>
            Check again
          </button>
          {running && (
            <button type="button" onClick={() => void cancelSystemCheck()}>
              Cancel
            </button>
          )}
        </div>
        {running && check.progress && (
          <div className="progress" role="status" aria-live="polite">
            <progress max={check.progress.total || 1} value={check.progress.completed} aria-label="System check progress" />
            <span>{check.progress.message}</span>
          </div>
        )}
        {check.error && <p role="alert" className="error">{check.error}</p>}
        {check.results && (
          <table className="components" data-testid="components">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">Version</th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {check.results.map((status) => (
                <ComponentRow key={status.component} status={status} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </ScreenFrame>
  );
}

function ComponentRow({ status }: { status: ComponentStatus }) {
  return (
    <tr data-component={status.component}>
      <th scope="row">{COMPONENT_LABELS[status.component]}</th>
      <td data-testid={`${status.component}-version`}>{status.packageVersion ?? 'not installed'}</td>
      <td>
        <span className={status.working ? 'badge ok' : 'badge bad'}>{status.working ? 'Working' : 'Not working'}</span>
      </td>
      <td>
        {status.error && <span className="error">{status.error}</span>}
        <ul className="details">
          {Object.entries(status.details).map(([key, value]) => (
            <li key={key}>
              <span className="mono">{key}</span>: <span data-detail={key}>{value}</span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

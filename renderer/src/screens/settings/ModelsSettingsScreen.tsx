import { useEffect, useState } from 'react';
import type { CatalogModel, CloudSettingsView } from '../../../../shared/contract/schemas/models';
import { ScreenFrame } from '../../components/ScreenFrame';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import '../trial/trial.css';
import { AgentSettingsForm } from './AgentSettingsForm';
import { BackgroundEvaluationSettings } from './BackgroundEvaluationSettings';
import { InstalledModels } from './InstalledModels';
import { PickSource } from './PickSource';
import { TrustedKeysPanel } from './TrustedKeysPanel';
import { SettingsMessage } from './SettingsMessage';
import './models.css';

const GB = 1024 ** 3;
const size = (bytes: number) => (bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`);

/** Upload progress of files picked in web mode, beside the control that sent them. */
function TransferProgress({ at }: { at: string }) {
  const transfer = useSettingsStore(settingsSelectors.transferAt(at));
  if (!transfer) return null;
  const percent = transfer.totalBytes > 0 ? Math.floor((100 * transfer.sentBytes) / transfer.totalBytes) : 0;
  return (
    <div className="row" data-testid={`transfer-${at}`}>
      <progress max={transfer.totalBytes || undefined} value={transfer.sentBytes} aria-label={`Sending ${transfer.label} to Moot`} />
      <span role="status">
        Sending {transfer.label}: {percent}%, {size(transfer.sentBytes)} of {size(transfer.totalBytes)}
      </span>
    </div>
  );
}

function CatalogRow({ model }: { model: CatalogModel }) {
  const fit = useSettingsStore(settingsSelectors.fit(model.id));
  const download = useSettingsStore(settingsSelectors.download(model.id));
  const installed = useSettingsStore((s) => s.installed.some((m) => m.catalogId === model.id));
  const store = useSettingsStore.getState();
  const progress = download?.progress;
  const total = progress?.totalBytes ?? null;
  return (
    <li className="panel" data-model={model.id}>
      <h3>{model.name}</h3>
      <p className="muted">
        {model.parameters}
        {model.quantization ? `, ${model.quantization}` : ''}, role {model.role}, licence {model.licence}. Needs about {size(model.ramNeededBytes)} of memory.
      </p>
      <p className={fit && !fit.fits ? 'warning' : 'hint'} data-testid="fit-note">
        {fit ? (fit.fits ? `Fits this machine (${size(fit.freeRamBytes)} free of ${size(fit.totalRamBytes)}).` : (fit.message ?? 'Does not fit this machine.')) : `Hardware fit is checked when the model is installed.`}
        {fit?.fits && fit.message ? ` ${fit.message}` : ''}
      </p>
      {download ? (
        <div className="row">
          <progress max={total ?? undefined} value={progress?.receivedBytes ?? 0} aria-label={`Downloading ${model.name}`} />
          <span role="status">
            {progress ? `${progress.state}: ${total ? `${Math.floor((100 * progress.receivedBytes) / total)}%, ` : ''}${size(progress.receivedBytes)}${total ? ` of ${size(total)}` : ''}` : 'Starting…'}
          </span>
          <button type="button" onClick={() => void store.cancelDownload(model.id)}>
            Cancel download
          </button>
        </div>
      ) : (
        <button type="button" disabled={installed} onClick={() => void store.download(model.id)} aria-label={installed ? `${model.name} is installed` : `Download ${model.name}`}>
          {installed ? 'Installed' : 'Download'}
        </button>
      )}
      <SettingsMessage at={`download:${model.id}`} />
    </li>
  );
}

/** The cloud opt-in form; remounted (by key) whenever the stored settings change. */
function CloudForm({ cloud, busy }: { cloud: CloudSettingsView; busy: boolean }) {
  const [cloudDraft, setCloudDraft] = useState({ enabled: cloud.enabled, baseUrl: cloud.baseUrl, model: cloud.model, apiKey: '' });
  const store = useSettingsStore.getState();
  return (
    <form
      className="cloud-form"
      onSubmit={(e) => {
        e.preventDefault();
        void store.saveCloud({ enabled: cloudDraft.enabled, baseUrl: cloudDraft.baseUrl, model: cloudDraft.model, ...(cloudDraft.apiKey ? { apiKey: cloudDraft.apiKey } : {}) });
      }}
    >
      <label className="row opt-in">
        <input type="checkbox" checked={cloudDraft.enabled} onChange={(e) => setCloudDraft({ ...cloudDraft, enabled: e.target.checked })} data-testid="cloud-enabled" />
        Use a cloud model for non-confidential packs
      </label>
      <label className="row">
        Server URL (OpenAI-compatible)
        <input value={cloudDraft.baseUrl} onChange={(e) => setCloudDraft({ ...cloudDraft, baseUrl: e.target.value })} size={40} />
      </label>
      <label className="row">
        Model
        <input value={cloudDraft.model} onChange={(e) => setCloudDraft({ ...cloudDraft, model: e.target.value })} />
      </label>
      <label className="row">
        API key {cloud?.hasApiKey ? '(one is stored; leave empty to keep it)' : ''}
        <input type="password" value={cloudDraft.apiKey} onChange={(e) => setCloudDraft({ ...cloudDraft, apiKey: e.target.value })} autoComplete="off" />
      </label>
      <button type="submit" disabled={busy}>
        Save cloud settings
      </button>
    </form>
  );
}

/** Models & Settings: data folder and workspace, models, embeddings, and the cloud opt-in. */
export function ModelsSettingsScreen() {
  const dataDir = useSettingsStore(settingsSelectors.dataDir);
  const workspace = useSettingsStore(settingsSelectors.workspace);
  const catalog = useSettingsStore(settingsSelectors.catalog);
  const installed = useSettingsStore(settingsSelectors.installed);
  const modelsDir = useSettingsStore(settingsSelectors.modelsDir);
  const disk = useSettingsStore(settingsSelectors.diskUsageBytes);
  const embedder = useSettingsStore(settingsSelectors.embedder);
  const cloud = useSettingsStore(settingsSelectors.cloud);
  const agents = useSettingsStore(settingsSelectors.agents);
  const busy = useSettingsStore(settingsSelectors.busy);
  const store = useSettingsStore.getState();
  useEffect(() => {
    void useSettingsStore.getState().load();
  }, []);
  useEffect(() => useSettingsStore.getState().watchDownloads(), []);
  return (
    <ScreenFrame title="Models & Settings">
      <SettingsMessage at={null} />

      <section className="panel" aria-labelledby="data-title">
        <h2 id="data-title">Data folder and workspace</h2>
        <dl className="facts">
          <dt>Data folder</dt>
          <dd className="mono" data-testid="data-dir">
            {dataDir ?? '…'}
          </dd>
          <dt>Workspace</dt>
          <dd data-testid="workspace-state">
            {workspace ? `${workspace.state}${workspace.schemaVersion !== null ? `, schema ${workspace.schemaVersion}` : ''}${workspace.problem ? `: ${workspace.problem}` : ''}` : '…'}
          </dd>
        </dl>
        <div className="toolbar">
          <button type="button" disabled={busy !== null} onClick={() => void store.backup()} data-testid="backup">
            Back up…
          </button>
          <PickSource kind="restore" label="Restore from a backup" accept=".sqlite" testId="restore" disabled={busy !== null} onPick={(source) => void store.restore(source)} />
        </div>
        <TransferProgress at="workspace" />
        <p className="hint">A restore keeps the replaced workspace under a new name, so nothing is lost.</p>
        <SettingsMessage at="workspace" />
      </section>

      <section className="panel" aria-labelledby="models-title">
        <h2 id="models-title">Local models</h2>
        <p>
          {installed.length === 0
            ? 'No model is installed, so the built-in rules engine plays every role.'
            : `${installed.length} installed (${size(disk)} in ${modelsDir ?? 'the models folder'}).`}
        </p>
        <InstalledModels />
        <p className="muted" data-testid="embedder">
          Embeddings: {embedder ? `${embedder.id}${embedder.fallback ? ' (the lexical stand-in: install an embedding model for better matching)' : ''}` : '…'}
        </p>
        <div className="toolbar">
          <PickSource kind="gguf" label="Import a .gguf model" accept=".gguf" testId="import-gguf" disabled={busy !== null} onPick={(source) => void store.importGguf(source)} />
          <PickSource
            kind="embedding-folder"
            label="Import an embedding model folder"
            testId="import-embedding-folder"
            disabled={busy !== null}
            onPick={(source) => void store.importEmbeddingFolder(source)}
          />
        </div>
        <TransferProgress at="models" />
        <SettingsMessage at="models" />
        <h3>Catalog</h3>
        <ul className="pack-list" aria-label="Model catalog">
          {catalog.map((model) => (
            <CatalogRow key={model.id} model={model} />
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="cloud-title">
        <h2 id="cloud-title">Cloud model (optional)</h2>
        <p data-testid="privacy">
          <strong>Privacy.</strong> Off by default. When you turn it on, the questions you ask and the parts of the scenario an agent needs (affidavits,
          testimony so far) are sent to the server below. Packs marked confidential are never sent, whatever this setting says; they always run
          on this machine. The API key is stored on this machine and never shown again.
        </p>
        {cloud && <CloudForm key={JSON.stringify(cloud)} cloud={cloud} busy={busy !== null} />}
        <SettingsMessage at="cloud" />
      </section>

      <TrustedKeysPanel />

      <section className="panel" aria-labelledby="agents-title">
        <h2 id="agents-title">Agents</h2>
        <p className="hint">
          Which engine plays each role, and how. An agent set to the cloud uses the local model instead (or the rules engine, with none loaded)
          while the cloud is off or the pack is confidential; one set to the local model uses the rules engine until a model is loaded.
        </p>
        {agents && <AgentSettingsForm key={JSON.stringify(agents)} agents={agents} busy={busy !== null} />}
        <SettingsMessage at="agents" />
      </section>

      <section className="panel" aria-labelledby="evaluation-settings-title">
        <h2 id="evaluation-settings-title">Background evaluation</h2>
        <BackgroundEvaluationSettings />
      </section>
    </ScreenFrame>
  );
}

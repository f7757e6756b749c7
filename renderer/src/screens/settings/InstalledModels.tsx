import { useEffect, useState } from 'react';
import type { InstalledModel, LocalModelStatus } from '../../../../shared/contract/schemas/models';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';

const GB = 1024 ** 3;
const size = (bytes: number) => (bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`);

/** Where the local model's load stands, for the row of the model it concerns. */
function loadState(status: LocalModelStatus | null, id: string): { text: string; progress: number | null; loaded: boolean; failed: boolean } | null {
  if (!status || status.modelId !== id) return null;
  const stages = [status.runtime, status.model, status.context];
  const error = stages.find((stage) => stage.error)?.error;
  if (error) return { text: `Could not load: ${error}`, progress: null, loaded: false, failed: true };
  if (status.context.loaded) return { text: `Loaded: ${status.parallelSequences} agents can speak side by side.`, progress: null, loaded: true, failed: false };
  return { text: `Loading… ${Math.round(status.model.loadProgress * 100)}%`, progress: status.model.loadProgress, loaded: false, failed: false };
}

/** Delete in two steps, so one stray click or key press never removes gigabytes. */
function DeleteButton({ model, disabled }: { model: InstalledModel; disabled: boolean }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="danger" disabled={disabled} onClick={() => setConfirming(true)} aria-label={`Delete ${model.name}`}>
        Delete
      </button>
    );
  }
  return (
    <>
      <button type="button" className="danger confirm" autoFocus onClick={() => void useSettingsStore.getState().deleteModel(model.id).finally(() => setConfirming(false))}>
        Delete {size(model.sizeBytes)} for good
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        Keep it
      </button>
    </>
  );
}

function InstalledRow({ model, busy }: { model: InstalledModel; busy: boolean }) {
  const status = useSettingsStore(settingsSelectors.localModel);
  const embedder = useSettingsStore(settingsSelectors.embedder);
  const store = useSettingsStore.getState();
  const state = model.format === 'gguf' ? loadState(status, model.id) : null;
  const loading = state !== null && !state.loaded && !state.failed;
  const embedding = model.format !== 'gguf';
  return (
    <li className="installed-model" data-installed={model.id}>
      <div>
        <strong>{model.name}</strong>{' '}
        <span className="muted">
          ({embedding ? 'embeddings' : 'language model'}, {size(model.sizeBytes)}, {model.source === 'download' ? 'downloaded' : 'imported'})
        </span>
      </div>
      {embedding ? (
        <p className="hint">{embedder?.id.includes(model.id) ? 'Makes the embeddings for memory and matching.' : 'Installed; the first embedding model found is used.'}</p>
      ) : (
        state && (
          <p className={state.failed ? 'warning' : 'hint'} role="status" data-testid="load-state">
            {state.text} {loading && state.progress !== null && <progress max={1} value={state.progress} aria-label={`Loading ${model.name}`} />}
          </p>
        )
      )}
      <div className="row">
        {!embedding &&
          (state?.loaded ? (
            <button type="button" disabled={busy} onClick={() => void store.unloadModel()}>
              Unload
            </button>
          ) : (
            <button type="button" className="primary" disabled={busy || loading} onClick={() => void store.loadModel(model.id)} aria-label={`Load ${model.name}`}>
              Load
            </button>
          ))}
        <DeleteButton model={model} disabled={busy || loading} />
      </div>
    </li>
  );
}

/** The models on this machine: load one as the agents' model, or delete one. */
export function InstalledModels() {
  const installed = useSettingsStore(settingsSelectors.installed);
  const busy = useSettingsStore(settingsSelectors.busy);
  // Load progress is pushed by main while this screen is open (a load may also start at launch).
  useEffect(() => useSettingsStore.getState().watchModelStatus(), []);
  if (installed.length === 0) return null;
  return (
    <ul className="installed-models" aria-label="Installed models">
      {installed.map((model) => (
        <InstalledRow key={model.id} model={model} busy={busy !== null} />
      ))}
    </ul>
  );
}

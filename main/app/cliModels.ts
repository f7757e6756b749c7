import { Egress } from '../egress';
import type { LanguageModel } from '../llm/LanguageModel';
import { CloudModelHost } from '../llm/cloud/CloudModelHost';
import { LocalModelHost } from '../llm/local/LocalModelHost';
import { getSetting, setSetting, type WorkspaceHost } from '../store';
import { UsageError } from './cliSupport';

/** The settings key the app keeps the cloud model under (composeMain). */
const CLOUD_SETTINGS_KEY = 'cloud.model';

export interface CliModel {
  model: LanguageModel;
  dispose(): Promise<void>;
}

/**
 * A model for a CLI: a local GGUF (`--local-model <file.gguf>`), or the cloud model turned on in
 * the workspace's Models & Settings, through the same egress rules as the app.
 */
export async function openCliModel(kind: 'local' | 'cloud', options: { host: WorkspaceHost; localModelPath: string | null; modelId: string; flag: string }): Promise<CliModel> {
  if (kind === 'local') {
    if (!options.localModelPath) throw new UsageError(`${options.flag} local needs --local-model <file.gguf>.`);
    const local = new LocalModelHost({ onStatus: () => undefined });
    const model = await local.load({ modelId: options.modelId, modelPath: options.localModelPath, contextSize: 4096, sequences: 1 });
    return { model, dispose: () => local.unload() };
  }
  const cloudHost: CloudModelHost = new CloudModelHost({
    storage: { read: () => getSetting(options.host.reader(), CLOUD_SETTINGS_KEY), write: (value) => setSetting(options.host.writer(), CLOUD_SETTINGS_KEY, value) },
    egress: () => egress,
  });
  const egress = new Egress({ isAllowed: (purpose) => purpose === 'cloud-model' && cloudHost.isEnabled() });
  const model = cloudHost.current();
  if (!model) throw new UsageError(`${options.flag} cloud needs a cloud model turned on in Models & Settings.`);
  return { model, dispose: () => Promise.resolve() };
}

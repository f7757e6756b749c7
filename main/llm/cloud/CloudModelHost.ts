import { z } from 'zod';
import type { CloudSettingsView, UpdateCloudSettingsInput } from '../../../shared/contract/schemas/models';
import { BadInputError } from '../../../shared/errors';
import type { Egress } from '../../egress/Egress';
import { CloudLanguageModel } from './CloudLanguageModel';

const StoredCloudSettings = z.object({
  enabled: z.boolean(),
  baseUrl: z.string(),
  model: z.string(),
  apiKey: z.string().nullable(),
});
type StoredCloudSettings = z.infer<typeof StoredCloudSettings>;

/** Off by default, with nothing configured: the app never reaches a cloud unless told to. */
export const DEFAULT_CLOUD_SETTINGS: StoredCloudSettings = { enabled: false, baseUrl: '', model: '', apiKey: null };

/**
 * The cloud model's settings (persisted through `storage`, a settings-table key in the app) and
 * the `CloudLanguageModel` they describe. `current()` is null while the cloud is off; the egress
 * module asks `isEnabled()` before any cloud request, so turning it off takes effect at once.
 */
export class CloudModelHost {
  /** One client per model name, rebuilt when the server settings change. */
  private readonly cached = new Map<string, { json: string; model: CloudLanguageModel }>();

  constructor(
    private readonly options: {
      storage: { read: () => unknown; write: (value: StoredCloudSettings) => void };
      egress: () => Egress;
    },
  ) {}

  settings(): StoredCloudSettings {
    const parsed = StoredCloudSettings.safeParse(this.options.storage.read());
    return parsed.success ? parsed.data : DEFAULT_CLOUD_SETTINGS;
  }

  view(): CloudSettingsView {
    const { enabled, baseUrl, model, apiKey } = this.settings();
    return { enabled, baseUrl, model, hasApiKey: apiKey !== null && apiKey !== '' };
  }

  update(input: UpdateCloudSettingsInput): CloudSettingsView {
    const baseUrl = input.baseUrl.trim();
    const model = input.model.trim();
    if (input.enabled || baseUrl) {
      let url: URL;
      try {
        url = new URL(baseUrl);
      } catch {
        throw new BadInputError('The server address must be a full URL, such as http://127.0.0.1:8080/v1.', 'baseUrl');
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BadInputError('The server address must start with http:// or https://.', 'baseUrl');
    }
    if (input.enabled && !model) throw new BadInputError('Name the model the server should run.', 'model');
    const previous = this.settings();
    const apiKey = input.apiKey === undefined ? previous.apiKey : input.apiKey;
    this.options.storage.write({ enabled: input.enabled, baseUrl, model, apiKey });
    return this.view();
  }

  isEnabled(): boolean {
    const settings = this.settings();
    return settings.enabled && settings.baseUrl !== '' && settings.model !== '';
  }

  /** The cloud model, or another one on the same server when `modelName` names it (an agent's choice). */
  current(modelName = ''): CloudLanguageModel | null {
    if (!this.isEnabled()) return null;
    const { baseUrl, model: defaultModel, apiKey } = this.settings();
    const model = modelName.trim() || defaultModel;
    const json = JSON.stringify([baseUrl, apiKey]);
    let entry = this.cached.get(model);
    if (entry?.json !== json) {
      entry = { json, model: new CloudLanguageModel({ baseUrl, model, apiKey }, this.options.egress()) };
      this.cached.set(model, entry);
    }
    return entry.model;
  }
}

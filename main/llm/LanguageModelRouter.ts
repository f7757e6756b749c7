import type { Confidentiality } from '../egress/Confidentiality';
import type { FallbackReason } from './fallbackReason';
import type { LanguageModel } from './LanguageModel';

/** What an agent is set to use in Settings. */
export type ModelPreference = 'rules' | 'local' | 'cloud';

export interface RouteDecision {
  /** The model to call, or null: the rules cast answers. */
  model: LanguageModel | null;
  /** Why the preferred provider is not the one used, or null when it is. */
  fallbackReason: FallbackReason | null;
}

/**
 * Picks the model for one agent call. Rules that must hold:
 * - a confidential pack never goes to the cloud: it falls back to the local model, else the rules;
 * - `local` never escalates to the cloud on its own (the cloud is opt-in per agent);
 * - with nothing usable, the answer is the rules cast, with the reason recorded.
 */
export class LanguageModelRouter {
  constructor(
    private readonly sources: {
      /** The loaded local model, if any. */
      local: () => LanguageModel | null;
      /** The configured cloud model (or the named one on the same server), if cloud use is switched on in Settings. */
      cloud: (modelName?: string) => LanguageModel | null;
    },
  ) {}

  /** `cloudModel` names the agent's own cloud model; empty or absent means the configured one. */
  route(preference: ModelPreference, confidentiality: Confidentiality, cloudModel = ''): RouteDecision {
    switch (preference) {
      case 'rules':
        return { model: null, fallbackReason: null };
      case 'local': {
        const local = this.sources.local();
        return local ? { model: local, fallbackReason: null } : { model: null, fallbackReason: 'no-model' };
      }
      case 'cloud': {
        // The cloud source is not even asked for a confidential pack.
        const cloud = confidentiality.level === 'confidential' ? null : this.sources.cloud(cloudModel);
        if (cloud) return { model: cloud, fallbackReason: null };
        return { model: this.sources.local(), fallbackReason: confidentiality.level === 'confidential' ? 'confidential' : 'cloud-disabled' };
      }
    }
  }
}

import { AgentSettings, type UpdateAgentSettingsInput } from '../../shared/contract/schemas/settings';
import { DEFAULT_ERROR_SUBTLETY } from '../../shared/contract/schemas/trial';

/**
 * What the app did before agent settings existed: every agent uses the local model when one is
 * loaded (else the rules), with the cast's own default temperatures and dials.
 */
export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  opposingCounsel: { provider: 'local', temperature: 0.7, cloudModel: '', intentionalErrorRate: 0.3, errorSubtlety: DEFAULT_ERROR_SUBTLETY },
  judge: { provider: 'local', temperature: 0.2, cloudModel: '', rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 },
  witness: { provider: 'local', temperature: 0.6, cloudModel: '', profileOverride: null },
  client: { provider: 'local', temperature: 0.7, cloudModel: '' },
};

/**
 * Per-agent settings, persisted through `storage` (a settings-table key in the app). A stored
 * value that no longer parses (an older shape, a hand edit) reads as the defaults rather than
 * failing every trial; each agent is merged over its defaults so a new field gets its default.
 */
export class AgentSettingsHost {
  constructor(private readonly storage: { read: () => unknown; write: (value: AgentSettings) => void }) {}

  settings(): AgentSettings {
    const stored = this.storage.read();
    const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
    const merged = Object.fromEntries(
      Object.entries(DEFAULT_AGENT_SETTINGS).map(([agent, defaults]) => {
        const value = record[agent];
        return [agent, { ...defaults, ...(typeof value === 'object' && value !== null ? value : {}) }];
      }),
    );
    const parsed = AgentSettings.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_AGENT_SETTINGS;
  }

  update(input: UpdateAgentSettingsInput): AgentSettings {
    const current = this.settings();
    const next: AgentSettings = {
      opposingCounsel: { ...current.opposingCounsel, ...input.opposingCounsel },
      judge: { ...current.judge, ...input.judge },
      witness: { ...current.witness, ...input.witness },
      client: { ...current.client, ...input.client },
    };
    this.storage.write(AgentSettings.parse(next));
    return next;
  }
}

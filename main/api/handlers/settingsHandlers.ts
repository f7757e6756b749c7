import type { settingsProcedures } from '../../../shared/contract/procedures/settings';
import type { AgentSettingsHost } from '../../settings';
import type { HandlersFor } from '../ApiHandlers';

export interface SettingsServices {
  agentSettings: AgentSettingsHost;
}

export function createSettingsHandlers(services: SettingsServices): HandlersFor<keyof typeof settingsProcedures> {
  return {
    'settings.agents': async () => services.agentSettings.settings(),
    'settings.updateAgents': async (input) => services.agentSettings.update(input),
  };
}

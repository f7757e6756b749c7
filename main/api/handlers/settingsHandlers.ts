import type { settingsProcedures } from '../../../shared/contract/procedures/settings';
import type { TrustedKeys } from '../../packs';
import type { AgentSettingsHost } from '../../settings';
import type { HandlersFor } from '../ApiHandlers';

export interface SettingsServices {
  agentSettings: AgentSettingsHost;
  trustedKeys: TrustedKeys;
}

export function createSettingsHandlers(services: SettingsServices): HandlersFor<keyof typeof settingsProcedures> {
  return {
    'settings.agents': async () => services.agentSettings.settings(),
    'settings.updateAgents': async (input) => services.agentSettings.update(input),
    'settings.trustedKeys': async () => ({ keys: services.trustedKeys.list() }),
    'settings.trustKey': async ({ publicKey, name }) => ({ key: services.trustedKeys.add(publicKey, name) }),
    'settings.forgetKey': async ({ fingerprint }) => {
      services.trustedKeys.remove(fingerprint);
      return { keys: services.trustedKeys.list() };
    },
  };
}

import { z } from 'zod';
import { AgentSettings, UpdateAgentSettingsInput } from '../schemas/settings';

/** How each agent is played: its provider (rules, local, cloud), temperature and behaviour dials. */
export const settingsProcedures = {
  'settings.agents': { input: z.object({}).strict(), output: AgentSettings },
  'settings.updateAgents': { input: UpdateAgentSettingsInput, output: AgentSettings },
} as const;

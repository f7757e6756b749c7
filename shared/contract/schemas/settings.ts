import { z } from 'zod';

/** Which generator plays an agent: the deterministic rules, the loaded local model, or the cloud. */
export const AgentProvider = z.enum(['rules', 'local', 'cloud']);
export type AgentProvider = z.infer<typeof AgentProvider>;

const Temperature = z.number().min(0).max(2);
const Dial = z.number().min(0).max(1);

const AgentBase = { provider: AgentProvider, temperature: Temperature };

/** Per-agent settings, kept in the workspace's settings table. */
export const AgentSettings = z.object({
  opposingCounsel: z.object({ ...AgentBase, intentionalErrorRate: Dial }).strict(),
  judge: z
    .object({ ...AgentBase, rulingStyle: z.enum(['terse', 'explanatory', 'formal']), strictness: Dial, sustainBias: Dial })
    .strict(),
  witness: z.object(AgentBase).strict(),
  client: z.object(AgentBase).strict(),
});
export type AgentSettings = z.infer<typeof AgentSettings>;

/** A partial update: each agent's fields given replace the stored ones, the rest stay. */
export const UpdateAgentSettingsInput = z
  .object({
    opposingCounsel: AgentSettings.shape.opposingCounsel.partial().optional(),
    judge: AgentSettings.shape.judge.partial().optional(),
    witness: AgentSettings.shape.witness.partial().optional(),
    client: AgentSettings.shape.client.partial().optional(),
  })
  .strict();
export type UpdateAgentSettingsInput = z.infer<typeof UpdateAgentSettingsInput>;

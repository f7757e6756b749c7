import { z } from 'zod';

/** Which generator plays an agent: the deterministic rules, the loaded local model, or the cloud. */
export const AgentProvider = z.enum(['rules', 'local', 'cloud']);
export type AgentProvider = z.infer<typeof AgentProvider>;

const Temperature = z.number().min(0).max(2);
const Dial = z.number().min(0).max(1);

/**
 * Which cloud model an agent asks for when its provider is the cloud; empty means the model named
 * in the cloud settings (a clinic may give the judge a bigger model than the witnesses, say).
 */
const CloudModelName = z.string().trim().max(200);

const AgentBase = { provider: AgentProvider, temperature: Temperature, cloudModel: CloudModelName };

/** How every witness behaves, replacing each scenario's own profile (each dial 0..1). */
export const WitnessProfile = z.object({ cooperativeness: Dial, verbosity: Dial, memoryQuality: Dial }).strict();
export type WitnessProfile = z.infer<typeof WitnessProfile>;

/** Per-agent settings, kept in the workspace's settings table. */
export const AgentSettings = z.object({
  opposingCounsel: z.object({ ...AgentBase, intentionalErrorRate: Dial, errorSubtlety: Dial }).strict(),
  judge: z
    .object({ ...AgentBase, rulingStyle: z.enum(['terse', 'explanatory', 'formal']), strictness: Dial, sustainBias: Dial })
    .strict(),
  /** `profileOverride` null: each witness keeps the profile its scenario gives it. */
  witness: z.object({ ...AgentBase, profileOverride: WitnessProfile.nullable() }).strict(),
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

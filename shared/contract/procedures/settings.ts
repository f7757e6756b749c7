import { z } from 'zod';
import { TrustedKey } from '../schemas/packs';
import { AgentSettings, UpdateAgentSettingsInput } from '../schemas/settings';

const TrustedKeyList = z.object({ keys: z.array(TrustedKey) });

/** How each agent is played: its provider (rules, local, cloud), temperature and behaviour dials. */
export const settingsProcedures = {
  'settings.agents': { input: z.object({}).strict(), output: AgentSettings },
  'settings.updateAgents': { input: UpdateAgentSettingsInput, output: AgentSettings },
  /** The signing keys the user trusts: the Library names a pack signed with one. */
  'settings.trustedKeys': { input: z.object({}).strict(), output: TrustedKeyList },
  /** Trusts an Ed25519 public key (the .pub text from `npm run pack -- keygen`) under a name. */
  'settings.trustKey': {
    input: z.object({ publicKey: z.string().min(1).max(10_000), name: z.string().trim().min(1, 'Give the key a name.').max(200) }).strict(),
    output: z.object({ key: TrustedKey }),
  },
  'settings.forgetKey': { input: z.object({ fingerprint: z.string().min(1).max(200) }).strict(), output: TrustedKeyList },
} as const;

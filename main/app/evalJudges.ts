import { GEvalJudge, type Evaluator } from '../evaluation';
import { Egress } from '../egress';
import { CloudModelHost } from '../llm/cloud/CloudModelHost';
import { LocalModelHost } from '../llm/local/LocalModelHost';
import { getSetting, setSetting, type WorkspaceHost } from '../store';
import { UsageError } from './cliSupport';

export type JudgeFamily = 'rules' | 'local' | 'cloud';

/** The settings key the app keeps the cloud model under (composeMain). */
const CLOUD_SETTINGS_KEY = 'cloud.model';

export interface LlmJudgeSet {
  /** The LLM judges for one session: the cloud judge only for a non-confidential pack. */
  evaluatorsFor(session: { packId: string; confidential: boolean }): Evaluator[];
  dispose(): Promise<void>;
}

/** The CLI's LLM judges: a local GGUF (`--local-model`) and the cloud model of the workspace's settings. */
export async function llmJudgesFor(
  families: readonly JudgeFamily[],
  options: { host: WorkspaceHost; localModelPath: string | null; samples: number },
): Promise<LlmJudgeSet> {
  const judges: Evaluator[] = [];
  let local: LocalModelHost | null = null;
  if (families.includes('local')) {
    if (!options.localModelPath) throw new UsageError('--judges local needs --local-model <file.gguf>.');
    local = new LocalModelHost({ onStatus: () => undefined });
    const model = await local.load({ modelId: 'judge', modelPath: options.localModelPath, contextSize: 4096, sequences: 1 });
    judges.push(new GEvalJudge(model, { samples: options.samples }));
  }
  if (families.includes('cloud')) {
    const cloudHost: CloudModelHost = new CloudModelHost({
      storage: { read: () => getSetting(options.host.reader(), CLOUD_SETTINGS_KEY), write: (value) => setSetting(options.host.writer(), CLOUD_SETTINGS_KEY, value) },
      egress: () => egress,
    });
    const egress = new Egress({ isAllowed: (purpose) => purpose === 'cloud-model' && cloudHost.isEnabled() });
    const model = cloudHost.current();
    if (!model) throw new UsageError('--judges cloud needs a cloud model turned on in Models & Settings.');
    judges.push(new GEvalJudge(model, { samples: options.samples }));
  }
  return {
    // GEvalJudge itself refuses confidential cases on a cloud model; filtering here keeps it visible.
    evaluatorsFor: (session) => judges.filter((judge) => !(session.confidential && judge.name.startsWith('cloud:'))),
    dispose: async () => {
      await local?.unload();
    },
  };
}

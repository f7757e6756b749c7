import { GEvalJudge, type Evaluator } from '../evaluation';
import type { WorkspaceHost } from '../store';
import { openCliModel, type CliModel } from './cliModels';

export type JudgeFamily = 'rules' | 'local' | 'cloud';

export interface LlmJudgeSet {
  /** The LLM judges for one session: the cloud judge only for a non-confidential pack. */
  evaluatorsFor(session: { packId: string; confidential: boolean }): Evaluator[];
  dispose(): Promise<void>;
}

/** The CLI's LLM judges: a local GGUF (`--local-model`) and the cloud model of the workspace's settings, each at every temperature asked for. */
export async function llmJudgesFor(
  families: readonly JudgeFamily[],
  options: { host: WorkspaceHost; localModelPath: string | null; samples: number; temperatures?: readonly number[] },
): Promise<LlmJudgeSet> {
  const judges: Evaluator[] = [];
  const opened: CliModel[] = [];
  for (const family of ['local', 'cloud'] as const) {
    if (!families.includes(family)) continue;
    const model = await openCliModel(family, { host: options.host, localModelPath: options.localModelPath, modelId: 'judge', flag: '--judges' });
    opened.push(model);
    // One judge per temperature: three or more on one model make a panel.
    if (!options.temperatures?.length) judges.push(new GEvalJudge(model.model, { samples: options.samples }));
    else for (const temperature of options.temperatures) judges.push(new GEvalJudge(model.model, { samples: options.samples, temperature, name: `${model.model.id}@t${temperature}` }));
  }
  return {
    // GEvalJudge itself refuses confidential cases on a cloud model; filtering here keeps it visible.
    evaluatorsFor: (session) => judges.filter((judge) => !(session.confidential && judge.name.startsWith('cloud:'))),
    dispose: async () => {
      for (const model of opened) await model.dispose();
    },
  };
}

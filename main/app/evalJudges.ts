import type { Evaluator } from '../evaluation';
import type { WorkspaceHost } from '../store';

export type JudgeFamily = 'rules' | 'local' | 'cloud';

export interface LlmJudgeSet {
  evaluatorsFor(session: { packId: string; confidential: boolean }): Evaluator[];
  dispose(): Promise<void>;
}

/** The LLM judges the CLI was asked for; none yet when only `rules` is. */
export async function llmJudgesFor(families: readonly JudgeFamily[], _options: { host: WorkspaceHost; localModelPath: string | null; samples: number }): Promise<LlmJudgeSet> {
  const wanted = families.filter((family) => family !== 'rules');
  if (wanted.length > 0) throw new Error(`The ${wanted.join(' and ')} judge(s) are not available in this build.`);
  return { evaluatorsFor: () => [], dispose: async () => undefined };
}

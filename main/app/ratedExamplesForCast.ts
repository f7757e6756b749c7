import { collectRatedCases, fewShotSection, RatedExamples, type PackSource, type RetrievedExamples } from '../evaluation';
import type { Embedder } from '../embeddings/Embedder';
import type { LanguageModel } from '../llm/LanguageModel';
import { listImportedRatedCases, listRatings, type WorkspaceHost } from '../store';
import type { ExampleAgent } from '../trial/llm';

/** The LLM agents rated examples steer: the trial cast's, and the consultation's client. */
export type SteeredAgent = ExampleAgent | 'client';

/**
 * The LLM agents' source of rated examples (the trial cast's and the consultation client's): the
 * index is built on first use and rebuilt when the number of ratings or the embedder changes. A
 * cloud model never gets an example from a confidential pack. `onUsed` is told what was given,
 * for the trial's debug panel.
 */
export function ratedExamplesForCast(services: {
  workspace: WorkspaceHost;
  packs: PackSource;
  embedder: () => Embedder;
}): (onUsed?: (agent: string, used: RetrievedExamples) => void) => (agent: SteeredAgent, model: LanguageModel) => (turnText: string) => Promise<string> {
  let cached: { key: string; index: Promise<RatedExamples> } | null = null;
  const current = (): Promise<RatedExamples> => {
    const db = services.workspace.reader();
    const embedder = services.embedder();
    const key = `${embedder.id}:${listRatings(db).length}:${listImportedRatedCases(db).length}`;
    if (cached?.key !== key) {
      const writer = services.workspace.writer();
      cached = { key, index: collectRatedCases(writer, services.packs).then((rated) => RatedExamples.index(writer, embedder, rated)) };
    }
    return cached.index;
  };
  return (onUsed) => (agent, model) => async (turnText) => {
    const examples = await (await current()).retrieve(agent, turnText, { forCloud: model.kind === 'cloud' });
    if (examples.follow.length + examples.avoid.length > 0) onUsed?.(agent, examples);
    return fewShotSection(examples, agent);
  };
}

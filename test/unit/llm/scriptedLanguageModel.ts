import type { LanguageModel, StructuredRequest, StructuredResult, TextRequest, TextResult } from '../../../main/llm/LanguageModel';

/** A scripted `LanguageModel` for pure-logic tests: each call runs the next step. */
export function scriptedModel(id: string, steps: (() => unknown)[]): LanguageModel & { calls: string[] } {
  const calls: string[] = [];
  const next = async () => {
    const step = steps.shift();
    if (!step) throw new Error('script exhausted');
    return step();
  };
  return {
    id,
    kind: id.startsWith('cloud:') ? 'cloud' : 'local',
    calls,
    async generateText(request: TextRequest): Promise<TextResult> {
      calls.push(`text:${request.agentKey}`);
      return (await next()) as TextResult;
    },
    async generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
      calls.push(`json:${request.agentKey}`);
      return (await next()) as StructuredResult<T>;
    },
  };
}

import type { Side } from '../../../shared/domain';
import type { Confidentiality } from '../../egress/Confidentiality';
import type { LanguageModel } from '../../llm/LanguageModel';
import { sideSign } from '../../scoring';
import type { JudgeConfig, OpposingCounselConfig, TrialCast, Witness } from '../agents';
import type { ScenarioContext } from '../ScenarioContext';
import type { SeededRandom } from '../../../shared/SeededRandom';
import { LeakGuard, type HiddenText } from './LeakGuard';
import { DEFAULT_LLM_TIMEOUT_MS, type LlmAgentOptions } from './LlmAgentOptions';
import { LlmJudge } from './LlmJudge';
import { LlmOpposingCounsel } from './LlmOpposingCounsel';
import { LlmWitness } from './LlmWitness';

export interface LlmCastOptions {
  /** The pack's confidentiality, sent with every call. */
  confidentiality: Confidentiality;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The LLM cast, as a `TrialSession` cast factory: every agent asks `model`, and the session's
 * shared validation falls back to the rules cast (with a `FallbackUsed` event) on any failure.
 */
export function createLlmCast(
  model: LanguageModel,
  options: LlmCastOptions,
): (context: ScenarioContext, random: SeededRandom, config: { opposingCounsel: OpposingCounselConfig; judge: JudgeConfig }) => TrialCast {
  return (context, random, config) => {
    const agentOptions: LlmAgentOptions = {
      model,
      confidentiality: options.confidentiality,
      timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const labels = (keep: (weight: number) => boolean): HiddenText[] =>
      context.scenario.elicits.filter((elicit) => keep(elicit.weight)).map((elicit) => ({ source: `elicit ${elicit.id}`, text: elicit.label }));
    // Elicit labels are evaluation-only: no witness or judge says one; counsel only its own side's.
    const everyLabel = new LeakGuard(labels(() => true));
    const counselGuards = new Map<Side, LeakGuard>(
      (['plaintiff', 'defense'] as const).map((side) => [side, new LeakGuard(labels((weight) => weight * sideSign(side) <= 0))]),
    );
    const witnesses = new Map<string, Witness>();
    return {
      name: model.id,
      opposingCounsel: new LlmOpposingCounsel(agentOptions, config.opposingCounsel, random.fork('opposing-counsel'), (side) => counselGuards.get(side)!),
      judge: new LlmJudge(agentOptions, config.judge, everyLabel),
      witness(witnessId) {
        let witness = witnesses.get(witnessId);
        if (!witness) {
          witness = new LlmWitness(agentOptions, context.witness(witnessId), context.affidavit(witnessId), everyLabel);
          witnesses.set(witnessId, witness);
        }
        return witness;
      },
    };
  };
}

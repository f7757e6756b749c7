import type { Side } from '../../../shared/domain';
import type { Confidentiality } from '../../egress/Confidentiality';
import type { LanguageModel } from '../../llm/LanguageModel';
import { sideSign } from '../../scoring';
import type { JudgeConfig, OpposingCounselConfig, TrialCast, Witness } from '../agents';
import { createRulesCast } from '../rules/createRulesCast';
import type { ScenarioContext } from '../ScenarioContext';
import type { TrialCastFactory } from '../TrialSession';
import type { SeededRandom } from '../../../shared/SeededRandom';
import { LeakGuard, type HiddenText } from './LeakGuard';
import { DEFAULT_LLM_TIMEOUT_MS, type LlmAgentOptions } from './LlmAgentOptions';
import { llmArcVoice } from './LlmArcVoice';
import { LlmJudge } from './LlmJudge';
import { LlmOpposingCounsel } from './LlmOpposingCounsel';
import { LlmWitness } from './LlmWitness';

/** The LLM agents rated examples steer, by their evaluation names. */
export type ExampleAgent = 'witness' | 'judge' | 'counsel';

/** A model per role; a null role is played by the rules agent. */
export interface CastModels {
  opposingCounsel: LanguageModel | null;
  judge: LanguageModel | null;
  witness: LanguageModel | null;
}

export interface LlmCastOptions {
  /** The pack's confidentiality, sent with every call. */
  confidentiality: Confidentiality;
  /** Sampling temperatures of the judge and witnesses (counsel's is in its config). */
  temperatures?: { judge?: number; witness?: number };
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Rated examples for an agent on `model` (the model decides whether confidential ones may go). */
  examplesFor?: (agent: ExampleAgent, model: LanguageModel) => ((turnText: string) => Promise<string>) | undefined;
}

/**
 * The LLM cast, as a `TrialSession` cast factory: every agent asks `model` (or its role's model
 * in `models`; a role without one is the rules agent), and the session's shared validation falls
 * back to the rules cast (with a `FallbackUsed` event) on any failure.
 */
export function createLlmCast(
  models: LanguageModel | CastModels,
  options: LlmCastOptions,
): TrialCastFactory {
  const byRole: CastModels = 'generateText' in models ? { opposingCounsel: models, judge: models, witness: models } : models;
  const build = (context: ScenarioContext, random: SeededRandom, config: { opposingCounsel: OpposingCounselConfig; judge: JudgeConfig }): TrialCast => {
    const agentOptions = (agent: ExampleAgent, model: LanguageModel, temperature?: number): LlmAgentOptions => {
      const examples = options.examplesFor?.(agent, model);
      return {
        model,
        confidentiality: options.confidentiality,
        timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
        ...(temperature === undefined ? {} : { temperature }),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(examples ? { examples } : {}),
      };
    };
    const rules = createRulesCast(context, random.fork('rules'), config);
    const labels = (keep: (weight: number) => boolean): HiddenText[] =>
      context.scenario.elicits.filter((elicit) => keep(elicit.weight)).map((elicit) => ({ source: `elicit ${elicit.id}`, text: elicit.label }));
    // Elicit labels are evaluation-only: no witness or judge says one; counsel only its own side's.
    const everyLabel = new LeakGuard(labels(() => true));
    const counselGuards = new Map<Side, LeakGuard>(
      (['plaintiff', 'defense'] as const).map((side) => [side, new LeakGuard(labels((weight) => weight * sideSign(side) <= 0))]),
    );
    const witnesses = new Map<string, Witness>();
    const { opposingCounsel, judge, witness } = byRole;
    return {
      name: castName(byRole),
      // Local models share this machine's cores; a rules agent on either side costs no lane.
      sharedLane: opposingCounsel?.kind === 'local' && witness?.kind === 'local',
      opposingCounsel: opposingCounsel
        ? new LlmOpposingCounsel(agentOptions('counsel', opposingCounsel), config.opposingCounsel, random.fork('opposing-counsel'), (side) => counselGuards.get(side)!)
        : rules.opposingCounsel,
      judge: judge ? new LlmJudge(agentOptions('judge', judge, options.temperatures?.judge), config.judge, everyLabel) : rules.judge,
      arcVoice: llmArcVoice(
        opposingCounsel ? agentOptions('counsel', opposingCounsel) : null,
        judge ? agentOptions('judge', judge, options.temperatures?.judge) : null,
        (side) => counselGuards.get(side)!,
      ),
      witness(witnessId) {
        if (!witness) return rules.witness(witnessId);
        let agent = witnesses.get(witnessId);
        if (!agent) {
          agent = new LlmWitness(agentOptions('witness', witness, options.temperatures?.witness), context.witness(witnessId), context.affidavit(witnessId), everyLabel);
          witnesses.set(witnessId, agent);
        }
        return agent;
      },
    };
  };
  return Object.assign(build, { castName: castName(byRole) });
}

/** One model's id when every role shares it, else each role's (`rules` for a rules agent). */
function castName(models: CastModels): string {
  const ids = [models.opposingCounsel, models.judge, models.witness].map((model) => model?.id ?? 'rules');
  return new Set(ids).size === 1 ? ids[0]! : `counsel=${ids[0]} judge=${ids[1]} witness=${ids[2]}`;
}

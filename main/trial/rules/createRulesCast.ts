import type { TrialCast, JudgeConfig, OpposingCounselConfig, Witness } from '../agents';
import { ObjectionClassifier } from '../ObjectionClassifier';
import type { ScenarioContext } from '../ScenarioContext';
import type { SeededRandom } from '../../../shared/SeededRandom';
import { RulesJudge } from './RulesJudge';
import { RulesOpposingCounsel } from './RulesOpposingCounsel';
import { RulesWitness } from './RulesWitness';

/** The deterministic cast: instant, always available, and the fallback of every LLM agent. */
export function createRulesCast(
  context: ScenarioContext,
  random: SeededRandom,
  config: { opposingCounsel: OpposingCounselConfig; judge: JudgeConfig },
): TrialCast {
  const witnesses = new Map<string, Witness>();
  return {
    name: 'rules',
    opposingCounsel: new RulesOpposingCounsel(config.opposingCounsel, new ObjectionClassifier(), random.fork('opposing-counsel')),
    judge: new RulesJudge(config.judge),
    witness(witnessId) {
      let witness = witnesses.get(witnessId);
      if (!witness) witnesses.set(witnessId, (witness = new RulesWitness(context.witness(witnessId), context.affidavit(witnessId), context.scenario.parties)));
      return witness;
    },
  };
}

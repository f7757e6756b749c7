import {
  ConsultationSession,
  MemoryConsultationLog,
  RulesClientAgent,
  type AdviceJudge,
  type ClientAgent,
  type ConsultationLog,
} from '../../main/consultation';
import { ContextAwareElicitMatcher, KeywordElicitMatcher, type ElicitMatcher } from '../../main/scoring';
import type { PersonaPreset } from '../../shared/domain/consultationEvents';
import type { ConsultationScenario } from '../../shared/scenario';
import { housingConsultation } from './consultationFixture';

/** A consultation on the fixture (or a given scenario) with the rules client and the keyword+context matcher. */
export function makeConsultation(
  options: { preset?: PersonaPreset; seed?: number; scenario?: ConsultationScenario; log?: ConsultationLog; agent?: ClientAgent; matcher?: ElicitMatcher; maxTurns?: number; judge?: AdviceJudge } = {},
): { session: ConsultationSession; scenario: ConsultationScenario; log: ConsultationLog } {
  const scenario = options.scenario ?? housingConsultation();
  const log = options.log ?? new MemoryConsultationLog();
  const session = new ConsultationSession({
    scenario,
    scenarioId: 'housing-fixture',
    preset: options.preset ?? 'hard',
    seed: options.seed ?? 7,
    agent: options.agent ?? new RulesClientAgent(),
    matcher: options.matcher ?? new ContextAwareElicitMatcher(new KeywordElicitMatcher()),
    log,
    ...(options.maxTurns === undefined ? {} : { maxTurns: options.maxTurns }),
    ...(options.judge === undefined ? {} : { judge: options.judge }),
  });
  return { session, scenario, log };
}

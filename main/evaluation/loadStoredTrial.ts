import { BadInputError, NotFoundError } from '../../shared/errors';
import type { ConsultationScenario, TrialScenario } from '../../shared/scenario';
import { getSession, readEvents, type ReadableDB } from '../store';
import { DEFAULT_JUDGE_CONFIG, toTrialScenarioSpec, type JudgeConfig, type WitnessConfig } from '../trial';
import type { StoredTrialSession } from './trialCases';

/** Where the evaluation gets a pack's scenario and its confidentiality (the PackLibrary, in the app). */
export interface PackSource {
  trialScenario(packId: string): Promise<TrialScenario>;
  consultationScenario(packId: string): Promise<ConsultationScenario>;
  /** With `sessionStartedAt`, a session keeps the confidentiality it started with (see PackLibrary.isConfidential). */
  isConfidential(packId: string, sessionStartedAt?: string): boolean;
}

/** A stored trial session with what the case fold needs: the scenario as played, the judge's dials. */
export async function loadStoredTrial(db: ReadableDB, sessionId: string, packs: PackSource): Promise<StoredTrialSession> {
  const session = getSession(db, sessionId);
  if (!session || session.kind !== 'trial' || !session.packId) throw new NotFoundError(`There is no trial session ${sessionId}.`, 'sessionId');
  const meta = (session.meta ?? {}) as { agentConfig?: { judge?: Partial<JudgeConfig>; witnessProfile?: WitnessConfig } };
  if (typeof meta !== 'object') throw new BadInputError(`The trial session ${sessionId} has no readable meta.`, 'meta');
  const spec = toTrialScenarioSpec(session.packId, await packs.trialScenario(session.packId));
  const profile = meta.agentConfig?.witnessProfile;
  return {
    sessionId,
    packId: session.packId,
    confidential: packs.isConfidential(session.packId, session.createdAt),
    spec: profile ? { ...spec, witnesses: spec.witnesses.map((witness) => ({ ...witness, profile })) } : spec,
    judgeConfig: { ...DEFAULT_JUDGE_CONFIG, ...(meta.agentConfig?.judge ?? {}) },
    events: readEvents(db, sessionId),
  };
}

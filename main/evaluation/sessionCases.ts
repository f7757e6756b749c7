import { NotFoundError } from '../../shared/errors';
import { getSession, type ReadableDB } from '../store';
import { buildConsultationCases } from './consultationCases';
import type { EvalCase } from './EvalCase';
import { loadStoredConsultation } from './loadStoredConsultation';
import { loadStoredTrial, type PackSource } from './loadStoredTrial';
import { buildTrialCases } from './trialCases';

/** A stored session's evaluation cases, trial or consultation, with its pack and confidentiality. */
export async function loadSessionCases(db: ReadableDB, sessionId: string, packs: PackSource): Promise<{ packId: string; confidential: boolean; cases: EvalCase[] }> {
  const kind = getSession(db, sessionId)?.kind;
  if (kind === 'trial') {
    const stored = await loadStoredTrial(db, sessionId, packs);
    return { packId: stored.packId, confidential: stored.confidential, cases: buildTrialCases(stored) };
  }
  if (kind === 'consultation') {
    const stored = await loadStoredConsultation(db, sessionId, packs);
    return { packId: stored.packId, confidential: stored.confidential, cases: buildConsultationCases(stored) };
  }
  throw new NotFoundError(`There is no trial or consultation session ${sessionId} to evaluate.`, 'sessionId');
}

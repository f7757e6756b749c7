import { NotFoundError } from '../../shared/errors';
import { getSession, readEvents, type ReadableDB } from '../store';
import type { StoredConsultation } from './consultationCases';
import type { PackSource } from './loadStoredTrial';

/** A stored consultation with what the case fold needs: its scenario and its log. */
export async function loadStoredConsultation(db: ReadableDB, sessionId: string, packs: PackSource): Promise<StoredConsultation> {
  const session = getSession(db, sessionId);
  if (!session || session.kind !== 'consultation' || !session.packId) throw new NotFoundError(`There is no consultation ${sessionId}.`, 'sessionId');
  return {
    sessionId,
    packId: session.packId,
    confidential: packs.isConfidential(session.packId),
    scenario: await packs.consultationScenario(session.packId),
    events: readEvents(db, sessionId),
  };
}

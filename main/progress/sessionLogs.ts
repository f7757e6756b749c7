import type { Scenario } from '../../shared/scenario';
import { factWeight } from '../consultation/factWeights';
import { readEvents, type ReadableDB, type SessionSummary } from '../store';
import type { SessionLog } from './sessionSkills';

/** What a session's scenario could have yielded; a deleted or locked pack yields nothing. */
export type ScenarioTargets = Pick<SessionLog, 'elicits' | 'facts'>;

/** The targets of a scenario, as the profile fold reads them. */
export function scenarioTargets(scenario: Scenario): ScenarioTargets {
  return scenario.kind === 'trial'
    ? { elicits: scenario.elicits.map((elicit) => ({ id: elicit.id, weight: elicit.weight })) }
    : { facts: scenario.facts.map((fact) => ({ id: fact.id, weight: factWeight(fact) })) };
}

/**
 * Reads the stored logs of `sessions`. `targetsOf` answers per pack (cached here, so each pack
 * is parsed once); it may throw for a pack that is gone, and the session then counts without
 * targets rather than failing the whole profile.
 */
export function readSessionLogs(db: ReadableDB, sessions: readonly SessionSummary[], targetsOf: (packId: string) => ScenarioTargets): SessionLog[] {
  const cache = new Map<string, ScenarioTargets>();
  const targets = (packId: string | null): ScenarioTargets => {
    if (packId === null) return {};
    let found = cache.get(packId);
    if (!found) {
      try {
        found = targetsOf(packId);
      } catch {
        found = {};
      }
      cache.set(packId, found);
    }
    return found;
  };
  return sessions.map((session) => ({
    sessionId: session.id,
    kind: session.kind,
    title: session.title,
    createdAt: session.createdAt,
    events: readEvents(db, session.id),
    ...targets(session.packId),
  }));
}

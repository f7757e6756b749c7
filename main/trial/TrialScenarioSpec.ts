import type { Exhibit, TrialScenario, Witness } from '../../shared/scenario';
import type { ElicitSpec } from '../scoring';

/** The parts of a scenario witness the engine reads. */
export type WitnessSpec = Pick<Witness, 'id' | 'name' | 'side' | 'role' | 'affidavit' | 'profile' | 'knowledgeBoundaries' | 'isExpert'>;

/**
 * What the trial engine needs from a scenario. A scenario has no id of its own (the pack has),
 * so the caller supplies it.
 */
export interface TrialScenarioSpec {
  id: string;
  title: string;
  witnesses: readonly WitnessSpec[];
  elicits: readonly ElicitSpec[];
  /** The pack's exhibits, for the exhibit steps; none when absent. */
  exhibits?: readonly Exhibit[];
}

export function toTrialScenarioSpec(packId: string, scenario: TrialScenario): TrialScenarioSpec {
  return { id: packId, title: scenario.metadata.title, witnesses: scenario.witnesses, elicits: scenario.elicits, exhibits: scenario.exhibits };
}

import type { ClaimElement, Exhibit, JuryInstruction, Party, TrialPhases, TrialScenario, Witness } from '../../shared/scenario';
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
  /** The parties, for whose statements are a party opponent's (FRE 801(d)(2)); none when absent. */
  parties?: readonly Party[];
  /** Facts both sides agreed: in evidence from the start, and part of the case. */
  stipulations?: readonly string[];
  /** What the openings, motion, closings and verdict read (main/trial/phases); absent in examination-only specs. */
  arc?: TrialArcSpec;
}

/** The parts of a scenario the trial's arc reads. */
export interface TrialArcSpec {
  caseType: 'civil' | 'criminal';
  caseTheories: { plaintiff: string; defense: string };
  burden?: 'preponderance' | 'beyond_reasonable_doubt' | undefined;
  elements?: readonly ClaimElement[] | undefined;
  juryInstructions: readonly JuryInstruction[];
  phases?: TrialPhases | undefined;
}

export function toTrialScenarioSpec(packId: string, scenario: TrialScenario): TrialScenarioSpec {
  const { caseType, caseTheories, burden, elements, juryInstructions, phases } = scenario;
  return { id: packId, title: scenario.metadata.title, witnesses: scenario.witnesses, elicits: scenario.elicits, exhibits: scenario.exhibits, parties: scenario.parties, stipulations: scenario.stipulations, arc: { caseType, caseTheories, burden, elements, juryInstructions, phases } };
}

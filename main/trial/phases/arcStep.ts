import type { Side } from '../../../shared/domain';
import type { TestimonyState } from '../TestimonyState';
import type { ArcParts } from './arcConfig';
import type { ArcState } from './arcState';

/** What the trial does next, around and between the examinations. */
export type ArcStep =
  | { kind: 'evidence' }
  | { kind: 'opening'; side: Side }
  | { kind: 'motion' }
  | { kind: 'closing'; side: Side; part: 'closing' | 'rebuttal' }
  | { kind: 'instructions' }
  | { kind: 'verdict' }
  | { kind: 'end' }
  | { kind: 'ended' };

/** The phase the trial room shows. */
export type TrialPhaseName = 'openings' | 'plaintiff_case' | 'motion' | 'defense_case' | 'closings' | 'instructions' | 'verdict' | 'ended';

function caseBegun(state: TestimonyState, sideOf: (witnessId: string) => Side, side: Side): boolean {
  for (const question of state.questions.values()) if (sideOf(question.witnessId) === side) return true;
  return false;
}

/**
 * The next step of the arc, from the testimony and the arc so far. With no part held it is always
 * `evidence` (or `ended`): a session that only examines witnesses runs exactly as before.
 */
export function nextArcStep(state: TestimonyState, arc: ArcState, parts: ArcParts, sideOf: (witnessId: string) => Side): ArcStep {
  if (state.ended) return { kind: 'ended' };
  if (parts.openings && state.questions.size === 0) {
    if (!arc.openings.plaintiff) return { kind: 'opening', side: 'plaintiff' };
    if (!arc.openings.defense) return { kind: 'opening', side: 'defense' };
  }
  const defenseBegun = caseBegun(state, sideOf, 'defense');
  const plaintiffRested = !defenseBegun && caseBegun(state, sideOf, 'plaintiff') && (state.phase === 'defense_case' || state.phase === 'closed');
  if (parts.motion && !arc.motion && plaintiffRested) return { kind: 'motion' };
  if (arc.openings.defense?.reserved && !arc.deferredOpening && !defenseBegun && state.phase === 'defense_case') return { kind: 'opening', side: 'defense' };
  if (state.phase !== 'closed') return { kind: 'evidence' };
  if (parts.closings) {
    const given = arc.closings.length;
    if (given === 0) return { kind: 'closing', side: 'plaintiff', part: 'closing' };
    if (given === 1) return { kind: 'closing', side: 'defense', part: 'closing' };
    if (given === 2) return { kind: 'closing', side: 'plaintiff', part: 'rebuttal' };
  }
  if (parts.instructions && !arc.instructions) return { kind: 'instructions' };
  if (parts.verdict && !arc.verdict) return { kind: 'verdict' };
  return { kind: 'end' };
}

/** The phase name of a step, for the room's header. */
export function phaseName(step: ArcStep, state: TestimonyState): TrialPhaseName {
  switch (step.kind) {
    case 'evidence':
      return state.phase === 'defense_case' ? 'defense_case' : 'plaintiff_case';
    case 'opening':
      return state.questions.size === 0 ? 'openings' : 'defense_case';
    case 'motion':
      return 'motion';
    case 'closing':
      return 'closings';
    case 'instructions':
      return 'instructions';
    case 'verdict':
    case 'end':
      return 'verdict';
    case 'ended':
      return 'ended';
  }
}

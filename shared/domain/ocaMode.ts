import { z } from 'zod';
import { examinerSide, isCrossLike, type ExaminationType, type Side } from './side';

/**
 * What the opposing counsel agent (OCA) is doing on a turn: objecting while the player examines
 * (on direct or on cross), or examining a witness itself (direct of its own witness, cross of
 * the player's). Each mode selects its prompt template, output schema and post-processing.
 */
export const OCAMode = z.enum(['objection_user_direct', 'objection_user_cross', 'oc_direct', 'oc_cross']);
export type OCAMode = z.infer<typeof OCAMode>;

/** Whether the mode has the opposing counsel object to the player's questions or ask its own. */
export type OCAModeRole = 'object' | 'examine';

export const OCA_MODE_ROLE: Readonly<Record<OCAMode, OCAModeRole>> = {
  objection_user_direct: 'object',
  objection_user_cross: 'object',
  oc_direct: 'examine',
  oc_cross: 'examine',
};

/**
 * The mode dispatch table. `examination` is the phase of the current witness's examination;
 * redirect counts as direct and recross as cross. The examiner is the witness's side on
 * direct/redirect and the other side on cross/recross; if that is the player, the opposing
 * counsel objects, otherwise it examines.
 */
export function determineOCAMode(examination: ExaminationType, witnessSide: Side, playerSide: Side): OCAMode {
  const playerExamines = examinerSide(examination, witnessSide) === playerSide;
  const crossLike = isCrossLike(examination);
  if (playerExamines) return crossLike ? 'objection_user_cross' : 'objection_user_direct';
  return crossLike ? 'oc_cross' : 'oc_direct';
}

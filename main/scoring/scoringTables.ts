import type { Actor, ExaminationType, ObjectionGround, Ruling, ScoreReason, Side } from '../../shared/domain';

/** +1 for the plaintiff, -1 for the defense: multiply a signed elicit weight by it. */
export function sideSign(side: Side): 1 | -1 {
  return side === 'plaintiff' ? 1 : -1;
}

/**
 * Points the player earns when an elicit is established (polarity-aware).
 * - The player's own questions: a fact that helps the player's side scores its weight, on direct
 *   (its own witness's positive facts) and on cross (the opponent's witness's admissions) alike.
 *   A fact that helps the other side scores nothing: no reward for opening the door.
 * - The opposing counsel's questions never score for the player, even when the fact happens to
 *   help the player's side: the same fact elicited by the opponent on cross does not help.
 */
export function elicitPoints(args: { weight: number; playerSide: Side; by: Actor; examination: ExaminationType }): number {
  if (args.by !== 'player') return 0;
  const forPlayer = args.weight * sideSign(args.playerSide);
  return forPlayer > 0 ? forPlayer : 0;
}

/** What happened when the opposing counsel asked a question the player could object to. */
export type PlayerObjectionOutcome =
  | { kind: 'objected'; ground: ObjectionGround; ruling: Ruling }
  | { kind: 'passed' };

export interface ScoreLine {
  reason: ScoreReason;
  delta: number;
}

/**
 * The objection scoring table, for the player's response to one opposing-counsel question.
 * `defect` is the ground the question is really faulty on (its intentional-defect flag, or the
 * classifier's top ground), null for a proper question.
 *
 * | player            | question  | points                                   |
 * |-------------------|-----------|------------------------------------------|
 * | objects, sustained| any       | +2, and +1 more if the ground is exact   |
 * | objects, overruled| defective | 0                                        |
 * | objects, overruled| proper    | -1 (wrong objection)                     |
 * | passes            | defective | -1 (missed defective question)           |
 * | passes            | proper    | nothing                                  |
 */
export function objectionScore(outcome: PlayerObjectionOutcome, defect: ObjectionGround | null): ScoreLine[] {
  if (outcome.kind === 'passed') return defect ? [{ reason: 'missed_defective', delta: -1 }] : [];
  if (outcome.ruling === 'sustained') {
    const lines: ScoreLine[] = [{ reason: 'objection_sustained', delta: 2 }];
    if (defect !== null && outcome.ground === defect) lines.push({ reason: 'objection_exact_ground', delta: 1 });
    return lines;
  }
  return defect ? [] : [{ reason: 'objection_wrong', delta: -1 }];
}

/** Bonus for each cross-examination outline item the player covers. */
export const REBUTTAL_COVERAGE_BONUS = 1;

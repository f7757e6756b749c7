import { z } from 'zod';
import { assertNever } from '../contract/envelope';

/** The two sides of a trial. In a criminal case the prosecution plays `plaintiff`. */
export const Side = z.enum(['plaintiff', 'defense']);
export type Side = z.infer<typeof Side>;

export function opposingSide(side: Side): Side {
  return side === 'plaintiff' ? 'defense' : 'plaintiff';
}

/** The stage of the trial: each side's case-in-chief, then the close of evidence. */
export const Phase = z.enum(['plaintiff_case', 'defense_case', 'closed']);
export type Phase = z.infer<typeof Phase>;

/** The examinations of one witness, in the order they happen. */
export const ExaminationType = z.enum(['direct', 'cross', 'redirect', 'recross']);
export type ExaminationType = z.infer<typeof ExaminationType>;

export const EXAMINATION_ORDER: readonly ExaminationType[] = ['direct', 'cross', 'redirect', 'recross'];

/** The examination after `examination`, or null after recross (see `nextHeldExamination` for a trial's choice). */
export function nextExamination(examination: ExaminationType): ExaminationType | null {
  const index = EXAMINATION_ORDER.indexOf(examination);
  return EXAMINATION_ORDER[index + 1] ?? null;
}

/** Direct and redirect are conducted by the side that called the witness; cross and recross by the other. */
export function examinerSide(examination: ExaminationType, witnessSide: Side): Side {
  switch (examination) {
    case 'direct':
    case 'redirect':
      return witnessSide;
    case 'cross':
    case 'recross':
      return opposingSide(witnessSide);
    default:
      return assertNever(examination);
  }
}

/** Cross and recross are the "cross-like" examinations: leading is proper and scope is limited. */
export function isCrossLike(examination: ExaminationType): boolean {
  return examination === 'cross' || examination === 'recross';
}

/** The witness's calling side during a case-in-chief phase, or null once evidence is closed. */
export function callingSideOf(phase: Phase): Side | null {
  switch (phase) {
    case 'plaintiff_case':
      return 'plaintiff';
    case 'defense_case':
      return 'defense';
    case 'closed':
      return null;
    default:
      return assertNever(phase);
  }
}

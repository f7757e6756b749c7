import { EXAMINATION_ORDER, type ExaminationType } from './side';

// Which examinations a trial holds for each witness. Each one answers the one before it, so a
// choice must keep the chain: a witness is called on direct, cross answers the direct, redirect
// answers the cross, recross answers the redirect.

/** Every examination: the default. */
export const ALL_EXAMINATIONS: readonly ExaminationType[] = EXAMINATION_ORDER;

/** The examination each one answers, and so needs. */
const REQUIRES: Readonly<Partial<Record<ExaminationType, ExaminationType>>> = { cross: 'direct', redirect: 'cross', recross: 'redirect' };

/** Why `chosen` cannot be held, naming the examinations; null when it can. */
export function examinationChoiceProblem(chosen: readonly ExaminationType[]): string | null {
  if (new Set(chosen).size !== chosen.length) return `examinations lists an examination twice (${chosen.join(', ')}).`;
  const held = new Set(chosen);
  if (!held.has('direct')) return 'examinations must include "direct": a witness is called and examined on direct first.';
  for (const examination of EXAMINATION_ORDER) {
    const required = REQUIRES[examination];
    if (held.has(examination) && required && !held.has(required)) return `examinations: "${examination}" requires "${required}", which it answers.`;
  }
  return null;
}

/** The examination held after `examination`, or null when the witness is done. */
export function nextHeldExamination(examination: ExaminationType, held: readonly ExaminationType[] = ALL_EXAMINATIONS): ExaminationType | null {
  const index = EXAMINATION_ORDER.indexOf(examination);
  return EXAMINATION_ORDER.slice(index + 1).find((next) => held.includes(next)) ?? null;
}

/**
 * Turns one examination on or off and keeps the chain: direct stays on; turning one on turns
 * on what it needs, turning one off turns off what needs it. The result is in trial order.
 */
export function toggleExamination(chosen: readonly ExaminationType[], examination: ExaminationType, on: boolean): ExaminationType[] {
  const held = new Set(chosen);
  const index = EXAMINATION_ORDER.indexOf(examination);
  if (on) for (const needed of EXAMINATION_ORDER.slice(0, index + 1)) held.add(needed);
  else if (examination !== 'direct') for (const dependent of EXAMINATION_ORDER.slice(index)) held.delete(dependent);
  return EXAMINATION_ORDER.filter((each) => held.has(each));
}

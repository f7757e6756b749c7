import type { TrialArcSpec } from '../TrialScenarioSpec';

/** The parts of the trial around the examinations, in the order they happen. */
export const ARC_PARTS = ['openings', 'motion', 'closings', 'instructions', 'verdict'] as const;
export type ArcPart = (typeof ARC_PARTS)[number];
export type ArcParts = Record<ArcPart, boolean>;

/** What each side may spend on each part, in milliseconds. */
export interface TimeBudgets {
  opening: number;
  /** Direct and redirect examinations together. */
  direct: number;
  /** Cross and recross examinations together. */
  cross: number;
  /** Closing and rebuttal together. */
  closing: number;
}
export type BudgetPart = keyof TimeBudgets;

const MINUTE = 60_000;
/** AMTA-like budgets per side: opening 5, direct 25, cross 20, closing 5 minutes. */
export const AMTA_BUDGETS: TimeBudgets = { opening: 5 * MINUTE, direct: 25 * MINUTE, cross: 20 * MINUTE, closing: 5 * MINUTE };

/** A source of the current time in milliseconds; tests pass a fake. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** How the setup asks for the trial's arc. Absent: the session only examines witnesses. */
export interface TrialArcOptions {
  /** Parts to hold; each defaults to on, and a pack can turn any off. */
  parts?: Partial<ArcParts>;
  /** Per-side time budgets; null or absent: untimed. */
  timed?: { budgets?: Partial<TimeBudgets> } | null;
  clock?: Clock;
}

/** The parts held: on unless the setup or the pack turns them off; none without the pack's arc spec. */
export function heldParts(spec: TrialArcSpec | undefined, options: TrialArcOptions | undefined): ArcParts {
  const held = {} as ArcParts;
  for (const part of ARC_PARTS) held[part] = spec !== undefined && options !== undefined && options.parts?.[part] !== false && spec.phases?.[part] !== false;
  return held;
}

export function budgetsOf(options: TrialArcOptions | undefined): TimeBudgets | null {
  if (!options?.timed) return null;
  return { ...AMTA_BUDGETS, ...options.timed.budgets };
}

import { isCrossLike } from '../../../shared/domain';
import type { BudgetPart } from './arcConfig';

const PARTS: readonly BudgetPart[] = ['opening', 'direct', 'cross', 'closing'];
import type { TrialArc } from './TrialArc';

/** The player's clock on the part under way, as the room shows it. */
export interface ArcClockView {
  part: BudgetPart;
  remainingMs: number;
  budgetMs: number;
}

/** The player's clock for the part under way, or null when untimed or when the player is not on. */
export function arcClockView(arc: TrialArc): ArcClockView | null {
  const side = arc.state.playerSide;
  if (!side) return null;
  const awaiting = arc.awaiting;
  let part: BudgetPart | null = null;
  if (awaiting === 'player_opening') part = 'opening';
  else if (awaiting === 'player_closing' || awaiting === 'player_rebuttal') part = 'closing';
  else if (awaiting === 'player_question' && arc.state.examination) part = isCrossLike(arc.state.examination) ? 'cross' : 'direct';
  if (!part) return null;
  const remainingMs = arc.remaining(side, part);
  const budgetMs = arc.budget(part);
  return remainingMs === null || budgetMs === null ? null : { part, remainingMs, budgetMs };
}

/** The player's budget and time left on every part, for the room's clock; empty when untimed. */
export function arcTimeLeft(arc: TrialArc): ArcClockView[] {
  const side = arc.state.playerSide;
  if (!side) return [];
  return PARTS.flatMap((part) => {
    const remainingMs = arc.remaining(side, part);
    const budgetMs = arc.budget(part);
    return remainingMs === null || budgetMs === null ? [] : [{ part, remainingMs, budgetMs }];
  });
}

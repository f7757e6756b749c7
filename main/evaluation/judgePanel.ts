import { median } from 'simple-statistics';

/** Judges whose scores differ by more than this (max − min, on 0..1) send the case to a human. */
export const DEFAULT_PANEL_SPREAD = 0.25;

/** Least number of judges that make a panel. */
export const MIN_PANEL_SIZE = 3;

export interface PanelVerdict {
  median: number;
  /** Max − min of the judges' scores. */
  spread: number;
  /** The judges disagree by more than the allowed spread: a human should look. */
  flagged: boolean;
}

/** The panel's verdict from its judges' scores (0..1); null with fewer than MIN_PANEL_SIZE scores. */
export function panelVerdict(scores: readonly number[], maxSpread: number = DEFAULT_PANEL_SPREAD): PanelVerdict | null {
  if (scores.length < MIN_PANEL_SIZE) return null;
  const spread = Math.max(...scores) - Math.min(...scores);
  return { median: median([...scores]), spread, flagged: spread > maxSpread };
}

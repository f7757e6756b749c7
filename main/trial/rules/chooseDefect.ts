/** A deliberately defective question counsel could ask, with how surely the classifier flags its defect. */
export interface DefectCandidate {
  /** The classifier's confidence in the defect's ground: high is obvious, near the threshold is subtle. */
  confidence: number;
}

/**
 * How sharply subtlety prefers one defect to another: at subtlety 1, a defect more confident than
 * another by half the span from the threshold to 1 wins e^-4 (about 1 in 55) as many draws. The
 * classifier flags the defective forms within 0.2 of each other, so a gentler curve would barely show.
 */
const SHARPNESS = 8;

/**
 * The defect counsel asks, from one uniform draw `u` in [0, 1).
 *
 * Each defective form is a slot the draw can land on, in the forms' order. A slot whose form is
 * no fair test (`null`: the classifier does not confirm it, or it was asked before) passes its
 * draw on to the next fair one, wrapping round. Subtlety weighs each slot by the obviousness of
 * the defect it lands on (its confidence above `threshold`, over the span up to 1): at 0.5 every
 * slot weighs the same, so the choice is exactly the unweighted one counsel made before subtlety
 * existed and sessions stored then replay unchanged; towards 1 the subtle (lower-confidence)
 * defects win more of the draws, towards 0 the obvious ones. Null when no slot is fair.
 */
export function chooseDefect<T extends DefectCandidate>(slots: readonly (T | null)[], u: number, subtlety: number, threshold: number): T | null {
  const landing = slots.map((_, index) => {
    for (let step = 0; step < slots.length; step++) {
      const slot = slots[(index + step) % slots.length];
      if (slot) return slot;
    }
    return null;
  });
  if (landing[0] === null) return null;
  const span = Math.max(1 - threshold, Number.EPSILON);
  // Equal weights are exactly 1 (the exponent is 0), so at 0.5 the pick is the slot floor(u * n).
  const weights = landing.map((defect) => Math.exp(SHARPNESS * (1 - 2 * subtlety) * ((defect!.confidence - threshold) / span)));
  const target = u * weights.reduce((sum, weight) => sum + weight, 0);
  let cumulative = 0;
  for (let index = 0; index < weights.length; index++) {
    cumulative += weights[index]!;
    if (target < cumulative) return landing[index]!;
  }
  return landing[landing.length - 1]!;
}

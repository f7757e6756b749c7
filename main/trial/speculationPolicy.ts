import type { ObjectionAnalysis } from './ObjectionClassifier';

// The witness may start answering while counsel decides whether to object (speculation): the
// answer is ready the moment the objection is settled. That pays when the witness and counsel run
// side by side (a cloud model, the rules cast). When they share one compute lane (a local model:
// its sequences share the same cores), a speculative answer only delays counsel, and if the
// objection is sustained the lane spent on it is lost (twice the sequential turn). So on a shared
// lane the witness waits for the decision whenever the classifier expects an objection to hold.

/** A finding this sure makes a sustained objection likely (the session's bar for a defect). */
export const LIKELY_OBJECTION_CONFIDENCE = 0.6;

/** True when the witness should answer before counsel's objection decision is settled. */
export function shouldSpeculate(analysis: ObjectionAnalysis, sharedLane: boolean): boolean {
  if (!sharedLane) return true;
  return !analysis.findings.some((finding) => finding.confidence >= LIKELY_OBJECTION_CONFIDENCE);
}

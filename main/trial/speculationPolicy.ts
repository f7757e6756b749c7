import type { ObjectionGround } from '../../shared/domain';
import type { ObjectionAnalysis } from './ObjectionClassifier';

// Two things may run ahead of counsel's objection decision (speculation), so that the turn does not
// wait for one model call after another:
// - the witness's answer, ready the moment the objection is settled;
// - the judge's ruling on the objection the classifier expects, ready the moment counsel makes it.
// That pays when the calls run side by side (a cloud model). When they share one compute lane (a
// local model: its sequences share the same cores), anything run ahead only delays counsel, and
// an answer to a question whose objection is sustained is lane time lost (twice the sequential
// turn). So on a shared lane the witness waits for the decision whenever the classifier expects an
// objection to hold, and the judge is never asked ahead. A rules agent answers at once, so running it
// ahead wins nothing, and an answer to a question whose objection is sustained is work thrown away.

/** A finding this sure makes a sustained objection likely (the session's bar for a defect). */
export const LIKELY_OBJECTION_CONFIDENCE = 0.6;

/** True when the witness should answer before counsel's objection decision is settled: only a model witness. */
export function shouldSpeculate(analysis: ObjectionAnalysis, lanes: { sharedLane: boolean; modelWitness: boolean }): boolean {
  if (!lanes.modelWitness) return false;
  if (!lanes.sharedLane) return true;
  return !likelyObjection(analysis);
}

/**
 * The ground the judge should rule on while counsel is still deciding, or null. Only with
 * side-by-side lanes and a model judge (the rules judge answers at once: nothing to win), and only
 * when the classifier expects an objection; the ruling is used only if counsel objects on that
 * ground, so a wrong guess costs one judge call and never changes a ruling.
 */
export function groundToRuleAhead(analysis: ObjectionAnalysis, lanes: { sharedLane: boolean; modelJudge: boolean }): ObjectionGround | null {
  if (lanes.sharedLane || !lanes.modelJudge) return null;
  return likelyObjection(analysis)?.ground ?? null;
}

function likelyObjection(analysis: ObjectionAnalysis) {
  return analysis.findings.filter((finding) => finding.confidence >= LIKELY_OBJECTION_CONFIDENCE).sort((a, b) => b.confidence - a.confidence)[0];
}

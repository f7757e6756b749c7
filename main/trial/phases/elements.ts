import type { BurdenStandard, ElementFinding } from '../../../shared/domain';
import type { ElicitSpec } from '../../scoring';
import type { TrialArcSpec } from '../TrialScenarioSpec';

/** An element of the claim as the motion and the verdict weigh it. */
export interface WeighedElement {
  id: string;
  label: string;
  provedBy: readonly string[];
  rebuttedBy: readonly string[];
}

/**
 * The elements of the claim: the pack's, or, where it lists none, one element proved by every
 * plaintiff elicit and rebutted by every defense elicit ("the elicits by weight").
 */
export function claimElements(arc: TrialArcSpec | undefined, elicits: readonly ElicitSpec[]): WeighedElement[] {
  const forPlaintiff = elicits.filter((elicit) => elicit.weight > 0).map((elicit) => elicit.id);
  const forDefense = elicits.filter((elicit) => elicit.weight < 0).map((elicit) => elicit.id);
  if (!arc?.elements || arc.elements.length === 0) {
    return [{ id: 'claim', label: arc?.caseType === 'criminal' ? 'The charge' : 'The claim', provedBy: forPlaintiff, rebuttedBy: forDefense }];
  }
  return arc.elements.map((element) => ({ id: element.id, label: element.label, provedBy: element.provedBy, rebuttedBy: element.rebuttedBy ?? forDefense }));
}

/** The standard the verdict applies: the pack's, or the usual one for the case type. */
export function burdenOf(arc: TrialArcSpec | undefined): BurdenStandard {
  return arc?.burden ?? (arc?.caseType === 'criminal' ? 'beyond_reasonable_doubt' : 'preponderance');
}

export const BURDEN_LABEL: Record<BurdenStandard, string> = {
  preponderance: 'a preponderance of the evidence',
  beyond_reasonable_doubt: 'proof beyond a reasonable doubt',
};

function weightOf(ids: readonly string[], elicits: ReadonlyMap<string, ElicitSpec>): number {
  return ids.reduce((sum, id) => sum + Math.abs(elicits.get(id)?.weight ?? 0), 0);
}

/**
 * Whether the element is met. Preponderance: more established weight for it than against it.
 * Beyond a reasonable doubt: at least half of the element's possible proof established, and what
 * was established against it less than half of what was established for it.
 */
function isMet(burden: BurdenStandard, forWeight: number, againstWeight: number, possible: number): boolean {
  if (forWeight <= 0) return false;
  return burden === 'preponderance' ? forWeight > againstWeight : forWeight * 2 >= possible && againstWeight * 2 < forWeight;
}

/** Weighs each element on the established elicits, with a sentence saying why. */
export function weighElements(
  elements: readonly WeighedElement[],
  elicits: readonly ElicitSpec[],
  established: ReadonlySet<string>,
  burden: BurdenStandard,
): ElementFinding[] {
  const byId = new Map(elicits.map((elicit) => [elicit.id, elicit]));
  return elements.map((element) => {
    const provedBy = element.provedBy.filter((id) => established.has(id));
    const rebuttedBy = element.rebuttedBy.filter((id) => established.has(id));
    const forWeight = weightOf(provedBy, byId);
    const againstWeight = weightOf(rebuttedBy, byId);
    const possible = weightOf(element.provedBy, byId);
    const met = isMet(burden, forWeight, againstWeight, possible);
    const label = (ids: readonly string[]) => ids.map((id) => byId.get(id)?.label ?? id).join('; ');
    const proof = provedBy.length > 0 ? `Established for it: ${label(provedBy)} (weight ${forWeight} of ${possible}).` : 'Nothing was established for it.';
    const doubt = rebuttedBy.length > 0 ? ` Against it: ${label(rebuttedBy)} (weight ${againstWeight}).` : '';
    const finding = met ? `Met on ${BURDEN_LABEL[burden]}.` : `Not met on ${BURDEN_LABEL[burden]}.`;
    return { elementId: element.id, label: element.label, provedBy, forWeight, rebuttedBy, againstWeight, met, explanation: `${proof}${doubt} ${finding}` };
  });
}

/**
 * The motion for a directed verdict: granted when the plaintiff established nothing on some
 * element (no reasonable jury could find it), denied otherwise.
 */
export function ruleOnMotion(findings: readonly ElementFinding[]): { granted: boolean; reason: string } {
  const bare = findings.filter((finding) => finding.provedBy.length === 0);
  if (bare.length > 0) {
    return {
      granted: true,
      reason: `Granted. The plaintiff offered no evidence on ${bare.map((f) => `"${f.label}"`).join(' and ')}; no reasonable jury could find that element proved.`,
    };
  }
  return { granted: false, reason: 'Denied. There is evidence on every element from which a reasonable jury could find for the plaintiff; its weight is for the jury.' };
}

/** The verdict: for the plaintiff only when every element is met on the burden. */
export function verdictOf(findings: readonly ElementFinding[], burden: BurdenStandard): { for: 'plaintiff' | 'defense'; reason: string } {
  const unmet = findings.filter((finding) => !finding.met);
  if (unmet.length === 0) return { for: 'plaintiff', reason: `Every element was proved by ${BURDEN_LABEL[burden]}.` };
  return { for: 'defense', reason: `Not proved by ${BURDEN_LABEL[burden]}: ${unmet.map((f) => f.label).join('; ')}.` };
}

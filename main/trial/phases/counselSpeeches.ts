import type { ElementFinding, Side } from '../../../shared/domain';
import type { ElicitSpec } from '../../scoring';
import type { TestimonyState } from '../TestimonyState';
import type { TrialArcSpec, WitnessSpec } from '../TrialScenarioSpec';

// The rules counsel's speeches, composed from the pack's own language: its case theory, its
// elicit labels and its element labels. A closing cites only elicits this trial established.

const favours = (side: Side) => (elicit: ElicitSpec) => (side === 'plaintiff' ? elicit.weight > 0 : elicit.weight < 0);
const byStrength = (a: ElicitSpec, b: ElicitSpec) => Math.abs(b.weight) - Math.abs(a.weight) || a.id.localeCompare(b.id);
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

export interface Speech {
  text: string;
  /** Elicits the speech promises (an opening) or cites (a closing). */
  elicitIds: string[];
}

/** Counsel's opening: its case theory, then what its witnesses will say, strongest first. */
export function counselOpening(arc: TrialArcSpec, elicits: readonly ElicitSpec[], witnesses: readonly WitnessSpec[], side: Side, plan = 4): Speech {
  const planned = elicits.filter(favours(side)).sort(byStrength).slice(0, plan);
  const name = (id: string | undefined) => witnesses.find((witness) => witness.id === id)?.name ?? 'the witnesses';
  const lines = [
    'Members of the jury, good morning.',
    sentence(arc.caseTheories[side]),
    ...planned.map((elicit) => `You will hear from ${name(elicit.witnessId)} that ${lowerFirst(sentence(elicit.label))}`),
    `At the end of this trial we will ask you to return a verdict for the ${side === 'plaintiff' ? (arc.caseType === 'criminal' ? 'State' : 'plaintiff') : 'defense'}.`,
  ];
  return { text: lines.join(' '), elicitIds: planned.map((elicit) => elicit.id) };
}

/**
 * Counsel's closing from what this trial established: the facts its side got in (strongest
 * first), then the gaps in the other side's case, element by element.
 */
export function counselClosing(arc: TrialArcSpec, elicits: readonly ElicitSpec[], state: TestimonyState, findings: readonly ElementFinding[], side: Side, part: 'closing' | 'rebuttal'): Speech {
  const established = elicits.filter((elicit) => state.established.has(elicit.id));
  const own = established.filter(favours(side)).sort(byStrength).slice(0, part === 'rebuttal' ? 2 : 5);
  const lines: string[] = [part === 'rebuttal' ? 'Briefly, in reply.' : 'Members of the jury, you have heard the evidence.'];
  if (own.length === 0) lines.push(`The ${side === 'plaintiff' ? 'prosecution and plaintiff' : 'defense'} rests on the evidence as it stands, and on the burden of proof.`);
  for (const elicit of own) lines.push(`You heard that ${lowerFirst(sentence(elicit.label))}`);
  if (side === 'defense') {
    const unmet = findings.filter((finding) => !finding.met);
    for (const finding of unmet) {
      lines.push(finding.provedBy.length === 0 ? `On ${lowerFirst(finding.label)}, the other side gave you no evidence at all.` : `On ${lowerFirst(finding.label)}, what you heard does not carry the burden.`);
    }
    if (unmet.length === 0 && findings.length > 0) lines.push('Weigh every element carefully: the burden never shifts to the defense.');
    lines.push(`${arc.caseType === 'criminal' ? 'The State has not proved its case beyond a reasonable doubt' : 'The plaintiff has not proved its case'}. Return a verdict for the defense.`);
  } else {
    const met = findings.filter((finding) => finding.met);
    for (const finding of met) lines.push(`${sentence(finding.label)} That element is proved.`);
    const open = findings.filter((finding) => !finding.met && finding.provedBy.length > 0);
    for (const finding of open) lines.push(`On ${lowerFirst(finding.label)}, weigh what you heard against the defense's doubts.`);
    lines.push(`Return a verdict for the ${arc.caseType === 'criminal' ? 'State' : 'plaintiff'}.`);
  }
  return { text: lines.join(' '), elicitIds: own.map((elicit) => elicit.id) };
}

import { OBJECTION_CATALOGUE, type ObjectionGround } from '../../shared/domain';
import { estimateTokens } from '../scoring';
import type { JudgeProjection, OpposingCounselProjection, RecalledClaim, WitnessProjection } from './projections';

/** Default prompt budgets per agent, in tokens, for the dynamic part of a prompt. */
export const PROJECTION_BUDGETS = { opposingCounsel: 600, witness: 500, judge: 300 } as const;

interface Section {
  title: string;
  /** In priority order: the first lines are kept when the budget is short. */
  lines: string[];
}

/**
 * Renders a header and sections within `budget` tokens. Lines are taken section by section in
 * priority order; a section that does not fit whole says how many of its lines were left out.
 * The header is always kept, so a budget must at least hold it.
 */
export function renderWithinBudget(header: string, sections: readonly Section[], budget: number): string {
  const out: string[] = [header];
  let used = estimateTokens(header);
  for (const section of sections) {
    if (section.lines.length === 0) continue;
    const title = `${section.title}:`;
    const titleCost = estimateTokens(title) + 1;
    if (used + titleCost > budget) break;
    out.push(title);
    used += titleCost;
    let kept = 0;
    for (const line of section.lines) {
      const text = `- ${line}`;
      const cost = estimateTokens(text) + 1;
      // Leave room for the "(N more)" note.
      if (used + cost + 4 > budget) break;
      out.push(text);
      used += cost;
      kept++;
    }
    if (kept < section.lines.length) {
      out.push(`(${section.lines.length - kept} more not shown)`);
      used += 4;
    }
  }
  return out.join('\n');
}

/** Recalled claims as lines, "(turn 12, direct) …"; none when nothing was recalled. */
function recalledLines(recalled: readonly RecalledClaim[] | undefined): string[] {
  return (recalled ?? []).map((claim) => `(turn ${claim.turn}, ${claim.phase}) ${claim.text}`);
}

/** On redirect and recross: what the examination before did to counsel's side, so it may waive. */
function answersWhat(projection: OpposingCounselProjection): string {
  const before = { redirect: 'cross', recross: 'redirect' }[projection.examination as 'redirect' | 'recross'];
  if (!before) return '';
  const damage = projection.damageInPreviousExamination;
  return damage === 0
    ? ` The ${before} before this put nothing against your side in evidence: unless you must, set done to true.`
    : ` The ${before} before this put ${damage} point(s) against your side in evidence: answer those, then set done to true.`;
}

export function renderOpposingCounselProjection(projection: OpposingCounselProjection, budget: number = PROJECTION_BUDGETS.opposingCounsel): string {
  const { witness } = projection;
  const header =
    `You are counsel for the ${projection.side}. Mode: ${projection.mode}. ` +
    `Witness: ${witness.name} (${witness.role}), called by the ${witness.side}. Examination: ${projection.examination}. ` +
    `Questions you have asked in this examination: ${projection.askedThisExamination}.` +
    answersWhat(projection);
  return renderWithinBudget(
    header,
    [
      { title: 'Plan', lines: projection.plan.map((item) => (item.modelQuestion ? `${item.label} (e.g. "${item.modelQuestion}")` : item.label)) },
      { title: 'Open cross-examination points', lines: projection.openRebuttalItems.map((item) => `${item.point} [${item.type}]`) },
      { title: 'Facts your side still needs', lines: projection.remainingElicits.map((elicit) => elicit.label) },
      { title: 'What the witness said earlier on these points (turn, examination)', lines: recalledLines(projection.recalled) },
      { title: 'Already asked (do not repeat)', lines: projection.doNotRepeat },
    ],
    budget,
  );
}

export function renderWitnessProjection(projection: WitnessProjection, budget: number = PROJECTION_BUDGETS.witness): string {
  const header =
    `You are ${projection.witness.name}, ${projection.witness.role}. This is the ${projection.examination} examination, ` +
    `by ${projection.friendlyExaminer ? 'the lawyer who called you' : 'the other side'}.`;
  return renderWithinBudget(
    header,
    [
      { title: 'What you said earlier about this (stay consistent with it)', lines: recalledLines(projection.recalled) },
      { title: 'What you have already said (most recent first)', lines: projection.ownRecord.map((entry) => `Q: ${entry.question} A: ${entry.answer}`) },
    ],
    budget,
  );
}

export function renderJudgeProjection(projection: JudgeProjection, budget: number = PROJECTION_BUDGETS.judge): string {
  const tallies = Object.entries(projection.tallies).map(
    ([ground, tally]) => `${OBJECTION_CATALOGUE[ground as keyof typeof OBJECTION_CATALOGUE].label}: ${tally.sustained} sustained, ${tally.overruled} overruled`,
  );
  return renderWithinBudget(
    'You are the judge. Rule consistently with your earlier rulings.',
    [
      { title: 'What the witness has already said on this question', lines: recalledLines(projection.recalled) },
      { title: 'Rulings so far, by ground', lines: tallies },
      { title: 'Your recent rulings (most recent first)', lines: projection.earlierRulings.map((r) => `${r.ruling} (${r.ground}): "${r.question}"`) },
    ],
    budget,
  );
}

// The text each agent turn is known by: what the agent saw, as one string. An evaluation case
// holds it as its input, and rated examples for a live turn are found by the same text, so the
// two must be built by these functions only.

export function witnessTurnText(projection: WitnessProjection, question: string): string {
  return `${renderWitnessProjection(projection)}\nQuestion: ${question}`;
}

export function judgeTurnText(projection: JudgeProjection, ground: ObjectionGround, question: string): string {
  return `${renderJudgeProjection(projection)}\nObjection (${OBJECTION_CATALOGUE[ground].label}) to: ${question}`;
}

/** Counsel choosing its next question. */
export function counselExaminationTurnText(projection: OpposingCounselProjection): string {
  return renderOpposingCounselProjection(projection);
}

/** Counsel deciding whether to object to the student's question. */
export function counselObjectionTurnText(projection: OpposingCounselProjection, question: string): string {
  return `${renderOpposingCounselProjection(projection)}\nThe student asked: ${question}`;
}

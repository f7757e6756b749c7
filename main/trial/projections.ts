import { examinerSide, isCrossLike, type ExaminationType, type ObjectionGround, type OCAMode, type RebuttalItem, type Ruling, type Side } from '../../shared/domain';
import { sideSign } from '../scoring';
import type { ScenarioContext } from './ScenarioContext';
import type { TestimonyState } from './TestimonyState';

// Projections: what each agent may see of the testimony state. Each is bounded in size (the
// lists keep the most recent or most important items), so a prompt stays within budget however
// long the trial runs. Building one costs O(size of the projection), not O(session).

const MAX_DO_NOT_REPEAT = 30;
const MAX_REMAINING = 15;
const MAX_PLAN = 5;
// The last answers keep the witness consistent turn to turn; older testimony relevant to the
// question is recalled from the vector memory instead, so the prompt does not grow.
export const MAX_OWN_RECORD = 8;
// Enough for the judge to stay consistent with its recent rulings (the tallies keep the rest),
// few enough that the judge's prompt does not grow with the session.
const MAX_RULINGS = 6;

export interface PlanItem {
  elicitId: string;
  label: string;
  /** A question from the scenario's model questions, when it has one not yet asked. */
  modelQuestion: string | null;
}

export interface OpposingCounselProjection {
  side: Side;
  mode: OCAMode;
  witness: { id: string; name: string; role: string; side: Side; isExpert: boolean };
  examination: ExaminationType;
  /** Questions already put to this witness, most recent first: never ask them again. */
  doNotRepeat: string[];
  /** Counsel's own side's elicits still open for this witness, heaviest first. */
  remainingElicits: { id: string; label: string; weight: number; category: string }[];
  /** What to ask next, in order. */
  plan: PlanItem[];
  /** On direct: affidavit sentences of counsel's own witness not yet told, in order (the story). */
  storyPoints: string[];
  /** Cross-examination outline items not yet covered (when crossing). */
  openRebuttalItems: RebuttalItem[];
  /** Questions counsel has asked in the current examination. */
  askedThisExamination: number;
  /**
   * On redirect and recross: what the examination before put in evidence against counsel's side
   * for this witness (elicits established, cross points covered). 0 leaves nothing to
   * rehabilitate or answer. Always 0 on direct and cross.
   */
  damageInPreviousExamination: number;
  /** On cross, redirect and recross with a model: the witness's earlier claims nearest to the open points (vector memory), to confront or rehabilitate. */
  recalled?: RecalledClaim[];
}

/** A claim the witness made earlier in the session, read back from the vector memory. */
export interface RecalledClaim {
  turn: number;
  phase: string;
  text: string;
}

export interface WitnessProjection {
  witness: { id: string; name: string; role: string; side: Side };
  examination: ExaminationType;
  /** The examiner is on the side that called the witness. */
  friendlyExaminer: boolean;
  /** The witness's own earlier questions and answers, most recent first. */
  ownRecord: { question: string; answer: string }[];
  /** With a model: what the witness said earlier nearest to this question (vector memory), to stay consistent. */
  recalled?: RecalledClaim[];
}

export interface JudgeProjection {
  /** The judge's earlier rulings, most recent first. */
  earlierRulings: { ground: ObjectionGround; ruling: Ruling; question: string }[];
  /** Every ruling so far, counted per ground (kept whole: it is small). */
  tallies: Partial<Record<ObjectionGround, { sustained: number; overruled: number }>>;
  /** On asked and answered, with a model: the witness's earlier claims nearest to the question (vector memory). */
  recalled?: RecalledClaim[];
}

/** The examination a redirect or recross answers. */
const ANSWERS: Partial<Record<ExaminationType, ExaminationType>> = { redirect: 'cross', recross: 'redirect' };

/** Elicits against `side` established, and outline items covered, for the witness in `examination`. */
function damageIn(state: TestimonyState, context: ScenarioContext, witnessId: string, examination: ExaminationType, side: Side): number {
  let damage = 0;
  for (const fact of state.established.values()) {
    if (fact.witnessId === witnessId && fact.examination === examination && (context.elicit(fact.elicitId)?.weight ?? 0) * sideSign(side) < 0) damage++;
  }
  for (const covered of state.covered.values()) {
    const question = state.questions.get(covered.questionId);
    if (question?.witnessId === witnessId && question.examination === examination && question.side !== side) damage++;
  }
  return damage;
}

function* recent<T>(items: readonly T[], limit: number): Generator<T> {
  for (let i = items.length - 1, n = 0; i >= 0 && n < limit; i--, n++) yield items[i]!;
}

export function buildOpposingCounselProjection(
  state: TestimonyState,
  context: ScenarioContext,
  args: { side: Side; mode: OCAMode; witnessId: string; examination: ExaminationType },
): OpposingCounselProjection {
  const witness = context.witness(args.witnessId);
  const record = state.witnesses.get(args.witnessId);
  const questions = record?.questions ?? [];
  const asked = record?.askedTexts ?? new Set<string>();
  const remaining = context
    .elicitsFor(args.witnessId)
    .filter((elicit) => !state.established.has(elicit.id) && elicit.weight * sideSign(args.side) > 0)
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.id.localeCompare(b.id));
  const targeted = record?.targetedElicits ?? new Set<string>();
  const plan = remaining
    .filter((elicit) => !targeted.has(elicit.id))
    .slice(0, MAX_PLAN)
    .map((elicit) => ({
      elicitId: elicit.id,
      label: elicit.label,
      modelQuestion: (elicit.modelQuestions ?? []).find((question) => !asked.has(question.toLowerCase())) ?? null,
    }));
  let askedThisExamination = 0;
  for (let i = questions.length - 1; i >= 0 && questions[i]!.examination === args.examination; i--) {
    if (questions[i]!.by === 'opposing_counsel') askedThisExamination++;
  }
  const outline = isCrossLike(args.examination) ? (state.outlines.get(args.witnessId) ?? []) : [];
  // Counsel prepared its own witness: on direct it may walk through the affidavit.
  const storyPoints: string[] = [];
  if (args.examination === 'direct' && witness.side === args.side) {
    const told = new Set(questions.flatMap((question) => question.answer?.sources ?? []));
    const sentences = context.affidavit(args.witnessId).sentences;
    for (let i = 0; i < sentences.length && storyPoints.length < MAX_PLAN; i++) if (!told.has(i)) storyPoints.push(sentences[i]!);
  }
  return {
    side: args.side,
    mode: args.mode,
    witness: { id: witness.id, name: witness.name, role: witness.role, side: witness.side, isExpert: witness.isExpert ?? false },
    examination: args.examination,
    doNotRepeat: [...recent(questions, MAX_DO_NOT_REPEAT)].map((question) => question.text),
    remainingElicits: remaining.slice(0, MAX_REMAINING).map(({ id, label, weight, category }) => ({ id, label, weight, category })),
    plan,
    storyPoints,
    openRebuttalItems: outline.filter((item) => !state.covered.has(item.id)).slice(0, MAX_PLAN),
    askedThisExamination,
    damageInPreviousExamination: ANSWERS[args.examination] ? damageIn(state, context, args.witnessId, ANSWERS[args.examination]!, args.side) : 0,
  };
}

export function buildWitnessProjection(
  state: TestimonyState,
  context: ScenarioContext,
  args: { witnessId: string; examination: ExaminationType },
): WitnessProjection {
  const witness = context.witness(args.witnessId);
  const questions = state.witnesses.get(args.witnessId)?.questions ?? [];
  const ownRecord: WitnessProjection['ownRecord'] = [];
  // Looks back a bounded stretch: after a run of unanswered (sustained) questions the record is
  // shorter, and the turn's cost does not grow with the session.
  for (const question of recent(questions, MAX_OWN_RECORD * 4)) {
    if (ownRecord.length >= MAX_OWN_RECORD) break;
    if (question.answer) ownRecord.push({ question: question.text, answer: question.answer.text });
  }
  return {
    witness: { id: witness.id, name: witness.name, role: witness.role, side: witness.side },
    examination: args.examination,
    friendlyExaminer: examinerSide(args.examination, witness.side) === witness.side,
    ownRecord,
  };
}

export function buildJudgeProjection(state: TestimonyState): JudgeProjection {
  return {
    earlierRulings: [...recent(state.rulings, MAX_RULINGS)].map(({ ground, ruling, question }) => ({ ground, ruling, question })),
    tallies: structuredClone(state.rulingTallies),
  };
}

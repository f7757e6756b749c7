import { assertNever } from '../../../../shared/contract';
import {
  OBJECTION_CATALOGUE,
  type Actor,
  type ExaminationType,
  exhibitStepText,
  isExhibitEvent,
  type ExhibitEvent,
  type ObjectionGround,
  type OCAMode,
  type Phase,
  type RebuttalItem,
  type Ruling,
  type ScoreReason,
  type SessionEvent,
} from '../../../../shared/domain';
import { examinerName, plainNames, type RoomNames } from './roomNames';
import { arcLineText } from './arcLines';

/** One line of the courtroom transcript as the room and the Review screen draw it. */
export interface TranscriptLine {
  key: string;
  kind: 'phase' | 'arc' | 'question' | 'blocked' | 'objection' | 'ruling' | 'waived' | 'answer' | 'elicit' | 'score' | 'covered' | 'fallback' | 'ended' | 'exhibit' | 'strike';
  by: Actor | null;
  text: string;
  questionId: string | null;
  turn: number | null;
  ruling?: Ruling;
  ground?: ObjectionGround;
  rule?: string;
  delta?: number;
  reason?: ScoreReason;
  /** Counsel's deliberate mistakes, revealed in Review and the debug panel. */
  intentional?: string;
  /** For an `elicit` line: the elicit's id (its text is the label, or the statement established). */
  elicitId?: string;
  /** For an `answer` line (or an elicit it established): struck on a motion, out of evidence. */
  struck?: boolean;
}

/** Counsel's question waiting for the student's objection or pass. */
export interface PendingQuestion {
  questionId: string;
  text: string;
  isIntentionallyDefective: boolean;
  defect: ObjectionGround | null;
}

export interface ScoringDetail {
  questionId: string | null;
  elicits: { elicitId: string; tier: string; confidence: number; statement: string }[];
  changes: { delta: number; reason: ScoreReason; total: number }[];
}

/** The room's state: a pure fold over the session's events. */
export interface RoomView {
  /** Who plays the other roles: `rules`, or the model the session started with. */
  cast: string | null;
  lines: TranscriptLine[];
  score: number;
  scoreSeries: { turn: number; total: number }[];
  phase: Phase;
  witnessId: string | null;
  examination: ExaminationType | null;
  mode: OCAMode | null;
  /** The student's questions put in the examination under way (0: it can still be waived). */
  playerQuestionsThisExamination: number;
  pending: PendingQuestion | null;
  /** Exhibit id -> its label, as marked. */
  exhibitLabels: Record<string, string>;
  /** The judge's last ruling; `objectedBy` says whose objection it was (good news or bad for the student). */
  lastRuling: { ground: ObjectionGround; ruling: Ruling; rule: string; reason: string; questionId: string; objectedBy: Actor | null } | null;
  lastObjection: { by: Actor; ground: ObjectionGround; confidence: number; triggers: string[]; isIntentionallyIncorrect: boolean } | null;
  established: string[];
  outlines: Record<string, RebuttalItem[]>;
  covered: string[];
  lastScoring: ScoringDetail | null;
  fallbacks: { agent: string; reason: string }[];
  ended: boolean;
  /** Every question put so far, by id: its words, who asked, and counsel's deliberate defect. */
  questions: Record<string, { text: string; by: Actor; defect: ObjectionGround | null }>;
  /** The line of the examination under way, and how many questions it has had (none: waived when it ends). */
  examinationLine: { index: number; questions: number } | null;
}

export const emptyRoom = (): RoomView => ({
  cast: null,
  lines: [],
  score: 0,
  scoreSeries: [],
  phase: 'plaintiff_case',
  witnessId: null,
  examination: null,
  mode: null,
  playerQuestionsThisExamination: 0,
  pending: null,
  exhibitLabels: {},
  lastRuling: null,
  lastObjection: null,
  established: [],
  outlines: {},
  covered: [],
  lastScoring: null,
  fallbacks: [],
  ended: false,
  questions: {},
  examinationLine: null,
});

const EXAMINATION_LABEL: Record<ExaminationType, string> = { direct: 'Direct', cross: 'Cross', redirect: 'Redirect', recross: 'Recross' };

/** An exhibit step: its transcript line, and counsel's offer waiting for the student like a question. */
function foldExhibitStep(next: RoomView, event: ExhibitEvent, push: (line: Omit<TranscriptLine, 'key'>) => void, witnessName: (id: string) => string): void {
  if (event.type === 'ExhibitMarked') next.exhibitLabels = { ...next.exhibitLabels, [event.exhibitId]: event.label };
  const label = next.exhibitLabels[event.exhibitId] ?? event.exhibitId;
  const offerId = `offer:${event.exhibitId}`;
  if (event.type === 'ExhibitOffered' && event.by === 'opposing_counsel' && !event.stipulated) {
    next.pending = { questionId: offerId, text: `Counsel offers Exhibit ${label} into evidence.`, isIntentionallyDefective: event.isIntentionallyDefective, defect: event.isIntentionallyDefective ? 'foundation' : null };
  }
  if (event.type === 'ExhibitRuled' && next.pending?.questionId === offerId) next.pending = null;
  push({ kind: 'exhibit', by: 'by' in event ? event.by : null, questionId: null, turn: event.turn, text: exhibitStepText(event, label, witnessName), ...(event.type === 'ExhibitRuled' ? { rule: event.rule } : {}), ...(event.type === 'ExhibitOffered' && event.isIntentionallyDefective ? { intentional: 'deliberately incomplete foundation' } : {}) });
}

/** "leading (FRE 611(c)): the question suggests its answer…": the ground, its rule and why. */
export function rightObjection(ground: ObjectionGround): string {
  const info = OBJECTION_CATALOGUE[ground];
  return `${info.label.toLowerCase()} (${info.rule}): ${info.sustainReason.charAt(0).toLowerCase()}${info.sustainReason.slice(1)}`;
}

/** Words for a score change: what earned or cost the points, with the right objection when one was missed. */
function scoreText(reason: ScoreReason, question: RoomView['questions'][string] | undefined, elicitLabel: string | undefined): string {
  switch (reason) {
    case 'elicit':
      return elicitLabel ? `established: ${elicitLabel}` : 'a fact established';
    case 'objection_sustained':
      return 'your objection was sustained';
    case 'objection_exact_ground':
      return 'you named the exact ground';
    case 'objection_wrong':
      return question?.defect ? `your objection was not well founded; the right one was ${rightObjection(question.defect)}` : 'your objection was not well founded: the question was proper';
    case 'missed_defective':
      return question?.defect ? `missed objection: counsel's question was objectionable as ${rightObjection(question.defect)}` : "missed objection: counsel's question was objectionable";
    case 'rebuttal_coverage':
      return 'a point of the cross outline covered';
    case 'foundation_laid':
      return 'a foundation element laid';
    case 'exhibit_admitted':
      return 'an exhibit admitted';
    case 'impeachment':
      return 'an impeachment done well';
    default:
      return assertNever(reason);
  }
}

/**
 * Folds `events` onto `room`, returning a new view (the old one is not changed). `names` turns
 * the log's ids into what the student reads (a bare function names the witnesses only).
 */
export function foldRoom(room: RoomView, events: readonly SessionEvent[], names: RoomNames | ((id: string) => string) = plainNames): RoomView {
  const { witness: witnessName, elicit: elicitLabel, caseType } = typeof names === 'function' ? { ...plainNames, witness: names } : names;
  const next: RoomView = {
    ...room,
    lines: [...room.lines],
    scoreSeries: [...room.scoreSeries],
    established: [...room.established],
    covered: [...room.covered],
    fallbacks: [...room.fallbacks],
    outlines: { ...room.outlines },
    questions: { ...room.questions },
    examinationLine: room.examinationLine && { ...room.examinationLine },
  };
  let seq = room.lines.length;
  const push = (line: Omit<TranscriptLine, 'key'>) => next.lines.push({ ...line, key: `l${seq++}` });
  // An examination that ends with no question at all was waived: its heading says so.
  const closeExamination = () => {
    const open = next.examinationLine;
    const line = open && next.lines[open.index];
    if (open && line && open.questions === 0) next.lines[open.index] = { ...line, text: `${line.text} was waived.` };
    next.examinationLine = null;
  };
  for (const event of events) {
    if (isExhibitEvent(event)) {
      foldExhibitStep(next, event, push, witnessName);
      continue;
    }
    switch (event.type) {
      case 'SessionStarted':
        next.cast = event.cast;
        break;
      case 'PhaseChanged':
        closeExamination();
        Object.assign(next, { phase: event.phase, witnessId: event.witnessId, examination: event.examination, mode: event.mode, playerQuestionsThisExamination: 0, pending: null, lastRuling: null });
        if (event.witnessId && event.examination) next.examinationLine = { index: next.lines.length, questions: 0 };
        push({
          kind: 'phase',
          by: null,
          questionId: null,
          turn: null,
          text:
            event.witnessId && event.examination
              ? `${EXAMINATION_LABEL[event.examination]} examination of ${witnessName(event.witnessId)}${event.examiner ? ` by the ${examinerName(event.examiner, caseType)}` : ''}`
              : 'The evidence is closed.',
        });
        break;
      case 'QuestionAsked':
        if (event.by === 'player') next.playerQuestionsThisExamination++;
        if (next.examinationLine) next.examinationLine.questions++;
        next.questions[event.questionId] = { text: event.text, by: event.by, defect: event.isIntentionallyDefective ? event.defect : null };
        if (event.by === 'opposing_counsel') {
          next.pending = { questionId: event.questionId, text: event.text, isIntentionallyDefective: event.isIntentionallyDefective, defect: event.defect };
        }
        next.lastRuling = null;
        next.lastScoring = { questionId: event.questionId, elicits: [], changes: [] };
        push({
          kind: 'question',
          by: event.by,
          questionId: event.questionId,
          turn: event.turn,
          text: event.text,
          intentional: event.isIntentionallyDefective ? `deliberately defective: ${event.defect ?? 'unknown'}` : undefined,
        });
        break;
      case 'QuestionBlocked':
        if (next.examinationLine) next.examinationLine.questions++;
        push({
          kind: 'blocked',
          by: event.by,
          questionId: event.similarToQuestionId,
          turn: event.turn,
          text: `"${event.text}" was not put to the witness: it repeats ${event.by === 'player' ? 'your' : "counsel's"} earlier question${next.questions[event.similarToQuestionId] ? ` "${next.questions[event.similarToQuestionId]!.text}"` : ''}.`,
        });
        break;
      case 'ObjectionRaised':
        next.lastObjection = { by: event.by, ground: event.ground, confidence: event.confidence, triggers: event.triggers, isIntentionallyIncorrect: event.isIntentionallyIncorrect };
        push({
          kind: 'objection',
          by: event.by,
          questionId: event.questionId,
          turn: event.turn,
          ground: event.ground,
          rule: event.rule,
          text: `Objection, ${OBJECTION_CATALOGUE[event.ground].label.toLowerCase()} (${event.rule}).`,
          intentional: event.isIntentionallyIncorrect ? 'deliberately unfounded objection' : undefined,
        });
        break;
      case 'ObjectionWaived':
        if (next.pending?.questionId === event.questionId) next.pending = null;
        push({ kind: 'waived', by: event.by, questionId: event.questionId, turn: event.turn, text: 'No objection.' });
        break;
      case 'StrikeMoved':
        push({ kind: 'strike', by: event.by, questionId: event.questionId, turn: event.turn, ground: 'nonresponsive', text: `Move to strike the answer as nonresponsive (${OBJECTION_CATALOGUE.nonresponsive.rule}).` });
        break;
      case 'StrikeRuled':
        push({ kind: 'ruling', by: null, questionId: event.questionId, turn: event.turn, ruling: event.ruling, rule: event.rule, ground: 'nonresponsive', text: event.reason });
        if (event.ruling === 'sustained') {
          // The answer and what it established stay on the record, marked struck.
          next.lines = next.lines.map((line) => ((line.kind === 'answer' || line.kind === 'elicit') && line.questionId === event.questionId ? { ...line, struck: true } : line));
          next.established = next.established.filter((elicitId) => !event.withdrawnElicits.includes(elicitId));
        }
        break;
      case 'RulingMade':
        next.lastRuling = { ground: event.ground, ruling: event.ruling, rule: event.rule, reason: event.reason, questionId: event.questionId, objectedBy: next.lastObjection?.by ?? null };
        if (event.ruling === 'sustained' && next.pending?.questionId === event.questionId) next.pending = null;
        push({ kind: 'ruling', by: null, questionId: event.questionId, turn: event.turn, ruling: event.ruling, rule: event.rule, ground: event.ground, text: event.reason });
        break;
      case 'AnswerGiven':
        if (next.pending?.questionId === event.questionId) next.pending = null;
        push({ kind: 'answer', by: null, questionId: event.questionId, turn: event.turn, text: event.text });
        break;
      case 'ElicitEstablished':
        if (!next.established.includes(event.elicitId)) next.established.push(event.elicitId);
        next.lastScoring?.elicits.push({ elicitId: event.elicitId, tier: event.tier, confidence: event.confidence, statement: event.statement });
        push({ kind: 'elicit', by: event.by, questionId: event.questionId, turn: event.turn, elicitId: event.elicitId, text: elicitLabel(event.elicitId) ?? event.statement });
        break;
      case 'ScoreChanged':
        next.score = event.total;
        next.scoreSeries.push({ turn: event.turn, total: event.total });
        next.lastScoring?.changes.push({ delta: event.delta, reason: event.reason, total: event.total });
        push({
          kind: 'score',
          by: null,
          questionId: event.questionId,
          turn: event.turn,
          delta: event.delta,
          reason: event.reason,
          text: scoreText(event.reason, event.questionId ? next.questions[event.questionId] : undefined, event.elicitId ? elicitLabel(event.elicitId) : undefined),
        });
        break;
      case 'CrossOutlineBuilt':
        next.outlines[event.witnessId] = event.items;
        break;
      case 'RebuttalItemCovered':
        if (!next.covered.includes(event.itemId)) next.covered.push(event.itemId);
        push({
          kind: 'covered',
          by: event.by,
          questionId: event.questionId,
          turn: event.turn,
          text: Object.values(next.outlines).flat().find((item) => item.id === event.itemId)?.point ?? 'a point of the cross outline',
        });
        break;
      case 'FallbackUsed':
        next.fallbacks.push({ agent: event.agent, reason: event.reason });
        break;
      case 'SessionEnded':
        closeExamination();
        next.ended = true;
        next.pending = null;
        push({ kind: 'ended', by: null, questionId: null, turn: null, text: event.reason === 'completed' ? 'The trial is over.' : 'The trial was abandoned.' });
        break;
      case 'OpeningGiven':
      case 'MotionRuled':
      case 'ClosingGiven':
      case 'InstructionsRead':
      case 'VerdictReached':
      case 'TimeRanOut':
        push({ kind: 'arc', by: 'by' in event ? event.by : null, questionId: null, turn: null, text: arcLineText(event) });
        break;
      case 'TimeCharged':
        break;
      default:
        assertNever(event);
    }
  }
  return next;
}

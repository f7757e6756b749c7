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

/** One line of the courtroom transcript as the room and the Review screen draw it. */
export interface TranscriptLine {
  key: string;
  kind: 'phase' | 'question' | 'blocked' | 'objection' | 'ruling' | 'waived' | 'answer' | 'elicit' | 'score' | 'covered' | 'fallback' | 'ended' | 'exhibit';
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
  lastRuling: { ground: ObjectionGround; ruling: Ruling; rule: string; reason: string; questionId: string } | null;
  lastObjection: { by: Actor; ground: ObjectionGround; confidence: number; triggers: string[]; isIntentionallyIncorrect: boolean } | null;
  established: string[];
  outlines: Record<string, RebuttalItem[]>;
  covered: string[];
  lastScoring: ScoringDetail | null;
  fallbacks: { agent: string; reason: string }[];
  ended: boolean;
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

/** Folds `events` onto `room`, returning a new view (the old one is not changed). */
export function foldRoom(room: RoomView, events: readonly SessionEvent[], witnessName: (id: string) => string = (id) => id): RoomView {
  const next: RoomView = { ...room, lines: [...room.lines], scoreSeries: [...room.scoreSeries], established: [...room.established], covered: [...room.covered], fallbacks: [...room.fallbacks], outlines: { ...room.outlines } };
  let seq = room.lines.length;
  const push = (line: Omit<TranscriptLine, 'key'>) => next.lines.push({ ...line, key: `l${seq++}` });
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
        Object.assign(next, { phase: event.phase, witnessId: event.witnessId, examination: event.examination, mode: event.mode, playerQuestionsThisExamination: 0, pending: null, lastRuling: null });
        push({
          kind: 'phase',
          by: null,
          questionId: null,
          turn: null,
          text: event.witnessId && event.examination ? `${EXAMINATION_LABEL[event.examination]} examination of ${witnessName(event.witnessId)} by the ${event.examiner}` : 'The evidence is closed.',
        });
        break;
      case 'QuestionAsked':
        if (event.by === 'player') next.playerQuestionsThisExamination++;
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
        push({ kind: 'blocked', by: event.by, questionId: event.similarToQuestionId, turn: event.turn, text: `Blocked as a repeat of ${event.similarToQuestionId} (similarity ${event.similarity}): ${event.text}` });
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
      case 'RulingMade':
        next.lastRuling = { ground: event.ground, ruling: event.ruling, rule: event.rule, reason: event.reason, questionId: event.questionId };
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
        push({ kind: 'elicit', by: event.by, questionId: event.questionId, turn: event.turn, text: event.elicitId });
        break;
      case 'ScoreChanged':
        next.score = event.total;
        next.scoreSeries.push({ turn: event.turn, total: event.total });
        next.lastScoring?.changes.push({ delta: event.delta, reason: event.reason, total: event.total });
        push({ kind: 'score', by: null, questionId: event.questionId, turn: event.turn, delta: event.delta, reason: event.reason, text: event.reason.replace(/_/g, ' ') });
        break;
      case 'CrossOutlineBuilt':
        next.outlines[event.witnessId] = event.items;
        break;
      case 'RebuttalItemCovered':
        if (!next.covered.includes(event.itemId)) next.covered.push(event.itemId);
        push({ kind: 'covered', by: event.by, questionId: event.questionId, turn: event.turn, text: event.itemId });
        break;
      case 'FallbackUsed':
        next.fallbacks.push({ agent: event.agent, reason: event.reason });
        break;
      case 'SessionEnded':
        next.ended = true;
        next.pending = null;
        push({ kind: 'ended', by: null, questionId: null, turn: null, text: event.reason === 'completed' ? 'The trial is over.' : 'The trial was abandoned.' });
        break;
      default:
        assertNever(event);
    }
  }
  return next;
}

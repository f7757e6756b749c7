import { assertNever } from '../../shared/contract/envelope';
import {
  ConsultationEvent,
  type ClientAnswerKind,
  type ClientCast,
  type PersonaLevels,
  type PersonaPreset,
  type QuestionAnalysis,
} from '../../shared/domain/consultationEvents';
import { MootError } from '../../shared/errors';
import type { SessionFold, StoredEvent } from '../store';

/** One line of the interview, as the room and the report show it. */
export interface ConsultationLine {
  turn: number;
  speaker: 'student' | 'client';
  text: string;
  kind: ClientAnswerKind | 'question' | 'advice';
}

export interface AskedQuestion {
  turn: number;
  text: string;
  analysis: QuestionAnalysis;
  trustAfter: number | null;
}

export interface UncoveredFact {
  factId: string;
  turn: number;
  weight: number;
  /** The student question that drew the fact out (null for the opening statement). */
  question: string | null;
}

/** The consultation's state: a pure fold over its events, JSON-safe so snapshots can store it. */
export interface ConsultationState {
  scenarioId: string | null;
  preset: PersonaPreset | null;
  levels: PersonaLevels | null;
  seed: number;
  cast: ClientCast | null;
  /** The last turn number used; the opening statement is turn 0. */
  turn: number;
  trust: number;
  trustHistory: number[];
  questions: AskedQuestion[];
  /** Facts the client drew on, in the order it first did. */
  toldFactIds: string[];
  lastToldFactIds: string[];
  uncovered: UncoveredFact[];
  transcript: ConsultationLine[];
  advice: string | null;
  /** The advice rubric as scored when the advice was given (null before, or without advice). */
  adviceScore: Omit<Extract<ConsultationEvent, { type: 'AdviceScored' }>, 'type' | 'turn'> | null;
  ended: { by: 'student' | 'client'; reason: string; turn: number } | null;
  fallbacks: number;
}

export function initialConsultationState(): ConsultationState {
  return {
    scenarioId: null,
    preset: null,
    levels: null,
    seed: 0,
    cast: null,
    turn: 0,
    trust: 0,
    trustHistory: [],
    questions: [],
    toldFactIds: [],
    lastToldFactIds: [],
    uncovered: [],
    transcript: [],
    advice: null,
    adviceScore: null,
    ended: null,
    fallbacks: 0,
  };
}

/** Applies one typed event. Pure: returns a new state and never mutates the old one. */
export function applyConsultationEvent(state: ConsultationState, event: ConsultationEvent): ConsultationState {
  switch (event.type) {
    case 'ConsultationStarted':
      return {
        ...state,
        scenarioId: event.scenarioId,
        preset: event.preset,
        levels: event.persona,
        seed: event.seed,
        cast: event.cast,
        trust: event.initialTrust,
        trustHistory: [event.initialTrust],
      };
    case 'StudentAsked':
      return {
        ...state,
        turn: event.turn,
        questions: [...state.questions, { turn: event.turn, text: event.text, analysis: event.analysis, trustAfter: null }],
        transcript: [...state.transcript, { turn: event.turn, speaker: 'student', text: event.text, kind: 'question' }],
      };
    case 'TrustChanged':
      return {
        ...state,
        trust: event.trust,
        trustHistory: [...state.trustHistory, event.trust],
        questions: state.questions.map((q) => (q.turn === event.turn ? { ...q, trustAfter: event.trust } : q)),
      };
    case 'ClientSpoke':
      return {
        ...state,
        turn: event.turn,
        toldFactIds: [...state.toldFactIds, ...event.disclosedFactIds.filter((id) => !state.toldFactIds.includes(id))],
        lastToldFactIds: [...event.disclosedFactIds],
        transcript: [...state.transcript, { turn: event.turn, speaker: 'client', text: event.text, kind: event.kind }],
        fallbacks: state.fallbacks + (event.fallbackReason === null ? 0 : 1),
      };
    case 'FactUncovered': {
      if (state.uncovered.some((u) => u.factId === event.factId)) return state;
      const question = [...state.questions].reverse().find((q) => q.turn <= event.turn)?.text ?? null;
      return { ...state, uncovered: [...state.uncovered, { factId: event.factId, turn: event.turn, weight: event.weight, question }] };
    }
    case 'AdviceGiven':
      return {
        ...state,
        turn: event.turn,
        advice: event.text,
        transcript: [...state.transcript, { turn: event.turn, speaker: 'student', text: event.text, kind: 'advice' }],
      };
    case 'AdviceScored': {
      const { type: _type, turn: _turn, ...score } = event;
      return { ...state, adviceScore: score };
    }
    case 'MeetingEnded':
      return { ...state, ended: { by: event.by, reason: event.reason, turn: event.turn } };
    default:
      return assertNever(event);
  }
}

/** A stored event as a typed consultation event; anything else is a clear error naming the seq. */
export function toConsultationEvent(stored: Pick<StoredEvent, 'seq' | 'type' | 'payload'>): ConsultationEvent {
  const parsed = ConsultationEvent.safeParse({ ...(stored.payload as object), type: stored.type });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MootError('internal', `Event ${stored.seq} (${stored.type}) is not a consultation event: ${issue?.message ?? 'invalid'}.`, `events[${stored.seq}]`);
  }
  return parsed.data;
}

/** The fold the store runs for snapshots and resume. Bump the id whenever `apply` changes. */
export const consultationFold: SessionFold<ConsultationState> = {
  id: 'consultation-v1',
  initial: initialConsultationState,
  apply: (state, event) => applyConsultationEvent(state, toConsultationEvent(event)),
};

/** Folds plain typed events (no store), as the engine and tests do. */
export function foldConsultation(events: Iterable<ConsultationEvent>, state = initialConsultationState()): ConsultationState {
  let current = state;
  for (const event of events) current = applyConsultationEvent(current, event);
  return current;
}

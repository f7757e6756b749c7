import { assertNever } from '../../shared/contract/envelope';
import {
  isExhibitEvent,
  type Actor,
  type AnswerKind,
  type ExaminationType,
  type ObjectionGround,
  type OCAMode,
  type Phase,
  type RebuttalItem,
  type Ruling,
  type SessionEvent,
  type Side,
} from '../../shared/domain';
import { isSlotMark, questionWords } from '../language';
import { contentWords } from '../scoring';
import { confirmedStatement } from '../scoring/ContextAwareElicitMatcher';

/** One question and what became of it. */
export interface QuestionRecord {
  questionId: string;
  turn: number;
  witnessId: string;
  examination: ExaminationType;
  by: Actor;
  side: Side;
  text: string;
  words: ReadonlySet<string>;
  topics: readonly string[];
  isIntentionallyDefective: boolean;
  defect: ObjectionGround | null;
  targetElicitId: string | null;
  objection: { ground: ObjectionGround; by: Actor; isIntentionallyIncorrect: boolean } | null;
  waived: boolean;
  ruling: Ruling | null;
  answer: { text: string; kind: AnswerKind; sources: readonly number[] } | null;
  /** The answer was struck on a motion (nonresponsive): out of evidence. */
  struck: boolean;
}

export interface RulingRecord {
  turn: number;
  questionId: string;
  question: string;
  ground: ObjectionGround;
  ruling: Ruling;
  objectedBy: Actor;
}

/** An elicit established in testimony, as a full statement. */
export interface EstablishedFact {
  elicitId: string;
  witnessId: string;
  by: Actor;
  examination: ExaminationType;
  turn: number;
  statement: string;
}

export interface WitnessRecord {
  witnessId: string;
  /** Every question put to the witness, in order (blocked ones are not questions). */
  questions: QuestionRecord[];
  topicsCovered: Set<string>;
  /** Content words of each examination's questions and answers: the scope of the next one. */
  examinationWords: Map<ExaminationType, Set<string>>;
  /** Scenario topics each examination touched (questions and established elicits). */
  examinationTopics: Map<ExaminationType, Set<string>>;
  confirmedFacts: string[];
  deniedFacts: string[];
  /** Lower-cased texts of the questions asked, for O(1) "asked before?" checks. */
  askedTexts: Set<string>;
  /** Elicits the opposing counsel has aimed a question at (a sustained objection frees one to be rephrased). */
  targetedElicits: Set<string>;
}

/**
 * The testimony state: everything the engine and the agents know, as a fold over the session's
 * events. `applyEvent` updates a state in place (so each turn costs the same however long the
 * session); `foldTestimony` builds a fresh one from a log and is pure.
 */
export interface TestimonyState {
  scenarioId: string | null;
  playerSide: Side | null;
  seed: number;
  phase: Phase;
  witnessId: string | null;
  examination: ExaminationType | null;
  examiner: Side | null;
  mode: OCAMode | null;
  /** The last turn number used; each question attempt takes the next one. */
  turn: number;
  score: number;
  questions: Map<string, QuestionRecord>;
  witnesses: Map<string, WitnessRecord>;
  established: Map<string, EstablishedFact>;
  rulings: RulingRecord[];
  rulingTallies: Partial<Record<ObjectionGround, { sustained: number; overruled: number }>>;
  /** Content words of what is in evidence: answers and confirmed premises. */
  evidenceWords: Set<string>;
  outlines: Map<string, RebuttalItem[]>;
  covered: Map<string, { by: Actor; turn: number; questionId: string }>;
  blockedQuestions: number;
  fallbacks: number;
  ended: boolean;
}

export function emptyTestimonyState(): TestimonyState {
  return {
    scenarioId: null,
    playerSide: null,
    seed: 0,
    phase: 'plaintiff_case',
    witnessId: null,
    examination: null,
    examiner: null,
    mode: null,
    turn: 0,
    score: 0,
    questions: new Map(),
    witnesses: new Map(),
    established: new Map(),
    rulings: [],
    rulingTallies: {},
    evidenceWords: new Set(),
    outlines: new Map(),
    covered: new Map(),
    blockedQuestions: 0,
    fallbacks: 0,
    ended: false,
  };
}

export function witnessRecord(state: TestimonyState, witnessId: string): WitnessRecord {
  let record = state.witnesses.get(witnessId);
  if (!record) {
    record = { witnessId, questions: [], topicsCovered: new Set(), examinationWords: new Map(), examinationTopics: new Map(), confirmedFacts: [], deniedFacts: [], askedTexts: new Set(), targetedElicits: new Set() };
    state.witnesses.set(witnessId, record);
  }
  return record;
}

function addWords(target: Set<string>, text: string): void {
  for (const word of contentWords(text)) target.add(word);
}

function question(state: TestimonyState, questionId: string): QuestionRecord {
  const record = state.questions.get(questionId);
  if (!record) throw new Error(`Event refers to unknown question ${questionId}`);
  return record;
}

/** Folds one event into `state` (in place) and returns it. */
export function applyEvent(state: TestimonyState, event: SessionEvent): TestimonyState {
  // Exhibit steps are folded by main/exhibits (ExhibitLedger); testimony is unchanged by them.
  if (isExhibitEvent(event)) return state;
  switch (event.type) {
    case 'SessionStarted':
      state.scenarioId = event.scenarioId;
      state.playerSide = event.playerSide;
      state.seed = event.seed;
      break;
    case 'PhaseChanged':
      state.phase = event.phase;
      state.witnessId = event.witnessId;
      state.examination = event.examination;
      state.examiner = event.examiner;
      state.mode = event.mode;
      break;
    case 'QuestionAsked': {
      state.turn = Math.max(state.turn, event.turn);
      const record: QuestionRecord = {
        questionId: event.questionId,
        turn: event.turn,
        witnessId: event.witnessId,
        examination: event.examination,
        by: event.by,
        side: event.side,
        text: event.text,
        words: questionWords(event.text),
        topics: event.topics,
        isIntentionallyDefective: event.isIntentionallyDefective,
        defect: event.defect,
        targetElicitId: event.targetElicitId,
        objection: null,
        waived: false,
        ruling: null,
        answer: null,
        struck: false,
      };
      state.questions.set(event.questionId, record);
      const witness = witnessRecord(state, event.witnessId);
      witness.questions.push(record);
      witness.askedTexts.add(event.text.toLowerCase());
      if (event.by === 'opposing_counsel' && event.targetElicitId) witness.targetedElicits.add(event.targetElicitId);
      for (const topic of event.topics) witness.topicsCovered.add(topic);
      let words = witness.examinationWords.get(event.examination);
      if (!words) witness.examinationWords.set(event.examination, (words = new Set()));
      for (const word of record.words) if (!isSlotMark(word)) words.add(word);
      let topics = witness.examinationTopics.get(event.examination);
      if (!topics) witness.examinationTopics.set(event.examination, (topics = new Set()));
      for (const topic of event.topics) topics.add(topic);
      break;
    }
    case 'QuestionBlocked':
      state.turn = Math.max(state.turn, event.turn);
      state.blockedQuestions++;
      break;
    case 'ObjectionRaised':
      question(state, event.questionId).objection = {
        ground: event.ground,
        by: event.by,
        isIntentionallyIncorrect: event.isIntentionallyIncorrect,
      };
      break;
    case 'ObjectionWaived':
      question(state, event.questionId).waived = true;
      break;
    case 'StrikeMoved':
      break;
    case 'StrikeRuled':
      if (event.ruling === 'sustained') {
        question(state, event.questionId).struck = true;
        for (const elicitId of event.withdrawnElicits) state.established.delete(elicitId);
      }
      break;
    case 'RulingMade': {
      const record = question(state, event.questionId);
      record.ruling = event.ruling;
      state.rulings.push({
        turn: event.turn,
        questionId: event.questionId,
        question: record.text,
        ground: event.ground,
        ruling: event.ruling,
        objectedBy: record.objection?.by ?? 'player',
      });
      if (event.ruling === 'sustained' && record.by === 'opposing_counsel' && record.targetElicitId) {
        witnessRecord(state, record.witnessId).targetedElicits.delete(record.targetElicitId);
      }
      const tally = (state.rulingTallies[event.ground] ??= { sustained: 0, overruled: 0 });
      tally[event.ruling]++;
      break;
    }
    case 'AnswerGiven': {
      const record = question(state, event.questionId);
      record.answer = { text: event.text, kind: event.kind, sources: event.sources };
      const witness = witnessRecord(state, event.witnessId);
      addWords(state.evidenceWords, event.text);
      addWords(witness.examinationWords.get(record.examination) ?? new Set(), event.text);
      if (event.kind === 'confirm') {
        const statement = confirmedStatement(record.text, event.text) ?? event.text;
        witness.confirmedFacts.push(statement);
        addWords(state.evidenceWords, statement);
      } else if (event.kind === 'deny' || event.kind === 'correct') {
        witness.deniedFacts.push(record.text);
      }
      break;
    }
    case 'ElicitEstablished':
      if (!state.established.has(event.elicitId)) {
        state.established.set(event.elicitId, {
          elicitId: event.elicitId,
          witnessId: event.witnessId,
          by: event.by,
          examination: event.examination,
          turn: event.turn,
          statement: event.statement,
        });
      }
      break;
    case 'ScoreChanged':
      state.score = event.total;
      break;
    case 'CrossOutlineBuilt':
      state.outlines.set(event.witnessId, event.items);
      break;
    case 'RebuttalItemCovered':
      if (!state.covered.has(event.itemId)) {
        state.covered.set(event.itemId, { by: event.by, turn: event.turn, questionId: event.questionId });
      }
      break;
    case 'FallbackUsed':
      state.fallbacks++;
      break;
    case 'SessionEnded':
      state.ended = true;
      break;
    // The trial's arc is folded by main/trial/phases/ArcState; the testimony is unchanged by it.
    case 'OpeningGiven':
    case 'MotionRuled':
    case 'ClosingGiven':
    case 'InstructionsRead':
    case 'VerdictReached':
    case 'TimeCharged':
    case 'TimeRanOut':
      break;
    default:
      assertNever(event);
  }
  return state;
}

/** The testimony state after `events`, from scratch. */
export function foldTestimony(events: Iterable<SessionEvent>): TestimonyState {
  const state = emptyTestimonyState();
  for (const event of events) applyEvent(state, event);
  return state;
}

import { OBJECTION_CATALOGUE, ObjectionGround } from '../../../../shared/domain';
import type { DebugAnalysis, DebugMemory, DebugExamples, DebugModelCall } from '../../../../shared/contract/schemas/trialDebug';
import type { TrialStore } from './actions';

/** The grounds of an objection to a question, in button order; Alt+1..9 reach the first nine (an answer is struck with its own button). */
export const OBJECTION_GROUNDS = ObjectionGround.options.filter((ground) => ground !== 'nonresponsive').map((ground) => OBJECTION_CATALOGUE[ground]);

/** One empty list, so a selector of an untimed trial returns the same value each time. */
const NO_TIME: readonly NonNullable<NonNullable<TrialStore['status']>['timeLeft']>[number][] = [];

// Small selectors: each panel subscribes to its own slice, so a streamed token re-renders only
// the streaming answer, never the transcript, the score or the checklist.
export const trialSelectors = {
  setup: (s: TrialStore) => s.setup,
  trialPacks: (s: TrialStore) => s.trialPacks,
  savedSessions: (s: TrialStore) => s.savedSessions,
  sessionId: (s: TrialStore) => s.sessionId,
  brief: (s: TrialStore) => s.brief,
  lines: (s: TrialStore) => s.room.lines,
  /** The last line is the witness's answer to the student's own question, not struck: it may be moved against. */
  strikeable: (s: TrialStore) => {
    const question = s.room.lines.findLast((line) => line.kind === 'question');
    const answer = s.room.lines.findLast((line) => line.kind === 'answer');
    return question?.by === 'player' && answer !== undefined && answer.questionId === question.questionId && !answer.struck && !s.room.lines.some((line) => line.kind === 'strike' && line.questionId === question.questionId);
  },
  score: (s: TrialStore) => s.room.score,
  lastDeltas: (s: TrialStore) => s.lastDeltas,
  phase: (s: TrialStore) => s.room.phase,
  examination: (s: TrialStore) => s.room.examination,
  mode: (s: TrialStore) => s.room.mode,
  witnessId: (s: TrialStore) => s.room.witnessId,
  pending: (s: TrialStore) => s.room.pending,
  lastRuling: (s: TrialStore) => s.room.lastRuling,
  lastObjection: (s: TrialStore) => s.room.lastObjection,
  lastScoring: (s: TrialStore) => s.room.lastScoring,
  fallbacks: (s: TrialStore) => s.room.fallbacks,
  established: (s: TrialStore) => s.room.established,
  covered: (s: TrialStore) => s.room.covered,
  streaming: (s: TrialStore) => s.streaming,
  streamingText: (s: TrialStore) => s.streaming?.text ?? null,
  inFlight: (s: TrialStore) => s.inFlight,
  readOnly: (s: TrialStore) => s.readOnly,
  busy: (s: TrialStore) => s.busy,
  error: (s: TrialStore) => s.error,
  duplicate: (s: TrialStore) => s.duplicate,
  debugOpen: (s: TrialStore) => s.debugOpen,
  cast: (s: TrialStore) => s.room.cast,
  /** Said by the server once a stored session was resumed: the cast it continues with, and where Settings route now. */
  castNote: (s: TrialStore) => s.status?.castNote ?? null,
  /** The classifier's findings on the latest question, objected to or not. */
  lastAnalysis: (s: TrialStore) => s.debugItems.findLast((item): item is DebugAnalysis => item.kind === 'analysis') ?? null,
  /** The latest memory operations, newest first (derived: use with useShallow). */
  recentMemory: (limit: number) => (s: TrialStore) => s.debugItems.filter((item): item is DebugMemory => item.kind === 'memory').slice(-limit).reverse(),
  /** The latest model calls, newest first (derived: use with useShallow). */
  recentModelCalls: (limit: number) => (s: TrialStore) => s.debugItems.filter((item): item is DebugModelCall => item.kind === 'llm-call').slice(-limit).reverse(),
  /** The rated examples given to an agent most recently (evaluation RAG), or null. */
  /** The rated examples last given to each agent (witness, judge, counsel), in the order they were last used. */
  lastExamplesByAgent: (s: TrialStore) => {
    const last = new Map<string, DebugExamples>();
    for (const item of s.debugItems) {
      if (item.kind !== 'examples') continue;
      last.delete(item.agent);
      last.set(item.agent, item);
    }
    return [...last.values()];
  },
  elicitsHidden: (s: TrialStore) => s.elicitsHidden,
  /** The part of the whole trial under way; null in a session that only examines witnesses. */
  trialPhase: (s: TrialStore) => s.status?.trialPhase ?? null,
  clock: (s: TrialStore) => s.status?.clock ?? null,
  /** The player's budget and time left on each part (empty when untimed). */
  timeLeft: (s: TrialStore) => s.status?.timeLeft ?? NO_TIME,
  ended: (s: TrialStore) => s.room.ended,
  /** The end-of-examination button: a redirect or recross the student has asked nothing on is waived. */
  endExaminationLabel: (s: TrialStore) => {
    const { examination, playerQuestionsThisExamination } = s.room;
    if (playerQuestionsThisExamination === 0 && (examination === 'redirect' || examination === 'recross')) return `Waive ${examination}`;
    return 'No further questions';
  },
  /** Whose move it is: the live status, or `ended` for a read-only or finished session. */
  awaiting: (s: TrialStore) => (s.readOnly || s.room.ended ? 'ended' : (s.status?.awaiting ?? 'start')),
  currentWitness: (s: TrialStore) => s.brief?.witnesses.find((w) => w.id === s.room.witnessId) ?? null,
  /** The student's own elicits for one witness (derived: use with useShallow). */
  elicitsFor: (witnessId: string | null) => (s: TrialStore) => (s.brief?.elicits ?? []).filter((e) => e.witnessId === witnessId || e.witnessId === null),
  isEstablished: (elicitId: string) => (s: TrialStore) => s.room.established.includes(elicitId),
  /** The cross outline of the witness on the stand, once cross has begun. */
  outline: (s: TrialStore) => (s.room.witnessId ? (s.room.outlines[s.room.witnessId] ?? null) : null),
};

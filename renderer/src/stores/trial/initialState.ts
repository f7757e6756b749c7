import type { PackSummary } from '../../../../shared/contract/schemas/packs';
import type { AdaptiveTrialDials, SessionSummary, TrialStatus } from '../../../../shared/contract';
import type { TrialDebugItem } from '../../../../shared/contract/schemas/trialDebug';
import type { TrialBrief } from '../../../../shared/contract/schemas/trialRoom';
import { ALL_EXAMINATIONS, type ExaminationType, type SessionEvent, type Side } from '../../../../shared/domain';
import { emptyRoom, type RoomView } from './roomFold';
import type { WitnessScope } from './setupPlan';

/** What the student picks before the trial opens. */
export interface TrialSetup {
  packId: string | null;
  side: Side;
  witnessId: string | null;
  /** Call every witness (the chosen one first), or only the first. */
  witnessScope: WitnessScope;
  /** Examinations held for each witness, in trial order; direct always. */
  examinations: ExaminationType[];
  seed: number | null;
  witnesses: { id: string; name: string; side: string; role: string }[];
  /** Hold the whole trial: openings, the motion, closings, instructions and the verdict. */
  wholeTrial: boolean;
  /** Per-side time budgets (AMTA defaults), with the whole trial. */
  timed: boolean;
  /** Each part's budget per side, in minutes (the AMTA defaults until changed). */
  budgetMinutes: Record<BudgetPartName, number>;
  /** The dials the skills profile set, when the student opted into difficulty that follows them; null: Settings' dials. */
  adaptive: AdaptiveTrialDials | null;
}

export type BudgetPartName = 'opening' | 'direct' | 'cross' | 'closing';
/** AMTA-like minutes per side, as main's defaults. */
export const AMTA_MINUTES: Record<BudgetPartName, number> = { opening: 5, direct: 25, cross: 20, closing: 5 };

/** A warning that the draft question repeats an earlier one. */
export interface DuplicateWarning {
  questionId: string;
  text: string;
  similarity: number;
  wouldBlock: boolean;
}

export interface TrialState {
  trialPacks: PackSummary[];
  savedSessions: SessionSummary[];
  setup: TrialSetup;
  sessionId: string | null;
  brief: TrialBrief | null;
  events: SessionEvent[];
  /** The fold of `events`; replaced only when events arrive, so streaming tokens leave it alone. */
  room: RoomView;
  status: TrialStatus | null;
  /** The session is stored but not live in this app process (it was restarted): read only. */
  readOnly: boolean;
  /** The witness answer being revealed, delta by delta. */
  streaming: { questionId: string; text: string } | null;
  /** The move in flight, as the room shows it until its events arrive (a model may take seconds). */
  inFlight: MoveInFlight | null;
  /** The score changes of the last move, for the live score's deltas. */
  lastDeltas: number[];
  busy: string | null;
  error: string | null;
  duplicate: DuplicateWarning | null;
  debugOpen: boolean;
  /** The live session's latest `trial.debug` items, oldest first; kept only while the debug panel watches. */
  debugItems: TrialDebugItem[];
  elicitsHidden: boolean;
}

export const initialTrialState: TrialState = {
  trialPacks: [],
  savedSessions: [],
  setup: { packId: null, side: 'plaintiff', witnessId: null, witnessScope: 'all', examinations: [...ALL_EXAMINATIONS], seed: null, witnesses: [], wholeTrial: false, timed: false, budgetMinutes: { ...AMTA_MINUTES }, adaptive: null },
  sessionId: null,
  brief: null,
  events: [],
  room: emptyRoom(),
  status: null,
  readOnly: false,
  streaming: null,
  inFlight: null,
  lastDeltas: [],
  busy: null,
  error: null,
  duplicate: null,
  debugOpen: false,
  debugItems: [],
  elicitsHidden: false,
};

/** What the student is waiting for. */
export type MoveInFlight = { kind: 'ask'; question: string } | { kind: 'counselTurn' } | { kind: 'respond'; objected: boolean } | { kind: 'next' } | { kind: 'speech' } | { kind: 'motion' } | { kind: 'exhibit' } | { kind: 'strike' };

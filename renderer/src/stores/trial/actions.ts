import type { StateCreator } from 'zustand';
import { ApiCallError, type AdaptiveTrialDials, type ProcedureInput, type TrialStepResult } from '../../../../shared/contract';
import { ALL_EXAMINATIONS, toggleExamination, type ExaminationType, type ObjectionGround, type SessionEvent, type Side } from '../../../../shared/domain';
import { api } from '../../api';
import type { BudgetPartName, MoveInFlight, TrialSetup, TrialState } from './initialState';
import { emptyRoom, foldRoom } from './roomFold';
import { plainNames, roomNamesOf } from './roomNames';
import { plannedWitnesses, type WitnessScope } from './setupPlan';

/** The setup's minutes as the budgets main takes (whole milliseconds, at least one). */
function budgetsMs(minutes: Record<BudgetPartName, number>): Record<BudgetPartName, number> {
  const ms = (value: number) => Math.max(1, Math.round(value * 60_000));
  return { opening: ms(minutes.opening), direct: ms(minutes.direct), cross: ms(minutes.cross), closing: ms(minutes.closing) };
}

export interface TrialActions {
  loadSetup(): Promise<void>;
  choosePack(packId: string): Promise<void>;
  chooseSide(side: Side): void;
  chooseWitness(witnessId: string | null): void;
  chooseWitnessScope(scope: WitnessScope): void;
  /** Turns an examination on or off, keeping the chain (redirect needs cross, recross redirect). */
  toggleExamination(examination: ExaminationType, on: boolean): void;
  chooseSeed(seed: number | null): void;
  /** Opt into (dials) or out of (null) difficulty that follows the student. */
  chooseAdaptive(adaptive: AdaptiveTrialDials | null): void;
  /** The whole trial on or off, and its time budgets. */
  chooseWholeTrial(on: boolean, timed: boolean): void;
  /** One part's budget per side, in minutes; a value that is not a positive number keeps the old one. */
  chooseBudget(part: BudgetPartName, minutes: number): void;
  /** The player's opening (or its reservation), closing or rebuttal, with the pane's timer. */
  giveSpeech(part: 'opening' | 'closing', text: string, durationMs: number, reserve?: boolean): Promise<boolean>;
  moveForDirectedVerdict(): Promise<void>;
  start(): Promise<void>;
  /** Reopens a stored session: its brief, its whole log folded, and where it stands. */
  resume(sessionId: string): Promise<void>;
  /** Resumes the session this tab last had open, if any (after a reload). */
  resumeLast(): Promise<void>;
  ask(question: string): Promise<boolean>;
  respond(ground: ObjectionGround | null): Promise<void>;
  counselTurn(): Promise<void>;
  next(): Promise<void>;
  /** Moves to strike the witness's last answer as nonresponsive. */
  strike(): Promise<void>;
  /** The student's step with an exhibit (mark, show, approach, offer, publish, impeach). */
  exhibit(action: ProcedureInput<'exhibits.act'>['action']): Promise<void>;
  checkDuplicate(question: string): Promise<void>;
  /** Appends a streamed delta of the witness's answer. */
  receiveToken(questionId: string, delta: string): void;
  leave(): Promise<void>;
  toggleDebug(): void;
  /**
   * Starts keeping the open session's `trial.debug` items (the last DEBUG_ITEMS_KEPT); the
   * returned function stops and forgets them. The debug panel watches only while it is open.
   */
  watchDebug(): () => void;
  toggleElicits(): void;
  dismissError(): void;
}

export type TrialStore = TrialState & TrialActions;

const LAST_SESSION_KEY = 'moot.trial.lastSession';
/** Pace of the revealed answer when the transport sends it whole: about 60 words a second. */
const REVEAL_WORDS = 3;
const REVEAL_MS = 40;
/** Debug items kept per session: enough for the panel's short lists, never a growing log. */
export const DEBUG_ITEMS_KEPT = 50;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const createTrialActions: StateCreator<TrialStore, [['zustand/devtools', never]], [], TrialActions> = (set, get) => {
  // Only the newest dedup check may set the warning: an older answer arriving late is stale.
  let latestCheck = 0;
  const names = () => {
    const brief = get().brief;
    return brief ? roomNamesOf(brief) : plainNames;
  };

  /**
   * Questions whose stored answer has arrived with its move. Their live `witness.token` deltas
   * may still be on their way (SSE and the move's response are separate connections, and on a
   * busy machine the response can overtake the stream): those late deltas are dropped, because
   * the stored answer now drives what the room shows.
   */
  const settling = new Set<string>();
  const answered = (questionId: string) => {
    const { events } = get();
    for (let i = events.length - 1; i >= 0; i--) {
      const event = events[i]!;
      if (event.type === 'AnswerGiven' && event.questionId === questionId) return true;
    }
    return false;
  };
  const appendStreamed = (questionId: string, delta: string, label: string) =>
    set((state) => ({ streaming: { questionId, text: (state.streaming?.questionId === questionId ? state.streaming.text : '') + delta } }), false, label);

  /**
   * Reveals each stored answer in small deltas: the part that has not streamed live yet (all of
   * it when nothing streamed). A live text that is not the start of the stored answer (a
   * fallback replaced it) is left as it is: the fold replaces it with the stored answer.
   */
  async function reveal(events: readonly SessionEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'AnswerGiven') continue;
      settling.add(event.questionId);
      const streamed = get().streaming;
      const shown = streamed?.questionId === event.questionId ? streamed.text : null;
      if (shown !== null && !event.text.startsWith(shown)) continue;
      if (shown === null) set({ streaming: { questionId: event.questionId, text: '' } }, false, 'reveal/start');
      const words = event.text.slice(shown?.length ?? 0).split(/(?<=\s)/).filter(Boolean);
      for (let i = 0; i < words.length; i += REVEAL_WORDS) {
        appendStreamed(event.questionId, words.slice(i, i + REVEAL_WORDS).join(''), 'reveal/delta');
        await sleep(REVEAL_MS);
      }
    }
  }

  /** Runs one move: the events are revealed, folded, and the status kept. */
  async function move(inFlight: MoveInFlight, call: () => Promise<TrialStepResult>): Promise<boolean> {
    const label = inFlight.kind;
    if (get().busy) return false;
    latestCheck++;
    set({ busy: label, inFlight, error: null, duplicate: null }, false, `${label}/start`);
    try {
      const { events, status } = await call();
      await reveal(events);
      const deltas = events.flatMap((e) => (e.type === 'ScoreChanged' ? [e.delta] : []));
      set(
        (state) => ({
          events: [...state.events, ...events],
          room: foldRoom(state.room, events, names()),
          status,
          streaming: null,
          // The badge shows this move's changes only: a move that scored nothing clears it.
          lastDeltas: deltas,
        }),
        false,
        `${label}/success`,
      );
      return true;
    } catch (error) {
      set({ error: messageOf(error), streaming: null }, false, `${label}/failure`);
      return false;
    } finally {
      // Folded answers are known to `answered` now; an unfolded one (a failed move) is not
      // waited for any more.
      settling.clear();
      set({ busy: null, inFlight: null }, false, `${label}/done`);
    }
  }

  const sessionId = () => {
    const id = get().sessionId;
    if (!id) throw new Error('No trial is open.');
    return id;
  };

  const patchSetup = (patch: Partial<TrialSetup>, label: string) => set((state) => ({ setup: { ...state.setup, ...patch } }), false, label);

  return {
    async loadSetup() {
      try {
        const [{ packs }, { sessions }] = await Promise.all([api.call('packs.list', {}), api.call('sessions.list', {})]);
        const trialPacks = packs.filter((pack) => pack.kind === 'trial');
        set({ trialPacks, savedSessions: sessions.filter((s) => s.kind === 'trial') }, false, 'loadSetup/success');
        const { packId } = get().setup;
        if (!packId && trialPacks[0]) await get().choosePack(trialPacks[0].id);
      } catch (error) {
        set({ error: messageOf(error) }, false, 'loadSetup/failure');
      }
    },

    async choosePack(packId) {
      patchSetup({ packId, witnessId: null, witnesses: [] }, 'choosePack');
      try {
        const inspection = await api.call('packs.inspect', { id: packId });
        if (get().setup.packId === packId) patchSetup({ witnesses: inspection.witnesses }, 'choosePack/witnesses');
      } catch (error) {
        set({ error: messageOf(error) }, false, 'choosePack/failure');
      }
    },

    chooseSide(side) {
      patchSetup({ side }, 'chooseSide');
    },

    chooseWitness(witnessId) {
      patchSetup({ witnessId }, 'chooseWitness');
    },

    chooseWitnessScope(witnessScope) {
      patchSetup({ witnessScope }, 'chooseWitnessScope');
    },

    toggleExamination(examination, on) {
      patchSetup({ examinations: toggleExamination(get().setup.examinations, examination, on) }, 'toggleExamination');
    },

    chooseSeed(seed) {
      patchSetup({ seed }, 'chooseSeed');
    },

    chooseAdaptive(adaptive) {
      patchSetup({ adaptive }, 'chooseAdaptive');
    },

    chooseWholeTrial(wholeTrial, timed) {
      patchSetup({ wholeTrial, timed: wholeTrial && timed }, 'chooseWholeTrial');
    },

    chooseBudget(part, minutes) {
      if (!(minutes > 0)) return;
      patchSetup({ budgetMinutes: { ...get().setup.budgetMinutes, [part]: minutes } }, 'chooseBudget');
    },

    giveSpeech(part, text, durationMs, reserve) {
      const input = { sessionId: sessionId(), text, durationMs: Math.round(durationMs), ...(reserve ? { reserve: true } : {}) };
      return move({ kind: 'speech' }, async () => api.call(part === 'opening' ? 'trial.opening' : 'trial.closing', input));
    },

    async moveForDirectedVerdict() {
      await move({ kind: 'motion' }, async () => api.call('trial.motion', { sessionId: sessionId() }));
    },

    async start() {
      const setup = get().setup;
      const { packId, side, witnessId, witnessScope, examinations, seed, wholeTrial, timed, budgetMinutes, adaptive } = setup;
      if (!packId) return;
      // The default order is the engine's own: send an order only when the student changed it.
      const order = witnessId || witnessScope === 'first' ? plannedWitnesses(setup).map((w) => w.id) : undefined;
      const allHeld = examinations.length === ALL_EXAMINATIONS.length;
      set({ busy: 'start', error: null }, false, 'start/begin');
      try {
        const started = await api.call('trial.start', {
          packId,
          playerSide: side,
          ...(order && order.length > 0 ? { witnessIds: order } : {}),
          ...(allHeld ? {} : { examinations }),
          ...(seed !== null ? { seed } : {}),
          ...(wholeTrial ? { trial: { timed: timed ? { budgets: budgetsMs(budgetMinutes) } : null } } : {}),
          ...(adaptive ? { adaptive } : {}),
        });
        const id = started.status.sessionId;
        const brief = await api.call('trialRoom.brief', { sessionId: id });
        localStorage.setItem(LAST_SESSION_KEY, id);
        set(
          { sessionId: id, brief, debugItems: [], events: started.events, room: foldRoom(emptyRoom(), started.events, roomNamesOf(brief)), status: started.status, readOnly: false, lastDeltas: [], elicitsHidden: brief.hideElicitChecklist },
          false,
          'start/success',
        );
      } catch (error) {
        set({ error: messageOf(error) }, false, 'start/failure');
      } finally {
        set({ busy: null }, false, 'start/done');
      }
    },

    async resume(id) {
      set({ busy: 'resume', error: null }, false, 'resume/begin');
      try {
        const [brief, { events }] = await Promise.all([api.call('trialRoom.brief', { sessionId: id }), api.call('trialRoom.log', { sessionId: id })]);
        let status = null;
        let readOnly = false;
        let problem: string | null = null;
        try {
          status = await api.call('trial.status', { sessionId: id });
        } catch (error) {
          // A stored session the engine cannot continue is still the student's record: it opens
          // read only (transcript, score, Review), with the reason.
          readOnly = true;
          if (!(error instanceof ApiCallError && error.code === 'not_found')) problem = `This session cannot continue: ${messageOf(error)} You can still read it and open its Review.`;
        }
        localStorage.setItem(LAST_SESSION_KEY, id);
        set({ sessionId: id, brief, debugItems: [], events, room: foldRoom(emptyRoom(), events, roomNamesOf(brief)), status, readOnly, lastDeltas: [], error: problem, elicitsHidden: brief.hideElicitChecklist }, false, 'resume/success');
      } catch (error) {
        set({ error: messageOf(error) }, false, 'resume/failure');
      } finally {
        set({ busy: null }, false, 'resume/done');
      }
    },

    async resumeLast() {
      const id = localStorage.getItem(LAST_SESSION_KEY);
      if (id && !get().sessionId) await get().resume(id);
    },

    ask(question) {
      return move({ kind: 'ask', question }, async () => api.call('trial.ask', { sessionId: sessionId(), question }));
    },

    async respond(ground) {
      await move({ kind: 'respond', objected: ground !== null }, async () => api.call('trial.respond', { sessionId: sessionId(), ground }));
    },

    async counselTurn() {
      await move({ kind: 'counselTurn' }, async () => api.call('trial.counselTurn', { sessionId: sessionId() }));
    },

    async next() {
      await move({ kind: 'next' }, async () => api.call('trial.next', { sessionId: sessionId() }));
    },

    async strike() {
      await move({ kind: 'strike' }, async () => api.call('trial.strike', { sessionId: sessionId() }));
    },

    async exhibit(action) {
      await move({ kind: 'exhibit' }, async () => api.call('exhibits.act', { sessionId: sessionId(), action }));
    },

    async checkDuplicate(question) {
      const check = ++latestCheck;
      const id = get().sessionId;
      // While a move is in flight the log is changing: the question being asked would be found
      // as a repeat of itself. The box is checked again once it is emptied or edited.
      if (!id || !question.trim() || get().busy) {
        if (get().duplicate) set({ duplicate: null }, false, 'checkDuplicate/clear');
        return;
      }
      try {
        const { duplicate } = await api.call('trialRoom.checkDuplicate', { sessionId: id, question });
        if (check === latestCheck) set({ duplicate }, false, 'checkDuplicate/success');
      } catch {
        // The warning is advisory: a failed check must not get in the student's way.
        if (check === latestCheck) set({ duplicate: null }, false, 'checkDuplicate/failure');
      }
    },

    receiveToken(questionId, delta) {
      if (settling.has(questionId) || answered(questionId)) return;
      appendStreamed(questionId, delta, 'receiveToken');
    },

    async leave() {
      localStorage.removeItem(LAST_SESSION_KEY);
      // The saved sessions are fetched before the room closes: the setup never shows them as
      // they were before this trial (a stale list, then a jump).
      await get().loadSetup();
      set({ sessionId: null, brief: null, debugItems: [], events: [], room: emptyRoom(), status: null, readOnly: false, streaming: null, lastDeltas: [], duplicate: null }, false, 'leave');
    },

    toggleDebug() {
      set((state) => ({ debugOpen: !state.debugOpen }), false, 'toggleDebug');
    },

    watchDebug() {
      const unsubscribe = api.subscribe('trial.debug', (item) => {
        if (item.sessionId !== get().sessionId) return;
        set((state) => ({ debugItems: [...state.debugItems.slice(-(DEBUG_ITEMS_KEPT - 1)), item] }), false, 'watchDebug/item');
      });
      return () => {
        unsubscribe();
        set({ debugItems: [] }, false, 'watchDebug/stop');
      };
    },

    toggleElicits() {
      set((state) => ({ elicitsHidden: !state.elicitsHidden }), false, 'toggleElicits');
    },

    dismissError() {
      set({ error: null }, false, 'dismissError');
    },
  };
};

import { create } from 'zustand';
import type { JobProgress } from '../../../../shared/contract';
import type { EvaluationOverviewResult, RatableTurn, ScheduleResult } from '../../../../shared/contract/schemas/evaluation';
import { api } from '../../api';
import { saveBytes } from '../library/fileBytes';

export interface EvaluationState {
  /** Ratable agent turns of the session open in Review. */
  turnsSessionId: string | null;
  turns: RatableTurn[];
  /** The turn a worst-case link asked Review to show. */
  focusCaseId: string | null;
  overview: EvaluationOverviewResult | null;
  running: boolean;
  /** The background evaluation's settings and its latest progress. */
  schedule: ScheduleResult | null;
  jobProgress: JobProgress | null;
  notice: string | null;
  error: string | null;
}

export interface EvaluationActions {
  loadTurns(sessionId: string): Promise<void>;
  rate(sessionId: string, eventSeq: number, stars: number, comment: string): Promise<void>;
  loadOverview(): Promise<void>;
  /** Evaluates the latest sessions with the deterministic evaluators, then reloads the overview. */
  runLatest(latest: number): Promise<void>;
  exportRatings(): Promise<void>;
  importRatings(file: File): Promise<void>;
  focusCase(caseId: string | null): void;
  loadSchedule(): Promise<void>;
  /** Saves the background evaluation's switch and size; false (with `error` set) when it could not. */
  updateSchedule(settings: { enabled: boolean; latest: number }): Promise<boolean>;
  cancelSchedule(): Promise<void>;
  /** Follows the background evaluation's `job.progress`; returns the unsubscribe. */
  followJob(): () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Ratings in Review and the Evaluation screen's overview. */
export const useEvaluationStore = create<EvaluationState & EvaluationActions>()((set, get) => ({
  turnsSessionId: null,
  turns: [],
  focusCaseId: null,
  overview: null,
  running: false,
  schedule: null,
  jobProgress: null,
  notice: null,
  error: null,

  async loadTurns(sessionId) {
    set({ turnsSessionId: sessionId, turns: [], error: null });
    try {
      const { turns } = await api.call('evaluation.cases', { sessionId });
      if (get().turnsSessionId === sessionId) set({ turns });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  async rate(sessionId, eventSeq, stars, comment) {
    try {
      await api.call('evaluation.rate', { sessionId, eventSeq, stars, comment: comment || null });
      set({ turns: get().turns.map((turn) => (turn.eventSeq === eventSeq ? { ...turn, stars, comment: comment || null } : turn)), notice: `Rated turn ${eventSeq}: ${stars} of 5.` });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  async loadOverview() {
    try {
      set({ overview: await api.call('evaluation.overview', {}), error: null });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  async runLatest(latest) {
    set({ running: true, error: null, notice: 'Evaluating…' });
    try {
      const { evaluated } = await api.call('evaluation.run', { latest });
      await get().loadOverview();
      set({ notice: `Evaluated ${evaluated.length} session${evaluated.length === 1 ? '' : 's'}.` });
    } catch (error) {
      set({ error: messageOf(error), notice: null });
    } finally {
      set({ running: false });
    }
  },

  async exportRatings() {
    try {
      const { fileName, text, count } = await api.call('evaluation.exportRatings', {});
      saveBytes(fileName, new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, 'application/jsonl');
      set({ notice: `Exported ${count} rated turn${count === 1 ? '' : 's'} to ${fileName}.` });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  async importRatings(file) {
    try {
      const { imported } = await api.call('evaluation.importRatings', { text: await file.text(), fileName: file.name });
      await get().loadOverview();
      set({ notice: `Imported ${imported} rated turn${imported === 1 ? '' : 's'} from ${file.name}.`, error: null });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  focusCase(caseId) {
    set({ focusCaseId: caseId });
  },

  async loadSchedule() {
    try {
      set({ schedule: await api.call('evaluation.schedule', {}) });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  async updateSchedule(settings) {
    try {
      set({ schedule: await api.call('evaluation.updateSchedule', settings), error: null });
      return true;
    } catch (error) {
      set({ error: messageOf(error) });
      return false;
    }
  },

  async cancelSchedule() {
    const jobId = get().schedule?.jobId;
    if (!jobId) return;
    try {
      await api.call('jobs.cancel', { jobId });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },

  followJob() {
    return api.subscribe('job.progress', (progress) => {
      if (progress.kind !== 'evaluation' || progress.jobId !== get().schedule?.jobId) return;
      set({ jobProgress: progress });
      if (progress.state !== 'running') void get().loadOverview();
    });
  },
}));

import type { StateCreator } from 'zustand';
import { ApiCallError } from '../../../../shared/contract';
import { api } from '../../api';
import { base64ToBytes, saveBytes } from '../library/fileBytes';
import type { ReviewState } from './initialState';

export interface ReviewActions {
  loadSessions(): Promise<void>;
  /** Loads one session: a trial's report, brief and log, or an interview's transcript and report. */
  open(sessionId: string): Promise<void>;
  /** Saves the report the screen shows (`reportHtml`, a whole document) as an HTML file. */
  exportHtml(reportHtml: string): Promise<void>;
  /**
   * Saves the same report as PDF (sessions.exportPdf, desktop app). Where main cannot print (web
   * mode) it opens the browser's print dialog instead, whose print stylesheet keeps the charts.
   */
  exportPdf(reportHtml: string): Promise<void>;
}

export type ReviewStore = ReviewState & ReviewActions;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createReviewActions: StateCreator<ReviewStore, [['zustand/devtools', never]], [], ReviewActions> = (set, get) => ({
  async loadSessions() {
    try {
      const { sessions } = await api.call('sessions.list', {});
      set({ sessions: sessions.filter((s) => s.kind === 'trial' || s.kind === 'consultation') }, false, 'loadSessions/success');
    } catch (error) {
      set({ error: messageOf(error) }, false, 'loadSessions/failure');
    }
  },

  async open(sessionId) {
    set({ sessionId, loading: true, error: null, notice: null, result: null, consultation: null }, false, 'open/start');
    try {
      if (get().sessions.find((s) => s.id === sessionId)?.kind === 'consultation') {
        const [room, report] = await Promise.all([api.call('consultation.view', { sessionId }), api.call('consultation.report', { sessionId })]);
        if (get().sessionId === sessionId) set({ consultation: { room, report } }, false, 'open/consultation');
      } else {
        const result = await api.call('trialRoom.report', { sessionId });
        if (get().sessionId === sessionId) set({ result }, false, 'open/success');
      }
    } catch (error) {
      set({ error: messageOf(error), result: null, consultation: null }, false, 'open/failure');
    } finally {
      set({ loading: false }, false, 'open/done');
    }
  },

  async exportHtml(reportHtml) {
    const { sessionId, sessions } = get();
    if (!sessionId) return;
    const title = sessions.find((s) => s.id === sessionId)?.title ?? 'report';
    const fileName = `${title.normalize('NFKD').replace(/[^\w\- ]+/g, '').trim().replace(/\s+/g, '-').slice(0, 80) || 'transcript'}.html`;
    saveBytes(fileName, new TextEncoder().encode(reportHtml), 'text/html');
    set({ notice: `Exported ${fileName}.`, error: null }, false, 'exportHtml/success');
  },

  async exportPdf(reportHtml) {
    const { sessionId } = get();
    if (!sessionId) return;
    try {
      const { fileName, pdfBase64 } = await api.call('sessions.exportPdf', { sessionId, reportHtml });
      saveBytes(fileName, base64ToBytes(pdfBase64), 'application/pdf');
      set({ notice: `Exported ${fileName}.` }, false, 'exportPdf/success');
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'unavailable') {
        set({ notice: 'Printing: choose "Save as PDF" as the printer.' }, false, 'exportPdf/print');
        window.print();
        return;
      }
      set({ error: messageOf(error) }, false, 'exportPdf/failure');
    }
  },
});

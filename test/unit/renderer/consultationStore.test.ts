import { describe, expect, it } from 'vitest';
import { communicationBars } from '../../../renderer/src/screens/consultation/communicationBars';
import type { ConsultationStore } from '../../../renderer/src/stores/consultation/actions';
import { initialConsultationState } from '../../../renderer/src/stores/consultation/initialState';
import { consultationSelectors } from '../../../renderer/src/stores/consultation/selectors';
import type { ConsultationReport, ConsultationRoom } from '../../../shared/contract';

const room = (over: Partial<ConsultationRoom> = {}): ConsultationRoom => ({
  sessionId: 's1',
  packId: 'p',
  title: 'T',
  clientName: 'C',
  studentBrief: '',
  setting: '',
  preset: 'medium',
  transcript: [],
  trust: 0.5,
  ended: false,
  adviceGiven: false,
  notes: '',
  ...over,
});
const state = (over: Partial<ConsultationStore> = {}) => ({ ...initialConsultationState, ...over }) as ConsultationStore;

describe('consultationSelectors.view (which part of the room shows)', () => {
  it('moves from setup to the interview, the advice form and the report', () => {
    expect(consultationSelectors.view(state())).toBe('setup');
    expect(consultationSelectors.view(state({ room: room() }))).toBe('interview');
    expect(consultationSelectors.view(state({ room: room(), advising: true }))).toBe('advice');
    // The client ended the meeting: the student may still write the advice.
    expect(consultationSelectors.view(state({ room: room({ ended: true }) }))).toBe('advice');
    expect(consultationSelectors.view(state({ room: room({ ended: true, adviceGiven: true }) }))).toBe('report');
    expect(consultationSelectors.view(state({ room: room({ ended: true }), report: {} as ConsultationReport }))).toBe('report');
  });

  it('gives the same empty transcript for no room, so components do not re-render', () => {
    expect(consultationSelectors.transcript(state())).toBe(consultationSelectors.transcript(state()));
    expect(consultationSelectors.trust(state({ room: room({ trust: null }) }))).toBeNull();
  });
});

describe('communicationBars', () => {
  const communication: ConsultationReport['communication'] = {
    questions: 4,
    open: 3,
    closed: 1,
    statements: 0,
    openRatio: 0.75,
    oneAtATime: 1,
    jargonTurns: 1,
    jargonTerms: ['tenancy'],
    plainWords: [],
    summaries: 1,
    empathy: 2,
    judgemental: 0,
    interruptions: 0,
    trustStart: 0.4,
    trustEnd: 0.62,
    score: 7,
  };

  it('turns the measures into 0..1 bars where more is better', () => {
    expect(communicationBars(communication)).toEqual([
      { label: 'Open questions', value: 0.75 },
      { label: 'One question at a time', value: 1 },
      { label: 'Plain language', value: 0.75 },
      { label: 'Summarising back', value: 0.5 },
      { label: 'Trust at the end', value: 0.62 },
    ]);
  });

  it('says "not measured" (null) rather than zero before any question', () => {
    const bars = communicationBars({ ...communication, questions: 0, openRatio: null, oneAtATime: null, jargonTurns: 0, summaries: 0 });
    expect(bars.slice(0, 4).map((b) => b.value)).toEqual([null, null, null, null]);
  });
});

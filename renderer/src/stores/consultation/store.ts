import { create } from 'zustand';
import { devtools } from 'zustand/middleware';
import { createConsultationActions, type ConsultationStore } from './actions';
import { initialConsultationState } from './initialState';

/** The consultation room: choosing a pack and preset, the interview, the advice and the report. */
export const useConsultationStore = create<ConsultationStore>()(
  devtools((...args) => ({ ...initialConsultationState, ...createConsultationActions(...args) }), { name: 'consultation', enabled: import.meta.env.DEV }),
);

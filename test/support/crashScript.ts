import type { NewEvent, SessionFold, StoredEvent } from '../../main/store';

/** The scripted session the crash test's child plays, step by step, forever. */
export const CRASH_SESSION_ID = 'crash-session';
export const CRASH_SNAPSHOT_EVERY = 25;
export const CRASH_MODEL_ID = 'crash-test-model';

const TYPES = ['QuestionAsked', 'ObjectionRaised', 'RulingMade', 'AnswerGiven', 'ElicitEstablished', 'ScoreChanged'];

/** Turn step `step` (from 0): 1 to 6 events whose payloads say where they belong. */
export function intendedStep(step: number): NewEvent[] {
  const size = (step % 6) + 1;
  return Array.from({ length: size }, (_, index) => ({
    type: TYPES[index] as string,
    payload: { step, index, size, text: `step ${step} event ${index} `.repeat((step * 7 + index) % 40) },
  }));
}

/** The memory chunk written with each step, in the same transaction. */
export function intendedEmbedding(step: number): Float32Array {
  const vector = new Float32Array(384);
  vector[step % 384] = 1;
  const second = (step * 7 + 3) % 384;
  vector[second] = (vector[second] as number) + 0.5;
  return vector;
}

export interface CrashState {
  steps: number;
  events: number;
  checksum: number;
}

/** A fold with enough in it to notice a lost, doubled or reordered event. */
export const crashFold: SessionFold<CrashState> = {
  id: 'crash-fold-v1',
  initial: () => ({ steps: 0, events: 0, checksum: 7 }),
  apply(state, event: StoredEvent) {
    const payload = event.payload as { step: number; index: number; size: number };
    let checksum = state.checksum;
    for (const char of `${event.seq}:${event.type}:${payload.step}:${payload.index}`) checksum = (checksum * 31 + char.charCodeAt(0)) % 2_147_483_647;
    return { steps: state.steps + (payload.index === payload.size - 1 ? 1 : 0), events: state.events + 1, checksum };
  },
};

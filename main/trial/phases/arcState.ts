import type { EventOf, SessionEvent, Side } from '../../../shared/domain';

/** What the arc's events say so far: a fold over the session log. */
export interface ArcState {
  openings: Partial<Record<Side, EventOf<'OpeningGiven'>>>;
  /** A reserved defense opening delivered at the start of the defense case. */
  deferredOpening: EventOf<'OpeningGiven'> | null;
  motion: EventOf<'MotionRuled'> | null;
  closings: EventOf<'ClosingGiven'>[];
  instructions: EventOf<'InstructionsRead'> | null;
  verdict: EventOf<'VerdictReached'> | null;
}

export const emptyArcState = (): ArcState => ({ openings: {}, deferredOpening: null, motion: null, closings: [], instructions: null, verdict: null });

/** Folds one event into the arc state (in place); events of the examinations are ignored. */
export function applyArcEvent(state: ArcState, event: SessionEvent): ArcState {
  switch (event.type) {
    case 'OpeningGiven':
      if (state.openings[event.side]) state.deferredOpening = event;
      else state.openings[event.side] = event;
      break;
    case 'MotionRuled':
      state.motion = event;
      break;
    case 'ClosingGiven':
      state.closings.push(event);
      break;
    case 'InstructionsRead':
      state.instructions = event;
      break;
    case 'VerdictReached':
      state.verdict = event;
      break;
    default:
      break;
  }
  return state;
}

export function foldArc(events: Iterable<SessionEvent>): ArcState {
  const state = emptyArcState();
  for (const event of events) applyArcEvent(state, event);
  return state;
}

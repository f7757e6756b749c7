import { isTrialArcEvent, type SessionEvent } from '../../../shared/domain';
import { applyEvent } from '../TestimonyState';
import { TrialSession, type TrialSessionOptions } from '../TrialSession';
import { resumeTrialSession } from '../resumeTrialSession';
import type { TrialArcOptions } from './arcConfig';
import { TrialArc } from './TrialArc';

export interface TrialArcSessionOptions extends TrialSessionOptions {
  /** The parts around the examinations; absent: the session only examines witnesses. */
  arc?: TrialArcOptions | undefined;
}

function arcSetup(options: TrialArcSessionOptions) {
  return { scenario: options.scenario, playerSide: options.playerSide, arc: options.arc, matcher: options.matcher };
}

/** A new trial: the session with its arc (which only forwards when no part is held). */
export function createTrialArc(options: TrialArcSessionOptions): TrialArc {
  const holdEnd = TrialArc.holdsParts(options.scenario, options.arc);
  return new TrialArc(new TrialSession({ ...options, holdEnd }), arcSetup(options));
}

/**
 * A stored trial resumed. The examinations replay through `resumeTrialSession` without the arc's
 * events (and, when the arc holds parts, without the `SessionEnded` it wrote); the arc's events are
 * folded back as stored. A session stored before the arc existed replays exactly as before.
 */
export async function resumeTrialArc(options: TrialArcSessionOptions, stored: readonly SessionEvent[]): Promise<TrialArc> {
  const holdEnd = TrialArc.holdsParts(options.scenario, options.arc);
  const examinations = stored.filter((event) => !isTrialArcEvent(event) && !(holdEnd && event.type === 'SessionEnded'));
  const session = await resumeTrialSession({ ...options, holdEnd }, examinations);
  const arc = new TrialArc(session, arcSetup(options));
  arc.restore(stored);
  if (holdEnd && stored.some((event) => event.type === 'SessionEnded')) applyEvent(session.state, { type: 'SessionEnded', reason: 'completed' });
  return arc;
}

import type { EventOf, TrialArcEventType } from '../../../../shared/domain';

const SIDE = { plaintiff: 'plaintiff', defense: 'defense' } as const;
const who = (by: 'player' | 'opposing_counsel', side: 'plaintiff' | 'defense') => `${by === 'player' ? 'Your' : "Counsel's"} (${SIDE[side]})`;

/** The transcript text of one event of the trial's arc (openings, motion, closings, instructions, verdict). */
export function arcLineText(event: EventOf<TrialArcEventType>): string {
  switch (event.type) {
    case 'OpeningGiven':
      return event.reserved ? `${who(event.by, event.side)} opening is reserved.` : `${who(event.by, event.side)} opening: ${event.text}`;
    case 'MotionRuled':
      // The judge's reason opens with its own "Granted." or "Denied." (as the CLI prints it): said once here.
      return `Motion for a directed verdict by the ${event.side}: ${event.granted ? 'granted' : 'denied'}. ${event.reason.replace(/^(?:Granted|Denied)\.\s*/, '')}`;
    case 'ClosingGiven': {
      const part = event.part === 'rebuttal' ? 'rebuttal' : 'closing';
      if (event.waived) return `${who(event.by, event.side)} ${part} is waived.`;
      const objections = event.objections.map((o) => ` Objection (${o.ground.replace(/_/g, ' ')}): ${o.ruling}. ${o.reason}`).join('');
      return `${who(event.by, event.side)} ${part}: ${event.text}${objections}`;
    }
    case 'InstructionsRead':
      return `The judge instructs the jury: ${event.instructions.map((i) => i.title).join('; ') || 'no written instructions'}.`;
    case 'VerdictReached':
      return `Verdict for the ${event.for}${event.directed ? ' (directed)' : ''}. ${event.reason}${event.deliberation ? ` The jury's deliberation: ${event.deliberation}` : ''}`;
    case 'TimeRanOut':
      return event.notice;
  }
}

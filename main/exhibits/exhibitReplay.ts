import type { ObjectionGround, SessionEvent } from '../../shared/domain';
import type { ExhibitAction } from './ExhibitDesk';
import { objectionGroundOf } from './exhibitRuling';

/** The player's exhibit step that made a stored event, for resuming a session; null if it is not one. */
export function exhibitActionOf(event: SessionEvent): ExhibitAction | null {
  if (!('by' in event) || event.by !== 'player') return null;
  switch (event.type) {
    case 'ExhibitMarked':
      return { kind: 'mark', exhibit: event.exhibitId };
    case 'ExhibitShownToCounsel':
      return { kind: 'show', exhibit: event.exhibitId };
    case 'WitnessApproached':
      return { kind: 'approach', exhibit: event.exhibitId };
    case 'ExhibitOffered':
      return { kind: 'offer', exhibit: event.exhibitId };
    case 'ExhibitPublished':
      return { kind: 'publish', exhibit: event.exhibitId };
    case 'ImpeachmentStep':
      return { kind: 'impeach', exhibit: event.exhibitId, step: event.step };
    default:
      return null;
  }
}

/** The player's answer to counsel's offered exhibit that made a stored event: a ground, null (no objection), or undefined if it is not one. */
export function offerResponseOf(event: SessionEvent): ObjectionGround | null | undefined {
  if (event.type === 'ExhibitObjected' && event.by === 'player') return objectionGroundOf(event.ground);
  if (event.type === 'ExhibitObjectionWaived' && event.by === 'player') return null;
  return undefined;
}

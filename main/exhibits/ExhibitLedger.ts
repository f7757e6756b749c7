import { assertNever } from '../../shared/contract/envelope';
import { isExhibitEvent, type Actor, type ImpeachmentStepKind, type SessionEvent } from '../../shared/domain';

export type ExhibitStatus = 'unmarked' | 'marked' | 'offered' | 'admitted' | 'refused';

/** Where one exhibit stands in the trial. */
export interface ExhibitRecord {
  status: ExhibitStatus;
  markedBy: Actor | null;
  shown: boolean;
  /** The witness it was last put before, or null. */
  witnessId: string | null;
  /** Element id -> the witness who laid it. */
  laid: Map<string, string>;
  published: boolean;
  offeredBy: Actor | null;
  /** Counsel left an element out on purpose when it offered it. */
  defective: boolean;
  ruling: { admitted: boolean; reason: string; rule: string; missing: string[] } | null;
}

/** The exhibit side of the trial, folded from the log like the testimony state. */
export interface ExhibitLedger {
  exhibits: Map<string, ExhibitRecord>;
  /** The exhibit in the witness's hands, for foundation questions. Cleared when the witness or examination changes. */
  approached: { exhibitId: string; witnessId: string } | null;
  /** An exhibit counsel has offered that the player has not yet answered. */
  pendingOffer: string | null;
  /** `${witnessId}:${exhibitId}` -> the impeachment steps taken, in order. */
  impeachments: Map<string, ImpeachmentStepKind[]>;
}

export function emptyExhibitLedger(): ExhibitLedger {
  return { exhibits: new Map(), approached: null, pendingOffer: null, impeachments: new Map() };
}

export function exhibitRecord(ledger: ExhibitLedger, exhibitId: string): ExhibitRecord {
  let record = ledger.exhibits.get(exhibitId);
  if (!record) {
    record = { status: 'unmarked', markedBy: null, shown: false, witnessId: null, laid: new Map(), published: false, offeredBy: null, defective: false, ruling: null };
    ledger.exhibits.set(exhibitId, record);
  }
  return record;
}

/** Folds one event into the ledger (in place). Events of other kinds only clear an approach on a phase change. */
export function applyExhibitEvent(ledger: ExhibitLedger, event: SessionEvent): ExhibitLedger {
  if (event.type === 'PhaseChanged') {
    ledger.approached = null;
    return ledger;
  }
  if (!isExhibitEvent(event)) return ledger;
  const record = exhibitRecord(ledger, event.exhibitId);
  switch (event.type) {
    case 'ExhibitMarked':
      record.status = 'marked';
      record.markedBy = event.by;
      break;
    case 'ExhibitShownToCounsel':
      record.shown = true;
      break;
    case 'WitnessApproached':
      record.witnessId = event.witnessId;
      ledger.approached = { exhibitId: event.exhibitId, witnessId: event.witnessId };
      break;
    case 'FoundationLaid':
      if (!record.laid.has(event.elementId)) record.laid.set(event.elementId, event.witnessId);
      break;
    case 'ExhibitOffered':
      record.status = 'offered';
      record.offeredBy = event.by;
      record.defective = event.isIntentionallyDefective;
      if (event.by === 'opposing_counsel' && !event.stipulated) ledger.pendingOffer = event.exhibitId;
      break;
    case 'ExhibitObjected':
    case 'ExhibitObjectionWaived':
      break;
    case 'ExhibitRuled':
      record.status = event.admitted ? 'admitted' : 'refused';
      record.ruling = { admitted: event.admitted, reason: event.reason, rule: event.rule, missing: event.missing };
      if (ledger.pendingOffer === event.exhibitId) ledger.pendingOffer = null;
      if (ledger.approached?.exhibitId === event.exhibitId && !event.admitted) ledger.approached = null;
      break;
    case 'ExhibitPublished':
      record.published = true;
      break;
    case 'ImpeachmentStep': {
      const key = `${event.witnessId}:${event.exhibitId}`;
      ledger.impeachments.set(key, [...(ledger.impeachments.get(key) ?? []), event.step]);
      break;
    }
    default:
      assertNever(event);
  }
  return ledger;
}

import type { SessionEvent } from '../../shared/domain';

/** What the student did with exhibits, for Review and the CLI report. */
export interface ExhibitReport {
  /** Foundation elements the student laid. */
  foundationsLaid: number;
  /** The student's offered exhibits (ids) the judge received, and those refused. */
  admitted: string[];
  refused: string[];
  published: number;
  /** Impeachments by prior statement: steps taken, and those completed well (commit, credit, confront). */
  impeachments: { steps: number; complete: number };
  /** Counsel's offers with a deliberately incomplete foundation: kept out by the student, or let in. */
  defectiveOffers: { caught: number; missed: number };
}

export function buildExhibitReport(events: readonly SessionEvent[]): ExhibitReport {
  const report: ExhibitReport = { foundationsLaid: 0, admitted: [], refused: [], published: 0, impeachments: { steps: 0, complete: 0 }, defectiveOffers: { caught: 0, missed: 0 } };
  const offeredBy = new Map<string, { player: boolean; defective: boolean }>();
  for (const event of events) {
    switch (event.type) {
      case 'FoundationLaid':
        if (event.by === 'player') report.foundationsLaid++;
        break;
      case 'ExhibitOffered':
        offeredBy.set(event.exhibitId, { player: event.by === 'player', defective: event.isIntentionallyDefective });
        break;
      case 'ExhibitRuled': {
        const offer = offeredBy.get(event.exhibitId);
        if (offer?.player) (event.admitted ? report.admitted : report.refused).push(event.exhibitId);
        else if (offer?.defective) report.defectiveOffers[event.admitted ? 'missed' : 'caught']++;
        break;
      }
      case 'ExhibitPublished':
        if (event.by === 'player') report.published++;
        break;
      case 'ImpeachmentStep':
        if (event.by === 'player') {
          report.impeachments.steps++;
          if (event.complete) report.impeachments.complete++;
        }
        break;
      default:
        break;
    }
  }
  return report;
}

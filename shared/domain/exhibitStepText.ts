import { EXHIBIT_OBJECTIONS, type ExhibitEvent } from './exhibitEvents';

/** The transcript's words for one exhibit step; `label` names the exhibit ("S-4"). */
export function exhibitStepText(event: ExhibitEvent, label: string, witnessName: (id: string) => string): string {
  switch (event.type) {
    case 'ExhibitMarked':
      return `Exhibit ${label} is marked for identification.`;
    case 'ExhibitShownToCounsel':
      return `Exhibit ${label} is shown to opposing counsel.`;
    case 'WitnessApproached':
      return `May I approach? Exhibit ${label} is handed to ${witnessName(event.witnessId)}.`;
    case 'FoundationLaid':
      return `Foundation for Exhibit ${label}: ${event.elementId.replace(/-/g, ' ')}.`;
    case 'ExhibitOffered':
      return `Exhibit ${label} is offered into evidence${event.stipulated ? ' (stipulated)' : ''}.`;
    case 'ExhibitObjected':
      return `Objection to Exhibit ${label}: ${EXHIBIT_OBJECTIONS[event.ground].label}.`;
    case 'ExhibitObjectionWaived':
      return `No objection to Exhibit ${label}.`;
    case 'ExhibitRuled':
      return event.reason;
    case 'ExhibitPublished':
      return `Exhibit ${label} is published to the jury.`;
    case 'ImpeachmentStep':
      return `Impeachment with Exhibit ${label}: ${event.step}${event.complete ? ' (commit, credit, confront complete)' : ''}.`;
  }
}

import type { SessionEvent } from '../../../../../shared/domain';

export interface ExhibitStatusView {
  status: 'unmarked' | 'marked' | 'offered' | 'admitted' | 'refused';
  shown: boolean;
  approached: boolean;
  published: boolean;
  laid: string[];
}

/** Where each exhibit stands, folded from the session's events (the panel's view of main/exhibits/ExhibitLedger). */
export function exhibitStatuses(events: readonly SessionEvent[]): Map<string, ExhibitStatusView> {
  const out = new Map<string, ExhibitStatusView>();
  const of = (id: string) => {
    let view = out.get(id);
    if (!view) out.set(id, (view = { status: 'unmarked', shown: false, approached: false, published: false, laid: [] }));
    return view;
  };
  for (const event of events) {
    if (event.type === 'PhaseChanged') for (const view of out.values()) view.approached = false;
    else if (event.type === 'ExhibitMarked') of(event.exhibitId).status = 'marked';
    else if (event.type === 'ExhibitShownToCounsel') of(event.exhibitId).shown = true;
    else if (event.type === 'WitnessApproached') {
      // The witness holds one exhibit at a time, as in the engine's ledger.
      for (const view of out.values()) view.approached = false;
      of(event.exhibitId).approached = true;
    }
    else if (event.type === 'FoundationLaid') of(event.exhibitId).laid.push(event.elementId);
    else if (event.type === 'ExhibitOffered') of(event.exhibitId).status = 'offered';
    else if (event.type === 'ExhibitRuled') {
      const view = of(event.exhibitId);
      view.status = event.admitted ? 'admitted' : 'refused';
      // A refused exhibit is taken back from the witness: approach again to lay what was missing.
      if (!event.admitted) view.approached = false;
    }
    else if (event.type === 'ExhibitPublished') of(event.exhibitId).published = true;
  }
  return out;
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PackSummary } from '../../../../shared/contract/schemas/packs';
import { PackBadges } from './PackBadges';

const KIND_LABEL = { trial: 'Trial', consultation: 'Client consultation' } as const;
const START_LABEL = { trial: 'Start trial', consultation: 'Start interview' } as const;

/**
 * One pack in the list: its facts, badges and actions. Delete asks for a second press. Its details
 * open inside the card, under the button that asked for them; closing them returns the focus there.
 */
export function PackCard({
  pack,
  busy,
  onInspect,
  onExport,
  onDelete,
  onStart,
  details,
}: {
  pack: PackSummary;
  busy: boolean;
  /** Opens the Trial or Consultation screen with this pack chosen. */
  onStart: () => void;
  onInspect: () => void;
  onExport: () => void;
  onDelete: () => void;
  /** The pack's details, when they are open. */
  details: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const open = Boolean(details);
  const wasOpen = useRef(open);
  // Closing the details (their button, or Escape) puts the focus back on the button that opened them.
  useEffect(() => {
    if (wasOpen.current && !open) detailsButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const titleId = `pack-title-${pack.id}`;
  const counts =
    pack.kind === 'trial'
      ? `${pack.counts.witnesses} witnesses, ${pack.counts.elicits} elicits, ${pack.counts.exhibits} exhibits`
      : `${pack.counts.facts} facts, ${pack.counts.rubricItems} rubric items, ${pack.counts.exhibits} exhibits`;
  return (
    <li className={details ? 'pack-card with-details' : 'pack-card'} data-testid={`pack-${pack.id}`}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} tabIndex={-1}>
          {pack.title}
        </h3>
        <PackBadges pack={pack} />
        {pack.description && <p>{pack.description}</p>}
        <dl className="facts">
          <dt>Kind</dt>
          <dd>
            {KIND_LABEL[pack.kind]}
            {pack.category ? ` · ${pack.category}` : ''}
          </dd>
          <dt>Author</dt>
          <dd>{pack.author}</dd>
          <dt>Licence</dt>
          <dd>{pack.licence}</dd>
          {pack.difficulty && (
            <>
              <dt>Difficulty</dt>
              <dd>
                {pack.difficulty}
                {pack.durationMinutes ? `, about ${pack.durationMinutes} minutes` : ''}
              </dd>
            </>
          )}
          <dt>Contents</dt>
          <dd>{pack.locked ? 'Locked' : counts}</dd>
          <dt>Version</dt>
          <dd>
            {pack.version} · {(pack.sizeBytes / 1024).toFixed(0)} KB
          </dd>
        </dl>
        <div className="toolbar">
          <button type="button" className="primary" onClick={onStart} disabled={pack.locked} aria-label={`${START_LABEL[pack.kind]}: ${pack.title}`}>
            {START_LABEL[pack.kind]}
          </button>
          <button type="button" className="secondary" ref={detailsButton} onClick={onInspect} aria-label={`Details of ${pack.title}`} aria-expanded={Boolean(details)}>
            Details
          </button>
          <button type="button" className="secondary" onClick={onExport} disabled={busy} aria-label={`Export ${pack.title}`}>
            Export
          </button>
          {confirming ? (
            <>
              <button type="button" className="danger confirm" onClick={onDelete} disabled={busy} aria-label={`Confirm deleting ${pack.title}`}>
                Confirm delete
              </button>
              <button type="button" className="secondary" onClick={() => setConfirming(false)} aria-label={`Keep ${pack.title}`}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" className="danger" onClick={() => setConfirming(true)} disabled={busy} aria-label={`Delete ${pack.title}`}>
              Delete
            </button>
          )}
        </div>
      </article>
      {details}
    </li>
  );
}

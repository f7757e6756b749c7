import { useState } from 'react';
import type { PackSummary } from '../../../../shared/contract/schemas/packs';
import { PackBadges } from './PackBadges';

const KIND_LABEL = { trial: 'Trial', consultation: 'Client consultation' } as const;
const START_LABEL = { trial: 'Start trial', consultation: 'Start interview' } as const;

/** One pack in the list: its facts, badges and actions. Delete asks for a second press. */
export function PackCard({
  pack,
  busy,
  onInspect,
  onExport,
  onDelete,
  onStart,
}: {
  pack: PackSummary;
  busy: boolean;
  /** Opens the Trial or Consultation screen with this pack chosen. */
  onStart: () => void;
  onInspect: () => void;
  onExport: () => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const titleId = `pack-title-${pack.id}`;
  const counts =
    pack.kind === 'trial'
      ? `${pack.counts.witnesses} witnesses, ${pack.counts.elicits} elicits, ${pack.counts.exhibits} exhibits`
      : `${pack.counts.facts} facts, ${pack.counts.rubricItems} rubric items, ${pack.counts.exhibits} exhibits`;
  return (
    <li className="pack-card" data-testid={`pack-${pack.id}`}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{pack.title}</h3>
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
          <button type="button" className="secondary" onClick={onInspect} aria-label={`Details of ${pack.title}`}>
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
    </li>
  );
}

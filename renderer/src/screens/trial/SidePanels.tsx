import { useShallow } from 'zustand/react/shallow';
import { REBUTTAL_TYPE_LABEL, trialSelectors, useTrialStore } from '../../stores/trial';

/** The affidavit of the witness on the stand (affidavits are disclosed to both sides). */
export function AffidavitPanel() {
  const witness = useTrialStore(trialSelectors.currentWitness);
  if (!witness) return null;
  return (
    <details className="panel affidavit" open>
      <summary>
        <h2>Affidavit of {witness.name}</h2>
      </summary>
      <p className="muted">
        {witness.role}, called by the {witness.side}
        {witness.isExpert ? ' (expert)' : ''}
      </p>
      <div className="affidavit-text" tabIndex={0} aria-label={`Affidavit of ${witness.name}`}>
        {witness.affidavit.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}

/** The student's own elicits for the witness on the stand, ticked as testimony establishes them. */
export function ElicitChecklist() {
  const witnessId = useTrialStore(trialSelectors.witnessId);
  const elicits = useTrialStore(useShallow(trialSelectors.elicitsFor(witnessId)));
  const established = useTrialStore(trialSelectors.established);
  const hidden = useTrialStore(trialSelectors.elicitsHidden);
  const toggle = useTrialStore((s) => s.toggleElicits);
  return (
    <section className="panel elicits" aria-labelledby="elicits-title">
      <div className="row spread">
        <h2 id="elicits-title">Your elicits</h2>
        <button type="button" onClick={toggle} aria-expanded={!hidden} aria-controls="elicit-list" aria-keyshortcuts="Alt+L">
          {hidden ? 'Show elicits' : 'Hide elicits'}
        </button>
      </div>
      {hidden && <p className="hint">Hidden for this session (an advanced scenario, or your progress): find your own targets (Alt+L shows them).</p>}
      {!hidden &&
        (elicits.length === 0 ? (
          <p className="hint">Your side has no elicits for this witness: listen for what you can use in cross.</p>
        ) : (
          <ul id="elicit-list" className="elicit-list" data-testid="elicit-list">
            {elicits.map((elicit) => {
              const done = established.includes(elicit.id);
              return (
                <li key={elicit.id} className={done ? 'done' : ''} data-elicit={elicit.id} data-established={done}>
                  <span aria-hidden="true">{done ? '✓' : '○'}</span> {elicit.label}
                  <span className="visually-hidden">{done ? ' (established)' : ' (not yet)'}</span>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}

/** The cross-examination outline, once cross starts: points to put, ticked when covered. */
export function CrossOutlinePanel() {
  const outline = useTrialStore(trialSelectors.outline);
  const covered = useTrialStore(trialSelectors.covered);
  const examination = useTrialStore(trialSelectors.examination);
  const mode = useTrialStore(trialSelectors.mode);
  // The outline is the student's cross: hidden while counsel cross-examines the student's own witness.
  if (!outline || (examination !== 'cross' && examination !== 'recross') || mode === 'oc_cross') return null;
  return (
    <section className="panel outline" aria-labelledby="outline-title" data-testid="cross-outline">
      <h2 id="outline-title">Cross outline</h2>
      {outline.length === 0 ? (
        <p className="hint">The direct gave nothing to rebut.</p>
      ) : (
        <ul>
          {outline.map((item) => (
            <li key={item.id} className={covered.includes(item.id) ? 'done' : ''}>
              <span aria-hidden="true">{covered.includes(item.id) ? '✓' : '○'}</span> {item.point}{' '}
              <span className="muted">({REBUTTAL_TYPE_LABEL[item.type]})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import type { PackInspection } from '../../../../shared/contract/schemas/packs';

/**
 * What `packs.inspect` found: the signer, why a pack counts as altered, witnesses and files with
 * their checksums. Opening them moves the focus to their heading; Escape closes them.
 */
export function PackDetails({ inspection, onClose }: { inspection: PackInspection; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [inspection.title]);
  return (
    <section
      aria-labelledby="details-title"
      className="pack-details"
      data-testid="pack-details"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <h2 id="details-title" tabIndex={-1} ref={heading}>
        Details: {inspection.title}
      </h2>
      {inspection.signer &&
        (inspection.problems.length === 0 ? (
          <p>Signed by {inspection.signer}.</p>
        ) : (
          <p>Says it was signed by {inspection.signer}, but the signature does not hold.</p>
        ))}
      {inspection.problems.length > 0 && (
        <div role="note" className="error">
          <p>This pack was altered after it was made:</p>
          <ul>
            {inspection.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {inspection.witnesses.length > 0 && (
        <>
          <h3>Witnesses</h3>
          <ul>
            {inspection.witnesses.map((w) => (
              <li key={w.id}>
                {w.name}, {w.role} ({w.side === 'plaintiff' ? 'plaintiff / prosecution' : 'defense'})
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Files</h3>
      <table className="components">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Bytes</th>
            <th scope="col">sha256</th>
          </tr>
        </thead>
        <tbody>
          {inspection.files.map((f) => (
            <tr key={f.name}>
              <td className="mono">{f.name}</td>
              <td>{f.bytes}</td>
              <td className="mono">{f.sha256.slice(0, 16)}…</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="toolbar">
        <button type="button" onClick={onClose}>
          Close details
        </button>
      </div>
    </section>
  );
}

import { authoringSelectors, useAuthoringStore } from '../../stores/authoring';

/** Every problem and warning of the draft in one list, each with where it is; the fields repeat their own. */
export function CheckSummary() {
  const check = useAuthoringStore(authoringSelectors.check);
  const checking = useAuthoringStore(authoringSelectors.checking);
  const status = checking
    ? 'Checking…'
    : !check
      ? ''
      : check.issues.length > 0
        ? `${check.issues.length} ${check.issues.length === 1 ? 'problem keeps' : 'problems keep'} this draft from becoming a pack.`
        : `Valid${check.warnings.length > 0 ? `, with ${check.warnings.length} ${check.warnings.length === 1 ? 'warning' : 'warnings'} about play` : ''}.`;
  return (
    <section className="draft-section check-summary" aria-label="Checks">
      <p role="status" data-testid="check-status" className={check && check.issues.length > 0 && !checking ? 'error' : undefined}>
        {status}
      </p>
      {check && (check.issues.length > 0 || check.warnings.length > 0) && (
        <details open={check.issues.length > 0}>
          <summary>All problems and warnings</summary>
          <ul data-testid="check-list">
            {check.issues.map((issue, i) => (
              <li key={`i${i}`} className="field-error">
                <span className="mono">{issue.path}</span>: {issue.message}
              </li>
            ))}
            {check.warnings.map((warning, i) => (
              <li key={`w${i}`} className="field-warning">
                <span className="mono">{warning.path}</span>: {warning.message} <span className="fix">{warning.fix}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

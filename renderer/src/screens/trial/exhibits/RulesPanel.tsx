import { useId } from 'react';
import { useRulesPanel } from '../../../stores/rulesPanel';

/** The Federal Rules of Evidence at hand: search by words ("business records", "leading") and read a rule. */
export function RulesPanel() {
  const { query, hits, shown, error, search, show } = useRulesPanel();
  const inputId = useId();
  return (
    <section className="panel rules-panel" id="rules-panel" aria-labelledby="rules-title" data-testid="rules-panel">
      <h2 id="rules-title">Rules of evidence</h2>
      <label htmlFor={inputId}>Search the rules</label>
      <input id={inputId} type="search" value={query} onChange={(event) => void search(event.target.value)} placeholder="business records, leading…" data-testid="rules-search" />
      {error && <p role="alert">{error}</p>}
      {hits.length > 0 && (
        <ul className="rule-hits" aria-label="Matching rules">
          {hits.map((hit) => (
            <li key={hit.citation}>
              <button type="button" className="link" onClick={() => void show(hit.citation)} data-citation={hit.citation}>
                {hit.citation}: {hit.heading ?? hit.ruleTitle}
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <article className="rule-text" id="rule-shown" tabIndex={-1} aria-label={shown.citation} data-testid="rule-shown">
          <h3>
            {shown.citation} — {shown.title}
          </h3>
          <p className="rule-clause">{shown.text}</p>
          <details>
            <summary>Whole rule</summary>
            <pre className="rule-full">{shown.ruleText}</pre>
          </details>
          <p className="muted">
            Text as shipped with Moot, from {shown.source.split(' ')[0]} ({shown.sourceDate}).
          </p>
        </article>
      )}
    </section>
  );
}

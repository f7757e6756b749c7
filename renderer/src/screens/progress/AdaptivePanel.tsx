import { useState } from 'react';
import type { AdaptiveSettings } from '../../../../shared/contract';
import { api } from '../../api';

/**
 * Difficulty that follows the student, opt-in: the dials the skills profile suggests, each with its
 * reason; applying sets counsel's error rate and the judge's strictness for the next trials.
 */
export function AdaptivePanel({ adaptive }: { adaptive: AdaptiveSettings }) {
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const apply = () =>
    void api.call('settings.updateAgents', { opposingCounsel: { intentionalErrorRate: adaptive.intentionalErrorRate }, judge: { strictness: adaptive.judgeStrictness } }).then(
      () => setStatus({ text: 'Your next trials use these dials. Change them back any time in Models & Settings.', error: false }),
      (failure: unknown) => setStatus({ text: failure instanceof Error ? failure.message : String(failure), error: true }),
    );
  return (
    <section className="panel" aria-labelledby="adaptive-title" data-testid="adaptive-settings">
      <h2 id="adaptive-title">Difficulty that follows you</h2>
      <p className="hint">Suggested from your skills profile. Nothing changes unless you choose it; sessions already started keep their dials.</p>
      <ul>
        {Object.values(adaptive.reasons).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="toolbar">
        <button type="button" onClick={apply}>
          Use these for my next trials
        </button>
      </div>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error' : undefined}>
          {status.text}
        </p>
      )}
    </section>
  );
}

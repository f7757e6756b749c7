import { useEffect, useId, useState } from 'react';
import type { AdaptiveSettings } from '../../../shared/contract';
import { api } from '../api';

type Dial = keyof AdaptiveSettings['reasons'];

/**
 * The setup's opt-in to difficulty that follows the student: a checkbox and, for each dial this
 * session would take from the skills profile, one line saying where it sits and why. Ticking it
 * hands the suggestion to the setup; unticking hands back null (Settings' dials).
 */
export function AdaptiveOptIn({ dials, checked, onChoose }: { dials: readonly Dial[]; checked: boolean; onChoose: (settings: AdaptiveSettings | null) => void }) {
  const [suggested, setSuggested] = useState<AdaptiveSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    let live = true;
    api.call('progress.skills', {}).then(
      (profile) => live && setSuggested(profile.adaptive),
      (failure: unknown) => live && setProblem(`Your progress could not be read: ${failure instanceof Error ? failure.message : String(failure)}`),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <fieldset data-testid="adaptive-opt-in" aria-describedby={`${id}-why`}>
      <legend>Difficulty that follows you</legend>
      <label className="check">
        <input type="checkbox" checked={checked} disabled={suggested === null} onChange={(e) => onChoose(e.target.checked ? suggested : null)} data-testid="adaptive-check" />
        Adapt to my progress
      </label>
      <div id={`${id}-why`}>
        {problem ? (
          <p role="alert" className="error">
            {problem}
          </p>
        ) : suggested === null ? (
          <p className="hint">Reading your progress…</p>
        ) : (
          <>
            <p className="hint">Set from your skills profile; nothing changes unless you tick it, and the session keeps these settings when replayed.</p>
            <ul data-testid="adaptive-reasons">
              {dials.map((dial) => (
                <li key={dial} data-dial={dial}>
                  {suggested.reasons[dial]}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </fieldset>
  );
}

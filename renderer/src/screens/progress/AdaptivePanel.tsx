import type { AdaptiveSettings } from '../../../../shared/contract';
import { useAppStore } from '../../stores/app';
import { useTrialStore } from '../../stores/trial';

/**
 * Difficulty that follows the student: the dials the skills profile suggests, each with its reason.
 * The one way to take them is the opt-in in a trial's or a consultation's setup (so a session records
 * what it was played with); this panel says so, shows whether the next trial is set to adapt, and
 * opens those setups.
 */
export function AdaptivePanel({ adaptive }: { adaptive: AdaptiveSettings }) {
  const navigate = useAppStore((state) => state.navigate);
  const trialAdapts = useTrialStore((state) => state.setup.adaptive !== null);
  return (
    <section className="panel" aria-labelledby="adaptive-title" data-testid="adaptive-settings">
      <h2 id="adaptive-title">Difficulty that follows you</h2>
      <p className="hint">Suggested from your skills profile. To play with it, tick “Adapt to my progress” in the setup of a trial or a consultation; nothing changes otherwise.</p>
      <ul>
        {Object.entries(adaptive.reasons).map(([dial, reason]) => (
          <li key={dial} data-dial={dial}>
            {reason}
          </li>
        ))}
      </ul>
      <p data-testid="adaptive-state">{trialAdapts ? 'Your next trial is set to adapt to your progress.' : 'Your next trial is not set to adapt: it uses the dials in Models & Settings.'}</p>
      <div className="toolbar">
        <button type="button" onClick={() => navigate('trial')}>
          Open the trial setup
        </button>
        <button type="button" onClick={() => navigate('consultation')}>
          Open the consultation setup
        </button>
      </div>
    </section>
  );
}

import { useId } from 'react';
import type { Side } from '../../../../shared/domain';
import { trialSelectors, useTrialStore } from '../../stores/trial';

/** Choose a trial pack, a side and the first witness; or resume a stored session. */
export function SetupPanel() {
  const setup = useTrialStore(trialSelectors.setup);
  const packs = useTrialStore(trialSelectors.trialPacks);
  const saved = useTrialStore(trialSelectors.savedSessions);
  const busy = useTrialStore(trialSelectors.busy);
  const actions = useTrialStore.getState();
  const id = useId();
  return (
    <div className="trial-setup">
      <form
        className="panel"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          void actions.start();
        }}
      >
        <h2 id={`${id}-title`}>Start a trial</h2>
        <label htmlFor={`${id}-pack`}>Scenario</label>
        <select id={`${id}-pack`} value={setup.packId ?? ''} onChange={(e) => void actions.choosePack(e.target.value)} data-testid="trial-pack">
          {packs.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.title}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>Your side</legend>
          {(['plaintiff', 'defense'] as Side[]).map((side) => (
            <label key={side} className="radio">
              <input type="radio" name={`${id}-side`} value={side} checked={setup.side === side} onChange={() => actions.chooseSide(side)} />
              {side === 'plaintiff' ? 'Plaintiff / prosecution' : 'Defense'}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-witness`}>First witness</label>
        <select id={`${id}-witness`} value={setup.witnessId ?? ''} onChange={(e) => actions.chooseWitness(e.target.value || null)} data-testid="trial-witness">
          <option value="">In the scenario's order</option>
          {setup.witnesses.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name} ({w.side}, {w.role})
            </option>
          ))}
        </select>
        <p className="hint">Each witness is examined on direct, cross, redirect and recross, in that order.</p>
        <label htmlFor={`${id}-seed`}>Seed (optional: the same seed replays the same opposing counsel)</label>
        <input
          id={`${id}-seed`}
          inputMode="numeric"
          value={setup.seed ?? ''}
          onChange={(e) => actions.chooseSeed(/^-?\d+$/.test(e.target.value) ? Number(e.target.value) : null)}
          data-testid="trial-seed"
        />
        <button type="submit" className="primary" disabled={!setup.packId || busy !== null} data-testid="trial-start">
          Start the trial
        </button>
      </form>
      {saved.length > 0 && (
        <section className="panel" aria-labelledby={`${id}-saved`}>
          <h2 id={`${id}-saved`}>Saved trials</h2>
          <ul className="saved-list">
            {saved.slice(0, 8).map((s) => (
              <li key={s.id}>
                <button type="button" onClick={() => void actions.resume(s.id)}>
                  Resume {s.title} <span className="muted">({new Date(s.updatedAt).toLocaleString()}, {s.eventCount} events)</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { useId } from 'react';
import { AdaptiveOptIn } from '../../components/AdaptiveOptIn';
import { ALL_EXAMINATIONS, type ExaminationType, type Side } from '../../../../shared/domain';
import { plannedWitnesses, studentRole, trialSelectors, useTrialStore, type TrialSetup } from '../../stores/trial';

const EXAMINATION_LABEL: Record<ExaminationType, string> = { direct: 'Direct (always held)', cross: 'Cross', redirect: 'Redirect', recross: 'Recross' };
/** The examination each one answers: its box is off limits until that one is held. */
const NEEDS: Partial<Record<ExaminationType, ExaminationType>> = { redirect: 'cross', recross: 'redirect' };

/** Which examinations each witness gets: direct always, the rest in a chain. */
function ExaminationChoice({ setup }: { setup: TrialSetup }) {
  const actions = useTrialStore.getState();
  return (
    <fieldset data-testid="trial-examinations">
      <legend>Examinations of each witness</legend>
      {ALL_EXAMINATIONS.map((examination) => {
        const needed = NEEDS[examination];
        return (
          <label key={examination} className="check">
            <input
              type="checkbox"
              checked={setup.examinations.includes(examination)}
              disabled={examination === 'direct' || (needed !== undefined && !setup.examinations.includes(needed))}
              onChange={(e) => actions.toggleExamination(examination, e.target.checked)}
              data-examination={examination}
            />
            {EXAMINATION_LABEL[examination]}
          </label>
        );
      })}
      <p className="hint">Redirect answers the cross and recross answers the redirect, so each needs the one before it.</p>
    </fieldset>
  );
}

const BUDGET_LABEL = { opening: 'Opening', direct: 'Direct and redirect', cross: 'Cross and recross', closing: 'Closing and rebuttal' } as const;

/** The whole trial around the examinations, and its clock. */
function WholeTrialChoice({ setup }: { setup: TrialSetup }) {
  const actions = useTrialStore.getState();
  return (
    <fieldset data-testid="trial-arc">
      <legend>The whole trial</legend>
      <label className="check">
        <input type="checkbox" checked={setup.wholeTrial} onChange={(e) => actions.chooseWholeTrial(e.target.checked, setup.timed)} data-testid="whole-trial" />
        Openings, a motion for a directed verdict, closings, jury instructions and a verdict
      </label>
      <label className="check">
        <input type="checkbox" checked={setup.timed} disabled={!setup.wholeTrial} onChange={(e) => actions.chooseWholeTrial(true, e.target.checked)} data-testid="timed-trial" />
        Timed: each side has a budget per part (AMTA-like defaults)
      </label>
      {setup.timed && (
        <div className="budget-minutes" data-testid="budget-minutes">
          {(['opening', 'direct', 'cross', 'closing'] as const).map((part) => (
            <label key={part}>
              {BUDGET_LABEL[part]} (minutes){' '}
              <input
                type="number"
                min={0.01}
                step="any"
                defaultValue={setup.budgetMinutes[part]}
                onChange={(e) => actions.chooseBudget(part, e.target.valueAsNumber)}
                data-testid={`budget-${part}`}
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The witnesses the trial will call, in order, and what the student does with each. */
function WitnessPlan({ setup }: { setup: TrialSetup }) {
  const planned = plannedWitnesses(setup);
  if (planned.length === 0) return null;
  return (
    <ol className="witness-plan" aria-label="Witnesses to be called" data-testid="witness-plan">
      {planned.map((w) => (
        <li key={w.id} data-witness={w.id}>
          <strong>{w.name}</strong> <span className="muted">({w.side})</span>: {studentRole(w.side, setup.side, setup.examinations)}
        </li>
      ))}
    </ol>
  );
}

/** Choose a trial pack, a side, the witnesses and the examinations; or resume a stored session. */
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
        <fieldset>
          <legend>Witnesses to call</legend>
          {(['all', 'first'] as const).map((scope) => (
            <label key={scope} className="radio">
              <input type="radio" name={`${id}-scope`} value={scope} checked={setup.witnessScope === scope} onChange={() => actions.chooseWitnessScope(scope)} data-testid={`trial-scope-${scope}`} />
              {scope === 'all' ? 'Every witness (the first one, then the rest in scenario order)' : 'Only the first witness'}
            </label>
          ))}
        </fieldset>
        <ExaminationChoice setup={setup} />
        <WholeTrialChoice setup={setup} />
        <WitnessPlan setup={setup} />
        <AdaptiveOptIn
          dials={['counsel', 'subtlety', 'judge', 'checklist']}
          checked={setup.adaptive !== null}
          onChoose={(suggested) =>
            actions.chooseAdaptive(
              suggested && {
                intentionalErrorRate: suggested.intentionalErrorRate,
                errorSubtlety: suggested.errorSubtlety,
                judgeStrictness: suggested.judgeStrictness,
                hideElicitChecklist: suggested.hideElicitChecklist,
              },
            )
          }
        />
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

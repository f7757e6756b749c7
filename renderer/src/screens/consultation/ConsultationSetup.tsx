import { useState, type FormEvent } from 'react';
import { AdaptiveOptIn } from '../../components/AdaptiveOptIn';
import { EmptyState } from '../../components/EmptyState';
import { consultationSelectors, useConsultationStore } from '../../stores/consultation';
import { presetLabel, PRESETS } from './presets';

/** Choosing a consultation pack and a difficulty preset, and the interviews already stored. */
export function ConsultationSetup() {
  const packs = useConsultationStore(consultationSelectors.packs);
  const earlier = useConsultationStore(consultationSelectors.earlier);
  const loaded = useConsultationStore(consultationSelectors.setupLoaded);
  const chosenPackId = useConsultationStore(consultationSelectors.chosenPackId);
  const chosenPreset = useConsultationStore(consultationSelectors.chosenPreset);
  const busy = useConsultationStore(consultationSelectors.busy);
  const actions = useConsultationStore.getState();
  // Opting in picks the suggested persona; choosing another by hand opts out again.
  const [adaptive, setAdaptive] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void actions.start();
  };

  if (loaded && packs.length === 0) {
    return <EmptyState>No consultation scenario is available. Import a consultation pack in the Library.</EmptyState>;
  }

  return (
    <>
      <form className="consult-setup" onSubmit={submit} aria-busy={!loaded}>
        <fieldset>
          <legend>Scenario</legend>
          {packs.map((pack) => (
            <label key={pack.id} className="choice">
              <input type="radio" name="consult-pack" value={pack.id} checked={chosenPackId === pack.id} onChange={() => actions.choosePack(pack.id)} />
              <span>
                <strong>{pack.title}</strong>
                {pack.description && <span className="choice-hint">{pack.description}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Difficulty</legend>
          {PRESETS.map((preset) => (
            <label key={preset.id} className="choice">
              <input type="radio" name="consult-preset" value={preset.id} checked={chosenPreset === preset.id} onChange={() => {
                  setAdaptive(false);
                  actions.choosePreset(preset.id);
                }}
              />
              <span>
                <strong>{preset.label}</strong>
                <span className="choice-hint">{preset.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <AdaptiveOptIn
          dials={['client']}
          checked={adaptive}
          onChoose={(suggested) => {
            setAdaptive(suggested !== null);
            if (suggested) actions.choosePreset(suggested.personaPreset);
          }}
        />
        <button type="submit" disabled={busy !== null || chosenPackId === null}>
          {busy === 'starting' ? 'Starting…' : 'Start the interview'}
        </button>
      </form>

      {earlier.length > 0 && (
        <section aria-labelledby="earlier-title">
          <h2 id="earlier-title">Earlier interviews</h2>
          <ul className="earlier-list">
            {earlier.map((item) => (
              <li key={item.sessionId}>
                <span>
                  {item.title} · {presetLabel(item.preset)} · {new Date(item.updatedAt).toLocaleString()}
                </span>
                <button type="button" disabled={busy !== null} onClick={() => void actions.open(item.sessionId)} aria-label={`${item.ended ? 'Open the report of' : 'Resume'} ${item.title}, ${new Date(item.updatedAt).toLocaleString()}`}>
                  {item.ended ? 'Open' : 'Resume'}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

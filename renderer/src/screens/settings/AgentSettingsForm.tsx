import { useId, useState } from 'react';
import type { AgentProvider, AgentSettings, WitnessProfile } from '../../../../shared/contract/schemas/settings';
import { useSettingsStore } from '../../stores/settings';
import './agentSettings.css';

type AgentKey = keyof AgentSettings;

const AGENTS: readonly { key: AgentKey; title: string }[] = [
  { key: 'opposingCounsel', title: 'Opposing counsel' },
  { key: 'judge', title: 'Judge' },
  { key: 'witness', title: 'Witnesses' },
  { key: 'client', title: 'Client (consultations)' },
];

const PROVIDERS: readonly { value: AgentProvider; label: string }[] = [
  { value: 'rules', label: 'Rules engine (instant, always available)' },
  { value: 'local', label: 'Local model (when one is loaded)' },
  { value: 'cloud', label: 'Cloud model (never for confidential packs)' },
];

/** A label whose agent prefix ("Judge: ") is read aloud but not shown: the card's legend shows it. */
function FieldLabel({ htmlFor, label }: { htmlFor: string; label: string }) {
  const split = label.indexOf(': ');
  return (
    <label htmlFor={htmlFor}>
      <span className="visually-hidden">{label.slice(0, split + 2)}</span>
      {label.slice(split + 2)}
    </label>
  );
}

/** A labelled number input; the id ties the label to it for screen readers and tests. */
/**
 * A number with its range. The box keeps what is typed: an emptied or out-of-range box changes
 * nothing (it never becomes 0) and shows the last good value again when left. `hint` says what
 * the dial does and what its ends mean.
 */
function NumberField({ label, value, min, max, step, hint, onChange }: { label: string; value: number; min: number; max: number; step: number; hint?: string; onChange: (value: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  return (
    <div className="row">
      <FieldLabel htmlFor={id} label={label} />
      <div>
        <input
          id={id}
          type="number"
          min={min}
          max={max}
          step={step}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setText(e.target.value);
            const n = e.target.valueAsNumber;
            if (e.target.value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max) onChange(n);
          }}
          onBlur={() => setText(String(value))}
        />
        <p id={`${id}-hint`} className="hint dial-hint">
          {hint ? `${hint} ` : ''}From {min} to {max}.
        </p>
      </div>
    </div>
  );
}

const WITNESS_HINTS: Record<keyof WitnessProfile, string> = {
  cooperativeness: '0: evasive, 1: forthcoming.',
  verbosity: '0: terse, 1: talkative.',
  memoryQuality: '0: hazy, 1: sharp.',
};

/** A middle-of-the-road witness, the starting point when the student first overrides the scenario's profiles. */
const NEUTRAL_WITNESS: WitnessProfile = { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.7 };

/** The override of every witness's profile: off (the scenario's own) or three dials. */
function WitnessProfileFields({ profile, onChange }: { profile: WitnessProfile | null; onChange: (profile: WitnessProfile | null) => void }) {
  const id = useId();
  const dial = (key: keyof WitnessProfile, label: string) =>
    profile && (
      <NumberField label={`Witnesses: ${label}`} value={profile[key]} min={0} max={1} step={0.05} hint={WITNESS_HINTS[key]} onChange={(value) => onChange({ ...profile, [key]: value })} />
    );
  return (
    <>
      <div className="row">
        <input id={id} type="checkbox" checked={profile !== null} onChange={(e) => onChange(e.target.checked ? NEUTRAL_WITNESS : null)} />
        <FieldLabel htmlFor={id} label="Witnesses: override the scenario’s profiles" />
      </div>
      {dial('cooperativeness', 'cooperativeness')}
      {dial('verbosity', 'verbosity')}
      {dial('memoryQuality', 'memory quality')}
    </>
  );
}

/** Who plays each agent and how; remounted (by key) whenever the stored settings change. */
export function AgentSettingsForm({ agents, busy }: { agents: AgentSettings; busy: boolean }) {
  const [draft, setDraft] = useState(agents);
  const ids = useId();
  const edit = <K extends AgentKey>(key: K, change: Partial<AgentSettings[K]>) => setDraft((d) => ({ ...d, [key]: { ...d[key], ...change } }));
  return (
    <form
      aria-label="Agent settings"
      onSubmit={(e) => {
        e.preventDefault();
        void useSettingsStore.getState().saveAgents(draft);
      }}
    >
      <p className="hint" id={`${ids}-cloud-model-hint`}>
        An agent’s cloud model is used only while it plays with the cloud; left empty, it is the model named in the cloud settings.
      </p>
      <div className="agent-grid">
      {AGENTS.map(({ key, title }) => (
        <fieldset key={key} data-agent={key}>
          <legend>{title}</legend>
          <div className="row">
            <FieldLabel htmlFor={`${ids}-${key}-provider`} label={`${title}: plays with`} />
            <select id={`${ids}-${key}-provider`} value={draft[key].provider} onChange={(e) => edit(key, { provider: e.target.value as AgentProvider })}>
              {PROVIDERS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <div className="row">
            <FieldLabel htmlFor={`${ids}-${key}-cloud-model`} label={`${title}: cloud model`} />
            <input
              id={`${ids}-${key}-cloud-model`}
              type="text"
              maxLength={200}
              placeholder="as in the cloud settings"
              value={draft[key].cloudModel}
              onChange={(e) => edit(key, { cloudModel: e.target.value })}
              aria-describedby={`${ids}-cloud-model-hint`}
            />
          </div>
          <NumberField
            label={`${title}: temperature`}
            value={draft[key].temperature}
            min={0}
            max={2}
            step={0.1}
            hint="How varied a model's wording is: 0 the same every time, higher more varied."
            onChange={(temperature) => edit(key, { temperature })}
          />
          {key === 'opposingCounsel' && (
            <>
              <NumberField
                label="Opposing counsel: intentional error rate"
                value={draft.opposingCounsel.intentionalErrorRate}
                min={0}
                max={1}
                step={0.05}
                hint="How often counsel makes a deliberate mistake for you to catch: 0 never, 1 on every chance."
                onChange={(intentionalErrorRate) => edit('opposingCounsel', { intentionalErrorRate })}
              />
              <NumberField
                label="Opposing counsel: error subtlety"
                value={draft.opposingCounsel.errorSubtlety}
                min={0}
                max={1}
                step={0.05}
                hint="Which deliberate mistakes counsel prefers: 0 the obvious ones, 0.5 any, 1 the subtle ones that are harder to catch (the rules counsel)."
                onChange={(errorSubtlety) => edit('opposingCounsel', { errorSubtlety })}
              />
            </>
          )}
          {key === 'witness' && <WitnessProfileFields profile={draft.witness.profileOverride} onChange={(profileOverride) => edit('witness', { profileOverride })} />}
          {key === 'judge' && (
            <>
              <div className="row">
                <FieldLabel htmlFor={`${ids}-ruling-style`} label="Judge: ruling style" />
                <select id={`${ids}-ruling-style`} value={draft.judge.rulingStyle} onChange={(e) => edit('judge', { rulingStyle: e.target.value as AgentSettings['judge']['rulingStyle'] })}>
                  <option value="terse">Terse (“Sustained.”)</option>
                  <option value="explanatory">Explanatory (with the reason)</option>
                  <option value="formal">Formal (with the rule)</option>
                </select>
              </div>
              <NumberField
                label="Judge: strictness"
                value={draft.judge.strictness}
                min={0}
                max={1}
                step={0.05}
                hint="How clear a fault must be before the judge acts on it: 0 lenient, 1 strict."
                onChange={(strictness) => edit('judge', { strictness })}
              />
              <NumberField
                label="Judge: leaning to sustain"
                value={draft.judge.sustainBias}
                min={0}
                max={1}
                step={0.05}
                hint="Which way a close call goes: 0 overrule, 0.5 even, 1 sustain."
                onChange={(sustainBias) => edit('judge', { sustainBias })}
              />
            </>
          )}
        </fieldset>
      ))}
      </div>
      <button type="submit" disabled={busy}>
        Save agent settings
      </button>
    </form>
  );
}

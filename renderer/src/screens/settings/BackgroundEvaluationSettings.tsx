import { useEffect, useId, useState } from 'react';
import type { ScheduleResult } from '../../../../shared/contract/schemas/evaluation';
import { useEvaluationStore } from '../../stores/evaluation';

const MAX_LATEST = 100;

/**
 * The background evaluation's switch and size (how many of the latest finished sessions it takes).
 * The switch saves at once; the size saves with Enter or Save. Progress and Cancel are on the
 * Evaluation screen, where the run's results show.
 */
export function BackgroundEvaluationSettings() {
  const schedule = useEvaluationStore((state) => state.schedule);
  // Held here, not in the form: a save of a new size remounts the form.
  const [notice, setNotice] = useState('');
  useEffect(() => {
    void useEvaluationStore.getState().loadSchedule();
  }, []);
  if (!schedule) return <p className="muted">Loading the background evaluation…</p>;
  // Keyed by the saved size, so the box shows it again after a save.
  return <ScheduleForm key={schedule.latest} schedule={schedule} notice={notice} setNotice={setNotice} />;
}

function ScheduleForm({ schedule, notice, setNotice }: { schedule: ScheduleResult; notice: string; setNotice: (notice: string) => void }) {
  const error = useEvaluationStore((state) => state.error);
  const id = useId();
  const [latest, setLatest] = useState(String(schedule.latest));

  const save = async (settings: { enabled: boolean; latest: number }) => {
    setNotice('');
    if (await useEvaluationStore.getState().updateSchedule(settings)) {
      setNotice(settings.enabled ? `Saved: at start-up, the latest ${settings.latest} finished sessions not yet evaluated are evaluated.` : 'Saved: the background evaluation is off.');
    }
  };
  const count = Number(latest);
  const countValid = latest.trim() !== '' && Number.isInteger(count) && count >= 1 && count <= MAX_LATEST;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (countValid) void save({ enabled: schedule.enabled, latest: count });
      }}
    >
      <label className="row">
        <input type="checkbox" checked={schedule.enabled} onChange={(event) => void save({ enabled: event.target.checked, latest: schedule.latest })} data-testid="schedule-enabled" />
        Evaluate finished sessions in the background at start-up (rules evaluators, on this machine; a stopped run resumes)
      </label>
      <div className="row">
        <label htmlFor={id}>Sessions per run (the latest not yet evaluated)</label>
        <input
          id={id}
          type="number"
          min={1}
          max={MAX_LATEST}
          step={1}
          value={latest}
          aria-invalid={!countValid}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setLatest(event.target.value)}
          data-testid="schedule-latest"
        />
        <button type="submit" disabled={!countValid || count === schedule.latest}>
          Save
        </button>
      </div>
      <p id={`${id}-hint`} className="hint">
        A whole number from 1 to {MAX_LATEST}; 10 unless changed.
      </p>
      <div role="status" aria-live="polite" className="notice">
        {notice}
      </div>
      {error && (
        <div role="alert" className="error-panel">
          <p>{error}</p>
        </div>
      )}
    </form>
  );
}

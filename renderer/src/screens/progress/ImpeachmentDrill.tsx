import { useId, useState, type FormEvent } from 'react';
import type { CheckImpeachmentResult, ImpeachmentDrillResult } from '../../../../shared/contract';
import { api } from '../../api';

type Item = ImpeachmentDrillResult['items'][number];
type Step = CheckImpeachmentResult['checks'][number]['step'];

const STEPS: readonly { step: Step; label: string; hint: string }[] = [
  { step: 'commit', label: 'Commit', hint: 'pin the witness to what they said today' },
  { step: 'credit', label: 'Credit', hint: 'when and to whom the statement was made' },
  { step: 'confront', label: 'Confront', hint: "read the statement's own words" },
];

function ImpeachmentItem({ item, drill, onScored }: { item: Item; drill: ImpeachmentDrillResult; onScored: (id: string, right: number) => void }) {
  const [questions, setQuestions] = useState(['', '', '']);
  const [result, setResult] = useState<CheckImpeachmentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void api.call('drills.checkImpeachment', { seed: drill.seed, packId: drill.packId, itemId: item.id, questions }).then(
      (checked) => {
        setResult(checked);
        setError(null);
        onScored(item.id, checked.checks.filter((check) => check.ok).length);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  return (
    <li data-testid="impeachment-item">
      <p>
        {item.witness} said today: <q>{item.answerToday}</q>
      </p>
      <p>
        Earlier, {item.circumstances}, they said: <q>{item.priorStatement}</q>
      </p>
      <form onSubmit={submit}>
        {STEPS.map(({ step, label, hint }, index) => (
          <div key={step} className="impeachment-step">
            <label htmlFor={`${baseId}-${step}`}>
              {index + 1}. {label} <span className="hint">({hint})</span>
            </label>
            <input
              id={`${baseId}-${step}`}
              value={questions[index]}
              size={60}
              onChange={(event) => setQuestions((all) => all.map((question, at) => (at === index ? event.target.value : question)))}
            />
          </div>
        ))}
        <button type="submit" disabled={questions.some((question) => question.trim() === '')}>
          Score the three questions
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div role="status">
        {result && (
          <ul data-testid="impeachment-checks">
            {result.checks.map((check) => (
              <li key={check.step} data-step={check.step} data-ok={check.ok}>
                <strong>{check.ok ? 'Done' : 'Not yet'}:</strong> {STEPS.find((s) => s.step === check.step)?.label}. {check.why}
                {!check.ok && <span className="hint"> For example: {item.examples[check.step]}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The impeachment drill: commit, credit and confront a witness with a prior inconsistent statement, in three questions, scored. */
export function ImpeachmentDrill() {
  const [drill, setDrill] = useState<ImpeachmentDrillResult | null>(null);
  const [scores, setScores] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const start = () =>
    void api.call('drills.impeachment', {}).then(
      (result) => {
        setDrill(result);
        setScores({});
        setError(null);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  const scored = Object.values(scores);
  return (
    <section className="panel" aria-labelledby="impeachment-drill-title" data-testid="impeachment-drill">
      <h2 id="impeachment-drill-title">Impeachment drill</h2>
      <p className="hint">On cross, the witness has just contradicted an earlier statement. Commit them to today's answer, credit the statement, then confront them with it: one question each.</p>
      <div className="toolbar">
        <button type="button" onClick={start}>
          {drill ? 'New statements' : 'Start the impeachment drill'}
        </button>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {drill && (
        <>
          <ol key={drill.seed}>
            {drill.items.map((item) => (
              <ImpeachmentItem key={item.id} item={item} drill={drill} onScored={(id, right) => setScores((all) => ({ ...all, [id]: right }))} />
            ))}
          </ol>
          {scored.length > 0 && (
            <p data-testid="impeachment-score">
              Score: {scored.reduce((sum, right) => sum + right, 0)} of {scored.length * 3} steps done well ({scored.length} of {drill.items.length} statements tried).
            </p>
          )}
        </>
      )}
    </section>
  );
}

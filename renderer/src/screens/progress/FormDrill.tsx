import { useId, useState, type FormEvent } from 'react';
import type { CheckFormResult, FormDrillResult } from '../../../../shared/contract';
import { api } from '../../api';

type Item = FormDrillResult['items'][number];

function RewriteItem({ item }: { item: Item }) {
  const [rewrite, setRewrite] = useState('');
  const [check, setCheck] = useState<CheckFormResult | null>(null);
  const [showExample, setShowExample] = useState(false);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void api.call('drills.checkForm', { leading: item.leading, rewrite }).then(setCheck);
  };
  return (
    <li data-testid="form-item">
      <form onSubmit={submit}>
        <label htmlFor={inputId}>
          Rewrite as an open question: <q>{item.leading}</q>
        </label>
        <div className="toolbar">
          <input id={inputId} value={rewrite} size={50} onChange={(event) => setRewrite(event.target.value)} />
          <button type="submit" disabled={rewrite.trim() === ''}>
            Check
          </button>
          <button type="button" onClick={() => setShowExample((shown) => !shown)} aria-expanded={showExample}>
            Example
          </button>
        </div>
      </form>
      {showExample && <p className="hint">For example: {item.example}</p>}
      <div role="status">
        {check && (
          <p data-testid="form-check" data-ok={check.ok}>
            {check.ok ? 'Open, single and on the subject. Well put.' : check.problems.join(' ')}
          </p>
        )}
      </div>
    </li>
  );
}

/** The form drill: leading questions to rewrite as open ones, each checked by the rules classifier. */
export function FormDrill() {
  const [drill, setDrill] = useState<FormDrillResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = () =>
    void api.call('drills.form', {}).then(
      (result) => {
        setDrill(result);
        setError(null);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  return (
    <section className="panel" aria-labelledby="form-drill-title" data-testid="form-drill">
      <h2 id="form-drill-title">Form drill</h2>
      <p className="hint">On direct, a question must not suggest its answer. Rewrite each leading question as an open one.</p>
      <div className="toolbar">
        <button type="button" onClick={start}>
          {drill ? 'New questions' : 'Start the form drill'}
        </button>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {drill && (
        <ol key={drill.seed}>
          {drill.items.map((item) => (
            <RewriteItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

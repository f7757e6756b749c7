import { useId, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { authoringSelectors, getAt, issuePath, useAuthoringStore, type DraftPath } from '../../stores/authoring';

/**
 * Fields bound to a place in the draft. Each shows, right under itself, the validation errors and
 * lint warnings the checks report for exactly that place, and is marked invalid while it has one.
 */

/** The checks' messages for one place in the draft; `id` lets the field point at them. */
export function FieldMessages({ path, id }: { path: string; id?: string }) {
  const issues = useAuthoringStore(useShallow(authoringSelectors.issuesAt(path)));
  const warnings = useAuthoringStore(useShallow(authoringSelectors.warningsAt(path)));
  if (issues.length === 0 && warnings.length === 0) return null;
  return (
    <ul className="field-messages" id={id} data-testid={`messages-${path}`}>
      {issues.map((issue, i) => (
        <li key={`i${i}`} className="field-error">
          {issue.message}
        </li>
      ))}
      {warnings.map((warning, i) => (
        <li key={`w${i}`} className="field-warning">
          {warning.message} <span className="fix">{warning.fix}</span>
        </li>
      ))}
    </ul>
  );
}

function useField(path: DraftPath) {
  const at = issuePath(path);
  const value = useAuthoringStore((state) => getAt(state.draft, path));
  const invalid = useAuthoringStore((state) => state.check?.issues.some((issue) => issue.path === at) ?? false);
  const messagesId = useId();
  const hasMessages = useAuthoringStore((state) => (state.check?.issues.some((i) => i.path === at) || state.check?.warnings.some((w) => w.path === at)) ?? false);
  const edit = useAuthoringStore((state) => state.edit);
  return {
    at,
    value,
    edit: (next: unknown) => edit(path, next),
    inputProps: { 'aria-invalid': invalid || undefined, 'aria-describedby': hasMessages ? messagesId : undefined, 'data-path': at },
    messages: <FieldMessages path={at} id={messagesId} />,
  };
}

function Labelled({ label, hint, children, messages }: { label: string; hint?: string; children: (id: string) => ReactNode; messages: ReactNode }) {
  const id = useId();
  return (
    <div className="draft-field">
      <label htmlFor={id}>
        {label}
        {hint && <span className="hint"> {hint}</span>}
      </label>
      {children(id)}
      {messages}
    </div>
  );
}

export function TextField({ path, label, hint, multiline = false, rows = 3 }: { path: DraftPath; label: string; hint?: string; multiline?: boolean; rows?: number }) {
  const field = useField(path);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Labelled label={label} hint={hint} messages={field.messages}>
      {(id) =>
        multiline ? (
          <textarea id={id} rows={rows} value={value} onChange={(event) => field.edit(event.target.value)} {...field.inputProps} />
        ) : (
          <input id={id} type="text" value={value} onChange={(event) => field.edit(event.target.value)} {...field.inputProps} />
        )
      }
    </Labelled>
  );
}

/** A number; an empty box clears the field (`optional` ones) or leaves it for the checks to flag. */
export function NumberField({ path, label, hint, step = 1, optional = false }: { path: DraftPath; label: string; hint?: string; step?: number; optional?: boolean }) {
  const field = useField(path);
  return (
    <Labelled label={label} hint={hint} messages={field.messages}>
      {(id) => (
        <input
          id={id}
          type="number"
          step={step}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(event) => field.edit(event.target.value === '' ? (optional ? undefined : null) : Number(event.target.value))}
          {...field.inputProps}
        />
      )}
    </Labelled>
  );
}

export function SelectField({ path, label, options, optional = false }: { path: DraftPath; label: string; options: readonly (readonly [string, string])[]; optional?: boolean }) {
  const field = useField(path);
  return (
    <Labelled label={label} messages={field.messages}>
      {(id) => (
        <select id={id} value={typeof field.value === 'string' ? field.value : ''} onChange={(event) => field.edit(event.target.value === '' && optional ? undefined : event.target.value)} {...field.inputProps}>
          {optional && <option value="">(none)</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function CheckboxField({ path, label }: { path: DraftPath; label: string }) {
  const field = useField(path);
  const id = useId();
  return (
    <div className="draft-field checkbox">
      <input id={id} type="checkbox" checked={field.value === true} onChange={(event) => field.edit(event.target.checked)} {...field.inputProps} />
      <label htmlFor={id}>{label}</label>
      {field.messages}
    </div>
  );
}

/** A list of short texts, one a line; blank lines are dropped. Item errors show under the box. */
export function LinesField({ path, label, hint, rows = 3 }: { path: DraftPath; label: string; hint?: string; rows?: number }) {
  const field = useField(path);
  const lines = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : [];
  const itemIssues = useAuthoringStore(useShallow((state) => state.check?.issues.filter((issue) => issue.path.startsWith(`${field.at}[`)) ?? []));
  const itemWarnings = useAuthoringStore(useShallow((state) => state.check?.warnings.filter((warning) => warning.path.startsWith(`${field.at}[`)) ?? []));
  return (
    <Labelled label={label} hint={hint ?? '(one a line)'} messages={field.messages}>
      {(id) => (
        <>
          <textarea
            id={id}
            rows={rows}
            value={lines.join('\n')}
            onChange={(event) => field.edit(event.target.value.split('\n').filter((line, i, all) => line.trim() !== '' || i === all.length - 1))}
            onBlur={(event) => field.edit(event.target.value.split('\n').filter((line) => line.trim() !== ''))}
            {...field.inputProps}
            aria-invalid={field.inputProps['aria-invalid'] || itemIssues.length > 0 || undefined}
          />
          {(itemIssues.length > 0 || itemWarnings.length > 0) && (
            <ul className="field-messages">
              {itemIssues.map((issue) => (
                <li key={issue.path + issue.message} className="field-error">
                  Line {Number(/\[(\d+)\]/.exec(issue.path.slice(field.at.length))?.[1] ?? 0) + 1}: {issue.message}
                </li>
              ))}
              {itemWarnings.map((warning) => (
                <li key={warning.path + warning.message} className="field-warning">
                  {warning.message} <span className="fix">{warning.fix}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Labelled>
  );
}

/** A list of items with Add and Remove; each item is a fieldset named by `legend`. */
export function ItemList({
  path,
  title,
  addLabel,
  makeItem,
  legend,
  children,
}: {
  path: DraftPath;
  title: string;
  addLabel: string;
  makeItem: (n: number) => unknown;
  legend: (item: Record<string, unknown>, index: number) => string;
  children: (itemPath: DraftPath, index: number) => ReactNode;
}) {
  const items = useAuthoringStore(useShallow((state) => {
    const list = getAt(state.draft, path);
    return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  }));
  const { addItem, removeItem } = useAuthoringStore.getState();
  const at = issuePath(path);
  return (
    <section className="draft-section" aria-label={title}>
      <h2>{title}</h2>
      <FieldMessages path={at} />
      {items.map((item, index) => (
        <fieldset key={index} className="draft-item">
          <legend>{legend(item, index)}</legend>
          <FieldMessages path={`${at}[${index}]`} />
          {children([...path, index], index)}
          <button type="button" className="danger" onClick={() => removeItem(path, index)} aria-label={`Remove ${legend(item, index)}`}>
            Remove
          </button>
        </fieldset>
      ))}
      <button type="button" className="secondary" onClick={() => addItem(path, makeItem(items.length + 1))}>
        {addLabel}
      </button>
    </section>
  );
}

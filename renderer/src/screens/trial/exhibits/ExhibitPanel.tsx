import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { ProcedureOutput } from '../../../../../shared/contract';
import { api } from '../../../api';
import { trialSelectors, useTrialStore } from '../../../stores/trial';
import { exhibitStatuses } from './exhibitStatus';

// pdf.js is large: it loads with the first exhibit shown, not with the app.
const ExhibitViewer = lazy(() => import('./ExhibitViewer').then((module) => ({ default: module.ExhibitViewer })));

type Exhibit = ProcedureOutput<'exhibits.list'>['exhibits'][number];

const STATUS_LABEL = { unmarked: 'not marked', marked: 'marked for identification', offered: 'offered', admitted: 'admitted', refused: 'refused' } as const;

/**
 * The exhibits of the case: the list with where each stands, the selected one shown (PDF or
 * image), and the steps to introduce it in order. Arrow keys move through the list.
 */
export function ExhibitPanel() {
  const sessionId = useTrialStore(trialSelectors.sessionId);
  const events = useTrialStore((s) => s.events);
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const readOnly = useTrialStore(trialSelectors.readOnly);
  const [exhibits, setExhibits] = useState<Exhibit[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    void api.call('exhibits.list', { sessionId }).then(({ exhibits: list }) => {
      setExhibits(list);
      setSelected((current) => current ?? list[0]?.id ?? null);
    });
  }, [sessionId]);
  const statuses = useMemo(() => exhibitStatuses(events), [events]);
  if (!sessionId || exhibits.length === 0) return null;
  const exhibit = exhibits.find((entry) => entry.id === selected) ?? exhibits[0]!;
  const status = statuses.get(exhibit.id) ?? { status: 'unmarked' as const, shown: false, approached: false, published: false, laid: [] };
  const can = !readOnly && awaiting === 'player_question' && busy === null;
  const act = (kind: 'mark' | 'show' | 'approach' | 'offer' | 'publish') => void useTrialStore.getState().exhibit({ kind, exhibit: exhibit.id });
  const impeach = (step: 'commit' | 'credit' | 'confront') => void useTrialStore.getState().exhibit({ kind: 'impeach', exhibit: exhibit.id, step });
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const index = exhibits.findIndex((entry) => entry.id === exhibit.id);
    const next = exhibits[(index + (event.key === 'ArrowDown' ? 1 : exhibits.length - 1)) % exhibits.length]!;
    setSelected(next.id);
    document.getElementById(`exhibit-${next.id}`)?.focus();
  };
  return (
    <section className="panel exhibit-panel" aria-labelledby="exhibits-title" data-testid="exhibit-panel">
      <h2 id="exhibits-title">Exhibits</h2>
      <ul className="exhibit-list" aria-label="Exhibits of the case" onKeyDown={onListKey}>
        {exhibits.map((entry) => {
          const state = statuses.get(entry.id)?.status ?? 'unmarked';
          return (
            <li key={entry.id}>
              <button type="button" id={`exhibit-${entry.id}`} aria-pressed={entry.id === exhibit.id} onClick={() => setSelected(entry.id)} data-exhibit={entry.id} data-status={state}>
                <strong>{entry.label}</strong> {entry.title} <span className={`badge status-${state}`}>{STATUS_LABEL[state]}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="exhibit-detail">
        <h3>
          Exhibit {exhibit.label}: {exhibit.title}
        </h3>
        <p className="muted">
          {exhibit.kind.replace(/_/g, ' ')}
          {exhibit.stipulated ? ', admissible by stipulation' : ''}
          {exhibit.offeredBy ? `, the ${exhibit.offeredBy}'s exhibit` : ''}
        </p>
        <div className="row exhibit-actions" role="toolbar" aria-label={`Steps for Exhibit ${exhibit.label}`}>
          <button type="button" disabled={!can || status.status !== 'unmarked'} onClick={() => act('mark')} data-testid="exhibit-mark">
            Mark for identification
          </button>
          <button type="button" disabled={!can || status.status === 'unmarked' || status.shown} onClick={() => act('show')} data-testid="exhibit-show">
            Show to counsel
          </button>
          <button type="button" disabled={!can || !status.shown || status.approached} onClick={() => act('approach')} data-testid="exhibit-approach">
            Approach the witness
          </button>
          <button type="button" disabled={!can || (status.status !== 'marked' && status.status !== 'refused')} onClick={() => act('offer')} data-testid="exhibit-offer">
            Offer into evidence
          </button>
          <button type="button" disabled={!can || status.status !== 'admitted' || status.published} onClick={() => act('publish')} data-testid="exhibit-publish">
            Publish to the jury
          </button>
        </div>
        {exhibit.elements.length > 0 && !exhibit.stipulated && (
          <>
            <h4>Foundation (ask the witness; plain questions)</h4>
            <ul className="foundation-list">
              {exhibit.elements.map((element) => (
                <li key={element.id} data-laid={status.laid.includes(element.id)}>
                  {status.laid.includes(element.id) ? '✓ ' : '○ '}
                  {element.label}
                </li>
              ))}
            </ul>
          </>
        )}
        {exhibit.passage && (
          <div className="row" role="group" aria-label="Impeach with this prior statement (marks your last question)">
            <button type="button" disabled={!can} onClick={() => impeach('commit')}>
              Commit
            </button>
            <button type="button" disabled={!can} onClick={() => impeach('credit')}>
              Credit
            </button>
            <button type="button" disabled={!can} onClick={() => impeach('confront')}>
              Confront
            </button>
            <q>{exhibit.passage}</q>
          </div>
        )}
        {exhibit.hasFile ? (
          <Suspense fallback={<p className="muted">Loading the viewer…</p>}>
            <ExhibitViewer sessionId={sessionId} exhibitId={exhibit.id} title={`Exhibit ${exhibit.label}: ${exhibit.title}`} />
          </Suspense>
        ) : (
          <p>{exhibit.description}</p>
        )}
      </div>
    </section>
  );
}

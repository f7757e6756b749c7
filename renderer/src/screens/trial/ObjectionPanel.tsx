import { useEffect, useRef } from 'react';
import { OBJECTION_GROUNDS, trialSelectors, useTrialStore } from '../../stores/trial';
import { RuleLink } from './exhibits/RuleLink';

/**
 * Counsel's pending question and the student's window to object: one button per ground with its
 * FRE rule (Alt+1..9 for the first nine), and "No objection" (Alt+0).
 */
export function ObjectionPanel() {
  const pending = useTrialStore(trialSelectors.pending);
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const open = awaiting === 'player_response' && pending !== null;
  const question = useRef<HTMLParagraphElement>(null);
  // Counsel's question takes the focus, so it is read out and the grounds are one Tab away.
  useEffect(() => {
    if (open) question.current?.focus();
  }, [open, pending?.questionId]);
  return (
    <section className="objections panel" aria-labelledby="objections-title" data-testid="objection-panel">
      <h2 id="objections-title">Objections</h2>
      {open ? (
        <p className="pending" data-testid="pending-question" ref={question} tabIndex={-1}>
          Counsel asks: <q>{pending.text}</q> Object, or let the witness answer.
        </p>
      ) : (
        <p className="hint">You can object when opposing counsel puts a question to the witness.</p>
      )}
      <div className="ground-grid" role="group" aria-label="Objection grounds">
        {OBJECTION_GROUNDS.map((info, index) => (
          <button
            key={info.ground}
            type="button"
            disabled={!open || busy !== null}
            onClick={() => void useTrialStore.getState().respond(info.ground)}
            aria-keyshortcuts={index < 9 ? `Alt+${index + 1}` : undefined}
            data-ground={info.ground}
            title={`${info.label}, ${info.rule}`}
          >
            <span className="ground-label">
              {index < 9 && <kbd aria-hidden="true">{index + 1}</kbd>} {info.label}
            </span>
            <span className="ground-rule">{info.rule}</span>
          </button>
        ))}
      </div>
      <p className="ground-rules">
        The rules:{' '}
        {[...new Set(OBJECTION_GROUNDS.map((info) => info.rule))].map((rule) => (
          <RuleLink key={rule} rule={rule} />
        ))}
      </p>
      <button type="button" className="pass" disabled={!open || busy !== null} onClick={() => void useTrialStore.getState().respond(null)} aria-keyshortcuts="Alt+0" data-testid="pass">
        No objection <kbd>Alt</kbd>+<kbd>0</kbd>
      </button>
    </section>
  );
}

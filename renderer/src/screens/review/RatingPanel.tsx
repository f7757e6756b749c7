import { useEffect, useRef, useState } from 'react';
import type { RatableTurn } from '../../../../shared/contract/schemas/evaluation';
import { useEvaluationStore } from '../../stores/evaluation';

const AGENT_LABEL: Record<RatableTurn['agent'], string> = { witness: 'Witness', judge: 'Judge', counsel: 'Opposing counsel', client: 'Client', advice: 'Advice marking' };

/** One agent turn: its words, five stars (a radio group: arrow keys move, Space picks) and a comment. */
function RateTurn({ sessionId, turn, focused }: { sessionId: string; turn: RatableTurn; focused: boolean }) {
  const [stars, setStars] = useState<number | null>(turn.stars);
  const [comment, setComment] = useState(turn.comment ?? '');
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focused || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus();
  }, [focused]);
  const name = `stars-${turn.eventSeq}`;
  return (
    <form
      ref={ref}
      tabIndex={-1}
      className={`rate-turn${focused ? ' focused' : ''}`}
      id={`rate-${turn.eventSeq}`}
      data-testid={`rate-${turn.eventSeq}`}
      aria-labelledby={`${name}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (stars !== null) void useEvaluationStore.getState().rate(sessionId, turn.eventSeq, stars, comment.trim());
      }}
    >
      <p id={`${name}-title`}>
        <strong>{AGENT_LABEL[turn.agent]}</strong>, turn {turn.turn}: {turn.output}
      </p>
      <fieldset className="stars">
        <legend>Rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={stars === value} onChange={() => setStars(value)} />
            {value} {value === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${name}-comment`}>Comment</label>{' '}
      <input id={`${name}-comment`} type="text" value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} />{' '}
      <button type="submit" disabled={stars === null}>
        Save rating
      </button>
      {turn.stars !== null && <span className="muted"> Rated {turn.stars} of 5.</span>}
    </form>
  );
}

/** Rate the agents' turns of the session open in Review (stored with the session). */
export function RatingPanel({ sessionId }: { sessionId: string }) {
  const turns = useEvaluationStore((state) => (state.turnsSessionId === sessionId ? state.turns : []));
  const focusCaseId = useEvaluationStore((state) => state.focusCaseId);
  const notice = useEvaluationStore((state) => state.notice);
  useEffect(() => {
    void useEvaluationStore.getState().loadTurns(sessionId);
  }, [sessionId]);
  return (
    <section className="panel no-print" aria-labelledby="rate-title" data-testid="rating-panel">
      <h2 id="rate-title">Rate the agents</h2>
      <p className="hint">Give each agent turn 1 to 5 stars: rated turns measure the judges and, once there are enough, show the agents examples.</p>
      <div role="status" aria-live="polite" className="notice">
        {notice}
      </div>
      {turns.length === 0 ? (
        <p className="muted">No agent turns to rate.</p>
      ) : (
        <ol className="rate-list">
          {turns.map((turn) => (
            <li key={turn.caseId}>
              <RateTurn sessionId={sessionId} turn={turn} focused={focusCaseId === turn.caseId} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { OBJECTION_CATALOGUE, OBJECTION_GROUNDS } from '../../../../shared/domain/objectionGrounds';
import { ObjectionDrillRun, type DrillFeedback, type DrillResponse } from '../../../../shared/drills/objectionDrillRun';
import type { ObjectionDrillResult } from '../../../../shared/contract';

const describe = (response: DrillFeedback['response']) =>
  response === 'pass' ? 'no objection' : response === 'timeout' ? 'time ran out' : OBJECTION_CATALOGUE[response].label.toLowerCase();

function FeedbackLine({ feedback }: { feedback: DrillFeedback }) {
  const expected = feedback.expected ? `${OBJECTION_CATALOGUE[feedback.expected].label} (${feedback.rule})` : 'no objection: a proper question';
  return (
    <p data-testid="drill-feedback" data-correct={feedback.correct}>
      <strong>{feedback.correct ? 'Right.' : 'Not quite.'}</strong> You answered {describe(feedback.response)}; the answer is {expected}. {feedback.why}
    </p>
  );
}

/**
 * The objection drill: counsel's questions one at a time, each with a time limit; the student
 * objects on a ground or lets it pass, and sees at once whether that was right, with the rule.
 */
export function ObjectionDrill({ drill, error, onStart }: { drill: ObjectionDrillResult | null; error: string | null; onStart: () => void }) {
  // The parent remounts this (a new key) for every new drill.
  const [run] = useState(() => (drill ? new ObjectionDrillRun(drill.items, { timeLimitMs: drill.timeLimitSeconds * 1000, now: () => Date.now() }) : null));
  const [, setTick] = useState(0);
  const [last, setLast] = useState<DrillFeedback | null>(null);
  const refresh = () => setTick((n) => n + 1);

  // The clock: redraw the countdown, and end a question whose time has run out.
  useEffect(() => {
    const timer = setInterval(() => {
      const expired = run?.expire();
      if (expired) setLast(expired);
      if (run && !run.finished()) refresh();
    }, 250);
    return () => clearInterval(timer);
  }, [run]);

  const answer = (response: DrillResponse) => {
    if (!run || run.finished()) return;
    setLast(run.answer(response));
    refresh();
  };

  const current = run?.current() ?? null;
  const score = run?.score();
  return (
    <section className="panel" aria-labelledby="drill-title" data-testid="objection-drill">
      <h2 id="drill-title">Objection drill</h2>
      <p className="hint">Counsel asks; object on the right ground within the time, or let a proper question pass. Weighted towards the grounds you miss.</p>
      <div className="toolbar">
        <button type="button" onClick={onStart}>
          {run ? 'Start a new drill' : 'Start the objection drill'}
        </button>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {current && run && (
        <div>
          <p>
            Question {run.feedback.length + 1} of {run.items.length}, {Math.ceil(run.remainingMs() / 1000)} s left
          </p>
          <blockquote data-testid="drill-question">{current.question}</blockquote>
          <div className="drill-answers" role="group" aria-label="Your answer">
            {OBJECTION_GROUNDS.map((ground) => (
              <button key={ground} type="button" data-ground={ground} onClick={() => answer(ground)}>
                {OBJECTION_CATALOGUE[ground].label}
              </button>
            ))}
            <button type="button" data-ground="pass" onClick={() => answer('pass')}>
              No objection
            </button>
          </div>
        </div>
      )}
      <div role="status">{last && <FeedbackLine feedback={last} />}</div>
      {run?.finished() && score && (
        <p data-testid="drill-score">
          Drill over: {score.correct} of {score.total} right ({Math.round(score.share * 100)} %).
        </p>
      )}
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { wordCount } from '../../../../shared/domain';
import { trialSelectors, useTrialStore } from '../../stores/trial';
import { clockText } from './TimeBudgets';

const TITLE = { player_opening: 'Your opening statement', player_closing: 'Your closing argument', player_rebuttal: 'Your rebuttal' } as const;
type SpeechAwaiting = keyof typeof TITLE;

/**
 * The student's opening, closing or rebuttal: a text pane with a live word count and a timer.
 * In a timed trial the timer counts the side's budget down and delivers what is written when it
 * runs out; untimed, it counts up.
 */
function Speech({ awaiting }: { awaiting: SpeechAwaiting }) {
  const id = useId();
  const [text, setText] = useState('');
  const [elapsed, setElapsed] = useState(0);
  const [startedAt] = useState(() => Date.now());
  const clock = useTrialStore(trialSelectors.clock);
  const busy = useTrialStore(trialSelectors.busy);
  const trialPhase = useTrialStore(trialSelectors.trialPhase);
  const side = useTrialStore((s) => s.brief?.playerSide ?? null);
  const store = useTrialStore.getState();
  const part = awaiting === 'player_opening' ? 'opening' : 'closing';
  const remaining = clock ? clock.remainingMs - elapsed : null;
  const words = wordCount(text);
  const deliver = () => void store.giveSpeech(part, text, Date.now() - startedAt).then((ok) => ok && setText(''));
  // What to do when time runs out, with the latest text; kept in a ref so the timer effect need not restart.
  const onTimeUp = useRef(() => {});
  useEffect(() => {
    onTimeUp.current = () => {
      if (text.trim()) deliver();
      else if (part === 'closing') void store.next();
      else void store.counselTurn();
    };
  });
  const timeUp = remaining !== null && remaining <= 0;

  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - startedAt), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  // Time up: what is written is delivered, or the part is waived when nothing is.
  useEffect(() => {
    if (timeUp) onTimeUp.current();
  }, [timeUp]);

  return (
    <section className="panel speech-pane" aria-labelledby={`${id}-title`} data-testid="speech-pane">
      <h2 id={`${id}-title`}>{TITLE[awaiting]}</h2>
      <label htmlFor={`${id}-text`}>Speak to the jury. Argue only from what is in evidence.</label>
      <textarea id={`${id}-text`} rows={8} value={text} onChange={(e) => setText(e.target.value)} data-testid="speech-text" />
      <p className="speech-meter" aria-live="off">
        <span data-testid="speech-words">{words} words</span> ·{' '}
        <span data-testid="speech-timer" role="timer" aria-label={remaining === null ? 'Time speaking' : 'Time left'}>
          {remaining === null ? clockText(elapsed) : `${clockText(remaining)} left`}
        </span>
      </p>
      <div className="speech-actions">
        <button type="button" className="primary" disabled={busy !== null || !text.trim()} onClick={deliver} data-testid="speech-deliver">
          Deliver
        </button>
        {awaiting === 'player_opening' && side === 'defense' && trialPhase === 'openings' && (
          <button type="button" disabled={busy !== null} onClick={() => void store.giveSpeech('opening', '', 0, true)} data-testid="speech-reserve">
            Reserve until the defense case
          </button>
        )}
        {awaiting !== 'player_opening' && (
          <button type="button" disabled={busy !== null} onClick={() => void store.next()} data-testid="speech-waive">
            Waive
          </button>
        )}
      </div>
    </section>
  );
}

/** The pane for the student's speech, when it is the student's to give. */
export function SpeechPane() {
  const awaiting = useTrialStore(trialSelectors.awaiting);
  if (awaiting !== 'player_opening' && awaiting !== 'player_closing' && awaiting !== 'player_rebuttal') return null;
  // Keyed by the part, so a new speech starts with an empty pane and a fresh timer.
  return <Speech key={awaiting} awaiting={awaiting} />;
}

/** After the plaintiff rests, the defense may move for a directed verdict. */
export function MotionPanel() {
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const id = useId();
  if (awaiting !== 'player_motion') return null;
  const store = useTrialStore.getState();
  return (
    <section className="panel motion-panel" aria-labelledby={`${id}-title`} data-testid="motion-panel">
      <h2 id={`${id}-title`}>The plaintiff rests</h2>
      <p>You may move for a directed verdict: the judge grants it if the plaintiff offered no evidence on some element of the claim.</p>
      <div className="speech-actions">
        <button type="button" className="primary" disabled={busy !== null} onClick={() => void store.moveForDirectedVerdict()} data-testid="motion-move">
          Move for a directed verdict
        </button>
        <button type="button" disabled={busy !== null} onClick={() => void store.next()} data-testid="motion-decline">
          Proceed with the defense case
        </button>
      </div>
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { trialSelectors, useTrialStore } from '../../stores/trial';

const PART = { opening: 'Opening', direct: 'Direct', cross: 'Cross', closing: 'Closing' } as const;

/** Minutes and seconds, as a chess clock shows them. */
export const clockText = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The player's time budgets in a timed trial: every part's budget and time left, the part under
 * way counting down. When an examination's budget is spent it asks for counsel's turn, and main
 * ends the examination with the court's notice (speeches end in the speech pane). The seconds
 * are not announced; a polite status says only "one minute left" and "time is up".
 */
export function TimeBudgets() {
  const timeLeft = useTrialStore(trialSelectors.timeLeft);
  const current = useTrialStore(trialSelectors.clock);
  if (timeLeft.length === 0) return null;
  // Keyed by main's reading: each new one restarts the count from when it arrived.
  return <Budgets key={current ? `${current.part}:${current.remainingMs}` : 'idle'} timeLeft={timeLeft} current={current} />;
}

type ClockReading = NonNullable<ReturnType<typeof trialSelectors.clock>>;

function Budgets({ timeLeft, current }: { timeLeft: readonly ClockReading[]; current: ClockReading | null }) {
  const id = useId();
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const [receivedAt] = useState(() => Date.now());
  const [now, setNow] = useState(receivedAt);
  useEffect(() => {
    if (!current) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [current]);
  const running = current ? Math.max(0, current.remainingMs - (now - receivedAt)) : null;
  const timeUp = running !== null && running <= 0;
  useEffect(() => {
    if (timeUp && awaiting === 'player_question' && busy === null) void useTrialStore.getState().counselTurn();
  }, [timeUp, awaiting, busy]);
  const announcement = !current || running === null ? '' : timeUp ? `Time is up: your ${PART[current.part].toLowerCase()} ends.` : running <= 60_000 ? `One minute left on your ${PART[current.part].toLowerCase()}.` : '';
  return (
    <section className="time-budgets" aria-labelledby={`${id}-title`} data-testid="time-budgets">
      <h2 id={`${id}-title`} className="visually-hidden">
        Your time
      </h2>
      <ul>
        {timeLeft.map((part) => {
          const live = current?.part === part.part && running !== null;
          const left = live ? running : part.remainingMs;
          return (
            <li key={part.part} className={live ? 'running' : undefined} aria-current={live ? 'true' : undefined} data-testid={`time-${part.part}`}>
              <span className="part">{PART[part.part]}</span>{' '}
              <span role="timer" aria-live="off">
                {clockText(left)}
              </span>
              <span className="muted"> of {clockText(part.budgetMs)}</span>
            </li>
          );
        })}
      </ul>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="time-announcement">
        {announcement}
      </div>
    </section>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConsultationRoom } from '../../../../shared/contract';
import { consultationSelectors, useConsultationStore } from '../../stores/consultation';
import { isSubmitShortcut } from './InterviewRoom';
import { NotesPad } from './NotesPad';
import { RoomHeader } from './RoomHeader';
import { TranscriptLog } from './TranscriptLog';

/** "Wrap up and advise": the student writes the advice, with the transcript and notes at hand. */
export function AdviceForm({ room }: { room: ConsultationRoom }) {
  const busy = useConsultationStore(consultationSelectors.busy);
  const actions = useConsultationStore.getState();
  const [advice, setAdvice] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);

  const send = () => void actions.advise(advice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <div className="consult-room" data-testid="consultation-advice">
      <RoomHeader room={room} />
      {room.ended && (
        <p role="status" className="notice">
          The meeting is over. Write your advice, or go to the report.
        </p>
      )}
      <div className="consult-columns">
        <section className="consult-chat" aria-labelledby="advice-title">
          <h2 id="advice-title">Your advice to {room.clientName}</h2>
          <form onSubmit={submit} className="ask-form">
            <label htmlFor="consult-advice">
              The advice: the legal relationship, the rule that applies, the risks, and the next steps
            </label>
            <textarea
              id="consult-advice"
              ref={box}
              rows={9}
              value={advice}
              onChange={(event) => setAdvice(event.target.value)}
              onKeyDown={(event) => {
                if (isSubmitShortcut(event)) {
                  event.preventDefault();
                  send();
                } else if (event.key === 'Escape' && !room.ended) {
                  actions.closeAdvice();
                }
              }}
              aria-describedby="advice-hint"
              data-testid="consultation-advice-text"
            />
            <p id="advice-hint" className="muted small">
              Giving the advice ends the meeting. Ctrl+Enter gives it{room.ended ? '' : '; Escape goes back to the interview'}.
            </p>
            <div className="toolbar">
              <button type="submit" disabled={busy !== null || advice.trim() === ''}>
                {busy === 'advising' ? 'Scoring…' : 'Give the advice and end the meeting'}
              </button>
              {room.ended ? (
                <button type="button" className="secondary" onClick={() => void actions.loadReport()} disabled={busy !== null}>
                  See the report without advice
                </button>
              ) : (
                <button type="button" className="secondary" onClick={actions.closeAdvice} disabled={busy !== null}>
                  Back to the interview
                </button>
              )}
            </div>
          </form>
          <h3>The interview</h3>
          <TranscriptLog lines={room.transcript} clientName={room.clientName} />
        </section>
        <aside className="consult-side" aria-label="Notes">
          <NotesPad />
        </aside>
      </div>
    </div>
  );
}

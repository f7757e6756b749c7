import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ConsultationRoom } from '../../../../shared/contract';
import { consultationSelectors, useConsultationStore } from '../../stores/consultation';
import { NotesPad } from './NotesPad';
import { presetLabel } from './presets';
import { RoomHeader } from './RoomHeader';
import { TranscriptLog } from './TranscriptLog';
import { TrustIndicator } from './TrustIndicator';

/** Ctrl+Enter (or Cmd+Enter) submits a multi-line box; Enter alone makes a new line. */
export const isSubmitShortcut = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/** The interview: the chat, the question box, notes, trust, and "wrap up and advise". */
export function InterviewRoom({ room }: { room: ConsultationRoom }) {
  const busy = useConsultationStore(consultationSelectors.busy);
  const actions = useConsultationStore.getState();
  const [draft, setDraft] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // Arriving in the room (a start, a resume, back from the advice form) puts the cursor in the question box.
  useEffect(() => box.current?.focus(), []);

  const send = async () => {
    if (await actions.ask(draft)) setDraft('');
    box.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <div className="consult-room" data-testid="consultation-room">
      <RoomHeader room={room} />
      <div className="consult-columns">
        <section className="consult-chat" aria-labelledby="chat-title">
          <h2 id="chat-title">
            Interview with {room.clientName} <span className="muted small">({presetLabel(room.preset)})</span>
          </h2>
          <TranscriptLog lines={room.transcript} clientName={room.clientName} />
          <form onSubmit={submit} className="ask-form">
            <label htmlFor="consult-question">Your question or remark</label>
            <textarea
              id="consult-question"
              ref={box}
              rows={3}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (isSubmitShortcut(event)) {
                  event.preventDefault();
                  void send();
                }
              }}
              aria-describedby="ask-hint"
              data-testid="consultation-question"
            />
            <p id="ask-hint" className="muted small">
              Ctrl+Enter sends.
            </p>
            <div className="toolbar">
              <button type="submit" disabled={busy !== null || draft.trim() === ''}>
                {busy === 'asking' ? 'Waiting for the client…' : 'Send'}
              </button>
            </div>
          </form>
        </section>
        <aside className="consult-side" aria-label="Notes and trust">
          <TrustIndicator trust={room.trust} />
          <NotesPad />
          <div className="toolbar stacked">
            <button type="button" onClick={actions.openAdvice} disabled={busy !== null}>
              Wrap up and advise
            </button>
            <button type="button" className="secondary" onClick={() => void actions.leave()} disabled={busy !== null}>
              Back to scenarios
            </button>
          </div>
        </aside>
      </div>
    </div>
  );
}

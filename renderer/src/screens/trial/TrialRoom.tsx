import { useEffect, useRef } from 'react';
import { api } from '../../api';
import { useAppStore } from '../../stores/app';
import { useReviewStore } from '../../stores/review';
import { OBJECTION_GROUNDS, trialSelectors, useTrialStore } from '../../stores/trial';
import { LiveScore, PhaseIndicator, RulingBanner } from './CourtStatus';
import { ObjectionPanel } from './ObjectionPanel';
import { QuestionBox } from './QuestionBox';
import { TRIAL_SHORTCUTS } from './shortcuts';
import { AffidavitPanel, CrossOutlinePanel, DebugPanel, ElicitChecklist } from './SidePanels';
import { TranscriptView } from './TranscriptView';

function openReview() {
  const id = useTrialStore.getState().sessionId;
  if (!id) return;
  void useReviewStore.getState().open(id);
  useAppStore.getState().navigate('review');
}

/** Global keys of the room; digits by `code`, so Alt+1 works whatever the keyboard layout types. */
function useTrialShortcuts() {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const store = useTrialStore.getState();
      const awaiting = trialSelectors.awaiting(store);
      const typing = event.target instanceof HTMLElement && (event.target.tagName === 'TEXTAREA' || event.target.tagName === 'INPUT');
      if (event.key === 'Escape' && store.shortcutsOpen) {
        store.toggleShortcuts(false);
        return;
      }
      if (!event.altKey && !typing && event.key === '?') {
        event.preventDefault();
        store.toggleShortcuts(true);
        return;
      }
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const digit = /^Digit(\d)$/.exec(event.code)?.[1];
      if (digit !== undefined) {
        event.preventDefault();
        if (awaiting !== 'player_response') return;
        if (digit === '0') void store.respond(null);
        else {
          const info = OBJECTION_GROUNDS[Number(digit) - 1];
          if (info) void store.respond(info.ground);
        }
        return;
      }
      const handled: Record<string, () => void> = {
        KeyC: () => awaiting === 'opposing_counsel' && void store.counselTurn(),
        KeyN: () => awaiting === 'player_question' && void store.next(),
        KeyD: () => store.toggleDebug(),
        KeyL: () => store.toggleElicits(),
        KeyQ: () => document.getElementById('question-input')?.focus(),
        KeyR: () => openReview(),
      };
      const action = handled[event.code];
      if (action) {
        event.preventDefault();
        action();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** A modal list of the shortcuts; focus goes in, Escape or the button closes it. */
function ShortcutsHelp() {
  const open = useTrialStore(trialSelectors.shortcutsOpen);
  const close = useRef<HTMLButtonElement>(null);
  // Focus goes into the dialog and, when it closes, back to where it was.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => previous?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="shortcuts-title"
        className="dialog"
        data-testid="shortcuts-help"
        onKeyDown={(e) => {
          // The close button is the dialog's only control: Tab stays on it.
          if (e.key === 'Tab') {
            e.preventDefault();
            close.current?.focus();
          }
        }}
      >
        <h2 id="shortcuts-title">Keyboard shortcuts</h2>
        <table>
          <tbody>
            {TRIAL_SHORTCUTS.map((s) => (
              <tr key={s.keys}>
                <th scope="row">
                  <kbd>{s.keys}</kbd>
                </th>
                <td>{s.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" ref={close} onClick={() => useTrialStore.getState().toggleShortcuts(false)}>
          Close (Escape)
        </button>
      </div>
    </div>
  );
}

/** The moves that are not questions: counsel's turn, end of examination, review, panels. */
function TurnControls() {
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const debugOpen = useTrialStore(trialSelectors.debugOpen);
  const readOnly = useTrialStore(trialSelectors.readOnly);
  const endLabel = useTrialStore(trialSelectors.endExaminationLabel);
  const counsel = useRef<HTMLButtonElement>(null);
  const store = useTrialStore.getState();
  // When counsel is to move, the button to let it is where the focus goes.
  useEffect(() => {
    if (awaiting === 'opposing_counsel' && !busy) counsel.current?.focus();
  }, [awaiting, busy]);
  return (
    <div className="turn-controls" role="toolbar" aria-label="Trial controls">
      <span className="awaiting" role="status" data-testid="awaiting">
        {readOnly
          ? 'This session is stored from an earlier run of the app: read only.'
          : { start: 'Starting…', player_question: 'Your turn to ask.', player_response: 'Counsel has asked: object or let it pass.', opposing_counsel: "Opposing counsel's turn.", ended: 'The trial is over.' }[awaiting]}
      </span>
      <button type="button" ref={counsel} className="primary" disabled={awaiting !== 'opposing_counsel' || busy !== null} onClick={() => void store.counselTurn()} aria-keyshortcuts="Alt+C" data-testid="counsel-turn">
        Counsel's turn <kbd>Alt</kbd>+<kbd>C</kbd>
      </button>
      <button type="button" disabled={awaiting !== 'player_question' || busy !== null} onClick={() => void store.next()} aria-keyshortcuts="Alt+N" data-testid="end-examination">
        {endLabel} <kbd>Alt</kbd>+<kbd>N</kbd>
      </button>
      <button type="button" onClick={openReview} aria-keyshortcuts="Alt+R" data-testid="open-review">
        Review
      </button>
      <button type="button" aria-pressed={debugOpen} onClick={store.toggleDebug} aria-keyshortcuts="Alt+D" data-testid="debug-toggle">
        Debug
      </button>
      <button type="button" onClick={() => store.toggleShortcuts(true)} aria-keyshortcuts="?">
        Shortcuts
      </button>
      <button type="button" onClick={store.leave}>
        Leave trial
      </button>
    </div>
  );
}

/** The courtroom: transcript and question box in the middle, the case on the side. */
export function TrialRoom() {
  const brief = useTrialStore(trialSelectors.brief);
  const sessionId = useTrialStore(trialSelectors.sessionId);
  useTrialShortcuts();
  // Real streamed deltas, when main sends them, go to the streaming slot only.
  useEffect(
    () =>
      api.subscribe('witness.token', ({ sessionId: from, turnId, delta }) => {
        if (from === sessionId) useTrialStore.getState().receiveToken(turnId, delta);
      }),
    [sessionId],
  );
  if (!brief) return null;
  return (
    <div className="trial-room">
      <header className="room-header">
        <div>
          <p className="case-title">{brief.title}</p>
          <p className="muted">You are counsel for the {brief.playerSide}.</p>
        </div>
        <PhaseIndicator />
        <LiveScore />
      </header>
      <TurnControls />
      <RulingBanner />
      <div className="room-grid">
        <div className="room-main">
          <TranscriptView />
          <QuestionBox />
          <ObjectionPanel />
        </div>
        <aside className="room-side" aria-label="Case file">
          <ElicitChecklist />
          <CrossOutlinePanel />
          <DebugPanel />
          <AffidavitPanel />
          <details className="panel">
            <summary>
              <h2>Your case theory</h2>
            </summary>
            <p>{brief.caseTheory}</p>
          </details>
        </aside>
      </div>
      <ShortcutsHelp />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { ariaKeyShortcuts } from '../../shortcuts/shortcutTable';
import { useShortcuts } from '../../shortcuts/useShortcuts';
import { useAppStore } from '../../stores/app';
import { useReviewStore } from '../../stores/review';
import { OBJECTION_GROUNDS, partyName, trialSelectors, useTrialStore } from '../../stores/trial';
import { LiveScore, PhaseIndicator, RulingBanner } from './CourtStatus';
import { ObjectionPanel } from './ObjectionPanel';
import { QuestionBox } from './QuestionBox';
import { MotionPanel, SpeechPane } from './SpeechPane';
import { TimeBudgets } from './TimeBudgets';
import { DebugPanel } from './DebugPanel';
import { ExhibitPanel } from './exhibits/ExhibitPanel';
import { RulesPanel } from './exhibits/RulesPanel';
import { AffidavitPanel, CrossOutlinePanel, ElicitChecklist } from './SidePanels';
import { TranscriptView } from './TranscriptView';

/** What the room says when the player's move is a speech or the motion (the whole trial). */
const ARC_AWAITING = {
  player_opening: 'Your opening statement.',
  player_motion: 'The plaintiff rests: you may move for a directed verdict.',
  player_closing: 'Your closing argument.',
  player_rebuttal: 'Your rebuttal (or waive it).',
} as const;

function openReview() {
  const id = useTrialStore.getState().sessionId;
  if (!id) return;
  void useReviewStore.getState().open(id);
  useAppStore.getState().navigate('review');
}

/** The room's keys, from the app's shortcut table; digits go by `code`, whatever the layout types. */
function useTrialShortcuts() {
  useShortcuts({
    'trial.object': (index) => {
      const store = useTrialStore.getState();
      const info = OBJECTION_GROUNDS[index];
      if (info && trialSelectors.awaiting(store) === 'player_response') void store.respond(info.ground);
    },
    'trial.pass': () => {
      const store = useTrialStore.getState();
      if (trialSelectors.awaiting(store) === 'player_response') void store.respond(null);
    },
    'trial.counselTurn': () => {
      const store = useTrialStore.getState();
      if (trialSelectors.awaiting(store) === 'opposing_counsel') void store.counselTurn();
    },
    'trial.next': () => {
      const store = useTrialStore.getState();
      if (trialSelectors.awaiting(store) === 'player_question') void store.next();
    },
    'trial.debug': () => useTrialStore.getState().toggleDebug(),
    'trial.elicits': () => useTrialStore.getState().toggleElicits(),
    'trial.focusQuestion': () => document.getElementById('question-input')?.focus(),
    'trial.strike': () => {
      const store = useTrialStore.getState();
      if (trialSelectors.strikeable(store) && trialSelectors.awaiting(store) === 'player_question' && store.busy === null) void store.strike();
    },
    'trial.review': openReview,
  });
}

/** The moves that are not questions: counsel's turn, end of examination, review, panels. */
function TurnControls() {
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const debugOpen = useTrialStore(trialSelectors.debugOpen);
  const readOnly = useTrialStore(trialSelectors.readOnly);
  const endLabel = useTrialStore(trialSelectors.endExaminationLabel);
  const strikeable = useTrialStore(trialSelectors.strikeable);
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
          : { start: 'Starting…', player_question: 'Your turn to ask.', player_response: 'Counsel has asked: object or let it pass.', opposing_counsel: "Opposing counsel's turn.", ended: 'The trial is over.', ...ARC_AWAITING }[awaiting]}
      </span>
      <button type="button" ref={counsel} className="primary" disabled={awaiting !== 'opposing_counsel' || busy !== null} onClick={() => void store.counselTurn()} aria-keyshortcuts={ariaKeyShortcuts('trial.counselTurn')} data-testid="counsel-turn">
        Counsel's turn <kbd>Alt</kbd>+<kbd>C</kbd>
      </button>
      <button type="button" disabled={awaiting !== 'player_question' || busy !== null} onClick={() => void store.next()} aria-keyshortcuts={ariaKeyShortcuts('trial.next')} data-testid="end-examination">
        {endLabel} <kbd>Alt</kbd>+<kbd>N</kbd>
      </button>
      <button type="button" disabled={awaiting !== 'player_question' || busy !== null || !strikeable} onClick={() => void store.strike()} aria-keyshortcuts={ariaKeyShortcuts('trial.strike')} data-testid="move-to-strike">
        Move to strike <kbd>Alt</kbd>+<kbd>S</kbd>
      </button>
      <button type="button" onClick={openReview} aria-keyshortcuts={ariaKeyShortcuts('trial.review')} data-testid="open-review">
        Review
      </button>
      <button type="button" aria-pressed={debugOpen} onClick={store.toggleDebug} aria-keyshortcuts={ariaKeyShortcuts('trial.debug')} data-testid="debug-toggle">
        Debug
      </button>
      <button type="button" onClick={() => useAppStore.getState().showShortcuts(true)} aria-keyshortcuts={ariaKeyShortcuts('help.open')}>
        Shortcuts
      </button>
      <LeaveTrialButton />
    </div>
  );
}

/** A resumed session plays on with the cast recorded in its log, whatever Settings say now: the room says so. */
function CastNote() {
  const note = useTrialStore(trialSelectors.castNote);
  if (!note) return null;
  return (
    <p className="cast-note muted" role="note" data-testid="cast-note">
      {note}
    </p>
  );
}

/** Leaving asks first: the trial is kept, but the room closes. */
function LeaveTrialButton() {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="danger" onClick={() => setAsking(true)}>
        Leave trial
      </button>
    );
  }
  return (
    <span className="leave-confirm" role="group" aria-label="Leave the trial?">
      <span>Leave? The trial is saved; resume it from the Trial screen.</span>
      <button type="button" className="danger confirm" autoFocus onClick={() => void useTrialStore.getState().leave()}>
        Leave
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Stay
      </button>
    </span>
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
          <p className="muted">You are counsel for the {partyName(brief.playerSide, brief.caseType)}.</p>
        </div>
        <PhaseIndicator />
        <TimeBudgets />
        <LiveScore />
      </header>
      <TurnControls />
      <CastNote />
      <RulingBanner />
      <div className="room-grid">
        <div className="room-main">
          <TranscriptView />
          <SpeechPane />
          <MotionPanel />
          <QuestionBox />
          <ObjectionPanel />
          <ExhibitPanel />
        </div>
        <aside className="room-side" aria-label="Case file">
          <ElicitChecklist />
          <CrossOutlinePanel />
          <DebugPanel />
          <AffidavitPanel />
          <RulesPanel />
          <details className="panel">
            <summary>
              <h2>Your case theory</h2>
            </summary>
            <p>{brief.caseTheory}</p>
          </details>
          {brief.stipulations.length + brief.specialInstructions.length > 0 && (
            <details className="panel" data-testid="stipulations">
              <summary>
                <h2>Stipulations and instructions</h2>
              </summary>
              {brief.stipulations.length > 0 && (
                <>
                  <h3>Agreed by both sides</h3>
                  <ul>
                    {brief.stipulations.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </>
              )}
              {brief.specialInstructions.length > 0 && (
                <>
                  <h3>How this case is run</h3>
                  <ul>
                    {brief.specialInstructions.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </>
              )}
            </details>
          )}
        </aside>
      </div>
    </div>
  );
}

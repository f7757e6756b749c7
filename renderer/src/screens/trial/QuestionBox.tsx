import { useEffect, useRef, useState } from 'react';
import { matchIndex } from '../../shortcuts/matchShortcut';
import { shortcut } from '../../shortcuts/shortcutTable';
import { trialSelectors, useTrialStore } from '../../stores/trial';

/** The question box: Ctrl+Enter asks; a near-repeat of an earlier question is flagged as you type. */
export function QuestionBox() {
  const awaiting = useTrialStore(trialSelectors.awaiting);
  const busy = useTrialStore(trialSelectors.busy);
  const duplicate = useTrialStore(trialSelectors.duplicate);
  const sessionId = useTrialStore(trialSelectors.sessionId);
  // The unsent draft is kept for this tab and session, so a reload does not lose it.
  const draftKey = `moot.trial.draft.${sessionId ?? ''}`;
  const [draft, setDraft] = useState(() => sessionStorage.getItem(draftKey) ?? '');
  useEffect(() => {
    if (draft) sessionStorage.setItem(draftKey, draft);
    else sessionStorage.removeItem(draftKey);
  }, [draft, draftKey]);
  const box = useRef<HTMLTextAreaElement>(null);
  const canAsk = awaiting === 'player_question';

  // The dedup check runs when typing pauses, not per keystroke.
  // An emptied box clears the warning at once.
  useEffect(() => {
    if (!canAsk) return;
    const timer = setTimeout(() => void useTrialStore.getState().checkDuplicate(draft), draft.trim() ? 250 : 0);
    return () => clearTimeout(timer);
  }, [draft, canAsk]);

  useEffect(() => {
    if (canAsk && !busy) box.current?.focus();
  }, [canAsk, busy]);

  async function ask() {
    const question = draft.trim();
    if (!question || !canAsk) return;
    if (await useTrialStore.getState().ask(question)) setDraft('');
  }

  return (
    <form
      className="question-box panel"
      aria-labelledby="question-title"
      onSubmit={(event) => {
        event.preventDefault();
        void ask();
      }}
    >
      <h2 id="question-title">Your question</h2>
      <label htmlFor="question-input" className="visually-hidden">
        Question to the witness
      </label>
      <textarea
        id="question-input"
        ref={box}
        rows={3}
        value={draft}
        disabled={!canAsk}
        aria-describedby="question-help question-duplicate"
        placeholder={canAsk ? 'Ask the witness a question…' : 'Wait for your turn to examine.'}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (matchIndex(shortcut('trial.ask').combos, e, false) >= 0) {
            e.preventDefault();
            void ask();
          }
        }}
        data-testid="question-input"
      />
      <div id="question-duplicate" role="status" aria-live="polite" className="duplicate-slot">
        {duplicate && (
          <p className={duplicate.wouldBlock ? 'warning strong' : 'warning'} data-testid="duplicate-warning">
            {duplicate.wouldBlock ? 'This repeats' : 'This is close to'} your earlier question "{duplicate.text}" ({Math.round(duplicate.similarity * 100)}% alike).
            {duplicate.wouldBlock ? ' The court will block it as asked and answered.' : ''}
          </p>
        )}
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={!canAsk || busy !== null || !draft.trim()} data-testid="ask">
          Ask <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </button>
        <span id="question-help" className="hint">
          Ctrl+Enter asks. Alt+N ends this examination.
        </span>
      </div>
    </form>
  );
}

import { useEffect } from 'react';
import { ScreenFrame } from '../../components/ScreenFrame';
import { trialSelectors, useTrialStore } from '../../stores/trial';
import { SetupPanel } from './SetupPanel';
import './trial.css';
import { inFlightText } from './TranscriptView';
import { TrialRoom } from './TrialRoom';

/** The Trial screen: setup until a session is open, then the courtroom. */
export function TrialScreen() {
  const sessionId = useTrialStore(trialSelectors.sessionId);
  const error = useTrialStore(trialSelectors.error);
  const busy = useTrialStore(trialSelectors.busy);
  const inFlight = useTrialStore(trialSelectors.inFlight);
  useEffect(() => {
    const store = useTrialStore.getState();
    void store.resumeLast().then(() => {
      if (!useTrialStore.getState().sessionId) void store.loadSetup();
    });
  }, []);
  return (
    <ScreenFrame title="Trial">
      {error && (
        <div role="alert" className="error-panel" data-testid="trial-error">
          <p>{error}</p>
          <button type="button" onClick={() => useTrialStore.getState().dismissError()}>
            Dismiss
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {inFlight ? inFlightText(inFlight, false) : busy ? 'Working…' : ''}
      </p>
      {sessionId ? <TrialRoom /> : <SetupPanel />}
    </ScreenFrame>
  );
}

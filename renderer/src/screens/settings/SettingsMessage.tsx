import { useShallow } from 'zustand/react/shallow';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';

/**
 * The screen's notice and error, drawn beside the control they answer (`at`), so a "Saved" or a
 * failed download appears where the student is looking; `null` is the top of the screen.
 */
export function SettingsMessage({ at }: { at: string | null }) {
  const message = useSettingsStore(useShallow(settingsSelectors.messageFor(at)));
  return (
    <>
      <div role="status" aria-live="polite" className="notice" data-message-at={at ?? 'top'}>
        {message?.notice}
      </div>
      {message?.error && (
        <div role="alert" className="error-panel" data-message-at={at ?? 'top'}>
          <p>{message.error}</p>
          <button type="button" onClick={useSettingsStore.getState().dismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}

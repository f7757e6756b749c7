import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PendingImport } from '../../stores/library';

/** Asks for the passphrase of an encrypted pack; only its title is readable until then. */
export function PassphraseDialog({
  pending,
  busy,
  onSubmit,
  onCancel,
}: {
  pending: PendingImport;
  busy: boolean;
  onSubmit: (passphrase: string) => void;
  onCancel: () => void;
}) {
  const [passphrase, setPassphrase] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [pending]);
  // Focus returns to where it was (the import button) when the dialog closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => previous?.focus();
  }, []);

  /** Escape cancels; Tab and Shift+Tab cycle inside the dialog, as a modal dialog must. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passphrase.length > 0) onSubmit(passphrase);
  };

  return (
    <div className="dialog-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="passphrase-title"
        aria-describedby="passphrase-help"
        className="dialog"
        ref={dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id="passphrase-title">Encrypted pack: {pending.title}</h2>
        <p id="passphrase-help">
          {pending.fileName} is encrypted. Only its title can be read without the passphrase. Ask the person who sent it.
        </p>
        <form onSubmit={submit}>
          <label htmlFor="pack-passphrase">Passphrase</label>
          <input
            id="pack-passphrase"
            ref={input}
            type="password"
            autoComplete="off"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
            aria-invalid={pending.wrongPassphrase}
            aria-describedby={pending.wrongPassphrase ? 'passphrase-error' : undefined}
          />
          {pending.wrongPassphrase && (
            <p id="passphrase-error" role="alert" className="error">
              That passphrase is wrong. Check it and try again.
            </p>
          )}
          <div className="toolbar">
            <button type="submit" disabled={busy || passphrase.length === 0}>
              Unlock and import
            </button>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [pending]);

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
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
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

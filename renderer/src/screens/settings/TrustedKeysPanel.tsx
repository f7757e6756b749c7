import { useId, useRef, useState } from 'react';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { SettingsMessage } from './SettingsMessage';

/**
 * The signing keys this machine trusts. A pack signed with one shows "Signed by <name> (trusted
 * key)" in the Library; any other signature only says which key signed. A key is added from the
 * author's .pub file (never the private .key), under the name the user knows its holder by.
 */
export function TrustedKeysPanel() {
  const keys = useSettingsStore(settingsSelectors.trustedKeys);
  const busy = useSettingsStore(settingsSelectors.busy);
  const [name, setName] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const store = useSettingsStore.getState();
  return (
    <section className="panel" aria-labelledby="keys-title">
      <h2 id="keys-title">Trusted signing keys</h2>
      <p className="hint">
        Trust a key only after checking its fingerprint with its holder (in person, or from the course page). Packs signed with it then show the name
        you give here.
      </p>
      {keys.length === 0 ? (
        <p data-testid="trusted-keys-empty">No key is trusted yet: signed packs show which key signed them.</p>
      ) : (
        <ul className="key-list" data-testid="trusted-keys">
          {keys.map((key) => (
            <li key={key.fingerprint}>
              <strong>{key.name}</strong> <span className="mono">{key.fingerprint}</span>{' '}
              <button type="button" className="danger" disabled={busy !== null} onClick={() => void store.forgetKey(key.fingerprint)} aria-label={`Stop trusting ${key.name}'s key`}>
                Stop trusting
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          file.current?.click();
        }}
      >
        <label htmlFor={nameId}>Whose key</label>
        <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} placeholder="Prof. Ada Byrne" data-testid="trusted-key-name" />
        <button type="submit" disabled={busy !== null || !name.trim()}>
          Add their public key…
        </button>
        <input
          ref={file}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          accept=".pub,.pem"
          data-testid="trusted-key-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void store.trustKey(chosen, name.trim()).then(() => useSettingsStore.getState().error === null && setName(''));
          }}
        />
      </form>
      <SettingsMessage at="keys" />
    </section>
  );
}

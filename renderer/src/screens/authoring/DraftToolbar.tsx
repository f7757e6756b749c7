import { useState } from 'react';
import { authoringSelectors, useAuthoringStore } from '../../stores/authoring';
import { openPackSetup } from '../openPackSetup';

/** Try, save and sign: each refuses a draft with problems, and says why. */
export function DraftToolbar() {
  const busy = useAuthoringStore(authoringSelectors.busy);
  const key = useAuthoringStore(authoringSelectors.signingKey);
  const [sign, setSign] = useState(true);
  const [signer, setSigner] = useState('');
  const actions = useAuthoringStore.getState();
  const tryIt = async () => {
    const pack = await actions.tryDraft();
    if (pack) openPackSetup({ id: pack.packId, kind: pack.kind });
  };
  return (
    <section className="draft-section draft-actions" aria-label="Try and save">
      <div className="toolbar">
        <button type="button" onClick={() => void tryIt()} disabled={busy !== null}>
          {busy === 'trying' ? 'Getting it ready…' : 'Try it'}
        </button>
        <button type="button" className="secondary" onClick={() => void actions.save('folder', false)} disabled={busy !== null}>
          Save as a folder
        </button>
        <button type="button" className="secondary" onClick={() => void actions.save('moot', sign && key !== null)} disabled={busy !== null}>
          {busy === 'saving' ? 'Saving…' : 'Save as .moot'}
        </button>
        {key && (
          <label className="inline">
            <input type="checkbox" checked={sign} onChange={(event) => setSign(event.target.checked)} /> Sign as {key.signer}
          </label>
        )}
      </div>
      {key ? (
        <p className="hint" data-testid="signing-key">
          Signing key: {key.signer}, <span className="mono">{key.fingerprint}</span>. It stays in the data folder, never in a pack; this machine trusts it.
        </p>
      ) : (
        <form
          className="toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            void actions.createSigningKey(signer);
          }}
        >
          <label className="inline">
            Sign packs as <input type="text" value={signer} onChange={(event) => setSigner(event.target.value)} placeholder="Prof. Ada Byrne" />
          </label>
          <button type="submit" className="secondary" disabled={busy !== null || signer.trim() === ''}>
            Make a signing key
          </button>
        </form>
      )}
    </section>
  );
}

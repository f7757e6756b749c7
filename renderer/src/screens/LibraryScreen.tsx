import { useEffect, useRef } from 'react';
import '../components/library/library.css';
import { EmptyState } from '../components/EmptyState';
import { ImportPanel } from '../components/library/ImportPanel';
import { PackCard } from '../components/library/PackCard';
import { PackDetails } from '../components/library/PackDetails';
import { PassphraseDialog } from '../components/library/PassphraseDialog';
import { ReplaceDialog } from '../components/library/ReplaceDialog';
import { ScreenFrame } from '../components/ScreenFrame';
import { librarySelectors, useLibraryStore } from '../stores/library';
import { openPackSetup } from './openPackSetup';

/** Scenario packs: built-in and imported, with their signature and confidentiality, import, export and delete. */
export function LibraryScreen() {
  const packs = useLibraryStore(librarySelectors.packs);
  const loaded = useLibraryStore(librarySelectors.loaded);
  const busy = useLibraryStore(librarySelectors.busy);
  const error = useLibraryStore(librarySelectors.error);
  const notice = useLibraryStore(librarySelectors.notice);
  const pending = useLibraryStore(librarySelectors.pendingImport);
  const pendingReplace = useLibraryStore(librarySelectors.pendingReplace);
  const importProgress = useLibraryStore(librarySelectors.importProgress);
  const inspection = useLibraryStore(librarySelectors.inspection);
  const selectedId = useLibraryStore(librarySelectors.selectedId);
  const focusAfterChange = useLibraryStore(librarySelectors.focusAfterChange);
  const actions = useLibraryStore.getState();
  const listHeading = useRef<HTMLHeadingElement>(null);

  // After an import or a delete the focus goes to the card concerned, never to the page body.
  useEffect(() => {
    if (!focusAfterChange) return;
    const target = focusAfterChange === 'list' ? listHeading.current : document.getElementById(`pack-title-${focusAfterChange.packId}`);
    if (target) {
      target.focus();
      target.scrollIntoView({ block: 'nearest' });
    }
    actions.focusHandled();
  }, [focusAfterChange, packs, actions]);

  useEffect(() => {
    void useLibraryStore.getState().loadPacks();
  }, []);

  return (
    <ScreenFrame title="Library">
      <ImportPanel busy={busy !== null} progress={importProgress} onFile={(file) => void actions.importFile(file)} />

      <div aria-live="polite" role="status" className="notice" data-testid="library-notice">
        {notice}
      </div>
      {error && (
        <div role="alert" className="error-panel" data-testid="library-error">
          <p>
            <strong>
              Could not {error.action}
              {error.fileName ? ` ${error.fileName}` : ''}.
            </strong>{' '}
            {error.message}
          </p>
          {error.path && (
            <p>
              Where: <span className="mono" data-testid="library-error-path">{error.path}</span>
            </p>
          )}
          {error.detail && (
            <details data-testid="library-error-detail">
              <summary>Details</summary>
              <p className="mono">{error.detail}</p>
            </details>
          )}
          <button type="button" onClick={actions.dismissMessages}>
            Dismiss
          </button>
        </div>
      )}

      {pending && (
        <PassphraseDialog
          pending={pending}
          busy={busy !== null}
          onSubmit={(passphrase) => void actions.submitPassphrase(passphrase)}
          onCancel={actions.cancelPassphrase}
        />
      )}

      {pendingReplace && (
        <ReplaceDialog
          pending={pendingReplace}
          busy={busy !== null}
          onConfirm={() => void actions.confirmReplace()}
          onCancel={actions.cancelReplace}
        />
      )}

      <section aria-labelledby="packs-title">
        <h2 id="packs-title" tabIndex={-1} ref={listHeading}>
          Scenario packs
        </h2>
        {loaded && packs.length === 0 ? (
          <EmptyState>No scenario packs yet. Import a .moot file to add one.</EmptyState>
        ) : (
          <ul className="pack-list" aria-busy={!loaded}>
            {packs.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                busy={busy !== null}
                onStart={() => openPackSetup(pack)}
                onInspect={() => void actions.inspectPack(pack.id)}
                onExport={() => void actions.exportPack(pack.id)}
                onDelete={() => void actions.deletePack(pack.id)}
                details={inspection && selectedId === pack.id ? <PackDetails inspection={inspection} onClose={actions.closeInspection} /> : null}
              />
            ))}
          </ul>
        )}
      </section>
    </ScreenFrame>
  );
}

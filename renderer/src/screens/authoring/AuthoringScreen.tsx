import { useEffect, useState } from 'react';
import '../../components/library/library.css';
import './authoring.css';
import { EmptyState } from '../../components/EmptyState';
import { ModalDialog } from '../../components/ModalDialog';
import { ScreenFrame } from '../../components/ScreenFrame';
import { authoringSelectors, useAuthoringStore } from '../../stores/authoring';
import { librarySelectors, useLibraryStore } from '../../stores/library';
import { CheckSummary } from './CheckSummary';
import { ClientSection, FactsSection, RubricSection } from './ConsultationSections';
import { DraftToolbar } from './DraftToolbar';
import { ExhibitsSection } from './ExhibitsSection';
import { MetadataSection } from './MetadataSection';
import { PacketDraftNotes, PacketDraftPanel } from './PacketDraftPanel';
import { CaseSection, ElicitsSection, WitnessesSection } from './TrialSections';

/** Write a pack: start one, draft one from a case packet or open one, edit it with its checks beside the fields, try it, save and sign it. */
export function AuthoringScreen() {
  const draft = useAuthoringStore(authoringSelectors.draft);
  const dirty = useAuthoringStore(authoringSelectors.dirty);
  const pending = useAuthoringStore(authoringSelectors.pendingReplacement);
  const notice = useAuthoringStore(authoringSelectors.notice);
  const error = useAuthoringStore(authoringSelectors.error);
  const busy = useAuthoringStore(authoringSelectors.busy);
  const packs = useLibraryStore(librarySelectors.packs);
  const folders = useAuthoringStore(authoringSelectors.folders);
  const [openId, setOpenId] = useState('');
  const actions = useAuthoringStore.getState();

  useEffect(() => {
    void useLibraryStore.getState().loadPacks();
    void useAuthoringStore.getState().loadSigningKey();
    void useAuthoringStore.getState().loadFolders();
  }, []);

  // Closing or reloading the window with unsaved changes asks first (the draft lives in memory only).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const kind = draft?.scenario.kind;
  return (
    <ScreenFrame title="Authoring">
      <section className="draft-section" aria-label="Start or open a pack">
        <div className="toolbar">
          <button type="button" onClick={() => actions.newDraft('trial')}>
            New trial pack
          </button>
          <button type="button" onClick={() => actions.newDraft('consultation')}>
            New consultation pack
          </button>
        </div>
        <PacketDraftPanel disabled={busy !== null} />
        <form
          className="toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            const [from, id] = openId.split(':') as ['library' | 'folder', string];
            if (id) void actions.openPack(id, from);
          }}
        >
          <label className="inline">
            Open a pack{' '}
            <select value={openId} onChange={(event) => setOpenId(event.target.value)}>
              <option value="">Choose a pack…</option>
              <optgroup label="In the Library">
                {packs.filter((pack) => !pack.encrypted).map((pack) => (
                  <option key={pack.id} value={`library:${pack.id}`}>
                    {pack.title}
                    {pack.source === 'builtin' ? ' (built in: opens as a copy)' : ''}
                  </option>
                ))}
              </optgroup>
              {folders.length > 0 && (
                <optgroup label="Saved folders">
                  {folders.map((folder) => (
                    <option key={folder.id} value={`folder:${folder.id}`}>
                      {folder.title} (drafts/{folder.id})
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </label>
          <button type="submit" className="secondary" disabled={!openId || busy !== null}>
            Open
          </button>
        </form>
      </section>

      <div role="status" aria-live="polite" className="notice" data-testid="authoring-notice">
        {notice}
      </div>
      {error && (
        <div role="alert" className="error-panel" data-testid="authoring-error">
          <p className="pre-line">{error.message}</p>
          <button type="button" onClick={actions.dismissMessages}>
            Dismiss
          </button>
        </div>
      )}

      {pending && (
        <ModalDialog titleId="discard-title" title="Drop the unsaved changes?" onClose={actions.cancelReplacement} testId="discard-dialog">
          <p>The draft has changes that are not saved. Save it first to keep them.</p>
          <div className="toolbar">
            <button type="button" onClick={actions.cancelReplacement}>
              Keep editing
            </button>
            <button type="button" className="danger" onClick={() => void actions.confirmReplacement()}>
              Drop the changes
            </button>
          </div>
        </ModalDialog>
      )}

      {!draft ? (
        <EmptyState>Start a new trial or consultation pack, or open one from the Library.</EmptyState>
      ) : (
        <div className="draft" data-testid="draft">
          <p className="hint">{dirty ? 'Unsaved changes.' : 'No unsaved changes.'}</p>
          <CheckSummary />
          <PacketDraftNotes />
          <DraftToolbar />
          <MetadataSection />
          {kind === 'trial' && (
            <>
              <CaseSection />
              <WitnessesSection />
              <ElicitsSection />
            </>
          )}
          {kind === 'consultation' && (
            <>
              <ClientSection />
              <FactsSection />
              <RubricSection />
            </>
          )}
          <ExhibitsSection />
        </div>
      )}
    </ScreenFrame>
  );
}

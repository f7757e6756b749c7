import type { PendingReplace } from '../../stores/library';
import { ModalDialog } from '../ModalDialog';

/**
 * Asks before an import replaces a pack with the same id, saying what would change; asks again,
 * separately, when the new file is signed by a different key than the stored pack.
 */
export function ReplaceDialog({ pending, busy, onConfirm, onCancel }: { pending: PendingReplace; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const otherKey = pending.stage === 'otherKey';
  const title = otherKey ? `${pending.fileName} is signed by a different key. Replace the pack anyway?` : `Replace the pack in the Library with ${pending.fileName}?`;
  return (
    <ModalDialog titleId="replace-title" title={title} onClose={onCancel} testId="replace-dialog">
      <p data-testid="replace-message">{pending.message}</p>
      <div className="toolbar">
        <button type="button" onClick={onCancel}>
          Keep the current pack
        </button>
        <button type="button" disabled={busy} onClick={onConfirm}>
          {otherKey ? 'Replace it and trust the new key' : 'Replace it'}
        </button>
      </div>
    </ModalDialog>
  );
}

import type { PendingReplace } from '../../stores/library';
import { ModalDialog } from '../ModalDialog';

/** Asks before an import replaces a pack with the same id, saying what would change. */
export function ReplaceDialog({ pending, busy, onConfirm, onCancel }: { pending: PendingReplace; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ModalDialog titleId="replace-title" title={`Replace the pack in the Library with ${pending.fileName}?`} onClose={onCancel} testId="replace-dialog">
      <p data-testid="replace-message">{pending.message}</p>
      <div className="toolbar">
        <button type="button" onClick={onCancel}>
          Keep the current pack
        </button>
        <button type="button" disabled={busy} onClick={onConfirm}>
          Replace it
        </button>
      </div>
    </ModalDialog>
  );
}

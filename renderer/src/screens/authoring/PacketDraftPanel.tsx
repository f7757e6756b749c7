import { useRef } from 'react';
import { authoringSelectors, useAuthoringStore } from '../../stores/authoring';

/** What a case packet can be: a text or scanned PDF, a Word document, or a picture of a page. */
const PACKET_TYPES = '.pdf,.docx,.png,.jpg,.jpeg,.tif,.tiff,.bmp,.webp,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/*';

/** "Draft from a case packet…": the file goes to Moot, a bar shows the stage, Cancel stops it. */
export function PacketDraftPanel({ disabled }: { disabled: boolean }) {
  const picker = useRef<HTMLInputElement>(null);
  const drafting = useAuthoringStore(authoringSelectors.packetDrafting);
  const progress = drafting?.progress;
  return (
    <div className="toolbar">
      <button type="button" onClick={() => picker.current?.click()} disabled={disabled || drafting !== null}>
        Draft from a case packet…
      </button>
      <input
        ref={picker}
        type="file"
        accept={PACKET_TYPES}
        aria-label="Case packet to draft from"
        data-testid="packet-file-input"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void useAuthoringStore.getState().draftFromPacket(file);
        }}
      />
      {drafting && (
        <div className="toolbar" data-testid="packet-progress">
          <progress
            max={progress ? progress.total || 1 : undefined}
            value={progress ? progress.completed : undefined}
            aria-label={`Drafting from ${drafting.fileName}`}
          />
          <span role="status">{progress ? `${drafting.fileName}: ${progress.message}` : `Sending ${drafting.fileName}…`}</span>
          <button type="button" className="secondary" onClick={() => void useAuthoringStore.getState().cancelPacketDraft()}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

/** The notes of a draft read from a case packet: the placeholders the packet did not fill. */
export function PacketDraftNotes() {
  const notes = useAuthoringStore(authoringSelectors.draftNotes);
  if (notes.length === 0) return null;
  return (
    <section className="draft-section" aria-labelledby="packet-notes-title" data-testid="packet-notes">
      <h2 id="packet-notes-title">What the packet did not cover</h2>
      <ul>
        {notes.map((note) => (
          <li key={`${note.path}:${note.message}`}>
            <code>{note.path}</code>: {note.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

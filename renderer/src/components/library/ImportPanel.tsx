import { useRef, useState, type DragEvent } from 'react';
import type { ImportProgress } from '../../stores/library/initialState';

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** A pack file on its way in: a bar while it is sent to Moot, then a status while Moot checks it. */
function ImportProgressRow({ progress }: { progress: ImportProgress }) {
  const percent = progress.totalBytes > 0 ? Math.floor((100 * progress.sentBytes) / progress.totalBytes) : 0;
  return (
    <div className="row" data-testid="import-progress">
      <progress
        max={progress.checking ? undefined : progress.totalBytes || undefined}
        value={progress.checking ? undefined : progress.sentBytes}
        aria-label={`Importing ${progress.fileName}`}
      />
      <span role="status">
        {progress.checking
          ? `Checking ${progress.fileName}…`
          : `Sending ${progress.fileName}: ${percent}%, ${megabytes(progress.sentBytes)} of ${megabytes(progress.totalBytes)}`}
      </span>
    </div>
  );
}

/** The file picker and the drop zone; both hand the file to `onFile`. */
export function ImportPanel({ busy, progress, onFile }: { busy: boolean; progress: ImportProgress | null; onFile: (file: File) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <section
      aria-labelledby="import-title"
      className={`drop-zone${dragging ? ' dragging' : ''}`}
      data-testid="drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id="import-title">Import a scenario pack</h2>
      <p>Drop a .moot file here, or choose one. Nothing is stored unless the whole pack is valid.</p>
      <button type="button" onClick={() => picker.current?.click()} disabled={busy}>
        {busy ? 'Working…' : 'Choose a .moot file…'}
      </button>
      {progress && <ImportProgressRow progress={progress} />}
      <input
        ref={picker}
        type="file"
        accept=".moot,application/zip,application/octet-stream"
        aria-label="Pack file to import"
        data-testid="pack-file-input"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </section>
  );
}

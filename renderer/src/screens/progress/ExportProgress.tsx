import { useId, useState } from 'react';
import { api } from '../../api';
import { saveBytes } from '../../stores/library/fileBytes';

/** Exports the chosen profile's progress as a signed file for the instructor; transcripts only when ticked. */
export function ExportProgress() {
  const [includeTranscripts, setIncludeTranscripts] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const checkboxId = useId();
  const exportFile = () =>
    void api.call('progress.export', { includeTranscripts }).then(
      ({ fileName, text, fingerprint }) => {
        saveBytes(fileName, new TextEncoder().encode(text), 'application/json');
        setStatus({ text: `Saved ${fileName}, signed with your key ${fingerprint}. Give it to your instructor by USB or the learning system.`, error: false });
      },
      (failure: unknown) => setStatus({ text: failure instanceof Error ? failure.message : String(failure), error: true }),
    );
  return (
    <section className="panel" aria-labelledby="export-progress-title" data-testid="export-progress">
      <h2 id="export-progress-title">Progress file for your instructor</h2>
      <p className="hint">Your skills, weakest skills and a list of your sessions. Transcripts stay on this machine unless you include them.</p>
      <div className="toolbar">
        <input id={checkboxId} type="checkbox" checked={includeTranscripts} onChange={(event) => setIncludeTranscripts(event.target.checked)} />
        <label htmlFor={checkboxId}>Include the transcripts</label>
        <button type="button" onClick={exportFile}>
          Export progress file
        </button>
      </div>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error' : undefined}>
          {status.text}
        </p>
      )}
    </section>
  );
}

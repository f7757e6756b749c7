import { useEffect, useRef } from 'react';
import type { PathPickKind } from '../../../../shared/contract';
import { api } from '../../api';
import type { PickedSource } from '../../stores/settings';

/**
 * A button that picks a file or folder for main to read: a native dialog in the desktop app; in
 * web mode the browser's own file chooser, whose files are then uploaded (no path is ever typed).
 */
export function PickSource({
  kind,
  label,
  accept,
  disabled,
  onPick,
  testId,
}: {
  kind: Exclude<PathPickKind, 'backup'>;
  label: string;
  /** The browser chooser's filter (".gguf"); ignored for a folder. */
  accept?: string;
  disabled: boolean;
  onPick: (source: PickedSource) => void;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const folder = kind === 'embedding-folder';
  useEffect(() => {
    // React has no prop for it: a folder chooser is an attribute of the input.
    if (folder) input.current?.setAttribute('webkitdirectory', '');
  }, [folder]);

  if (api.pickPath) {
    const pickPath = api.pickPath;
    return (
      <button type="button" disabled={disabled} data-testid={testId} onClick={() => void pickPath(kind).then((path) => path && onPick({ path }))}>
        {label}…
      </button>
    );
  }
  return (
    <>
      <button type="button" disabled={disabled} data-testid={testId} onClick={() => input.current?.click()}>
        {label}…
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${testId}-input`}
        {...(folder ? {} : { accept })}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
          // Cleared so the same file can be picked again after a failure.
          event.target.value = '';
          if (files.length > 0) onPick({ files });
        }}
      />
    </>
  );
}

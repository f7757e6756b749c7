import { appSelectors, useAppStore } from '../stores/app';
import { SCOPE_TITLES, SHORTCUTS, type ShortcutScope } from '../shortcuts/shortcutTable';
import { ModalDialog } from './ModalDialog';

const SCOPES = Object.keys(SCOPE_TITLES) as ShortcutScope[];

/** Every shortcut of the app, grouped by where it works, read from the one shortcut table. */
export function ShortcutsDialog() {
  const open = useAppStore(appSelectors.shortcutsOpen);
  if (!open) return null;
  const close = () => useAppStore.getState().showShortcuts(false);
  return (
    <ModalDialog titleId="shortcuts-title" title="Keyboard shortcuts" onClose={close} testId="shortcuts-help">
      <div className="shortcut-groups">
        {SCOPES.map((scope) => (
          <table key={scope} className="shortcut-table" data-scope={scope}>
            <caption>{SCOPE_TITLES[scope]}</caption>
            <tbody>
              {SHORTCUTS.filter((entry) => entry.scope === scope).map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <kbd>{entry.keys}</kbd>
                  </th>
                  <td>{entry.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <button type="button" onClick={close}>
        Close (Escape)
      </button>
    </ModalDialog>
  );
}

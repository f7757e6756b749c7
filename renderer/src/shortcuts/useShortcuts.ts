import { useEffect, useRef } from 'react';
import { isTypingTarget, matchIndex } from './matchShortcut';
import { SHORTCUTS, type ShortcutId } from './shortcutTable';

/** What a shortcut does; `comboIndex` says which of its combos fired (Alt+1 is 0, Alt+2 is 1...). */
export type ShortcutHandlers = Partial<Record<ShortcutId, (comboIndex: number) => void>>;

/** While a modal dialog is open, only the dialog's own keys count. */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * Binds the table's shortcuts to handlers while the calling component is mounted. The keys come
 * from SHORTCUTS, never from the caller, so the help dialog cannot disagree with them.
 */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || modalOpen()) return;
      const typing = isTypingTarget(event.target);
      for (const entry of SHORTCUTS) {
        const handler = latest.current[entry.id];
        if (!handler) continue;
        const index = matchIndex(entry.combos, event, typing);
        if (index < 0) continue;
        event.preventDefault();
        handler(index);
        return;
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

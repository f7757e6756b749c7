import { SCREENS, type ScreenId } from '../stores/app/initialState';

/**
 * Every keyboard shortcut of the app, in one table: the key handlers match events against it and
 * the shortcuts dialog lists it, so what the help says is what the keys do.
 *
 * Choices that must hold: screens switch on Ctrl+Shift+digit, because browsers keep Ctrl+digit
 * for their tabs and the trial room uses Alt+digit for objection grounds; Alt+letter shortcuts
 * avoid Alt+F and Alt+E, which open the browser's menu; `?` only counts outside text fields.
 */

/** One key press. `code` is the physical key (layout-independent), `key` the character typed. */
export interface KeyCombo {
  code?: string;
  key?: string;
  /** Ctrl, or Cmd on a Mac. */
  ctrl?: boolean;
  alt?: boolean;
  shift?: boolean;
  /** Ignored while the user types in a text field (for bare characters such as `?`). */
  notWhileTyping?: boolean;
}

/** Where a shortcut works: anywhere in the app, or only on one screen. */
export type ShortcutScope = 'anywhere' | 'trial' | 'review';

export interface Shortcut {
  id: string;
  scope: ShortcutScope;
  combos: readonly KeyCombo[];
  /** The keys as the help dialog shows them. */
  keys: string;
  description: string;
}

export const SCOPE_TITLES: Record<ShortcutScope, string> = {
  anywhere: 'Anywhere',
  trial: 'In the trial room',
  review: 'On the Review screen',
};

const digit = (n: number) => `Digit${n}`;

// Ten screens: the tenth takes 0, the key after 9 on the keyboard's row.
const screenDigit = (index: number) => (index + 1) % 10;

const screenShortcuts = SCREENS.map(({ id, label }, index) => ({
  id: `go.${id}` as `go.${ScreenId}`,
  scope: 'anywhere' as const,
  combos: [{ code: digit(screenDigit(index)), ctrl: true, shift: true }],
  keys: `Ctrl+Shift+${screenDigit(index)}`,
  description: `Go to ${label}`,
}));

export const SHORTCUTS = [
  ...screenShortcuts,
  { id: 'help.open', scope: 'anywhere', combos: [{ key: '?', notWhileTyping: true }, { code: 'F1' }], keys: '? or F1', description: 'Show these shortcuts (? outside a text field)' },
  { id: 'dialog.close', scope: 'anywhere', combos: [{ key: 'Escape' }], keys: 'Escape', description: 'Close the open dialog' },
  { id: 'trial.ask', scope: 'trial', combos: [{ key: 'Enter', ctrl: true }], keys: 'Ctrl+Enter', description: 'Ask the question in the question box' },
  { id: 'trial.focusQuestion', scope: 'trial', combos: [{ code: 'KeyQ', alt: true }], keys: 'Alt+Q', description: 'Go to the question box' },
  {
    id: 'trial.object',
    scope: 'trial',
    combos: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ code: digit(n), alt: true })),
    keys: 'Alt+1 … Alt+9',
    description: "Object to counsel's question on the numbered ground",
  },
  { id: 'trial.pass', scope: 'trial', combos: [{ code: digit(0), alt: true }], keys: 'Alt+0', description: "No objection: let the witness answer counsel's question" },
  { id: 'trial.counselTurn', scope: 'trial', combos: [{ code: 'KeyC', alt: true }], keys: 'Alt+C', description: 'Let opposing counsel take its turn' },
  { id: 'trial.next', scope: 'trial', combos: [{ code: 'KeyN', alt: true }], keys: 'Alt+N', description: 'End your examination, or waive a redirect or recross (next examination or witness)' },
  { id: 'trial.strike', scope: 'trial', combos: [{ code: 'KeyS', alt: true }], keys: 'Alt+S', description: "Move to strike the witness's last answer as nonresponsive" },
  { id: 'trial.elicits', scope: 'trial', combos: [{ code: 'KeyL', alt: true }], keys: 'Alt+L', description: 'Show or hide your elicit checklist' },
  { id: 'trial.debug', scope: 'trial', combos: [{ code: 'KeyD', alt: true }], keys: 'Alt+D', description: 'Show or hide the debug panel' },
  { id: 'trial.review', scope: 'trial', combos: [{ code: 'KeyR', alt: true }], keys: 'Alt+R', description: 'Open the Review of this session' },
  { id: 'review.exportHtml', scope: 'review', combos: [{ code: 'KeyH', alt: true }], keys: 'Alt+H', description: 'Export the report as HTML' },
  { id: 'review.exportPdf', scope: 'review', combos: [{ code: 'KeyP', alt: true }], keys: 'Alt+P', description: 'Export the report as PDF (Print in the browser)' },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

export function shortcut(id: ShortcutId): Shortcut {
  return SHORTCUTS.find((entry) => entry.id === id)!;
}

/** The `aria-keyshortcuts` value of a shortcut's first combo, e.g. `Control+Shift+1`, `Alt+C`. */
export function ariaKeyShortcuts(id: ShortcutId): string {
  const [combo] = shortcut(id).combos;
  if (!combo) return '';
  const key = combo.key ?? combo.code!.replace(/^(Digit|Key)/, '');
  return [combo.ctrl && 'Control', combo.alt && 'Alt', combo.shift && 'Shift', key].filter(Boolean).join('+');
}

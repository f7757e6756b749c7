import type { KeyCombo } from './shortcutTable';

/** The subset of a KeyboardEvent that matching reads (a plain object in unit tests). */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** True when the focus is somewhere the user types: a character there is text, not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Whether a key press is this combo. Modifiers must match exactly, so Alt+1 never fires on
 * Ctrl+Alt+1. A combo by `key` (such as `?`) ignores Shift, which the layout may need to type it.
 */
export function matchesCombo(combo: KeyCombo, press: KeyPress, typing: boolean): boolean {
  if (combo.notWhileTyping && typing) return false;
  if (combo.code !== undefined && press.code !== combo.code) return false;
  if (combo.key !== undefined && press.key !== combo.key) return false;
  if ((press.ctrlKey || press.metaKey) !== Boolean(combo.ctrl)) return false;
  if (press.altKey !== Boolean(combo.alt)) return false;
  if (combo.code !== undefined && press.shiftKey !== Boolean(combo.shift)) return false;
  return true;
}

/** The index of the first combo the press matches, or -1. */
export function matchIndex(combos: readonly KeyCombo[], press: KeyPress, typing: boolean): number {
  return combos.findIndex((combo) => matchesCombo(combo, press, typing));
}

import { describe, expect, it } from 'vitest';
import { matchIndex, matchesCombo, type KeyPress } from '../../../renderer/src/shortcuts/matchShortcut';
import { ariaKeyShortcuts, SHORTCUTS, type KeyCombo, type Shortcut } from '../../../renderer/src/shortcuts/shortcutTable';
import { SCREENS } from '../../../renderer/src/stores/app/initialState';

const press = (p: Partial<KeyPress>): KeyPress => ({ key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...p });
/** A combo as one string, modifiers in a fixed order, so equal combos compare equal. */
const table: readonly Shortcut[] = SHORTCUTS;
const canonical = (c: KeyCombo) => [c.ctrl && 'Ctrl', c.alt && 'Alt', c.shift && 'Shift', c.code ? `code:${c.code}` : `key:${c.key}`].filter(Boolean).join('+');

describe('the shortcut table', () => {
  it('binds no key combination twice and no id twice', () => {
    const combos = table.flatMap((entry) => entry.combos.map(canonical));
    expect(combos.filter((combo, index) => combos.indexOf(combo) !== index)).toEqual([]);
    const ids = table.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every entry and shows its keys', () => {
    for (const entry of table) {
      expect(entry.description.trim().length, entry.id).toBeGreaterThan(10);
      expect(entry.keys.trim(), entry.id).not.toBe('');
      expect(entry.combos.length, entry.id).toBeGreaterThan(0);
      for (const combo of entry.combos) expect(combo.code ?? combo.key, entry.id).toBeTruthy();
    }
  });

  it('has a shortcut for every screen, and none on keys the browser keeps (Ctrl+digit, Alt+F, Alt+E)', () => {
    for (const { id } of SCREENS) expect(table.some((entry) => entry.id === `go.${id}`), id).toBe(true);
    const combos = table.flatMap((entry) => entry.combos.map(canonical));
    expect(combos.filter((c) => /^Ctrl\+code:Digit\d$/.test(c) || c === 'Alt+code:KeyF' || c === 'Alt+code:KeyE')).toEqual([]);
  });

  it('keeps screen switching apart from the trial room\'s Alt+digit grounds', () => {
    const go = table.find((entry) => entry.id === 'go.review')!;
    const object = table.find((entry) => entry.id === 'trial.object')!;
    expect(go.keys).toBe('Ctrl+Shift+4');
    expect(matchIndex(go.combos, press({ code: 'Digit4', ctrlKey: true, shiftKey: true, key: '$' }), false)).toBe(0);
    expect(matchIndex(object.combos, press({ code: 'Digit4', ctrlKey: true, shiftKey: true }), false)).toBe(-1);
    expect(matchIndex(object.combos, press({ code: 'Digit4', altKey: true }), false)).toBe(3);
    expect(matchIndex(go.combos, press({ code: 'Digit4', altKey: true }), false)).toBe(-1);
    expect(ariaKeyShortcuts('go.review')).toBe('Control+Shift+4');
    expect(ariaKeyShortcuts('trial.counselTurn')).toBe('Alt+C');
  });
});

describe('matching a key press', () => {
  it('needs exact modifiers for keys by code, and lets Shift type a character', () => {
    expect(matchesCombo({ code: 'KeyC', alt: true }, press({ code: 'KeyC', altKey: true }), false)).toBe(true);
    expect(matchesCombo({ code: 'KeyC', alt: true }, press({ code: 'KeyC', altKey: true, ctrlKey: true }), false)).toBe(false);
    expect(matchesCombo({ code: 'KeyC', alt: true }, press({ code: 'KeyC', altKey: true, shiftKey: true }), false)).toBe(false);
    expect(matchesCombo({ key: '?', notWhileTyping: true }, press({ key: '?', code: 'Slash', shiftKey: true }), false)).toBe(true);
    // Cmd on a Mac stands for Ctrl.
    expect(matchesCombo({ key: 'Enter', ctrl: true }, press({ key: 'Enter', metaKey: true }), true)).toBe(true);
  });

  it('leaves a bare ? to the text field the user is typing in', () => {
    const help = table.find((entry) => entry.id === 'help.open')!;
    expect(matchIndex(help.combos, press({ key: '?', shiftKey: true }), true)).toBe(-1);
    expect(matchIndex(help.combos, press({ key: '?', shiftKey: true }), false)).toBe(0);
    expect(matchIndex(help.combos, press({ key: 'F1', code: 'F1' }), true)).toBe(1);
  });
});

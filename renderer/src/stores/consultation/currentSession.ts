// The open consultation's id, so that a reload returns to the same interview. The notes
// themselves are stored with the session in main (`consultation.saveNotes`): web mode's origin
// changes with its port, and localStorage is per origin.
const KEY = 'moot.consultation.current';

export function readCurrentSession(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberCurrentSession(sessionId: string | null): void {
  try {
    if (sessionId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, sessionId);
  } catch {
    // Storage may be disabled; the student can still reopen the session from the list.
  }
}

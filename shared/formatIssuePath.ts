/**
 * Renders a schema-issue path the way a person reads JSON: `witnesses[2].affidavit`.
 * The empty path is the whole value, written `(root)`.
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

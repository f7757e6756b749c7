/** Where a field lives in a draft: `['scenario', 'witnesses', 0, 'name']` or `['manifest', 'title']`. */
export type DraftPath = readonly (string | number)[];

/** The value at a path, or undefined when any step is missing. */
export function getAt(root: unknown, path: DraftPath): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A copy of `root` with `value` at `path`; `undefined` removes an object key, so optional fields can be cleared. */
export function setAt<T>(root: T, path: DraftPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const current = (root ?? (typeof key === 'number' ? [] : {})) as Record<string | number, unknown>;
  const next = setAt(current[key!], rest, value);
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[key as number] = next;
    return copy as T;
  }
  const copy: Record<string | number, unknown> = { ...current };
  if (next === undefined) delete copy[key!];
  else copy[key!] = next;
  return copy as T;
}

/**
 * How the checks name a field: scenario paths as the validator writes them (`witnesses[0].name`),
 * manifest paths with a `manifest.` prefix.
 */
export function issuePath(path: DraftPath): string {
  const [root, ...rest] = path;
  let out = root === 'manifest' ? 'manifest' : '';
  for (const key of rest) out += typeof key === 'number' ? `[${key}]` : out === '' ? key : `.${key}`;
  return out;
}

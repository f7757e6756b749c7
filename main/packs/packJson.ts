import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { formatIssuePath } from '../../shared/formatIssuePath';
import { PackFormatError } from './PackFormatError';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Decodes an entry as strict UTF-8 and parses it as JSON, naming the entry on failure. */
export function parseJsonEntry(name: string, data: Buffer, maxBytes: number): unknown {
  if (data.length > maxBytes) throw new PackFormatError(`${name} is ${data.length} bytes; the limit is ${maxBytes}.`, name);
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    throw new PackFormatError(`${name} is not valid UTF-8 text.`, name);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    const detail = err instanceof SyntaxError ? err.message : 'unreadable';
    throw new PackFormatError(`${name} is not valid JSON (${detail}).`, name);
  }
}

/** A list of path + sentence problems as one error: the first few in the message, the first as the path. */
export function issuesError(file: string, issues: readonly { path: string; message: string }[]): PackFormatError {
  const first = issues[0];
  const shown = issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`).join(' ');
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  const noun = issues.length === 1 ? 'problem' : 'problems';
  return new PackFormatError(`${file} has ${issues.length} ${noun}. ${shown}${more}`, first ? `${file}: ${first.path}` : file);
}

/** Parses with a zod schema and throws an error naming the file and JSON path. */
export function parseWith<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw issuesError(
    file,
    result.error.issues.slice(0, 50).map((i) => ({ path: formatIssuePath(i.path), message: i.message })),
  );
}

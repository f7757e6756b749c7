import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { toScenarioIssues } from '../../shared/scenario';
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
  const json = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(json);
  } catch (err) {
    const detail = err instanceof SyntaxError ? err.message.replace(/ in JSON at position \d+.*$/, '').replace(/, ".*" is not valid JSON$/s, '') : 'unreadable';
    const at = err instanceof SyntaxError ? lineAndColumn(json, err.message) : null;
    throw new PackFormatError(`${name}${at ? `:${at.line}:${at.column}` : ''} is not valid JSON (${detail}${at ? `, line ${at.line}, column ${at.column}` : ''}).`, at ? `${name}:${at.line}:${at.column}` : name);
  }
}

/** Where a JSON syntax error is, as an editor counts: line and column from 1, from the parser's character position. */
export function lineAndColumn(text: string, message: string): { line: number; column: number } | null {
  const position = /at position (\d+)/.exec(message);
  if (position) return lineAndColumnAt(text, Number(position[1]));
  if (/Unexpected end of JSON input/.test(message)) return lineAndColumnAt(text, text.length);
  return lineAndColumnAt(text, firstBadCharacter(text));
}

/**
 * Where parsing first fails, for the parser messages that give no position: the shortest prefix
 * that fails for a reason other than ending too soon ends at the bad character.
 */
function firstBadCharacter(text: string): number {
  const failsEarly = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (err) {
      if (!(err instanceof SyntaxError)) return true;
      // A prefix that only stops too soon fails at its end ("Expected ',' or ']' … at position <its length>").
      const at = /at position (\d+)/.exec(err.message);
      return !(/Unexpected end of JSON input|Unterminated string/.test(err.message) || (at !== null && Number(at[1]) >= length));
    }
  };
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (failsEarly(middle)) high = middle;
    else low = middle + 1;
  }
  return Math.max(0, low - 1);
}

function lineAndColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * A list of path + sentence problems as one error: every one in the message, one a line (an
 * author fixes them all in one pass, not three at a time), the first as the path.
 */
export function issuesError(file: string, issues: readonly { path: string; message: string }[]): PackFormatError {
  const first = issues[0];
  const where = first ? `${file}: ${first.path}` : file;
  if (issues.length <= 1) return new PackFormatError(first ? `${file} has 1 problem: ${first.path}: ${first.message}` : `${file} has a problem.`, where);
  const lines = issues.map((i) => `  ${i.path}: ${i.message}`).join('\n');
  return new PackFormatError(`${file} has ${issues.length} problems:\n${lines}`, where);
}

/** Parses with a zod schema and throws an error naming the file and each JSON path, in the same sentences as scenario errors. */
export function parseWith<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw issuesError(file, toScenarioIssues(result.error));
}

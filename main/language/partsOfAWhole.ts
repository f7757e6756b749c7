import type { Token } from './analyse';

// The whole a count is a part of ("17 of the 41 guests", "Of the 12 rivets, 9 held…"): a count
// of a part is said of what that part did, and of the things its whole counts.

/** Pronouns only ever objects: never the subject that opens a clause. */
export const OBJECT_CASE: ReadonlySet<string> = new Set(['me', 'him', 'us', 'them']);

/** No whole said after a count. */
export const NO_PARTITIVE = { length: 0, counted: [] as readonly string[] };

/**
 * The whole a count is a part of, said right after it ("of the 41 guests", "of them", "of my
 * eleven reports"): its length in words and the nouns it counts; length 0 when none is said.
 */
export function partitiveAfter(tokens: readonly Token[], at: number): { length: number; counted: readonly string[] } {
  if (tokens[at]?.lower !== 'of') return NO_PARTITIVE;
  let end = at + 1;
  const modifies = (token: Token, next: Token | undefined) => ['DET', 'NUM', 'ADJ'].includes(token.pos) || (token.pos === 'PRON' && ['NUM', 'ADJ', 'NOUN'].includes(next?.pos ?? ''));
  while (tokens[end] && modifies(tokens[end]!, tokens[end + 1])) end++;
  if (OBJECT_CASE.has(tokens[end]?.lower ?? '')) return { length: end + 1 - at, counted: [] };
  // The word after a number is what it counts, however the tagger read it ("12 rivets" as a verb).
  const counted = (index: number) => ['NOUN', 'PROPN'].includes(tokens[index]!.pos) || (tokens[index - 1]?.pos === 'NUM' && tokens[index]!.pos === 'VERB');
  const start = end;
  while (tokens[end] && counted(end)) end++;
  if (end === start || tokens[end - 1]!.pos === 'PROPN') return NO_PARTITIVE;
  return { length: end - at, counted: tokens.slice(start, end).map((token) => token.lemma) };
}

/**
 * A whole a sentence opens with, that the counts after it are parts of: "Of the 12 rivets in the
 * hinges, 9 held…" gives its phrase and where its comma stands; null when it opens with none.
 */
export function frontedWhole(tokens: readonly Token[]): { length: number; counted: readonly string[]; end: number } | null {
  const whole = partitiveAfter(tokens, 0);
  const end = tokens.findIndex((token, at) => at >= whole.length && token.text === ',');
  return whole.length === 0 || end < 0 || end > whole.length + FRONTED_WHOLE_TAIL ? null : { ...whole, end };
}

/** Words a fronted whole may go on for after its noun ("in the hinges") before its comma. */
const FRONTED_WHOLE_TAIL = 4;

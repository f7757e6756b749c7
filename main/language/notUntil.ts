import type { Token } from './analyse';
import { statedDetails } from './details';

// "I did not call the police until the Friday" says when the police were called, not that they
// never were: a negation closed by "until" (or "till") in its own clause puts the act off to the
// time it names. Put to a premise that names that same time ("You called them on the Friday"),
// it is no denial; against any other time ("at around five", "while she worked for you") the
// act had not yet been done, and the negation stands.

const UNTIL = new Set(['until', 'till']);

/**
 * Whether the negated word at `at` is denied only up to a time an "until" after it in its clause
 * names, and `other` (the other side of the comparison) says that same time or day.
 */
export function deniedOnlyUntil(tokens: readonly Token[], at: number, other: string): boolean {
  if (!tokens[at]?.negated) return false;
  for (let index = at + 1; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.pos === 'PUNCT' && token.text !== ',') return false;
    if (!UNTIL.has(token.lower)) continue;
    const end = tokens.findIndex((later, after) => after > index && later.pos === 'PUNCT');
    const until = tokens.slice(index + 1, end < 0 ? tokens.length : end).map((later) => later.text).join(' ');
    return statedDetails(other, until).length > 0;
  }
  return false;
}

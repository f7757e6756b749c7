import { tokensOf, type Token } from './analyse';
import { ordinalValue } from './numbers';

// "The first pump failed at two. The second failed at half past two.": an ordinal that stands
// where its noun would ("the second" before a verb, "the third one") is the noun the ordinal before
// it qualified ("the second [pump]"). The sentence, or the question, speaks of that noun without
// saying it, and is read with it: "Why did the third one stop early?" after a question about the
// second runner asks why the third runner stopped early.

/** Words of position in a series that stand as an ordinal does ("the last one", "the next one"). A closed class. */
const POSITION_WORDS: ReadonlySet<string> = new Set(['last', 'next', 'final']);
/** Words that open a noun phrase an ordinal stands in ("the third", "that second one"). A closed class. */
const OPENERS: ReadonlySet<string> = new Set(['the', 'that', 'this']);

function isOrdinal(token: Token | undefined): boolean {
  return token !== undefined && (ordinalValue(token.lower) !== null || POSITION_WORDS.has(token.lower));
}

/**
 * Where an ordinal stands without its noun, as "the third one" or as "the third" before a verb
 * ("the third started"), with whether "one" follows it; not "the third of March", a date.
 */
function elidedOrdinals(tokens: readonly Token[]): { at: number; one: boolean }[] {
  return tokens.flatMap((token, at): { at: number; one: boolean }[] => {
    if (!isOrdinal(token) || !OPENERS.has(tokens[at - 1]?.lower ?? '')) return [];
    const next = tokens[at + 1];
    if (next?.lower === 'one') return [{ at, one: true }];
    return next !== undefined && (next.pos === 'VERB' || next.pos === 'AUX') ? [{ at, one: false }] : [];
  });
}

/** The noun an ordinal qualifies in these tokens, the last one so said ("pump" of "the first pump"), or null. */
function nounAfterAnOrdinal(tokens: readonly Token[]): Token | null {
  for (let at = tokens.length - 2; at >= 0; at--) {
    const next = tokens[at + 1]!;
    if (isOrdinal(tokens[at]) && next.pos === 'NOUN' && next.content) return next;
  }
  return null;
}

/**
 * The noun an ordinal left without one in these tokens stands for: the one an ordinal qualifies in
 * the nearest earlier text (`earlier`, nearest first) that has one. Null when none stands alone,
 * or no earlier text gives the noun.
 */
export function elidedOrdinalNoun(tokens: readonly Token[], earlier: readonly (readonly Token[])[]): string | null {
  if (elidedOrdinals(tokens).length === 0) return null;
  for (const text of earlier) {
    const noun = nounAfterAnOrdinal(text);
    if (noun) return noun.lemma;
  }
  return null;
}

/**
 * The text with the noun said where an ordinal stands for it ("the third one stopped" → "the
 * third runner stopped", "the second took longer" → "the second pump took longer"), the noun taken
 * from the earlier texts (nearest first); the text itself when none stands alone or none is found.
 */
export function withElidedNounSaid(text: string, earlier: readonly string[]): string {
  const tokens = tokensOf(text);
  const elided = elidedOrdinals(tokens);
  if (elided.length === 0) return text;
  const noun = elidedOrdinalNoun(tokens, earlier.map((other) => tokensOf(other)));
  if (noun === null) return text;
  let said = text;
  for (const { at, one } of elided) {
    const ordinal = tokens[at]!.text;
    said = one ? said.replace(new RegExp(`\\b${ordinal} one\\b`), `${ordinal} ${noun}`) : said.replace(new RegExp(`\\b${ordinal}\\b(?= ${tokens[at + 1]!.text}\\b)`), `${ordinal} ${noun}`);
  }
  return said;
}

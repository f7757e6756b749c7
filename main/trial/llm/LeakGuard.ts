import { findNearSequence } from '../../language/nearMatch';
import { compactLetters, normalizeForMatching } from '../../language/textNormalization';
import { words } from '../../scoring';

/** Consecutive words shared with a long hidden text that count as quoting it. */
const SHINGLE = 6;
/** A hidden text this long (letters only) is also looked for with spaces and punctuation ignored. */
const COMPACT_MIN = 8;

// Normalised first (NFKC, no zero-width or soft hyphens, look-alikes folded), so obfuscated
// spellings meet the plain ones; then near-miss matching catches a doubled or swapped letter.
const normalise = (text: string): string[] => words(normalizeForMatching(text));

function shinglesOf(tokens: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i + size <= tokens.length; i++) out.push(tokens.slice(i, i + size));
  return out;
}

/** A hidden text an agent's output must not carry: an elicit label of the other side, an evaluation-only note. */
export interface HiddenText {
  /** What it is, for the guard's own callers (never recorded in a fallback reason): `elicit light-green`. */
  source: string;
  text: string;
}

interface HiddenEntry {
  source: string;
  tokens: string[];
  compact: string;
  shingles: string[][];
}

/** The normalised views of one text the guard compares against. */
interface View {
  tokens: string[];
  text: string;
  compact: string;
}

const viewOf = (text: string): View => {
  const tokens = normalise(text);
  return { tokens, text: ` ${tokens.join(' ')} `, compact: compactLetters(text) };
};

/**
 * The leak guard every LLM output of the trial cast passes before the engine sees it. A hidden
 * text leaks when the output holds it whole or, for a long one, six consecutive words of it, that
 * the agent could not have taken from what it was allowed to see (its prompt, the question, its
 * affidavit). Shorter runs would flag honest testimony ("the light was green for me"). Both sides
 * are normalised first, words match within a small edit distance (main/language/nearMatch.ts),
 * and a hidden text of 8 or more letters is also found with its spaces and punctuation removed.
 */
export class LeakGuard {
  private readonly hidden: HiddenEntry[];

  constructor(hidden: readonly HiddenText[]) {
    this.hidden = hidden
      .map(({ source, text }) => {
        const tokens = normalise(text);
        return { source, tokens, compact: compactLetters(text), shingles: tokens.length > SHINGLE ? shinglesOf(tokens, SHINGLE) : [] };
      })
      .filter((entry) => entry.tokens.length > 0);
  }

  /** The source of the first hidden text the output leaks, or null. `allowed` is what the agent legitimately saw. */
  findLeak(output: string, allowed: string): string | null {
    const out = viewOf(output);
    const ok = viewOf(allowed);
    for (const entry of this.hidden) {
      if (this.carries(out, entry.tokens) && !this.carries(ok, entry.tokens)) return entry.source;
      if (entry.compact.length >= COMPACT_MIN && out.compact.includes(entry.compact) && !ok.compact.includes(entry.compact)) return entry.source;
      for (const shingle of entry.shingles) {
        if (findNearSequence(out.tokens, shingle) >= 0 && findNearSequence(ok.tokens, shingle) < 0) return entry.source;
      }
    }
    return null;
  }

  /** The whole hidden text in a view: exactly, or word by word within the near-miss threshold (one-word texts exactly). */
  private carries(view: View, tokens: readonly string[]): boolean {
    if (view.text.includes(` ${tokens.join(' ')} `)) return true;
    return tokens.length > 1 && findNearSequence(view.tokens, tokens) >= 0;
  }
}

import { words } from '../../scoring';

/** Consecutive words shared with a long hidden text that count as quoting it. */
const SHINGLE = 6;

const normalise = (text: string): string[] => words(text.toLowerCase());

function shinglesOf(tokens: readonly string[], size: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

/** A hidden text an agent's output must not carry: an elicit label of the other side, an evaluation-only note. */
export interface HiddenText {
  /** What it is, for the fallback reason: `elicit light-green`. */
  source: string;
  text: string;
}

/**
 * The leak guard every LLM output of the trial cast passes before the engine sees it. A hidden
 * text leaks when the output holds it whole or, for a long one, six consecutive words of it, that
 * the agent could not have taken from what it was allowed to see (its prompt, the question, its
 * affidavit). Shorter runs would flag honest testimony ("the light was green for me").
 */
export class LeakGuard {
  private readonly hidden: { source: string; whole: string; shingles: Set<string> }[];

  constructor(hidden: readonly HiddenText[]) {
    this.hidden = hidden
      .map(({ source, text }) => {
        const tokens = normalise(text);
        return { source, whole: ` ${tokens.join(' ')} `, shingles: tokens.length > SHINGLE ? shinglesOf(tokens, SHINGLE) : new Set<string>() };
      })
      .filter((entry) => entry.whole.trim() !== '');
  }

  /** The source of the first hidden text the output leaks, or null. `allowed` is what the agent legitimately saw. */
  findLeak(output: string, allowed: string): string | null {
    const outTokens = normalise(output);
    const outText = ` ${outTokens.join(' ')} `;
    const allowedText = ` ${normalise(allowed).join(' ')} `;
    for (const entry of this.hidden) {
      if (allowedText.includes(entry.whole)) continue;
      if (outText.includes(entry.whole)) return entry.source;
      for (const shingle of entry.shingles) {
        if (outText.includes(` ${shingle} `) && !allowedText.includes(` ${shingle} `)) return entry.source;
      }
    }
    return null;
  }
}

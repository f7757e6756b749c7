import { canEstablish, type ElicitMatch, type ElicitMatcher, type ElicitMatchInput } from './ElicitMatcher';
import type { ElicitSpec } from './ElicitSpec';
import { contentWords } from './text';

export const KEYWORD_THRESHOLD = 0.3;

/** The stemmed words an elicit is recognised by: its own keywords, else its label's content words. */
export function elicitKeywords(elicit: ElicitSpec): string[] {
  const source = elicit.keywords && elicit.keywords.length > 0 ? elicit.keywords.join(' ') : elicit.label;
  return [...new Set(contentWords(source))];
}

/**
 * Keyword coverage with partial credit: an exact (stemmed) word counts 1, a word sharing its
 * first five letters with one in the text counts 0.5 ("collide"/"collision"). Stop words are
 * removed on both sides. Returns 0..1.
 */
export function keywordCoverage(keywords: readonly string[], text: string): number {
  return keywordCredit(keywords, text) / Math.max(1, keywords.length);
}

/** Matched keyword credit (exact 1, shared prefix 0.5), not yet divided by the keyword count. */
export function keywordCredit(keywords: readonly string[], text: string): number {
  if (keywords.length === 0) return 0;
  const present = new Set(contentWords(text));
  const prefixes = new Set([...present].filter((word) => word.length >= 5).map((word) => word.slice(0, 5)));
  let credit = 0;
  for (const keyword of keywords) {
    if (present.has(keyword)) credit += 1;
    else if (keyword.length >= 5 && prefixes.has(keyword.slice(0, 5))) credit += 0.5;
  }
  return credit;
}

/**
 * Fewest matched keywords that may establish an elicit. With two or more keywords one word is
 * not enough, whatever the ratio: a single shared "defendant" or "shift" must not establish
 * every elicit that names it.
 */
export function minimumCredit(keywordCount: number): number {
  return Math.min(2, keywordCount);
}

/** Tier 1: keyword coverage of the answer, threshold 0.30. */
export class KeywordElicitMatcher implements ElicitMatcher {
  constructor(private readonly threshold = KEYWORD_THRESHOLD) {}

  match(input: ElicitMatchInput): Promise<ElicitMatch[]> {
    return Promise.resolve(this.matchSync(input.answer, input));
  }

  /** The synchronous core, reused by the other tiers on enriched statements. */
  matchSync(statement: string, input: ElicitMatchInput): ElicitMatch[] {
    if (!canEstablish(input.answerKind)) return [];
    const matches: ElicitMatch[] = [];
    for (const elicit of input.candidates) {
      const keywords = elicitKeywords(elicit);
      const credit = keywordCredit(keywords, statement);
      const confidence = credit / Math.max(1, keywords.length);
      if (confidence >= this.threshold && credit >= minimumCredit(keywords.length)) matches.push({ elicitId: elicit.id, tier: 'keyword', confidence, statement });
    }
    return matches.sort((a, b) => b.confidence - a.confidence || a.elicitId.localeCompare(b.elicitId));
  }
}


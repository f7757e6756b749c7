import type { Embedder } from '../embeddings/Embedder';
import { canEstablish, type ElicitMatch, type ElicitMatcher, type ElicitMatchInput } from './ElicitMatcher';
import type { ElicitSpec } from './ElicitSpec';
import { contradictsTheFact, negationDiffers } from './factEvidence';
import { heldOpenWhereTheLabelAsserts } from './factMood';
import { KeywordElicitMatcher } from './KeywordElicitMatcher';

/** Cosine at or above which an answer establishes an elicit without keyword support. */
export const STRONG_MATCH_COSINE = 0.6;

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Tier 2: embedding cosine OR keyword coverage. A close cosine still needs the fact's polarity,
 * values and assertion: "did not record" is near "recorded", "30 mph" near "58 mph", "cannot rule
 * out that he recorded" near "he recorded". Elicit vectors are
 * cached per embedder id and elicit id (a scenario's elicits are embedded once), and only
 * vectors of one embedder are compared.
 */
export class HybridElicitMatcher implements ElicitMatcher {
  private readonly cache = new Map<string, Float32Array>();
  private readonly keyword: KeywordElicitMatcher;

  constructor(
    private readonly embedder: Embedder,
    private readonly strongMatch = STRONG_MATCH_COSINE,
    keywordThreshold?: number,
  ) {
    this.keyword = new KeywordElicitMatcher(keywordThreshold);
  }

  async match(input: ElicitMatchInput): Promise<ElicitMatch[]> {
    return this.matchStatement(input.answer, input);
  }

  async matchStatement(statement: string, input: ElicitMatchInput): Promise<ElicitMatch[]> {
    if (!canEstablish(input.answerKind) || input.candidates.length === 0) return [];
    const byKeyword = new Map(this.keyword.matchSync(statement, input).map((match) => [match.elicitId, match]));
    const [answerVector] = await this.embedder.embed([statement]);
    const elicitVectors = await this.elicitVectors(input.candidates);
    const matches: ElicitMatch[] = [];
    input.candidates.forEach((elicit, index) => {
      const similarity = cosine(answerVector!, elicitVectors[index]!);
      const keywordMatch = byKeyword.get(elicit.id);
      if (similarity >= this.strongMatch && similarity >= (keywordMatch?.confidence ?? 0) && !negationDiffers(elicit, statement) && !heldOpenWhereTheLabelAsserts(elicit, statement) && !contradictsTheFact(elicit, statement)) {
        matches.push({ elicitId: elicit.id, tier: 'semantic', confidence: similarity, statement });
      } else if (keywordMatch) {
        matches.push(keywordMatch);
      }
    });
    return matches.sort((a, b) => b.confidence - a.confidence || a.elicitId.localeCompare(b.elicitId));
  }

  private async elicitVectors(elicits: readonly ElicitSpec[]): Promise<Float32Array[]> {
    const key = (elicit: ElicitSpec) => `${this.embedder.id}\u0000${elicit.id}`;
    const missing = elicits.filter((elicit) => !this.cache.has(key(elicit)));
    if (missing.length > 0) {
      const vectors = await this.embedder.embed(missing.map((elicit) => elicitText(elicit)));
      missing.forEach((elicit, index) => this.cache.set(key(elicit), vectors[index]!));
    }
    return elicits.map((elicit) => this.cache.get(key(elicit))!);
  }
}

function elicitText(elicit: ElicitSpec): string {
  return [elicit.label, ...(elicit.keywords ?? [])].join(' ');
}

import { analyseQuestion, asksYesNo } from '../language';
import type { ElicitMatch, ElicitMatcher, ElicitMatchInput } from './ElicitMatcher';

/**
 * Coverage a confirmed premise needs to establish an elicit: a bare "Yes." credits an elicit only
 * when the question put that elicit to the witness, not when it merely shared a word with it.
 */
export const CONFIRMED_PREMISE_THRESHOLD = 0.6;

/**
 * Tier 3: a short confirmation ("Yes.", "That's right.") carries the question's proposition, so
 * it is matched as the full statement "<proposition>. <answer>". Everything else goes to the
 * inner tier unchanged, and credit comes only from what the witness said. Matches found only
 * thanks to the premise are reported as tier `context`.
 */
export class ContextAwareElicitMatcher implements ElicitMatcher {
  constructor(private readonly inner: ElicitMatcher) {}

  async match(input: ElicitMatchInput): Promise<ElicitMatch[]> {
    const direct = await this.inner.match(input);
    if (input.answerKind !== 'confirm') return direct;
    const statement = confirmedStatement(input.question, input.answer);
    if (statement === null) return direct;
    const enriched = await this.inner.match({ ...input, answer: statement });
    const found = new Set(direct.map((match) => match.elicitId));
    const added = enriched
      .filter((match) => !found.has(match.elicitId) && match.confidence >= CONFIRMED_PREMISE_THRESHOLD)
      .map((match) => ({ ...match, tier: 'context' as const, statement }));
    return [...direct, ...added];
  }
}

/**
 * The full statement a confirmation makes: the yes/no question's proposition, then the answer.
 * Null when the question asked for an account, not a yes or no.
 */
export function confirmedStatement(question: string, answer: string): string | null {
  const analysis = analyseQuestion(question);
  if (!asksYesNo(analysis)) return null;
  return `${analysis.proposition.replace(/^\w/, (c) => c.toUpperCase())}. ${answer.trim()}`;
}

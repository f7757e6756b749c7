import type { ElicitMatch, ElicitMatcher, ElicitMatchInput } from './ElicitMatcher';
import { isConfirmatory, questionPremise } from './questionPremise';

/**
 * Tier 3: a short confirmatory answer ("Yes, that's right") carries the question's premise, so
 * it is matched as the full statement "<premise>. <answer>". Everything else goes to the inner
 * tier unchanged. Matches found only thanks to the premise are reported as tier `context`.
 */
export class ContextAwareElicitMatcher implements ElicitMatcher {
  constructor(private readonly inner: ElicitMatcher) {}

  async match(input: ElicitMatchInput): Promise<ElicitMatch[]> {
    const direct = await this.inner.match(input);
    if (input.answerKind !== 'confirm' && !isConfirmatory(input.answer)) return direct;
    const statement = confirmedStatement(input.question, input.answer);
    const enriched = await this.inner.match({ ...input, answer: statement });
    const found = new Set(direct.map((match) => match.elicitId));
    const added = enriched
      .filter((match) => !found.has(match.elicitId))
      .map((match) => ({ ...match, tier: 'context' as const, statement }));
    return [...direct, ...added];
  }
}

/** The full statement a confirmatory answer makes: the question's premise, then the answer. */
export function confirmedStatement(question: string, answer: string): string {
  const premise = questionPremise(question);
  return `${premise}. ${answer.trim()}`;
}

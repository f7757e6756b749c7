import { assertNever } from '../../shared/contract/envelope';
import type { PersonaLevels } from '../../shared/domain/consultationEvents';
import type { ConsultationFact } from '../../shared/scenario';
import { tokensOf } from '../language';
import { words } from '../scoring';
import { DISCLOSURE_POLICY } from './personaPresets';

/** For a missed fact: the question that would have drawn it out, and why. */
export interface UnlockHint {
  question: string;
  why: string;
}

/** The most telling words of a fact, for a question about it: words no other fact uses first, then longer ones. */
function topicOf(fact: ConsultationFact, others: readonly string[], limit = 3): string[] {
  const elsewhere = new Set(others.flatMap((text) => words(text)));
  const candidates = [...new Set(tokensOf(fact.text).filter((token) => token.content && token.pos !== 'NUM' && token.lower.length >= 4).map((token) => token.lower))];
  const rank = (w: string) => (elsewhere.has(w) ? 0 : 100) + w.length;
  return candidates.sort((a, b) => rank(b) - rank(a)).slice(0, limit);
}

/**
 * The question that would have unlocked a missed fact, from its disclosure and unlock rule, for
 * the report. `maxTrust` is the highest trust the student reached.
 */
export function unlockHint(
  fact: ConsultationFact,
  levels: PersonaLevels,
  maxTrust: number,
  factLabel: (id: string) => string,
  otherFactTexts: readonly string[] = [],
): UnlockHint {
  const policy = DISCLOSURE_POLICY[levels.disclosureWillingness];
  const topic = topicOf(fact, otherFactTexts);
  const category = fact.category.replace(/-/g, ' ');
  switch (fact.disclosure) {
    case 'volunteered':
      return { question: 'Tell me in your own words what has happened.', why: 'The client offers this to any open invitation to talk.' };
    case 'onRequest':
      return {
        question: `Can you tell me about the ${category}${topic.length ? `, for example the ${topic.join(' or ')}` : ''}?`,
        why:
          policy.onRequestMinTrust > 0
            ? `The client tells this when asked about it directly, once trust is at least ${policy.onRequestMinTrust} (you reached ${maxTrust}).`
            : 'The client tells this when asked about it directly.',
      };
    case 'hidden': {
      const parts: string[] = [];
      let question = 'Is there anything else about this that worries you, anything you have not mentioned yet?';
      for (const condition of fact.unlock?.conditions ?? []) {
        switch (condition.kind) {
          case 'askedAbout':
            question = `Can you tell me about ${condition.keywords.slice(0, 2).join(' and ')}?`;
            parts.push(`ask about ${condition.keywords.slice(0, 4).map((k) => `"${k}"`).join(', ')}`);
            break;
          case 'rapport':
            parts.push(
              `build trust to ${Math.min(1, condition.atLeast + policy.rapportShift).toFixed(2)} with empathy, open questions and plain words (you reached ${maxTrust.toFixed(2)})`,
            );
            break;
          case 'afterFacts':
            parts.push(`first uncover: ${condition.factIds.map(factLabel).join('; ')}`);
            break;
          default:
            assertNever(condition);
        }
      }
      const joiner = fact.unlock?.mode === 'any' ? ' or ' : ' and ';
      const trustNote = policy.hiddenMinTrust > 0 ? `; this client also needs trust of at least ${policy.hiddenMinTrust}` : '';
      return { question, why: `Hidden until you ${parts.join(joiner)}${trustNote}.` };
    }
    default:
      return assertNever(fact.disclosure);
  }
}

import { assertNever } from '../../shared/contract/envelope';
import type { PersonaLevels } from '../../shared/domain/consultationEvents';
import type { ConsultationFact } from '../../shared/scenario';
import { isVagueNoun, tokensOf, type Token } from '../language';
import { DISCLOSURE_POLICY } from './personaPresets';

/** For a missed fact: the question that would have drawn it out, and why. */
export interface UnlockHint {
  question: string;
  why: string;
}

/** A noun that can head a topic: a common noun, not a date, a time, an amount or a name. */
const isTopicNoun = (token: Token) => token.pos === 'NOUN' && token.entity === null && token.lower.length >= 4 && !isVagueNoun(token.lemma);
/** Words that can stand before a head noun in its phrase ("court papers", "electric space heaters"). */
const isModifier = (token: Token) => (token.pos === 'NOUN' || token.pos === 'ADJ') && token.entity === null;

/**
 * The fact's topics as noun phrases ("the court papers", "the heating"), most telling first: the
 * head nouns no other fact uses, then longer phrases. A question built on them reads as speech,
 * not as a list of keywords; `only` keeps the phrases whose head is one of those lemmas.
 */
function topicPhrases(fact: ConsultationFact, others: readonly string[], only: ReadonlySet<string> | null = null, limit = 2): string[] {
  const elsewhere = new Set(others.flatMap((text) => tokensOf(text).map((token) => token.lemma)));
  const tokens = tokensOf(fact.text);
  const phrases = new Map<string, { phrase: string; rank: number }>();
  tokens.forEach((token, i) => {
    if (!isTopicNoun(token) || (only && !only.has(token.lemma))) return;
    // The head ends its phrase: the next word is not another noun of it.
    if (tokens[i + 1] && tokens[i + 1]!.pos === 'NOUN' && tokens[i + 1]!.entity === null) return;
    let start = i;
    // Not into a hyphenated compound ("two-bedroom apartment" is about the apartment).
    while (start > 0 && i - start < 2 && isModifier(tokens[start - 1]!) && tokens[start - 2]?.text !== '-') start--;
    const phrase = tokens
      .slice(start, i + 1)
      .map((word) => word.lower)
      .join(' ');
    const rank = (elsewhere.has(token.lemma) ? 0 : 100) + phrase.length;
    if (!phrases.has(token.lemma) || phrases.get(token.lemma)!.rank < rank) phrases.set(token.lemma, { phrase, rank });
  });
  const chosen: string[] = [];
  for (const { phrase } of [...phrases.values()].sort((a, b) => b.rank - a.rank)) {
    // "the emergency rental assistance" already speaks of "the emergency".
    if (chosen.length < limit && !chosen.some((earlier) => earlier.split(' ').some((word) => phrase.split(' ').includes(word)))) chosen.push(phrase);
  }
  return chosen.map((phrase) => `the ${phrase}`);
}

/** "What can you tell me about the court papers, and the hearing?" */
function questionAbout(phrases: readonly string[], fallback: string): string {
  if (phrases.length === 0) return fallback;
  return `What can you tell me about ${phrases.join(', and ')}?`;
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
  const category = fact.category.replace(/-/g, ' ');
  switch (fact.disclosure) {
    case 'volunteered':
      return { question: 'Tell me in your own words what has happened.', why: 'The client offers this to any open invitation to talk.' };
    case 'onRequest':
      return {
        question: questionAbout(topicPhrases(fact, otherFactTexts), `Can you tell me more about the ${category}?`),
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
          case 'askedAbout': {
            // The fact's own phrases for the words the rule listens for, so the question reads as speech.
            const listened = new Set(condition.keywords.flatMap((keyword) => tokensOf(keyword).map((token) => token.lemma)));
            // Else the fact's other topics, else the keywords that are things ("the rent"), else an open question.
            const keywordNouns = condition.keywords.filter((keyword) => tokensOf(keyword).every((token) => token.pos === 'NOUN' && !isVagueNoun(token.lemma))).slice(0, 2);
            const phrases = [topicPhrases(fact, otherFactTexts, listened), topicPhrases(fact, otherFactTexts), keywordNouns.map((keyword) => `the ${keyword.toLowerCase()}`)].find((list) => list.length > 0) ?? [];
            question = questionAbout(phrases, question);
            parts.push(`ask about ${condition.keywords.slice(0, 4).map((k) => `"${k}"`).join(', ')}`);
            break;
          }
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

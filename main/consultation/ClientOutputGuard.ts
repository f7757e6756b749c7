import type { ConsultationFact, ConsultationScenario } from '../../shared/scenario';
import { findNearSequence, hasNearWord } from '../language/nearMatch';
import { compactLetters, normalizeForMatching } from '../language/textNormalization';
import { contentWords, words } from '../scoring';
import type { ClientReply } from './ClientAgent';
import type { ClientProjection } from './DisclosureEngine';

/** One reason a client answer may not be shown. */
export type GuardViolation =
  | { kind: 'locked_fact'; factId: string; evidence: string }
  | { kind: 'evaluation_only'; rubricId: string; evidence: string }
  | { kind: 'unknown_fact_id'; factId: string }
  | { kind: 'legal_advice'; evidence: string }
  | { kind: 'empty' };

export interface GuardVerdict {
  ok: boolean;
  violations: GuardViolation[];
}

/** Consecutive words shared with a locked text that count as quoting it. */
const SHINGLE = 5;
/**
 * A locked fact counts as told when the answer uses half of its own words (those in nothing the
 * client may say), or three of them making up at least 30%. Strict on purpose: a false alarm
 * only costs a fallback to the rules cast, a miss leaks a hidden fact.
 */
const LOCKED_WORD_SHARE = 0.5;
const LOCKED_WORDS_FEW = 3;
const LOCKED_WORD_SHARE_FEW = 0.3;

const LEGAL_ADVICE =
  /\b(?:you should (?:sue|claim|file|take (?:them|him|her) to court)|the law says|legally,? you|you(?:'ve| have) (?:got )?a (?:strong |good )?case|under section \d+|you are entitled to|i advise)\b/i;

// Every text is normalised before matching (NFKC, zero-width and soft hyphens removed, look-alikes
// folded), so an obfuscated spelling meets the plain one; words also match within a small edit distance.
const tokensOf = (text: string): string[] => words(normalizeForMatching(text));

function shingles(text: string, size = SHINGLE): Set<string> {
  const tokens = tokensOf(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

/** What the guard compares an answer by: its normalised words, content words, 5-word runs and letters. */
interface AnswerView {
  tokens: string[];
  words: Set<string>;
  shingles: Set<string>;
  compact: string;
}

/** A run of hidden words quoted in the answer (exactly or near, or with its spaces removed) and not in the allowed text. */
function quotedRun(run: string, answer: AnswerView, allowedTokens: readonly string[], allowedShingles: ReadonlySet<string>): boolean {
  if (allowedShingles.has(run)) return false;
  const runTokens = run.split(' ');
  if (answer.shingles.has(run) || answer.compact.includes(runTokens.join(''))) return true;
  return findNearSequence(answer.tokens, runTokens) >= 0 && findNearSequence(allowedTokens, runTokens) < 0;
}

/**
 * The output guard every client answer passes before it is logged, whichever cast wrote it:
 * no text of a fact that is locked on this turn, no evaluation-only reference text, no fact id
 * outside the projection, and no legal advice. A locked fact counts as told when the answer
 * quotes five consecutive words of it, or uses enough of its own words: those that appear in
 * nothing the client may say this turn (projected facts, persona, the student's question).
 */
export class ClientOutputGuard {
  constructor(private readonly scenario: Pick<ConsultationScenario, 'facts' | 'rubric'>) {}

  check(reply: ClientReply, projection: ClientProjection, question: string | null): GuardVerdict {
    const violations: GuardViolation[] = [];
    if (reply.text.trim() === '') violations.push({ kind: 'empty' });
    const allowedIds = new Set(projection.facts.map((fact) => fact.id));
    for (const id of reply.disclosedFactIds) if (!allowedIds.has(id)) violations.push({ kind: 'unknown_fact_id', factId: id });

    const allowedText = [
      ...projection.facts.map((fact) => fact.text),
      ...Object.values(projection.persona).filter((v): v is string => typeof v === 'string'),
      ...projection.persona.concerns,
      question ?? '',
    ].join('\n');
    const allowedWords = new Set(contentWords(normalizeForMatching(allowedText)));
    const allowedTokens = tokensOf(allowedText);
    const allowedShingles = shingles(allowedText);
    const answer: AnswerView = {
      tokens: tokensOf(reply.text),
      words: new Set(contentWords(normalizeForMatching(reply.text))),
      shingles: shingles(reply.text),
      compact: compactLetters(reply.text),
    };

    for (const fact of this.scenario.facts) {
      if (allowedIds.has(fact.id)) continue;
      const evidence = this.leakEvidence(fact, answer, allowedWords, allowedTokens, allowedShingles);
      if (evidence) violations.push({ kind: 'locked_fact', factId: fact.id, evidence });
    }
    for (const item of this.scenario.rubric) {
      const quoted = [...shingles(item.referenceAnswer.text)].find((run) => quotedRun(run, answer, allowedTokens, allowedShingles));
      if (quoted) violations.push({ kind: 'evaluation_only', rubricId: item.id, evidence: quoted });
    }
    const advice = LEGAL_ADVICE.exec(reply.text);
    if (advice) violations.push({ kind: 'legal_advice', evidence: advice[0] });
    return { ok: violations.length === 0, violations };
  }

  private leakEvidence(
    fact: ConsultationFact,
    answer: AnswerView,
    allowedWords: ReadonlySet<string>,
    allowedTokens: readonly string[],
    allowedShingles: ReadonlySet<string>,
  ): string | null {
    const quoted = [...shingles(fact.text)].find((run) => quotedRun(run, answer, allowedTokens, allowedShingles));
    if (quoted) return `quotes "${quoted}"`;
    const own = [...new Set(contentWords(normalizeForMatching(fact.text)))].filter((word) => word.length >= 3 && !allowedWords.has(word));
    if (own.length === 0) return null;
    // Near-miss spellings count, but only answer words the client was not allowed anyway.
    const unallowed = [...answer.words].filter((word) => !allowedWords.has(word));
    const used = own.filter((word) => answer.words.has(word) || hasNearWord(unallowed, word));
    const share = used.length / own.length;
    if ((used.length >= 2 && share >= LOCKED_WORD_SHARE) || (used.length >= LOCKED_WORDS_FEW && share >= LOCKED_WORD_SHARE_FEW)) {
      return `uses ${used.join(', ')}`;
    }
    return null;
  }
}

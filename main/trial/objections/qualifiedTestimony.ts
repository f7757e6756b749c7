import { analyse, analyseQuestion, asWitness, mainClause, POSSESSIVES, subjectBefore, tokensOf, type Token } from '../../language';

// Testimony given only as a possibility or on a condition ("The valve could have stuck", "If the
// fluid ran low, the brakes would fail"), put back to the witness as a plain fact for a yes ("So the
// valve stuck, correct?"): the question takes as testified what the witness did not say, the
// objection called "assumes facts" or "misstates the testimony".

/** Modals and adverbs that leave a statement possible rather than so ("can" is ability, "would" habit or estimate: both assert). */
const QUALIFIERS = new Set(['could', 'might', 'may', 'possibly', 'perhaps', 'maybe', 'conceivably']);
const CONDITIONS = new Set(['if', 'unless']);
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get', 'say', 'think', 'know']);

/** What is said of a subject: an adjective or a verb ("fatal", "stuck"); a noun may be only what the clause is about. */
const isPredicateWord = (token: Token) => token.content && (token.pos === 'ADJ' || token.pos === 'VERB') && !LIGHT_VERBS.has(token.lemma);

/** Subjects that may stand for anything said before: "it", "that", "they". */
const STANDS_FOR_ANY = new Set(['it', 'that', 'this', 'they', 'there']);

/**
 * The nouns and pronouns of the clause before the word at `at`, as the witness would say them
 * ("the roof in that state might collapse": roof, state), possessives left out ("my brother" is the brother).
 */
function wordsBefore(tokens: readonly Token[], at: number): Set<string> {
  let start = at;
  while (start > 0 && !['PUNCT', 'CCONJ', 'SCONJ'].includes(tokens[start - 1]!.pos)) start--;
  return new Set(tokens.slice(start, at).filter((token) => ['NOUN', 'PROPN', 'PRON'].includes(token.pos) && !POSSESSIVES.has(token.lower)).map(asWitness));
}

/**
 * The answer's clause may be about the question's subject: it names it before the predicate, or
 * names no one, or only "it" or "that", which may stand for it ("it could be fatal"); not "he" for "I".
 */
function mayShareSubject(subject: string | null, answerWords: ReadonlySet<string>): boolean {
  if (subject === null || STANDS_FOR_ANY.has(subject) || answerWords.size === 0 || answerWords.has(subject)) return true;
  return [...answerWords].every((word) => STANDS_FOR_ANY.has(word));
}

/**
 * The positions of a sentence that its qualifier governs: the rest of the clause after a modal or
 * a hedging adverb, and the clause a condition is attached to (not the condition's own words).
 */
function qualifiedPositions(tokens: readonly Token[]): Set<number> {
  const positions = new Set<number>();
  tokens.forEach((token, at) => {
    // "It couldn't have been the wiring" denies rather than allows: not a possibility granted.
    if (QUALIFIERS.has(token.lower) && !tokens[at + 1]?.negation) {
      for (let i = at + 1; i < tokens.length && tokens[i]!.pos !== 'PUNCT'; i++) positions.add(i);
    }
    if (CONDITIONS.has(token.lower) && token.pos === 'SCONJ') {
      let end = tokens.findIndex((next, i) => i > at && next.pos === 'PUNCT');
      if (end < 0) end = tokens.length;
      tokens.forEach((_, i) => {
        if (i < at || i >= end) positions.add(i);
      });
    }
  });
  return positions;
}

/**
 * Whether a statement put to the witness for a yes ("…, correct?", "So it failed?") states flat a
 * predicate its last answer gave only as possible or on a condition, and no sentence of that answer
 * states it flat: the predicate's lemma, or null. A question that keeps the qualifier ("So it could
 * have failed?", "If untreated, it was fatal?") restates the answer fairly.
 */
export function flattensQualifiedAnswer(question: string, answer: string | undefined): string | null {
  if (!answer) return null;
  const analysis = analyseQuestion(question);
  if (!['tag', 'declarative'].includes(analysis.form)) return null;
  // The statement itself: the clause before its tag ("…, correct?", "…; am I right?").
  const clause = tokensOf(mainClause(question));
  const tagAt = analysis.form === 'tag' ? clause.findLastIndex((token, at) => at < clause.length - 1 && [',', ';'].includes(token.text)) : -1;
  const stated = tagAt > 0 ? clause.slice(0, tagAt) : clause;
  if (stated.some((token) => QUALIFIERS.has(token.lower) || CONDITIONS.has(token.lower))) return null;
  const predicates = new Map(stated.flatMap((token, at) => (isPredicateWord(token) ? [[token.lemma, subjectBefore(stated, at)] as const] : [])));
  if (predicates.size === 0) return null;
  let qualified: string | null = null;
  for (const { tokens } of analyse(answer).sentences) {
    const governed = qualifiedPositions(tokens);
    for (const [at, token] of tokens.entries()) {
      if (!isPredicateWord(token) || !predicates.has(token.lemma) || !mayShareSubject(predicates.get(token.lemma)!, wordsBefore(tokens, at))) continue;
      // Said flat somewhere in the answer: the question restates it.
      if (!governed.has(at)) return null;
      qualified ??= token.lemma;
    }
  }
  return qualified;
}

import { CLAUSE_WH, TIME_OPENERS, type Token } from './analyse';
import { irregularVerbLemma, pastTenseOnly } from './nlp';
import { phrasalVerbs } from './relatedWords';
import { POSSESSIVES, SUBJECT_PRONOUNS } from './pronouns';

// A participle right after the noun that opens a clause may only describe that noun ("the van
// hired on Monday broke down", "a horse scored at 1 is emaciated"): what the clause asserts is its
// finite verb further on, not the participle. The tagger reads such a participle as a verb like
// any other, and its form is often the past tense's too ("hired"), so the reading here rests on
// what surrounds it: a noun phrase before it, no object after it, and a finite verb later in the
// same clause that has no subject of its own before it.

/** Words that open a clause of their own ("that", "who", "when", "before" read as a preposition). */
function opensASubordinateClause(token: Token): boolean {
  return token.pos === 'SCONJ' || CLAUSE_WH.has(token.lower) || TIME_OPENERS.has(token.lower);
}

/** Words that end a clause: punctuation, a conjunction, or a word opening a clause of its own. */
function endsTheClause(token: Token): boolean {
  return token.pos === 'PUNCT' || token.pos === 'CCONJ' || opensASubordinateClause(token);
}

/** Words a noun phrase may be made of, with a preposition inside it ("the driver of the van"). */
function inNounPhrase(token: Token): boolean {
  return ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP'].includes(token.pos) || POSSESSIVES.has(token.lower);
}

/** A verb in a form a participle can take: "-ed", "-ing", or an irregular form ("stolen", "sent"), never the bare or "-s" form. */
function participleForm(token: Token): boolean {
  return /(?:ing|ed)$/.test(token.lower) || irregularVerbLemma(token.lower) !== undefined;
}

/** Words that begin an object after a verb: a past participle that describes a noun takes none ("the car parked the van" is no description). */
function opensAnObject(token: Token | undefined): boolean {
  return token !== undefined && ['DET', 'NOUN', 'PROPN', 'PRON', 'NUM'].includes(token.pos) && token.entity !== 'DATE' && token.entity !== 'TIME';
}

/**
 * Whether the finite verb at `finite` has a subject of its own right before it, so opens a clause
 * that leaves the subject's out ("the driver parked outside the house she had rented", "… the
 * house the thief had robbed"): a subject pronoun, or a noun phrase that neither follows a
 * preposition ("hired on Monday broke down") nor stands right after the participle at
 * `participle` ("hired last week broke down", "holding the bag ran off").
 */
function hasItsOwnSubject(tokens: readonly Token[], participle: number, finite: number): boolean {
  const before = tokens[finite - 1]!;
  if (SUBJECT_PRONOUNS.has(before.lower) || before.pos === 'PRON') return true;
  let start = finite;
  while (start - 1 > participle && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[start - 1]!.pos)) start--;
  if (start - 1 > participle && (tokens[start - 1]!.pos === 'DET' || POSSESSIVES.has(tokens[start - 1]!.lower))) start--;
  // No noun phrase there, or one that is the participle's own object or time ("holding the bag",
  // "hired last week"; a past participle's object was refused before) or a preposition's.
  return start < finite && start - 1 > participle && tokens[start - 1]!.pos !== 'ADP';
}

/**
 * Whether the verb at `at` reads as a clause's finite verb: an auxiliary ("was", "is", "had"), or
 * a verb after no auxiliary or "to"; a "-ing" form is none, and, after a past participle, a form
 * that may be a participle right after a noun ("the house owned by") may describe that noun in turn.
 */
function finiteAt(tokens: readonly Token[], at: number, afterPresentParticiple: boolean): boolean {
  const token = tokens[at]!;
  if (token.pos === 'AUX') return true;
  if (token.pos !== 'VERB' || token.lower.endsWith('ing')) return false;
  const before = tokens[at - 1]!;
  if (before.pos === 'AUX' || before.lower === 'to') return false;
  // After a noun only a form that is never a participle ("broke", not "sent" or "owned") is surely
  // the finite verb, unless what went before was a "-ing" form, which never is one itself ("the
  // dog barking next door kept").
  return afterPresentParticiple || (before.pos !== 'NOUN' && before.pos !== 'PROPN') || pastTenseOnly(token.lower);
}

/**
 * Whether the verb at `at` is a participle that only describes the noun right before it, the
 * noun phrase its clause opens with ("The car parked outside was stolen": "parked" describes the
 * car, and "was stolen" is the act), because the clause's finite verb follows later in it. A past
 * tense with nothing after it is no such participle ("The driver parked outside").
 */
export function describesTheNounBefore(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  if (token?.pos !== 'VERB' || !participleForm(token) || !['NOUN', 'PROPN'].includes(tokens[at - 1]?.pos ?? '')) return false;
  let start = at - 1;
  while (start > 0 && !endsTheClause(tokens[start - 1]!)) start--;
  // In a clause that "when" or "that" opens, the verb after its subject is that clause's own ("when that jogger went by").
  if ((start > 0 && opensASubordinateClause(tokens[start - 1]!)) || !tokens.slice(start, at).every(inNounPhrase)) return false;
  // A past participle describing a noun takes no object, and is no verb of two words ("picked up").
  const past = !token.lower.endsWith('ing');
  if (past && (opensAnObject(tokens[at + 1]) || phrasalVerbs(tokens).has(at))) return false;
  for (let later = at + 1; later < tokens.length && !endsTheClause(tokens[later]!); later++) {
    if (finiteAt(tokens, later, !past)) return !hasItsOwnSubject(tokens, at, later);
  }
  return false;
}

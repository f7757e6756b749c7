import { isNameTitle, sexByTitle, titledName, tokensOf, type Token } from './analyse';
import { asWitness, mainClauseOf, namesSomeone, personOf } from './clauses';
import { namesAPersonFirst } from './relatedWords';
import { SUBJECT_PRONOUNS } from './pronouns';

// "Ryan was in the back loading the oven" is not borne out by "Frank was in the back, loading
// the oven, and Ryan had not yet arrived": the sentence says the premise's words of another
// person, and tells the one asked about in a clause of his own. Who a stretch of a sentence is
// about is the nearest person before it who stands as a subject (right before a verb); "who"
// stands for the person just before it ("Martin, who paid").

/** Words that may stand between a subject and its verb ("Ryan had not yet arrived"). */
const BEFORE_VERB = new Set(['ADV', 'PART', 'AUX']);

/**
 * Whether a word names a person: a name, a personal pronoun, or a noun whose commonest sense is
 * one ("the nurse"), not a thing that a rarer sense makes a body of people ("the house").
 */
function person(token: Token): boolean {
  return namesSomeone(token) && (token.pos !== 'NOUN' || namesAPersonFirst(token.lemma));
}

/** The word naming the person the word at `at` stands for as the subject of a verb ("who" for the one before it); else null. */
function subjectAt(tokens: readonly Token[], at: number): Token | null {
  const token = tokens[at]!;
  if (token.lower === 'who' && at > 0) return personBefore(tokens, at);
  if (!person(token) || isNameTitle(token.lower) || ['NOUN', 'PROPN'].includes(tokens[at + 1]?.pos ?? '')) return null;
  // Only a pronoun in its subject form: "him", "her" are done to.
  if (personOf(token.lower) !== undefined && !SUBJECT_PRONOUNS.has(token.lower)) return null;
  let next = at + 1;
  while (tokens[next] && BEFORE_VERB.has(tokens[next]!.pos) && tokens[next]!.pos !== 'AUX') next++;
  return tokens[next]?.pos === 'AUX' || tokens[next]?.pos === 'VERB' ? token : null;
}

/** The person named right before "who" (over a comma): "to Martin, who paid". */
function personBefore(tokens: readonly Token[], at: number): Token | null {
  let before = at - 1;
  while (before >= 0 && tokens[before]!.pos === 'PUNCT') before--;
  const token = tokens[before];
  return token && person(token) && !isNameTitle(token.lower) ? token : null;
}

/** The word naming the subject of the stretch at `at`: the nearest subject before it, or null. */
function ownerOf(tokens: readonly Token[], at: number): Token | null {
  for (let before = at - 1; before >= 0; before--) {
    const subject = subjectAt(tokens, before);
    if (subject !== null) return subject;
  }
  return null;
}

/** Pronouns that stand for a thing told before. */
const THING_PRONOUNS = new Set(['it', 'them', 'this', 'that']);

/** Third-person pronouns, which may stand for the one asked about. */
const MAY_BE_ANYONE = new Set(['he', 'she', 'they']);

/**
 * Whether the sentence says what the premise says of a person only of another: the premise's
 * words after its subject are all in stretches whose subject is someone else, and the sentence
 * either tells the one asked as the subject of a clause of their own ("Mr. Ashby was in the
 * office, and Martin was by the door" to "Martin was in the office") or, for one asked by name,
 * never names them, nor does the text around it (`context`), and says it of another by name
 * ("Martin, who paid the charge" to "Helen paid the charge"). A pronoun may stand for the one
 * asked, and decides nothing; two people joined by "and" share what is said of them.
 */
export function saidOnlyOfAnother(premise: string, sentence: string, context: ReadonlySet<string> = new Set(), otherParts: (lemma: string) => ReadonlySet<string> = () => new Set()): boolean {
  const premiseTokens = mainClauseOf(tokensOf(premise));
  const subjectIndex = premiseTokens.findIndex((_, at) => subjectAt(premiseTokens, at) !== null);
  if (subjectIndex < 0) return false;
  const subjectToken = subjectAt(premiseTokens, subjectIndex)!;
  const subject = asWitness(subjectToken);
  if (MAY_BE_ANYONE.has(subject)) return false;
  // Another part of the same person's name is that person: "Owen" is "Mr. Brook" where his
  // mother is the only other Brook (the account's "male brook").
  const sex = sexByTitle(premiseTokens, subjectIndex);
  const isTheOneAsked = (who: string) => who === subject || otherParts(who).has(subject) || (sex !== null && otherParts(who).has(titledName(sex, subject)));
  const said = premiseTokens.slice(subjectIndex + 1).filter((token) => token.content && !namesSomeone(token) && ['NOUN', 'VERB', 'ADJ', 'ADV'].includes(token.pos));
  if (said.length === 0) return false;
  const tokens = tokensOf(sentence);
  const toldApart = tokens.some((_, at) => {
    const own = subjectAt(tokens, at);
    return own !== null && isTheOneAsked(asWitness(own)) && !joinedAt(tokens, at);
  });
  // The one asked doing "it" in a clause of their own ("had it done", "did it") may be doing the
  // premise's act by a word that stands for it ("Ossley quoted me to rebuild the transmission, and I
  // haven't had it done"): nothing is decided. Another act done to "it" ("holding it") is not that.
  const ownStretch = (at: number) => isTheOneAsked(asWitness(ownerOf(tokens, at) ?? tokens[at]!));
  const doneByAProForm = () => tokens.some((token, at) => token.lemma === 'do' && token.pos === 'VERB' && ownStretch(at)) && tokens.some((token, at) => THING_PRONOUNS.has(token.lower) && ownStretch(at));
  if (toldApart && doneByAProForm()) return false;
  // A pronoun as a subject may be the one asked: only a sentence with none leaves them out.
  const neverNamed =
    subjectToken.pos === 'PROPN' && !context.has(subject) && !tokens.some((token, at) => isTheOneAsked(token.lemma) || (MAY_BE_ANYONE.has(token.lower) && subjectAt(tokens, at) !== null));
  if (!toldApart && !neverNamed) return false;
  // The premise's own words: a related one ("gave" for "paid") may be another act of the sentence.
  const words = new Set(said.map((token) => token.lemma));
  const found = tokens.flatMap((token, at) => (token.content && words.has(token.lemma) ? [at] : []));
  if (found.length === 0) return false;
  return found.every((at) => {
    const owner = ownerOf(tokens, at);
    if (owner === null) return false;
    const who = asWitness(owner);
    return !isTheOneAsked(who) && !MAY_BE_ANYONE.has(who) && (toldApart || owner.pos === 'PROPN');
  });
}

/** Whether the person at `at` is the second of two joined by "and" ("Frank and Ryan were…"). */
function joinedAt(tokens: readonly Token[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && tokens[before]!.pos === 'PROPN') before--;
  const earlier = tokens[before - 1];
  return tokens[before]?.lower === 'and' && earlier !== undefined && namesSomeone(earlier);
}

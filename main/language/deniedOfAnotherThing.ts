import { CLAUSE_WH, tokensOf, type Token } from './analyse';
import { predicateOf } from './clauses';
import { SUBJECT_PRONOUNS } from './pronouns';
import { isKindOf, relatedLemmas } from './relatedWords';

// "I did not see the driver" is no "no" to "You saw the van from behind": the same act denied
// of a thing the premise never names, or of another of its kind ("any other car"), says nothing
// of the thing it does name. Only a thing the sentence names outright counts: "I did not see
// it" or "I saw nothing" may well be the premise's own. So the other way round: "I have read a
// letter of his" is no "no" to "You never read his diary".

/** Words a thing's phrase may hold besides its nouns ("the", "his", "two", "old", "the driver's", "any certificate or invoice"). */
const IN_THE_PHRASE = new Set(['DET', 'ADJ', 'NUM', 'PRON', 'PART', 'CCONJ']);
/** Owners before a noun: the one pronoun that leaves the thing itself named ("his face"). */
const OWNERS = new Set(['my', 'his', 'her', 'its', 'our', 'their', 'your']);
/** Words that set a thing apart from the one spoken of ("any other car", "another van"). */
const SET_APART = new Set(['other', 'another']);

/**
 * The things named right after the verb at `at`, up to a phrase or clause of their own ("the
 * driver's face", "any certificate or invoice", "the front of the car"): their nouns, and whether
 * one is set apart as another; null when none is named outright.
 */
function namedThingAfter(tokens: readonly Token[], at: number): { nouns: readonly Token[]; another: boolean } | null {
  const nouns: Token[] = [];
  let another = false;
  for (let index = at + 1; tokens[index]; index++) {
    const token = tokens[index]!;
    // A subject after a comma or "and" opens a clause of its own ("…the driver, and I cannot say…").
    const opensAClause = (token.text === ',' || token.pos === 'CCONJ') && [tokens[index + 1], tokens[index + 2]].some((next) => next !== undefined && SUBJECT_PRONOUNS.has(next.lower));
    // A hyphen between two nouns joins one compound ("the shrink-wrap", "a log-book"): the list of
    // things goes on past it to the next ("Unit 14, the shrink-wrap or the seal"). A dash before a
    // clause of its own ("the driver - it was dark") does not.
    const joinsACompound = token.text === '-' && tokens[index - 1]?.pos === 'NOUN' && tokens[index + 1]?.pos === 'NOUN';
    // "the seal itself" names the seal: the reflexive only stresses it.
    const stressesTheThing = token.pos === 'PRON' && /sel(f|ves)$/.test(token.lower) && tokens[index - 1]?.pos === 'NOUN';
    // A participle between the phrase's words and its noun only says what sort ("a shipping invoice", "the signed copy").
    const describesTheNoun = token.pos === 'VERB' && index > at + 1 && tokens[index + 1]?.pos === 'NOUN';
    if (token.pos === 'NOUN' || token.pos === 'PROPN') nouns.push(token);
    else if (describesTheNoun) continue;
    else if (opensAClause) break;
    else if (token.lower === 'of' || token.text === ',' || joinsACompound || stressesTheThing) continue;
    else if (!IN_THE_PHRASE.has(token.pos)) break;
    // "anyone", "it", "them": a pronoun that is the thing names nothing to tell apart.
    else if (token.pos === 'PRON' && !OWNERS.has(token.lower)) return null;
    another ||= SET_APART.has(token.lower);
  }
  return nouns.length > 0 ? { nouns, another } : null;
}

/**
 * The noun a thing's phrase is about, when it names one thing: the last noun of a single run of
 * nouns ("bag" of "an Aurelle bag", "invoice" of "a Vellan shipping invoice"). The nouns before it
 * only say whose it is or what sort. Undefined for a list ("his eyes and his forehead, but not his
 * mouth"), whose every noun is a thing of its own.
 */
function headOfOneThing(tokens: readonly Token[], nouns: readonly Token[]): Token | undefined {
  // Only a participle that says what sort ("Vellan shipping invoice") may stand between two of its nouns.
  const oneRun = nouns.every((noun, at) => at === 0 || tokens.slice(tokens.indexOf(nouns[at - 1]!) + 1, tokens.indexOf(noun)).every((token) => token.pos === 'VERB'));
  return oneRun ? nouns[nouns.length - 1] : undefined;
}

/** Whether a noun is one of the premise's words, a word for it, or a kind of it or it of the noun. */
function namedInThePremise(noun: Token, premiseTokens: readonly Token[]): boolean {
  return premiseTokens.some(
    (word) =>
      word.lemma === noun.lemma ||
      (word.content && relatedLemmas(word.lemma).has(noun.lemma)) ||
      (word.pos === 'NOUN' && noun.pos === 'NOUN' && (isKindOf(word.lemma, noun.lemma) || isKindOf(noun.lemma, word.lemma))),
  );
}

/**
 * Whether every telling in the sentence of the premise's act, denied or done as `denied` says,
 * is done to a thing of its own, named outright, that `isAnother` finds is not the premise's.
 * The premise's act must be done to something itself, and not to a question another noun may
 * answer ("measured how far the trench was", "saw who drove" may be told of the thing that
 * answers it: "never measured the distance", "did not see the driver").
 */
function toldOnlyOfAnotherThing(premise: string, sentence: string, denied: boolean, isAnother: (thing: { nouns: readonly Token[]; another: boolean }, tokens: readonly Token[], premiseTokens: readonly Token[]) => boolean): boolean {
  const act = predicateOf(premise);
  if (!act || act.pos !== 'VERB') return false;
  const premiseTokens = tokensOf(premise);
  const after = premiseTokens.slice(premiseTokens.indexOf(act) + 1);
  if (!after.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'SCONJ')) return false;
  if (CLAUSE_WH.has(after.find((token) => token.pos !== 'ADV' || CLAUSE_WH.has(token.lower))?.lower ?? '')) return false;
  const acts = new Set([act.lemma, ...relatedLemmas(act.lemma, 'v')]);
  const tokens = tokensOf(sentence);
  const tellings = tokens.flatMap((token, at) => (token.pos === 'VERB' && token.negated === denied && acts.has(token.lemma) ? [at] : []));
  // A sentence that tells the act the other way too ("I did not ring her; my deputy rang her husband") speaks to it.
  const toldTheOtherWay = !denied && tokens.some((token) => token.pos === 'VERB' && token.negated && acts.has(token.lemma));
  return (
    tellings.length > 0 &&
    !toldTheOtherWay &&
    tellings.every((at) => {
      const thing = namedThingAfter(tokens, at);
      return thing !== null && isAnother(thing, tokens, premiseTokens);
    })
  );
}

/**
 * Whether every telling of the premise's act that the sentence denies is done to a thing of its
 * own, named outright and never by the premise: "I did not read the invoice" against "You read
 * the letter before you signed it".
 */
export function deniedOnlyOfAnotherThing(premise: string, sentence: string): boolean {
  if (predicateOf(premise)?.negated !== false) return false;
  return toldOnlyOfAnotherThing(premise, sentence, true, (thing, _tokens, premiseTokens) => {
    const premiseSetsApart = premiseTokens.some((token) => SET_APART.has(token.lower));
    return (thing.another && !premiseSetsApart) || !thing.nouns.some((noun) => namedInThePremise(noun, premiseTokens));
  });
}

/**
 * Whether every telling of the act a premise denies that the sentence says was done is done to
 * a thing of its own, named outright, whose head noun the premise never names: "I have seen an
 * Aurelle bag" against "You haven't seen Aurelle's records". The head decides, not every noun of
 * the phrase of one thing: what it belongs to or is a sort of ("Aurelle") may well be in the
 * premise while the thing is another. Not against a premise that sets its own thing apart ("You saw no other car").
 */
export function affirmedOnlyOfAnotherThing(premise: string, sentence: string): boolean {
  return toldOnlyOfAnotherThing(
    premise,
    sentence,
    false,
    (thing, tokens, premiseTokens) => {
      const head = headOfOneThing(tokens, thing.nouns);
      const named = (noun: Token) => namedInThePremise(noun, premiseTokens);
      return !premiseTokens.some((token) => SET_APART.has(token.lower)) && (thing.another || !thing.nouns.some(named) || (head !== undefined && !named(head)));
    },
  );
}

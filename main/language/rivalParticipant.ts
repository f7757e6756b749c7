import { tokensOf, type Token } from './analyse';
import { isKindOf, isVagueNoun, nounKinds, NOUN_KIND, relatedLemmas } from './relatedWords';

// "The cardboard cut down the air reaching the kitchen" against "The cardboard cut down the air
// reaching the boiler": the same act, told with another thing where the premise names its own.
// The sentence scores high on the act's words, and the one noun that differs is outweighed; yet
// the noun is a participant of the act (what it is done to, where, to or with whom), and the
// sentence that fills that role with another one does not bear the premise's out. Without a
// dependency parse, a participant's role is read from the word that opens its phrase: the verb
// before its object, or the preposition before its noun with the verb that preposition follows.

/** A participant's noun, the role it fills (`roleOpenedAt`), and whether it is a name. */
interface Participant {
  lemma: string;
  role: string;
  proper: boolean;
}

/** Kinds of noun that tell when or how much rather than who or what (in every common sense): other checks weigh those as details. */
const NOT_PARTICIPANT_KINDS: readonly number[] = [NOUN_KIND.time, NOUN_KIND.quantity];

/** Words between a phrase's opener and its noun: determiners, owners, modifiers ("to my old neighbour" → neighbour). */
const BEFORE_THE_NOUN = new Set(['DET', 'ADJ', 'PRON', 'NUM']);

const isNoun = (token: Token | undefined) => token?.pos === 'NOUN' || token?.pos === 'PROPN';

/** The noun a phrase opened at `at` ends on, past its determiner, owner, modifiers and the nouns of a compound or name ("my neighbour Ruth Alden" → Alden, "the boiler room" → room). */
function headAfter(tokens: readonly Token[], at: number): number | null {
  let head = at + 1;
  while (BEFORE_THE_NOUN.has(tokens[head]?.pos ?? '')) head++;
  if (!isNoun(tokens[head])) return null;
  while (isNoun(tokens[head + 1])) head++;
  return head;
}

/** Words that end a clause: a phrase past one of them is not the verb's before it. */
const CLAUSE_BREAKS = new Set(['PUNCT', 'SCONJ', 'CCONJ']);

/** The verb a preposition at `at` follows in its own clause ("swabbed three days after" → swab), or null. */
function verbBefore(tokens: readonly Token[], at: number): string | null {
  for (let index = at - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (token.pos === 'VERB') return token.lemma;
    if (CLAUSE_BREAKS.has(token.pos)) return null;
  }
  return null;
}

/**
 * The role a phrase opened at `at` fills: a verb's lemma for its object; a preposition with the
 * verb it follows ("reach to", "hand to"), since a preposition alone may tie its noun to another
 * act of the sentence ("swabs taken later, after a cleaning"); for "of", with the noun it is said
 * of ("a sheet of cardboard" → of sheet). Null for any other word.
 */
function roleOpenedAt(tokens: readonly Token[], at: number): string | null {
  const token = tokens[at]!;
  if (token.pos === 'VERB') return token.lemma;
  if (token.pos !== 'ADP') return null;
  if (token.lower === 'of') return isNoun(tokens[at - 1]) ? `of ${tokens[at - 1]!.lemma}` : null;
  const verb = verbBefore(tokens, at);
  return verb === null ? null : `${verb} ${token.lemma}`;
}

/** Each noun that fills a role of an act: a verb's object, a preposition's noun; a compound WordNet lists named whole ("parking lot" → parking_lot). */
function participantsOf(tokens: readonly Token[]): Participant[] {
  return tokens.flatMap((token, at) => {
    const role = roleOpenedAt(tokens, at);
    if (role === null) return [];
    const head = headAfter(tokens, at);
    if (head === null) return [];
    const noun = tokens[head]!;
    if (!noun.content || noun.entity !== null || isVagueNoun(noun.lemma)) return [];
    if (noun.pos === 'NOUN' && [...nounKinds(noun.lemma)].every((kind) => NOT_PARTICIPANT_KINDS.includes(kind))) return [];
    const compound = tokens[head - 1]?.pos === 'NOUN' ? `${tokens[head - 1]!.lemma}_${noun.lemma}` : null;
    const lemma = compound !== null && nounKinds(compound).size > 0 ? compound : noun.lemma;
    return [{ lemma, role, proper: noun.pos === 'PROPN' }];
  });
}

/** Whether two nouns may name the one thing: the same word, a related one, or one a kind of the other ("house" and "dwelling"). */
export function mayNameTheSame(a: string, b: string): boolean {
  return a === b || relatedLemmas(a, 'n').has(b) || relatedLemmas(b, 'n').has(a) || isKindOf(a, b) || isKindOf(b, a);
}

/**
 * How the sentence fills a role of the claim's act with another participant: 'rival' when one of
 * the claim's participants is nowhere in the sentence (nor in `context`, what it points back to),
 * nor named there in other words, and the sentence puts in its role a noun of the same kind that
 * may not be it ("reaching the boiler" for "reaching the kitchen"); 'other' when what it puts
 * there is of another kind; null when the sentence leaves the role to the claim. A name and a
 * common noun may be one person ("Ruth" and "my neighbour"): only two names are rivals.
 */
export function fillsTheRoleWithAnother(claim: string, sentence: string, context: ReadonlySet<string> = new Set()): 'rival' | 'other' | null {
  const sentenceTokens = tokensOf(sentence);
  const theirs = participantsOf(sentenceTokens);
  if (theirs.length === 0) return null;
  // Any word of the sentence may be the noun, tagged as another part of speech ("the bilge switch off").
  const said = new Set(sentenceTokens.map((token) => token.lemma));
  const nouns = [...sentenceTokens.filter(isNoun).map((token) => token.lemma), ...theirs.map((other) => other.lemma)];
  const named = (lemma: string) => context.has(lemma) || said.has(lemma) || nouns.some((noun) => mayNameTheSame(lemma, noun));
  let found: 'rival' | 'other' | null = null;
  for (const mine of participantsOf(tokensOf(claim))) {
    if (named(mine.lemma)) continue;
    for (const other of theirs) {
      if (other.role !== mine.role || other.proper !== mine.proper || mayNameTheSame(mine.lemma, other.lemma)) continue;
      const kinds = nounKinds(other.lemma);
      if (mine.proper || [...nounKinds(mine.lemma)].some((kind) => kinds.has(kind))) return 'rival';
      found = 'other';
    }
  }
  return found;
}

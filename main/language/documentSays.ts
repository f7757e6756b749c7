import type { Token } from './analyse';
import { putsAFigure, tellsContent } from './firstTelling';
import { canSaySomething, NOUN_KIND, nounKinds, saidItselfOrKin, saysOrThinks } from './relatedWords';

// What a document says is what its author put in it: "Your report said he was six feet away" is
// the witness's own "In my report I wrote that he was six feet away", and "Your first report put
// it at 300 feet" is "In my first report I gave 300 feet". The premise makes the document the
// speaker; the account makes the witness the speaker and names the document as where it was said.

/**
 * Whether a noun names a telling (a report, statement, note, letter, deposition): a common sense
 * is a communication noun, as a court's "deposition" is, though its first sense is of geology.
 */
const namesADocument = (token: Token) => token.pos === 'NOUN' && nounKinds(token.lemma).has(NOUN_KIND.communication);

/** Whether the word at `at` says or puts a figure ("said", "told", "wrote that", "put it at", "gave"). */
const tellsOrPutsAFigure = (tokens: readonly Token[], at: number) => tokens[at]!.pos === 'VERB' && (tellsContent(tokens, at) || putsAFigure(tokens[at]!));

/**
 * Whether the noun at `at` is owned by the speaker or the one spoken to: `owner` ("my", "your")
 * before it, with only describing words between ("my first written report").
 */
function ownedAt(tokens: readonly Token[], at: number, owner: string): boolean {
  for (let i = at - 1; i >= 0; i--) {
    if (tokens[i]!.lower === owner) return true;
    if (!['ADJ', 'NOUN', 'NUM', 'VERB'].includes(tokens[i]!.pos)) return false;
  }
  return false;
}

/** The describing words between an owner and the noun at `at` ("first" of "my first report"). */
function describingWords(tokens: readonly Token[], at: number): readonly string[] {
  const words: string[] = [];
  for (let i = at - 1; i >= 0 && !['my', 'your'].includes(tokens[i]!.lower); i--) words.push(tokens[i]!.lemma);
  return words;
}

/**
 * The words of the clause holding the word at `at`: up to the nearest punctuation or joining word
 * on each side. Not a comma: "In my first report, of April 2, I said…" is one clause, its document
 * named before an aside.
 */
function clauseAround(tokens: readonly Token[], at: number): readonly Token[] {
  const breaks = (token: Token | undefined) => token === undefined || (token.pos === 'PUNCT' && token.lower !== ',') || token.pos === 'CCONJ';
  let from = at;
  while (!breaks(tokens[from - 1])) from--;
  let to = at;
  while (!breaks(tokens[to + 1])) to++;
  return tokens.slice(from, to + 1);
}

/** Whether the clause of the word at `at` names the witness's own document (`document`, so `described`): "in my report". */
function namesMine(tokens: readonly Token[], at: number, document: Token, described: readonly string[]): boolean {
  const clause = clauseAround(tokens, at);
  const from = tokens.indexOf(clause[0]!);
  // Another of the witness's documents of the kind ("my supplementary report" for "your first report") is not it.
  const sameOne = (index: number) => {
    const own = describingWords(tokens, index);
    return own.length === 0 || described.length === 0 || own.some((word) => described.includes(word));
  };
  return clause.some((word, index) => word.lemma === document.lemma && ownedAt(tokens, from + index, 'my') && sameOne(from + index));
}

/**
 * The sentence's verb that tells what the premise says a document of the witness's said: the
 * premise's verb at `at` says or puts a figure and its subject is the witness's document ("your
 * report", "your first statement"); the sentence's verb, not denied, says or puts a figure in a
 * clause that names the same document ("In my report I wrote that…", "my notes say…"). Null when
 * there is none. Whether what was said is the same is left to the details of each.
 */
export function tellingInTheDocument(premise: readonly Token[], at: number, sentence: readonly Token[]): Token | null {
  // The premise's verb is itself one of saying or putting a figure: "Your complaint was right that
  // he had access" vouches for what was said, with a "that" clause of its own, and is no telling of it.
  const verb = premise[at]!;
  if (!tellsOrPutsAFigure(premise, at) || !(putsAFigure(verb) || saysOrThinks(verb.lemma) || canSaySomething(verb.lemma))) return null;
  const documentAt = yourDocumentAsSubject(premise, at) ?? yourDocumentAsWhereYouSaidIt(premise, at);
  if (documentAt === null) return null;
  const document = premise[documentAt]!;
  // Where the document is named, a verb that can say something puts what follows in it: "In my
  // first report I wrote 150 square centimetres" is what the report said.
  const tellsInIt = (index: number) => tellsOrPutsAFigure(sentence, index) || (sentence[index]!.pos === 'VERB' && canSaySomething(sentence[index]!.lemma));
  // A figure put on a thing ("put the mirror at £4,200") is that thing's: the figure written for another one is no telling of it.
  if (!thingsNamed(thingsAFigureIsPutOn(premise, at), sentence)) return null;
  return sentence.find((token, index) => !token.negated && tellsInIt(index) && namesMine(sentence, index, document, describingWords(premise, documentAt))) ?? null;
}

/** Only these words may stand between a subject and its verb ("your report had already said"). */
const BETWEEN_SUBJECT_AND_VERB = new Set(['AUX', 'ADV', 'PART']);

/** The index of the witness's document as the subject of the verb at `at` ("your first report said"), or null. */
function yourDocumentAsSubject(premise: readonly Token[], at: number): number | null {
  const before = premise.slice(0, at);
  const documentAt = before.map((token) => token.pos).lastIndexOf('NOUN');
  const document = before[documentAt];
  if (!document || !namesADocument(document) || !ownedAt(premise, documentAt, 'your')) return null;
  return before.slice(documentAt + 1).every((token) => BETWEEN_SUBJECT_AND_VERB.has(token.pos)) ? documentAt : null;
}

/**
 * The index of the witness's document named as where the witness, the verb's subject, said it
 * ("In your first report you put the count at 1,600", "You swore in your deposition that…"), or null.
 */
function yourDocumentAsWhereYouSaidIt(premise: readonly Token[], at: number): number | null {
  let subject = at - 1;
  while (subject >= 0 && BETWEEN_SUBJECT_AND_VERB.has(premise[subject]!.pos)) subject--;
  if (premise[subject]?.lower !== 'you') return null;
  const clause = clauseAround(premise, at);
  const from = premise.indexOf(clause[0]!);
  const documentAt = clause.findIndex((token, index) => namesADocument(token) && ownedAt(premise, from + index, 'your') && clause.slice(0, index).some((word) => word.lower === 'in'));
  if (documentAt < 0) return null;
  // The "in" opens the document's own phrase: only describing words stand between them ("in your first written report").
  const inAt = clause.slice(0, documentAt).map((token) => token.lower).lastIndexOf('in');
  return clause.slice(inAt + 1, documentAt).every((token) => token.lower === 'your' || ['ADJ', 'NOUN', 'NUM', 'VERB'].includes(token.pos)) ? from + documentAt : null;
}

/**
 * The nouns of what the verb at `at` puts a figure on, up to the preposition that gives the
 * figure ("put the mirror at £4,200" → mirror), but for the measure itself ("put the level at
 * 0.41": a level, a number, a price is what a figure is): none for a verb of saying.
 */
function thingsAFigureIsPutOn(premise: readonly Token[], at: number): readonly Token[] {
  if (!putsAFigure(premise[at]!)) return [];
  const things: Token[] = [];
  for (const token of premise.slice(at + 1)) {
    if ((token.pos === 'ADP' && token.lower !== 'of') || token.pos === 'VERB' || token.pos === 'PUNCT') break;
    if (token.pos === 'NOUN' && !namesAMeasure(token.lemma)) things.push(token);
  }
  return things;
}

/** Whether a noun can name a measure or an amount: a common sense is an attribute or a quantity. */
const namesAMeasure = (lemma: string) => [NOUN_KIND.attribute, NOUN_KIND.quantity].some((kind) => nounKinds(lemma).has(kind));

/** Whether the sentence names each thing, in its own word or a related one. */
function thingsNamed(things: readonly Token[], sentence: readonly Token[]): boolean {
  const lemmas = new Set(sentence.map((token) => token.lemma));
  return things.every((thing) => saidItselfOrKin(thing, lemmas));
}

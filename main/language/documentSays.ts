import type { Token } from './analyse';
import { putsAFigure, tellsContent } from './firstTelling';
import { firstNounKind, NOUN_KIND } from './relatedWords';

// What a document says is what its author put in it: "Your report said he was six feet away" is
// the witness's own "In my report I wrote that he was six feet away", and "Your first report put
// it at 300 feet" is "In my first report I gave 300 feet". The premise makes the document the
// speaker; the account makes the witness the speaker and names the document as where it was said.

/** Whether a noun names a telling (a report, statement, note, letter): WordNet's communication nouns. */
const namesADocument = (token: Token) => token.pos === 'NOUN' && firstNounKind(token.lemma) === NOUN_KIND.communication;

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

/** The words of the clause holding the word at `at`: up to the nearest punctuation or joining word on each side. */
function clauseAround(tokens: readonly Token[], at: number): readonly Token[] {
  const breaks = (token: Token | undefined) => token === undefined || token.pos === 'PUNCT' || token.pos === 'CCONJ';
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
  if (!tellsOrPutsAFigure(premise, at)) return null;
  // The subject: the nearest noun before the verb, owned by the witness ("your first report").
  const before = premise.slice(0, at);
  const documentAt = before.map((token) => token.pos).lastIndexOf('NOUN');
  const document = before[documentAt];
  if (!document || !namesADocument(document) || !ownedAt(premise, documentAt, 'your')) return null;
  if (before.slice(documentAt + 1).some((token) => token.pos !== 'AUX' && token.pos !== 'ADV' && token.pos !== 'PART')) return null;
  return (
    sentence.find((token, index) => !token.negated && tellsOrPutsAFigure(sentence, index) && namesMine(sentence, index, document, describingWords(premise, documentAt))) ?? null
  );
}

import { namesAMaking, tokensOf, type Token } from '../../language';
import { isWriting } from './evidenceGrounds';

// A writing the witness made itself: the letter it wrote, the report it drafted. Read out or
// described by its own author on the stand, it is the witness's words, offered to show what it
// wrote, and the author is there to be cross-examined on them.

/** Owners that make a writing another person's: "his letter", "the inspector's report". */
const ANOTHERS = new Set(['his', 'her', 'their', 'its', "'s"]);
/** Words that may stand between a writing and the clause that says who made it: "the letter (that) I wrote". */
const RELATIVE = new Set(['that', 'which']);

const words = (tokens: readonly Token[]) => tokens.filter((token) => token.pos !== 'PUNCT');

/** The word before a writing's noun phrase, past the words describing it ("my [handwritten site] memo"). */
function wordBeforeThePhrase(tokens: readonly Token[], at: number): Token | undefined {
  let start = at;
  while (start > 0 && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[start - 1]!.pos)) start--;
  return tokens[start - 1];
}

/** "I wrote", "you have drafted": the person named, past its auxiliaries and adverbs, then a verb of making. */
function madeBy(tokens: readonly Token[], at: number, person: string): boolean {
  if (tokens[at]?.lemma !== person) return false;
  let verb = at + 1;
  while (tokens[verb] && ['AUX', 'ADV'].includes(tokens[verb]!.pos)) verb++;
  return tokens[verb]?.pos === 'VERB' && namesAMaking(tokens[verb]!.lemma);
}

/**
 * Whether the writing at `at` is said to be the person's own in the same words: "my/your letter",
 * or the clause right after it ("the letter I wrote", "a letter to the editor that you wrote").
 */
function ownedAt(tokens: readonly Token[], at: number, person: string, possessive: string): boolean {
  if (wordBeforeThePhrase(tokens, at)?.lower === possessive) return true;
  // past a short phrase that belongs to the writing ("a letter to the editor that I wrote")
  for (let next = at + 1; next < Math.min(tokens.length, at + 6); next++) {
    if (madeBy(tokens, next, person)) return true;
    if (tokens[next]!.pos === 'VERB' || (tokens[next]!.pos === 'PRON' && !RELATIVE.has(tokens[next]!.lower))) return false;
  }
  return false;
}

/** "I wrote it", "I drafted that report myself": the witness says it made the writing just mentioned. */
function saysItMadeIt(tokens: readonly Token[], lemma: string): boolean {
  return tokens.some((token, at) => madeBy(tokens, at, 'i') && tokens.slice(at + 2, at + 6).some((after) => ['it', 'this', 'that'].includes(after.lower) || after.lemma === lemma));
}

/**
 * The writing the question asks the witness to read or describe is the witness's own: the question
 * says so ("your letter", "the report you drafted"), or an answer just given does ("It is a letter
 * to the editor that I wrote.", "My memo.", "I wrote it."). A writing owned by someone else in the
 * question ("his letter", "the inspector's report") never is.
 */
export function writingOfItsOwn(question: string, recentAnswers: readonly string[]): boolean {
  const asked = words(tokensOf(question));
  const answers = recentAnswers.map((answer) => words(tokensOf(answer)));
  return asked.some((token, at) => {
    if (token.pos !== 'NOUN' || !isWriting(token.lemma)) return false;
    if (ANOTHERS.has(wordBeforeThePhrase(asked, at)?.lower ?? '')) return false;
    if (ownedAt(asked, at, 'you', 'your')) return true;
    return answers.some((answer) => saysItMadeIt(answer, token.lemma) || answer.some((said, where) => said.lemma === token.lemma && ownedAt(answer, where, 'i', 'my')));
  });
}

import { tokensOf, type Token } from './analyse';

// Who does what in a clause, read from the tagger's parts of speech: enough to tell whether two
// statements have the same subject doing the same act, and where one clause ends and the next
// begins. Questions put to a witness say "you" for what the witness says as "I".

/** The subject and main verb of a statement: the first noun or pronoun before its first verb ("you" read as "I"). */
export function subjectAndVerb(text: string): { subject: string; verb: string } | null {
  const tokens = tokensOf(text);
  const verbAt = tokens.findIndex((token) => token.pos === 'VERB' && token.content);
  // The statement's own subject is its first noun or pronoun: in "there is anything you remember"
  // it is "there", and "you remember" is only a clause inside it.
  const subject = tokens.slice(0, Math.max(0, verbAt)).find((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON');
  return subject ? { subject: asWitness(subject), verb: tokens[verbAt]!.lemma } : null;
}

/** Persons by whatever case ("she" and "her" are one); "you" and "your" in a question are the witness's "I". */
const PERSONS: Readonly<Record<string, string>> = {
  i: 'i', me: 'i', my: 'i', mine: 'i', myself: 'i', you: 'i', your: 'i', we: 'we', us: 'we', our: 'we',
  he: 'he', him: 'he', his: 'he', she: 'she', her: 'she', hers: 'she', they: 'they', them: 'they', their: 'they', it: 'it', its: 'it',
};

/** Whom a personal pronoun stands for, whatever its case, or undefined for any other word. */
export function personOf(word: string): string | undefined {
  return PERSONS[word.toLowerCase()];
}

/** Whether two statements have the same main verb ("you and Jordan live together", "we do not live together"). */
export function sameMainVerb(a: string, b: string): boolean {
  const verb = subjectAndVerb(a)?.verb;
  return verb !== undefined && verb === subjectAndVerb(b)?.verb;
}

/** A person word as the witness would say it of itself ("you", "your" → "i"), else its lemma. */
export function asWitness(token: Token): string {
  const person: Readonly<Record<string, string>> = { you: 'i', your: 'i', i: 'i', my: 'i', me: 'i' };
  return person[token.lower] ?? token.lemma;
}

/** The subject of the clause an adjective or verb at `at` belongs to: the noun or pronoun nearest before its verb ("you" read as "I"). */
export function subjectBefore(tokens: readonly Token[], at: number): string | null {
  let verbAt = at;
  while (verbAt > 0 && tokens[verbAt]!.pos !== 'VERB' && tokens[verbAt]!.pos !== 'AUX') verbAt--;
  let start = verbAt;
  while (start > 0 && tokens[start - 1]!.pos !== 'PUNCT' && tokens[start - 1]!.pos !== 'CCONJ' && tokens[start - 1]!.pos !== 'SCONJ') start--;
  const subject = tokens
    .slice(start, verbAt)
    .reverse()
    .find((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON');
  return subject ? asWitness(subject) : null;
}

/** Whether two statements have the same subject doing the same act ("your fee depends", "my fee does not depend"). */
export function sameSubjectAndVerb(premise: string, sentence: string): boolean {
  const a = subjectAndVerb(premise);
  const b = subjectAndVerb(sentence);
  return a !== null && b !== null && a.subject === b.subject && a.verb === b.verb;
}

/** Whether a new clause starts between two tokens: a semicolon, or "and"/"but" before a new subject. */
export function clauseBreakBetween(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) {
    if (tokens[i]!.text === ';') return true;
    if (tokens[i]!.pos === 'CCONJ' && tokens[i + 1]?.pos === 'PRON') return true;
  }
  return false;
}

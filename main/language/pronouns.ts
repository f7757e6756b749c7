import type { Token } from './analyse';

// The pronouns that stand as a clause's subject: one table for the language layer and the grounds
// that read clauses, instead of a copy in each.

/** Personal pronouns in the subject case, "you" among them (a question's "you" is the witness). */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'you', 'he', 'she', 'we', 'they']);

/** The same with "it": any pronoun that may open a clause of its own as its subject ("…and it stopped"). */
export const SUBJECT_PRONOUNS_WITH_IT: ReadonlySet<string> = new Set([...SUBJECT_PRONOUNS, 'it']);

/** The pronouns whose form is only ever a subject ("I asked him": "him" is an object, never "he"; "you" may be either). */
export const SUBJECT_ONLY_PRONOUNS: ReadonlySet<string> = new Set(['i', 'he', 'she', 'we', 'they']);

/** Personal pronouns that may stand as an object ("looked after him"), "you" among them. */
export const PERSONAL_OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['me', 'you', 'him', 'her', 'us', 'them']);

/** The demonstratives, which point at a thing and may open its noun phrase ("that lorry", "that fill", whatever the tagger calls them) or stand alone ("that is right"). */
export const DEMONSTRATIVES: ReadonlySet<string> = new Set(['that', 'this', 'those', 'these']);

/** Possessive determiners: "your own card", "depend on his outcome". */
export const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);

/**
 * The "any" pronouns, which stand only under a negation or in a question ("did not find anything",
 * "Did anyone call?"): what they say is not asserted of anyone in particular.
 */
export const ANY_PRONOUNS: ReadonlySet<string> = new Set(['anything', 'anyone', 'anybody']);

/** Whether the token at `at` says no one or nothing ("nobody", "no one", "nothing", "none"). */
export function saysNoOneAt(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  return token.lemma === 'nobody' || ['nobody', 'nothing', 'none'].includes(token.lower) || (token.lower === 'no' && ['one', 'body'].includes(tokens[at + 1]?.lower ?? ''));
}

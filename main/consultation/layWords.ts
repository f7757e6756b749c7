// The everyday words a client with low legal literacy uses for the legal terms in its own facts.
// (The terms a student should not use with a client are the glossary's: legalGlossary.ts.)

/** What a client with low legal literacy says instead of a legal term found in a fact. */
export const LAY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:(?:my|the|a|his|her|our)\s+)?tenancy agreement\b/gi, 'the rent papers'],
  [/\b(?:(?:a|the)\s+)?notice to quit\b/gi, 'the letter telling me to get out'],
  [/\b(?:(?:a|the)\s+)?section 21 notice\b/gi, 'some official letter'],
  [/\b(?:(?:a|the)\s+)?possession order\b/gi, 'a court paper'],
  [/\b(?:(?:my|the|a|his|her|our)\s+)?(?:employment\s+)?contract\b/gi, 'the papers I signed'],
  [/\bdismissed (me|him|her|us|them)\b/gi, 'let $1 go'],
  [/\bdismissed\b/gi, 'let go'],
  [/\bterminated\b/gi, 'finished'],
  [/\bevicted\b/gi, 'thrown out'],
  [/\bgrievance\b/gi, 'complaint'],
  [/\b(?:(?:my|the|his|her)\s+)?employer\b/gi, 'my boss'],
  [/\bdisrepair\b/gi, 'things being broken'],
];

/**
 * Confused concepts a client with low legal literacy offers unprompted. They state no fact about
 * the case (no "I signed something", no "my friend said"), so they cannot contradict the pack.
 */
export const CONFUSED_CONCEPTS: readonly string[] = [
  "I don't know if this is a criminal thing or what.",
  'Is that the same as being sued? I never know.',
  "I don't really understand how any of the legal side works.",
  'Is this like a small claims thing? I never know the difference.',
  'Does it even count if nothing was written down? I never know with these things.',
];

/** A fact in the client's everyday words. */
export function toLayWords(text: string): string {
  return LAY_WORDS.reduce((out, [pattern, lay]) => out.replace(pattern, lay), text);
}

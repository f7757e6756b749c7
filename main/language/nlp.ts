import { createRequire } from 'node:module';
import type { WinkMethods } from 'wink-nlp';

// wink-nlp with its English "lite web" model: tokens, lemmas, part of speech, negation scope,
// sentence boundaries and number/date/time entities, all offline and deterministic. Loading it
// takes about 0.3 s, so it is required on first use (or warmed in the background after the first
// screen), never at import: web-mode cold start does not pay for it.

const require = createRequire(import.meta.url);
let instance: WinkMethods | null = null;

/**
 * What the language layer reads from wink: sentences, tags and lemmas, and entities. Its own
 * negation flags and sentiment scores are never read (negation scope is `analyse`'s own), and
 * each was a further pass of an automaton over every text read, about a quarter of wink's time.
 */
const PIPE = ['sbd', 'pos', 'ner'] as const;

/** The one wink-nlp instance of the process. */
export function wink(): WinkMethods {
  if (!instance) {
    const winkNLP = require('wink-nlp') as (model: unknown, pipe: readonly string[]) => WinkMethods;
    instance = winkNLP(require('wink-eng-lite-web-model'), PIPE);
  }
  return instance;
}

let verbExceptions: Readonly<Record<string, string>> | null = null;

/**
 * The verb an irregular form is of ("shone" → "shine", "drank" → "drink"), from WordNet's verb
 * exception list as the wink model ships it, or undefined.
 */
export function irregularVerbLemma(word: string): string | undefined {
  verbExceptions ??= require('wink-eng-lite-web-model/dist/wn-verb-exceptions.js') as Record<string, string>;
  const lemma = verbExceptions[word];
  return lemma === word ? undefined : lemma;
}

let irregularForms: ReadonlyMap<string, readonly string[]> | null = null;

/**
 * Whether an irregular form is only ever a past tense ("broke", "drove", "stole"): its verb has a
 * participle of its own in "-n" ("broken", "driven", "stolen"). Forms that serve as both
 * ("sent", "held") are not, and nor is any regular "-ed".
 */
export function pastTenseOnly(word: string): boolean {
  const lemma = irregularVerbLemma(word);
  if (lemma === undefined || word.endsWith('n')) return false;
  if (!irregularForms) {
    const forms = new Map<string, string[]>();
    for (const [form, verb] of Object.entries(verbExceptions!)) forms.set(verb, [...(forms.get(verb) ?? []), form]);
    irregularForms = forms;
  }
  return (irregularForms.get(lemma) ?? []).some((form) => form !== word && form.endsWith('n') && form !== lemma);
}

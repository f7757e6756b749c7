import MiniSearch from 'minisearch';
import { analyse, sexByTitle, titledName, type AnalysedSentence, type Token } from './analyse';
import { arrivalsByGet } from './arrivalByGet';
import { detailBorneOutBy, detailKey, detailsOf, type Detail } from './details';
import { elidedOrdinalNoun } from './elidedNoun';
import { MONTHS, WEEKDAYS } from './numbers';
import { hedgesAnAmount } from './quantityBounds';
import { actsWithoutVerb, broaderActs, firstNounKind, isCommonWord, isKindOf, isVagueNoun, namesAPerson, namesAPersonInFull, NOUN_KIND, nounKinds, phrasalVerbs, prepositionalActs, relatedLemmas, sameSenseWordsOfOnePos, sexOf, WORD_CACHE_LIMIT, wordNetPos } from './relatedWords';
import { daySettings, mainDay } from './timeReference';
import { hiddenVerb, lemmaForms } from './wordForms';
import { RecentCache } from './RecentCache';

/** A sentence of the index with its BM25 score against a query. */
export interface RankedSentence {
  index: number;
  text: string;
  /** BM25 score (unbounded, comparable within one query only). */
  score: number;
  /** Share of the query's weighted content found in the sentence, directly or as a related word, 0..1. */
  coverage: number;
}

/** The kinds of thing (WordNet lexicographer files) whose classes an account names by their members (`nounsOfKind`). */
const THING_CLASSES: ReadonlySet<number> = new Set([NOUN_KIND.animal, NOUN_KIND.artifact, NOUN_KIND.body, NOUN_KIND.communication, NOUN_KIND.food, NOUN_KIND.object, NOUN_KIND.plant, NOUN_KIND.substance]);
/** Weight of a query term met only through a related word (a synonym or a derivation). */
const RELATED_WEIGHT = 0.6;
/** Weight of a query term met only in the sentence's context (the nouns a pronoun of it refers back to). */
const CONTEXT_WEIGHT = 0.5;
const RANK_CACHE_LIMIT = 1000;
const TERMS_CACHE_LIMIT = 256;
const SHARED_LIMIT = 64;
const shared = new RecentCache<string, SentenceIndex>(SHARED_LIMIT);
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'they', 'them', 'it', 'his', 'their', 'its']);
/** Pronouns that stand for one person. */
const PERSONAL_PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his']);
/** How many sentences back a pronoun may stand for the person named last. */
const PRONOUN_REACH = 4;

/**
 * "He had left there", "It stayed there": a "there" that names a place said before, not the
 * "there" of "there was no traffic" (followed by a form of "be", or another verb of being).
 */
function pointsBackToAPlace(tokens: readonly { lower: string; lemma: string }[], index: number): boolean {
  if (tokens[index]!.lower !== 'there') return false;
  const next = tokens[index + 1];
  return next === undefined || !['be', 'seem', 'appear', 'remain', 'exist', 'have'].includes(next.lemma);
}

/**
 * "That night I was at home", "On the same morning he rang": a sentence set, from its first
 * words, at the time of the sentence before, whose event it goes on from. Said later ("…on that
 * shift") the time only qualifies what the sentence tells.
 */
function pointsBackToATime(tokens: readonly { lower: string; lemma: string; pos: string }[], index: number): boolean {
  const start = tokens[0]?.pos === 'ADP' ? 1 : 0;
  const at = tokens[start]?.lower === 'the' && tokens[start + 1]?.lower === 'same' ? start + 1 : start;
  const next = tokens[index + 1];
  return index === at && ['that', 'same'].includes(tokens[index]!.lower) && next !== undefined && next.pos === 'NOUN' && nounKinds(next.lemma).has(NOUN_KIND.time);
}

interface QueryTerm {
  lemma: string;
  /** The lemma and its related words: any of them in a sentence counts as the term. */
  forms: ReadonlySet<string>;
  /** Other words for the very same thing (the other part of a person's name), counted in full. */
  same: ReadonlySet<string>;
  /** For a time or a length of time: the lemmas it stands for, whose weight it carries. */
  standsFor?: readonly string[];
  /** For an amount said as a bound ("more than two stitches"): the detail, which any amount within it bears out ("four stitches"). */
  bounded?: Detail;
}

/**
 * A number or a clock time on the hour, which alone does not make a sentence about the question
 * ("tenth" and "10"); a length of time names its unit ("two minutes"), as a word does, and a time
 * to the minute ("a quarter past ten" and "10:15") names one moment of the account.
 */
const isNumberOrKey = (lemma: string) => /^\d/.test(lemma) || (lemma.startsWith('@time:') && lemma.endsWith(':00'));

/**
 * The people an index names in full ("Gregor Lind", "Officer Dana Pruitt"), so that "Mr Lind"
 * and "Gregor" are read as one person. A part shared by two full names ("Corran" of "Helen
 * Corran" and "Owen Corran") stands for neither, unless a title picks one: where "Mrs. Janet
 * Reyes" is one of two Reyeses, "Mr. Reyes" is the other, and "Tom" of "Tom Reyes" is recorded
 * as that titled form too (`titledName`). A run of capitalised words with an ordinary word after
 * its first ("Ashgrove Timber Supply") is a firm or a place, and is left alone: its words are not one
 * another's (`namesAPersonInFull`). A title or rank before a name ("Officer Dana Pruitt") is dropped.
 */
function nameParts(analyses: readonly AnalysedSentence[]): { same: ReadonlyMap<string, ReadonlySet<string>>; sexes: ReadonlyMap<string, 'female' | 'male'>; nouns: ReadonlyMap<string, ReadonlySet<string>> } {
  const owners = new Map<string, Set<string>>();
  /** The full names each person noun is set beside ("nephew" for "my nephew, Tomas Reyes"). */
  const apposedTo = new Map<string, Set<string>>();
  /** The sex a title gives each full name, where one does. */
  const sexes = new Map<string, 'female' | 'male'>();
  // A month or a day of the week is no part of a name ("On 26 March Owen said…").
  const capitalised = (token: Token | undefined) => token !== undefined && token.pos === 'PROPN' && /^[A-Z]/.test(token.text) && !MONTHS.includes(token.lower) && !WEEKDAYS.has(token.lower);
  for (const { tokens } of analyses) {
    for (let i = 0; i < tokens.length; i++) {
      let end = i;
      while (end < tokens.length && capitalised(tokens[end])) end++;
      // A title or rank before a name ("Officer", "Mr", "Detective Sergeant") is not part of it; a
      // first name WordNet knows only as someone famous ("Walter", "Pieter") is.
      let start = i;
      while (start < end && (/^(?:mr|mrs|ms|dr|miss)\.?$/.test(tokens[start]!.lower) || (namesAPerson(tokens[start]!.lemma) && isCommonWord(tokens[start]!.lemma)))) start++;
      const run = tokens.slice(start, end);
      const apposed = run.length >= 2 && run.length <= 3 ? apposedPerson(tokens, start, end) : null;
      if (run.length >= 2 && run.length <= 3 && (apposed !== null || namesAPersonInFull(run))) {
        const parts = run.map((token) => token.lemma);
        const full = parts.join(' ');
        for (const part of parts) owners.set(part, (owners.get(part) ?? new Set()).add(full));
        if (apposed) apposedTo.set(apposed.lemma, (apposedTo.get(apposed.lemma) ?? new Set()).add(full));
        const sex = sexByTitle(tokens, start) ?? (apposed && sexOf(apposed.lemma));
        if (sex !== null) sexes.set(full, sex);
      }
      i = Math.max(i, end);
    }
  }
  const same = new Map<string, Set<string>>();
  const link = (part: string, other: string) => same.set(part, (same.get(part) ?? new Set()).add(other));
  for (const [part, fulls] of owners) {
    if (fulls.size !== 1) continue;
    for (const other of [...fulls][0]!.split(' ')) if (other !== part && owners.get(other)?.size === 1) link(part, other);
  }
  // "Your nephew" is the one person the affidavit sets that noun beside ("my nephew, Tomas
  // Reyes"), though the sentence that tells what he did names him only ("Tomas noticed it"): the
  // noun stands for his name, and a sentence that names him speaks of him as that noun too. The
  // name does not stand for the noun: "Tomas" asked is not looked for as any nephew.
  const nouns = new Map<string, Set<string>>();
  for (const [noun, fulls] of apposedTo) {
    if (fulls.size !== 1) continue;
    for (const part of [...fulls][0]!.split(' ')) {
      link(noun, part);
      nouns.set(part, (nouns.get(part) ?? new Set()).add(noun));
    }
  }
  // A shared part said with a title: the one owner the title gives that sex, or else the one no title gives the other.
  for (const [part, fulls] of owners) {
    if (fulls.size < 2) continue;
    for (const sex of ['female', 'male'] as const) {
      const titled = [...fulls].filter((full) => sexes.get(full) === sex);
      const open = [...fulls].filter((full) => sexes.get(full) !== (sex === 'male' ? 'female' : 'male'));
      const [one] = titled.length === 1 ? titled : open.length === 1 ? open : [];
      if (!one) continue;
      for (const other of one.split(' ')) {
        if (other === part || owners.get(other)?.size !== 1) continue;
        link(other, titledName(sex, part));
        link(titledName(sex, part), other);
      }
    }
  }
  return { same, sexes, nouns };
}

/**
 * The person noun set beside a name ("my husband, Colin Marsh", "Isla Marsh, our daughter"): it
 * makes the name a person's though its surname is an ordinary word, and says the sex no title
 * does, which of two Marshes "Mr. Marsh" is (`sexOf`).
 */
function apposedPerson(tokens: readonly Token[], start: number, end: number): Token | null {
  const before = tokens[start - 1]?.text === ',' ? tokens[start - 2] : tokens[start - 1];
  let after = tokens[end]?.text === ',' ? end + 1 : -1;
  while (after > 0 && (tokens[after]?.pos === 'DET' || tokens[after]?.pos === 'PRON')) after++;
  return [before, after > 0 ? tokens[after] : undefined].find((token) => token?.pos === 'NOUN' && namesAPerson(token.lemma)) ?? null;
}

/**
 * The forms a sentence's word is indexed by: its lemma and, for a verb's form the tagger read as a
 * noun, the verb; a participle read as an adjective by all its forms (`lemmaForms`). An "-ing" noun
 * is its verb only before the noun it qualifies ("a serving certificate", "a driving ban"): standing
 * as a noun's head ("the testing", "any burning") it names the act without saying it was done, and
 * a noun WordNet knows as a thing made ("building control", "clothing store") is that thing.
 */
function indexedForms(token: Token, at: number, tokens: readonly Token[]): readonly string[] {
  if (token.pos === 'ADJ' && token.lower.endsWith('ed')) return lemmaForms(token);
  const qualifies = !token.lower.endsWith('ing') || (tokens[at + 1]?.pos === 'NOUN' && !nounKinds(token.lemma).has(NOUN_KIND.artifact));
  const verb = token.pos === 'NOUN' && qualifies ? hiddenVerb(token) : null;
  return verb && verb !== token.lemma ? [token.lemma, verb] : [token.lemma];
}

/**
 * Sentences indexed for retrieval by lemma with BM25 (minisearch), queried with related words
 * from WordNet at a lower weight. Used for affidavits, case files, and anything else searched by
 * what it says rather than by its exact words.
 */
export class SentenceIndex {
  readonly sentences: readonly string[];
  readonly analyses: readonly AnalysedSentence[];
  private readonly lemmaSets: readonly ReadonlySet<string>[];
  /** Per sentence: the nouns of the sentence before, when this one refers back with a pronoun. */
  private readonly contextSets: readonly ReadonlySet<string>[];
  private readonly search: MiniSearch<{ id: number; lemmas: string; context: string }>;
  private readonly documentFrequency = new Map<string, number>();
  /** Per part of a full name: the other parts of it ("lind" → "gregor"). */
  private readonly sameName: ReadonlyMap<string, ReadonlySet<string>>;
  /** The sex a title or a person noun beside it gives a full name ("colin marsh" → male), where one does. */
  private readonly nameSexes: ReadonlyMap<string, 'female' | 'male'>;
  /** Per sentence: its context, and the other parts of the names it uses (what `contextOf` gives). */
  private readonly spokenOf: readonly ReadonlySet<string>[];
  /** Per sentence: the person nouns set beside the names it uses (what `personNounsOf` gives). */
  private readonly personNouns: readonly ReadonlySet<string>[];
  /** Per sentence: the sentence that gives the day it points back to ("that morning"), or null. */
  private readonly days: readonly (number | null)[];
  /** The sentence that dates the account's main day, read once when first asked for (premise questions only). */
  private mainDayAt: number | null | undefined;
  /** Rankings by query: the same question is read by the witness, the grounding check and replays. */
  private readonly rankCache = new RecentCache<string, RankedSentence[]>(RANK_CACHE_LIMIT);
  /** Every term the search index holds, in either field: a query term outside it matches nothing. */
  private readonly vocabulary: ReadonlySet<string>;
  /**
   * Each indexed term's BM25 scores by sentence, per boost, searched once: the index never
   * changes, and searching every question's forms afresh made minisearch build per-term objects
   * (and hidden classes) that outlived young-generation collections (a third of what a turn kept).
   */
  private readonly termScores = new Map<string, Map<number, readonly (readonly [number, number])[]>>();
  /**
   * Query terms by text (bounded): the witness weighs one premise against sentence after sentence
   * (`coverageOf`), and reading its terms again for each was a fifth of a premise's judgement.
   */
  private readonly termsCache = new RecentCache<string, readonly QueryTerm[]>(TERMS_CACHE_LIMIT);
  /** The nouns of each kind asked for (`nounsOfKind`). */
  private readonly kindsCache = new Map<string, readonly string[]>();

  /**
   * The index of these sentences, shared: a resumed or replayed session builds its scenario again,
   * and finds its affidavits' indexes (and their rankings) already made.
   */
  static of(sentences: readonly string[]): SentenceIndex {
    const key = sentences.join('\u0000');
    const existing = shared.get(key);
    if (existing) return existing;
    const index = new SentenceIndex(sentences);
    shared.set(key, index);
    return index;
  }

  constructor(sentences: readonly string[]) {
    this.sentences = sentences;
    this.analyses = sentences.map((sentence) => ({ text: sentence, tokens: analyse(sentence).tokens }));
    // A phrasal verb ("turned down") is indexed as itself as well as its verb, an arrival said by
    // "get" as "arrive" ("got there"), a time or a length of time as its key too ("6:00 a.m." meets
    // "six in the morning"), and a number as its value ("168/96" holds 168 and 96), a share as a
    // percentage in any of its words ("a third of them" holds "33 per cent").
    this.lemmaSets = this.analyses.map(
      (analysis) =>
        new Set([
          // A past participle read as an adjective ("the registered owner"), an "-ing" form read as a
          // noun ("a valid driving licence") and an irregular past read as one ("Wade drank") are their verbs too.
          ...analysis.tokens.flatMap((token, at, tokens) => (token.content ? indexedForms(token, at, tokens) : [])),
          ...phrasalVerbs(analysis.tokens).values(),
          ...actsWithoutVerb(analysis.tokens),
          ...arrivalsByGet(analysis.tokens),
          ...detailsOf(analysis.text).flatMap((detail) => detailKey(detail) ?? (detail.cls !== 'number' ? [] : detail.unit === 'percent' ? [detail.value, 'cent', 'percent'] : [detail.value])),
        ]),
    );
    const names = nameParts(this.analyses);
    ({ same: this.sameName, sexes: this.nameSexes } = names);
    for (const set of this.lemmaSets) for (const lemma of set) this.documentFrequency.set(lemma, (this.documentFrequency.get(lemma) ?? 0) + 1);
    // "A man came in. He was wearing a grey sweatshirt.": the second sentence is about the man too.
    this.contextSets = this.analyses.map((analysis, index) => {
      const previous = this.analyses[index - 1];
      // "The second failed at half past two.": an ordinal standing for its noun speaks of the noun an
      // ordinal before it qualified ("The first pump failed…"), a few sentences back at most.
      const elided = elidedOrdinalNoun(
        analysis.tokens,
        this.analyses
          .slice(Math.max(0, index - PRONOUN_REACH), index)
          .reverse()
          .map((earlier) => earlier.tokens),
      );
      const unsaid = elided !== null && !this.lemmaSets[index]!.has(elided) ? [elided] : [];
      if (!previous || !analysis.tokens.some((token, i) => THIRD_PERSON.has(token.lower) || pointsBackToAPlace(analysis.tokens, i) || pointsBackToATime(analysis.tokens, i))) return new Set<string>(unsaid);
      const context = new Set(unsaid);
      for (const lemma of previous.tokens.filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN').map((token) => token.lemma)) context.add(lemma);
      // "He" or "she" with no one named in the sentence before stands for the person named last,
      // a few sentences back ("Dr. Amadi looked at them… He gave me a bandage… He did not…").
      const namesSomeone = previous.tokens.some((token) => token.pos === 'PROPN' || (token.pos === 'NOUN' && namesAPerson(token.lemma)));
      if (analysis.tokens.some((token) => PERSONAL_PRONOUNS.has(token.lower)) && !namesSomeone) {
        const named = this.analyses.slice(Math.max(0, index - PRONOUN_REACH), index - 1).reverse().find((earlier) => earlier.tokens.some((token) => token.pos === 'PROPN'));
        for (const token of named?.tokens ?? []) if (token.pos === 'PROPN') context.add(token.lemma);
      }
      return new Set([...context].filter((lemma) => !this.lemmaSets[index]!.has(lemma)));
    });
    this.spokenOf = this.contextSets.map((context, index) => {
      const spoken = [...this.lemmaSets[index]!].flatMap((lemma) => [...(this.sameName.get(lemma) ?? [])]);
      return spoken.length === 0 ? context : new Set([...context, ...spoken]);
    });
    this.personNouns = this.lemmaSets.map((lemmas) => new Set([...lemmas].flatMap((lemma) => [...(names.nouns.get(lemma) ?? [])])));
    this.days = daySettings(sentences);
    this.search = new MiniSearch({ fields: ['lemmas', 'context'], idField: 'id', tokenize: (text) => text.split(' '), processTerm: (term) => term || null });
    const documents = this.lemmaSets.map((set, id) => ({ id, lemmas: [...set].join(' '), context: [...this.contextSets[id]!].join(' ') }));
    this.search.addAll(documents);
    this.vocabulary = new Set(documents.flatMap((document) => [...document.lemmas.split(' '), ...document.context.split(' ')]).filter(Boolean));
  }

  /**
   * Whether the index names in full, besides `except`, a person of this surname whom a title or a
   * person noun gives this sex: of Helen Marsh, whose affidavit names "my husband, Colin Marsh",
   * "Mr. Marsh" may be him.
   */
  namesAnotherOfSex(surname: string, sex: 'female' | 'male', except: string): boolean {
    return [...this.nameSexes].some(([full, given]) => given === sex && full !== except && full.split(' ').at(-1) === surname);
  }

  /**
   * What the sentence speaks of without saying it: the nouns a pronoun of it refers back to
   * (those of the sentence before it), and the other parts of the names it uses ("Gregor" is
   * also "Lind"), so that neither reads as someone else.
   */
  contextOf(index: number): ReadonlySet<string> {
    return this.spokenOf[index]!;
  }

  /** The person nouns the text sets beside the names a sentence uses ("nephew" for "Tomas" of "my nephew, Tomas Reyes"). */
  personNounsOf(index: number): ReadonlySet<string> {
    return this.personNouns[index]!;
  }

  /** The other parts of the names a name is part of in the text ("lind" for "gregor"; "female marsh" for "isla" where a family shares the surname). */
  otherPartsOfName(lemma: string): ReadonlySet<string> {
    return this.sameName.get(lemma) ?? new Set();
  }

  /** The sentence that dates the day most of the account happened on (`mainDay`), or undefined. */
  mainDay(): string | undefined {
    if (this.mainDayAt === undefined) this.mainDayAt = mainDay(this.sentences);
    return this.mainDayAt === null ? undefined : this.sentences[this.mainDayAt];
  }

  /** The sentence that gives the day a sentence points back to ("At 8:05 that morning…"), or undefined. */
  dayOf(index: number): string | undefined {
    const day = this.days[index];
    return day === null || day === undefined ? undefined : this.sentences[day];
  }

  /**
   * The nouns these sentences use that name a kind of `noun` (WordNet hypernyms): "does" of
   * "animal", "van" of "vehicle", "notes" of "document". An account names the thing itself, not
   * the class a question asks it by ("What animals did you see?"). Only of a class of things one
   * can point to (its commonest sense an animal, an artifact, a writing, a food…): a state, an act
   * or a place is asked by a noun whose hypernyms reach far ("What state was he in?"), as is a
   * noun of so many senses ("thing", "way") that almost anything is a kind of it.
   */
  nounsOfKind(noun: string): readonly string[] {
    let kinds = this.kindsCache.get(noun);
    if (kinds) return kinds;
    const nouns = new Set(this.analyses.flatMap((analysis) => analysis.tokens.filter((token) => token.pos === 'NOUN' && token.content && token.lemma !== noun).map((token) => token.lemma)));
    const classOfThings = THING_CLASSES.has(firstNounKind(noun) ?? -1) && !isVagueNoun(noun);
    kinds = classOfThings ? [...nouns].filter((lemma) => isKindOf(lemma, noun)) : [];
    this.kindsCache.set(noun, kinds);
    return kinds;
  }

  /** Content lemmas of one indexed sentence. */
  lemmasOf(index: number): ReadonlySet<string> {
    return this.lemmaSets[index]!;
  }

  /**
   * How telling a lemma is here: rare in the index weighs more, and a lemma the index never
   * uses weighs most (a question about something never mentioned is not answered by a sentence
   * that shares only its small words).
   */
  weight(lemma: string): number {
    const n = this.sentences.length;
    const df = this.documentFrequency.get(lemma) ?? 0;
    return Math.log(1 + (n + 1) / (df + 0.5));
  }

  /** Sentences ranked for a query, best first, ties by position. */
  rank(query: string, limit = 5): RankedSentence[] {
    const key = `${limit}\u0000${query}`;
    const cached = this.rankCache.get(key);
    if (cached) return cached;
    const ranked = this.rankUncached(query, limit);
    if (query.length > 2000) return ranked;
    this.rankCache.set(key, ranked);
    return ranked;
  }

  private rankUncached(query: string, limit: number): RankedSentence[] {
    const terms = this.queryTerms(query);
    if (terms.length === 0) return [];
    const allForms = new Map<string, number>();
    for (const term of terms) {
      for (const form of term.forms) allForms.set(form, Math.max(allForms.get(form) ?? 0, form === term.lemma ? 1 : RELATED_WEIGHT));
      for (const form of term.same) allForms.set(form, 1);
      if (term.standsFor && term.standsFor.length > 1) allForms.set(term.lemma, term.standsFor.length);
    }
    // BM25 over the forms OR-ed, as minisearch combines a query's terms: a sentence's score is
    // the sum of its terms' scores in query order, times the number of query terms it matches.
    // By sentence in flat arrays, not a map of sets: this runs for every new query over every
    // sentence a common word is in. A word twice in the forms ("set" of "set off" and "set") adds
    // its score twice but is matched once.
    const sums = new Float64Array(this.sentences.length);
    const matched = new Uint16Array(this.sentences.length);
    const scored: number[] = [];
    const counted = new Set<string>();
    for (const term of [...allForms.keys()].join(' ').split(' ')) {
      if (!this.vocabulary.has(term)) continue;
      const first = !counted.has(term);
      counted.add(term);
      for (const [index, score] of this.termScore(term, allForms.get(term) ?? RELATED_WEIGHT)) {
        if (matched[index] === 0) scored.push(index);
        sums[index] = sums[index]! + score;
        if (first) matched[index]!++;
      }
    }
    // The coverage is read for the sentences kept only: it plays no part in the order.
    return scored
      .map((index) => ({ index, score: sums[index]! * matched[index]! }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit)
      .map(({ index, score }) => ({ index, text: this.sentences[index]!, score, coverage: this.coverage(terms, index) }));
  }

  /** One indexed term's score in each sentence that holds it (in either field), at a boost. */
  private termScore(term: string, boost: number): readonly (readonly [number, number])[] {
    let byBoost = this.termScores.get(term);
    if (!byBoost) this.termScores.set(term, (byBoost = new Map()));
    let scores = byBoost.get(boost);
    if (!scores) {
      const hits = this.search.search(term, { boost: { lemmas: 1, context: CONTEXT_WEIGHT }, boostTerm: () => boost });
      scores = hits.map((hit) => [hit.id as number, hit.score] as const);
      byBoost.set(boost, scores);
    }
    return scores;
  }

  /** Share of a text's weighted content lemmas that one sentence holds (related words at a discount), 0..1. */
  coverageOf(text: string, index: number): number {
    return this.coverage(this.queryTerms(text), index);
  }

  /** The same for sentences read together ("Gregor offered to take the load back." "I refused."). */
  coverageOfTogether(text: string, indexes: readonly number[]): number {
    if (indexes.length === 1) return this.coverageOf(text, indexes[0]!);
    const lemmas = new Set(indexes.flatMap((index) => [...this.lemmaSets[index]!]));
    const context = new Set(indexes.flatMap((index) => [...this.contextSets[index]!]));
    return this.coverage(this.queryTerms(text), indexes[0]!, lemmas, context);
  }

  private coverage(terms: readonly QueryTerm[], index: number, set: ReadonlySet<string> = this.lemmaSets[index]!, context: ReadonlySet<string> = this.contextSets[index]!): number {
    let total = 0;
    let hit = 0;
    let words = 0;
    for (const term of terms) {
      // A time or a length of time weighs as much as the words it stands for ("two minutes").
      const weight = term.standsFor && term.standsFor.length > 0 ? term.standsFor.reduce((sum, lemma) => sum + this.weight(lemma), 0) : this.weight(term.lemma);
      total += weight;
      const same = set.has(term.lemma) || holdsAny(set, term.same) || (term.bounded !== undefined && detailBorneOutBy(term.bounded, this.sentences[index]!));
      const related = !same && holdsAny(set, term.forms);
      if (!isNumberOrKey(term.lemma) && (same || related)) words++;
      if (same) hit += weight;
      else if (related) hit += weight * RELATED_WEIGHT;
      else if (context.has(term.lemma)) hit += weight * CONTEXT_WEIGHT;
    }
    return total === 0 || (words === 0 && terms.some((term) => !isNumberOrKey(term.lemma))) ? 0 : hit / total;
  }

  /**
   * "Segways", "Land Rovers": the tagger reads a capitalised plural as a name and leaves its lemma
   * plural, so a question about "Segways" would not meet "my Segway training". Its singular, where
   * the index uses that and not the plural, is the same word. A surname ending in "s" ("Jones")
   * has no indexed singular, and stays itself.
   */
  private singularOfAName(token: Token): string[] {
    if (token.pos !== 'PROPN' || !/[^s]s$/.test(token.lemma) || this.vocabulary.has(token.lemma)) return [];
    const singular = token.lemma.slice(0, -1);
    return this.vocabulary.has(singular) ? [singular] : [];
  }

  private queryTerms(query: string): readonly QueryTerm[] {
    const cached = this.termsCache.get(query);
    if (cached) return cached;
    const terms = this.readQueryTerms(query);
    if (query.length > 2000) return terms;
    this.termsCache.set(query, terms);
    return terms;
  }

  private readQueryTerms(query: string): QueryTerm[] {
    const seen = new Map<string, QueryTerm>();
    const tokens = analyse(query).tokens;
    const phrasal = phrasalVerbs(tokens);
    const none: ReadonlySet<string> = new Set();
    // A time or a length of time is one term, its key, in place of its words ("six", "morning").
    const keyed = new Set<string>();
    const partOfADate = new Set<string>();
    for (const detail of detailsOf(query)) {
      // The words of a part of a month ("the start of October") say its date, weighed as a date.
      if (detail.cls === 'date' && detail.lemmas.length > 1) for (const lemma of detail.lemmas.slice(0, -1)) partOfADate.add(lemma);
      const key = detailKey(detail);
      if (!key) continue;
      const words = detail.lemmas.filter((lemma) => tokens.some((token) => token.lemma === lemma && (token.pos === 'NUM' || token.pos === 'NOUN')));
      for (const lemma of words) keyed.add(lemma);
      seen.set(key, { lemma: key, forms: new Set([key]), same: none, standsFor: words, ...(detail.bound ? { bounded: detail } : {}) });
    }
    // A number said as a bound is its term, borne out by any amount within the bound.
    const bounded = new Map(detailsOf(query).filter((detail) => detail.cls === 'number' && detail.bound !== null).flatMap((detail) => detail.lemmas.map((lemma) => [lemma, detail] as const)));
    for (const [at, token] of tokens.entries()) {
      if (keyed.has(token.lemma) && (token.pos === 'NUM' || token.pos === 'NOUN')) continue;
      if (partOfADate.has(token.lemma) || hedgesAnAmount(tokens, at)) continue;
      // A phrasal verb's synonyms count as its verb's ("turned down" meets "refuse"), and so does the
      // plain act it is a way of doing ("set off" meets "left"); "had on", whose verb alone says
      // nothing, is a term of its own ("wear").
      const phrase = phrasal.get(at);
      const phraseForms = phrase ? [phrase, ...relatedLemmas(phrase, 'v'), ...broaderActs(phrase)] : [];
      if (phrase && !token.content) {
        if (!seen.has(phrase)) seen.set(phrase, { lemma: phrase, forms: new Set(phraseForms), same: none });
        continue;
      }
      if (!token.content || seen.has(token.lemma)) continue;
      const pos = /\d/.test(token.lemma) ? null : wordNetPos(token.pos);
      // A participle read as an adjective or a noun ("his working hours", "the missing ring") is its verb too, as the index reads it.
      const verb = (token.pos === 'ADJ' || token.pos === 'NOUN') && /(?:ing|ed)$/.test(token.lower) ? lemmaForms(token).find((form) => form !== token.lemma && form !== token.lower) : undefined;
      // A verb asked with the preposition WordNet lists it with is that act too ("looked at" meets "examined").
      const withPreposition = token.pos === 'VERB' && !phrase ? prepositionalActs(tokens, at) : [];
      const forms = new Set([token.lemma, ...(pos ? relatedLemmas(token.lemma, pos) : []), ...phraseForms, ...withPreposition, ...(verb ? [verb] : [])]);
      const adjective = token.pos === 'ADV' ? adjectiveOf(token.lower) : null;
      // So is a word that is itself a rough count ("several", "few"): "several steps" is borne out by "five steps".
      const within = bounded.get(token.lemma);
      // A shared surname said with a title ("Mr. Reyes") is the one of that family the title picks.
      const sex = token.pos === 'PROPN' ? sexByTitle(tokens, at) : null;
      const names = [...(this.sameName.get(token.lemma) ?? []), ...(sex ? (this.sameName.get(titledName(sex, token.lemma)) ?? []) : []), ...this.singularOfAName(token)];
      // Another name for the thing or quality a word first means ("vet" and "veterinarian") is the
      // same word. Not a verb's: "put" and "lay", "say" and "tell" share a first sense, yet say
      // different acts of different doers ("laid eyes on"), which the act's own reading weighs.
      const synonyms = (pos === 'n' || pos === 'a') && token.pos !== 'PROPN' ? sameSenseWordsOfOnePos(token.lemma, pos) : [];
      const same = [...(adjective ? [adjective] : []), ...names, ...synonyms];
      seen.set(token.lemma, { lemma: token.lemma, forms, same: same.length > 0 ? new Set(same) : none, ...(within ? { bounded: within } : {}) });
    }
    // An act said without its verb ("in a green jacket") or by a light one ("got there") asks for it as a verb would.
    for (const act of [...actsWithoutVerb(tokens), ...arrivalsByGet(tokens)]) if (!seen.has(act)) seen.set(act, { lemma: act, forms: new Set([act, ...relatedLemmas(act, 'v')]), same: none });
    return [...seen.values()];
  }
}

/** The adjective each adverb is, by word: bounded as the WordNet word caches are (a session brings new words without end). */
const adjectiveCache = new RecentCache<string, string | null>(WORD_CACHE_LIMIT);

/**
 * The adjective an adverb is the same word as, by the tagger's own reading of it before a noun:
 * "was worst affected" is tagged an adverb with its own lemma, "the worst of the damage" an
 * adjective with its base ("bad"), and the two are one word. Null when it reads no other adjective.
 */
function adjectiveOf(word: string): string | null {
  let adjective = adjectiveCache.get(word);
  if (adjective === undefined) {
    const token = analyse(`the ${word} thing`).tokens[1];
    adjective = token?.pos === 'ADJ' && token.lemma !== word ? token.lemma : null;
    adjectiveCache.set(word, adjective);
  }
  return adjective;
}

/** True when `set` holds any of `forms` (a loop, not a spread: this runs per term per sentence on every turn). */
function holdsAny(set: ReadonlySet<string>, forms: ReadonlySet<string>): boolean {
  for (const form of forms) if (set.has(form)) return true;
  return false;
}

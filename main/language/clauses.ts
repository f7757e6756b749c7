import { pluralOfTheMakersName } from './makersName';
import { wordTable } from './wordTable';
import { CLAUSE_WH, isFiniteVerb, nameHeldIn, sexOfTitle, TIME_OPENERS, tokensOf, type Token } from './analyse';
import { firstNounKind, isKindOf, isParticle, namesAPerson, namesAPersonFirst, NOUN_KIND, nounKinds, phrasalVerbs, relatedLemmas, sameAct, saysSomething, sexOf } from './relatedWords';
import { describesTheNounBefore } from './describingParticiple';
import { doneByPeopleAtLarge } from './generality';
import { MONTHS, WEEKDAYS } from './numbers';
import { POSSESSIVES, saysNoOneAt, SUBJECT_ONLY_PRONOUNS, SUBJECT_PRONOUNS } from './pronouns';

// Who does what in a clause, read from the tagger's parts of speech: enough to tell whether two
// statements have the same subject doing the same act, and where one clause ends and the next
// begins. Questions put to a witness say "you" for what the witness says as "I".

/** The subject and main verb of a statement: the first noun or pronoun before its first verb ("you" read as "I"). */
export function subjectAndVerb(text: string): { subject: string; verb: string } | null {
  const tokens = tokensOf(text);
  const verbAt = tokens.findIndex((token, at) => token.pos === 'VERB' && token.content && !describesTheNounBefore(tokens, at));
  // The statement's own subject is its first noun or pronoun: in "there is anything you remember"
  // it is "there", and "you remember" is only a clause inside it.
  const subject = tokens.slice(0, Math.max(0, verbAt)).find((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON');
  return subject ? { subject: asWitness(subject), verb: tokens[verbAt]!.lemma } : null;
}


/** Persons by whatever case ("she" and "her" are one); "you" and "your" in a question are the witness's "I". */
const PERSONS = wordTable<string>({
  i: 'i', me: 'i', my: 'i', mine: 'i', myself: 'i', you: 'i', your: 'i', we: 'we', us: 'we', our: 'we',
  he: 'he', him: 'he', his: 'he', she: 'she', her: 'she', hers: 'she', they: 'they', them: 'they', their: 'they', it: 'it', its: 'it',
});

/** Whom a personal pronoun stands for, whatever its case, or undefined for any other word. */
export function personOf(word: string): string | undefined {
  return PERSONS[word.toLowerCase()];
}

/** Whether a word names someone: a personal pronoun, a name, or a noun for a person ("my sister"). */
export function namesSomeone(token: Token): boolean {
  return (personOf(token.lower) !== undefined && token.lower !== 'it' && token.lower !== 'its') || token.pos === 'PROPN' || (token.pos === 'NOUN' && namesAPerson(token.lemma));
}

/** Whether two statements have the same main verb ("you and Jordan live together", "we do not live together"). */
export function sameMainVerb(a: string, b: string): boolean {
  const verb = subjectAndVerb(a)?.verb;
  return verb !== undefined && verb === subjectAndVerb(b)?.verb;
}

/** A person word as the witness would say it of itself ("you", "your" → "i"), else its lemma. */
export function asWitness(token: Token): string {
  return WITNESS_PERSON[token.lower] ?? token.lemma;
}

/** The witness's own person words, and the question's words for the witness. */
const WITNESS_PERSON = wordTable<string>({ you: 'i', your: 'i', i: 'i', my: 'i', me: 'i' });

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

/**
 * The subject of the clause the word at `at` stands in, read at that clause's first verb ("I
 * cannot say whether Mr. Brierley was holding anything in his hand": "hand" is in Mr. Brierley's
 * clause; "you" read as "I"), or null with no verb there.
 */
export function subjectOfClauseAt(tokens: readonly Token[], at: number): string | null {
  let start = at;
  while (start > 0 && !['PUNCT', 'CCONJ', 'SCONJ'].includes(tokens[start - 1]!.pos) && !CLAUSE_WH.has(tokens[start - 1]!.lower)) start--;
  const verb = tokens.findIndex((token, index) => index >= start && (token.pos === 'VERB' || token.pos === 'AUX'));
  return verb < 0 ? null : subjectBefore(tokens, verb);
}

/** Who does what to what in one clause: subject ("you" read as "I"), whether it is a name, verb and object, as lemmas. */
export interface Clause {
  subject: string;
  named: boolean;
  /** The subject is one of two or more joined by "and" ("Sam and I"). */
  coordinated: boolean;
  /** A passive that names no doer ("I have been paid"): its subject is what the act is done to, and who did it is not said. */
  passive: boolean;
  verb: string;
  object: string | null;
}

/**
 * The subject and verb of every clause of a statement, in order: for each main verb, the head of
 * the noun phrase before its clause's first verb ("The recording camera had a flat battery, so the
 * procedure was not recorded" → camera/have… procedure/record; "you" read as "I").
 */
export function clausesOf(text: string): readonly Clause[] {
  const tokens = tokensOf(text);
  const known = clausesOfTokens.get(tokens);
  if (known) return known;
  const clauses = readClauses(tokens);
  clausesOfTokens.set(tokens, clauses);
  return clauses;
}

/**
 * A text's clauses, kept as long as its reading (`analyse` caches the tokens by text): the premise
 * is compared with each affidavit sentence it retrieves, on every turn, and each comparison asked
 * for the same sentence's clauses again, several times over.
 */
const clausesOfTokens = new WeakMap<readonly Token[], readonly Clause[]>();

function opensClause(token: Token): boolean {
  return token.pos === 'PUNCT' || token.pos === 'CCONJ' || token.pos === 'SCONJ';
}

function nominal(token: Token): boolean {
  return token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON';
}

/** Whether a word before a verb belongs to its group: an auxiliary, "not", an adverb, or a noun between the auxiliary and the verb ("was video recorded"). */
function inVerbGroup(tokens: readonly Token[], index: number): boolean {
  return ['AUX', 'PART', 'ADV'].includes(tokens[index]!.pos) || (tokens[index]!.pos === 'NOUN' && tokens[index - 1]?.pos === 'AUX');
}

/**
 * The head of the noun phrase a clause opens with, before a phrase that narrows it: "The street
 * lamp outside number 12 was broken" is about the lamp, not the number. Null when the clause opens
 * otherwise ("At six a van arrived"), or when no preposition follows the phrase before the verb.
 */
function headOfOpeningNounPhrase(tokens: readonly Token[], start: number, end: number): Token | undefined {
  if (!['DET', 'NOUN', 'PROPN', 'ADJ'].includes(tokens[start]?.pos ?? '')) return undefined;
  let at = start;
  let head: Token | undefined;
  while (at < end && ['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[at]!.pos)) {
    if (tokens[at]!.pos === 'NOUN' || tokens[at]!.pos === 'PROPN') head = tokens[at];
    at++;
  }
  return head && at < end && tokens[at]!.pos === 'ADP' ? head : undefined;
}

/**
 * The head a noun phrase at `at` narrows, by the preposition before it, within a clause from
 * `start`: "the driver of the Honda" is about the driver, "the wife of the owner of the van" about
 * the wife. Undefined when no noun stands before a preposition before the phrase.
 */
function headNarrowedBy(tokens: readonly Token[], start: number, at: number): Token | undefined {
  const nounAt = (index: number) => tokens[index]?.pos === 'NOUN' || tokens[index]?.pos === 'PROPN';
  let before = at;
  while (before > start && nounAt(before - 1)) before--;
  while (before > start && ['DET', 'ADJ', 'NUM'].includes(tokens[before - 1]!.pos)) before--;
  const preposition = before - 1;
  if (preposition - 1 < start || tokens[preposition]?.pos !== 'ADP' || !nounAt(preposition - 1)) return undefined;
  return headNarrowedBy(tokens, start, preposition - 1) ?? tokens[preposition - 1];
}

/**
 * The one a relative clause set off by commas tells of, where the clause ends at `comma`
 * ("Kyle Reyes, who is my nephew, picked…"): the subject of the verb after it is the name or noun
 * before "who", not a word inside the relative clause.
 */
function relativeClauseBefore(tokens: readonly Token[], comma: number): Token | undefined {
  let at = comma - 1;
  while (at > 0 && tokens[at]!.text !== ',') at--;
  return tokens[at]?.text === ',' && RELATIVE_SUBJECTS.has(tokens[at + 1]?.lower ?? '') && tokens[at + 1]!.lower !== 'that' ? antecedentOf(tokens, at + 1) : undefined;
}

/**
 * Whether the word at `at` is a capitalised word inside a name that the tagger read as a verb
 * ("the Lantern Falls Trail", "Cedar Grove Road"): a name's word both before and after it.
 */
function insideAName(tokens: readonly Token[], at: number): boolean {
  const capitalised = (token: Token | undefined) => token !== undefined && /^[A-Z]/.test(token.text);
  const nameWord = (token: Token | undefined) => capitalised(token) && (token!.pos === 'PROPN' || token!.pos === 'NOUN');
  return at > 0 && capitalised(tokens[at]) && nameWord(tokens[at - 1]) && nameWord(tokens[at + 1]);
}

/** Whether the word at `at` is a noun, or a word of a name the tagger misread ("Falls" in "Lantern Falls Trail"). */
function nounOrNameWord(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  return token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN' || insideAName(tokens, at));
}

/**
 * The object of the verb at `at`: the head of the first noun phrase after it, or null. Only
 * determiners, modifiers, prepositions, possessives and the verb's particle may come before it
 * ("depend on the outcome", "sent round the doctor"); anything else ("on how this case comes
 * out") is no noun object. A compound's head is its last noun ("the Lantern Falls Trail" is a
 * trail), and a particle after the phrase ends it ("sent Ewan round" sends Ewan).
 */
function objectAfter(tokens: readonly Token[], at: number): string | null {
  // Two verbs joined by "and" share the object after the second ("picked and labelled the box").
  const sharesTheNextObject = ['and', 'or'].includes(tokens[at + 1]?.lower ?? '') && tokens[at + 2]?.pos === 'VERB';
  let end = sharesTheNextObject ? at + 3 : at + 1;
  if (isParticle(tokens[end]?.lower ?? '')) end++;
  while (end < tokens.length && (['DET', 'ADJ', 'ADP', 'NUM', 'PART'].includes(tokens[end]!.pos) || POSSESSIVES.has(tokens[end]!.lower))) end++;
  const endsThePhrase = (next: number) => isParticle(tokens[next]!.lower) && !nounOrNameWord(tokens, next + 1);
  // A hyphen between two nouns joins them into one compound, whose head is the last ("the
  // shrink-wrap" is a wrap, not a "shrink").
  const hyphenedNoun = (next: number) => tokens[next]?.text === '-' && tokens[next + 1]?.pos === 'NOUN';
  for (;;) {
    if (nounOrNameWord(tokens, end) && nounOrNameWord(tokens, end + 1) && !endsThePhrase(end + 1)) end++;
    else if (tokens[end]?.pos === 'NOUN' && hyphenedNoun(end + 1)) end += 2;
    else break;
  }
  return tokens[end]?.pos === 'NOUN' || tokens[end]?.pos === 'PROPN' ? tokens[end]!.lemma : null;
}

function readClauses(tokens: readonly Token[]): Clause[] {
  const clauses: Clause[] = [];
  tokens.forEach((token, at) => {
    if (token.pos !== 'VERB' || !token.content || insideAName(tokens, at)) return;
    let start = at;
    while (start > 0 && !opensClause(tokens[start - 1]!)) start--;
    // The verb's own group: the auxiliaries, "not" and adverbs right before it ("should be shown",
    // "was not recorded"); in a question, its auxiliary before the subject ("Does your fee depend").
    let group = at;
    while (group > start && inVerbGroup(tokens, group - 1)) group--;
    if (!tokens.slice(start, group).some(nominal)) {
      const inverted = tokens.findIndex((other, index) => index >= start && index < at && other.pos === 'AUX');
      if (inverted >= 0) group = inverted;
    }
    // "Does your fee depend…?": a question puts its subject after the auxiliary. "The caretaker,
    // Mr. Osei, gave…": a subject set off by commas is the name before the last of them.
    const nearest = tokens.slice(start, group).reverse().find(nominal);
    // "It was Dev Rao who reported it", "the man who hit me": "who" stands for the one before it.
    const relative = nearest && RELATIVE_SUBJECTS.has(nearest.lower) ? antecedentOf(tokens, tokens.indexOf(nearest)) : undefined;
    const subject =
      relative ??
      (nearest && SUBJECT_PRONOUNS.has(nearest.lower) ? nearest : headOfOpeningNounPhrase(tokens, start, group)) ??
      (nearest && nearest.pos !== 'PRON' ? headNarrowedBy(tokens, start, tokens.indexOf(nearest)) : undefined) ??
      nearest ??
      tokens.slice(group + 1, at).reverse().find(nominal) ??
      (tokens[start - 1]?.text === ',' ? (relativeClauseBefore(tokens, start - 1) ?? appositiveBefore(tokens, start - 1)) : undefined);
    // "Sam and I", "you and Sam": a subject of two, of whom the head is only one.
    const subjectAt = subject ? tokens.indexOf(subject) : -1;
    const coordinated = subjectAt > 1 && tokens[subjectAt - 1]!.lower === 'and' && nominal(tokens[subjectAt - 2]!);
    const object = objectAfter(tokens, at);
    if (!subject) return;
    // A passive with its agent ("you are paid by Meridian", "the scene was secured by the police")
    // is the agent's act done to the subject: read the way round the active says it ("Meridian
    // pays me"), so that who does the act is compared with who does it.
    // "What were you told?", "Was the van seen again?": a question's "be" before its subject is
    // the passive's, though the subject stands between it and the verb.
    const beforeTheSubject = subjectAt >= start && subjectAt < group ? invertedAuxiliary(tokens, start, subjectAt, group) : -1;
    const passiveGroup = beforeTheSubject >= 0 ? beforeTheSubject : group;
    const agent = passiveAgent(tokens, passiveGroup, at);
    if (agent) clauses.push({ subject: personOf(agent.lower) ?? asWitness(agent), named: agent.pos === 'PROPN', coordinated: false, passive: false, verb: token.lemma, object: asWitness(subject) });
    else clauses.push({ subject: asWitness(subject), named: subject.pos === 'PROPN', coordinated, passive: isPassive(tokens, passiveGroup, at), verb: token.lemma, object });
  });
  return clauses;
}

/** Relative pronouns that stand for a person or thing told just before them, as the subject of their clause. */
const RELATIVE_SUBJECTS = new Set(['who', 'that']);

/** The noun or name a relative pronoun at `at` stands for: the word right before it, over a comma ("Mr. Osei, who"), if it names one. */
function antecedentOf(tokens: readonly Token[], at: number): Token | undefined {
  let before = at - 1;
  if (tokens[before]?.text === ',') before--;
  const token = tokens[before];
  return token && (token.pos === 'NOUN' || token.pos === 'PROPN' || (token.pos === 'PRON' && personOf(token.lower) !== undefined)) ? token : undefined;
}

/**
 * The noun phrase set off between two commas that ends at `comma` ("The caretaker, Mr. Osei,"):
 * its last noun or name. Where it only says what the one named before it is ("Mr. Osei, the
 * school's caretaker,"), the name before it is the subject.
 */
function appositiveBefore(tokens: readonly Token[], comma: number): Token | undefined {
  const phraseBefore = (end: number) => {
    let at = end - 1;
    while (at >= 0 && (['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'ADP'].includes(tokens[at]!.pos) || POSSESSIVE_ENDINGS.has(tokens[at]!.lower))) at--;
    return { at, phrase: tokens.slice(at + 1, end).reverse() };
  };
  const { at, phrase } = phraseBefore(comma);
  if (tokens[at]?.text !== ',') return undefined;
  const head = phrase.find((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON');
  if (head?.pos !== 'NOUN') return head;
  return phraseBefore(at).phrase.find((token) => token.pos === 'PROPN') ?? head;
}

/** The possessive ending the tokenizer splits from its noun ("the school's"). */
const POSSESSIVE_ENDINGS: ReadonlySet<string> = new Set(["'s", '’s', "'"]);

/**
 * The auxiliary a question puts before its subject ("were" of "What were you told", "was" of
 * "Was the old van seen"), or -1: only the subject's own phrase may stand between it and the
 * subject, and nothing between the subject and the verb's group. "What was the name of the man
 * you told?" has more than a subject after its "was", which is no part of the telling.
 */
function invertedAuxiliary(tokens: readonly Token[], start: number, subjectAt: number, group: number): number {
  if (subjectAt + 1 !== group) return -1;
  let before = subjectAt - 1;
  while (before >= start && (['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(tokens[before]!.pos) || POSSESSIVE_ENDINGS.has(tokens[before]!.lower))) before--;
  if (before < start || tokens[before]!.pos !== 'AUX') return -1;
  // Only a question's: nothing but its wh-phrase ("At what time") comes before the auxiliary.
  // "The cluster was a replacement put in…" has its subject there, and "put" is no passive of the replacement.
  const asks = tokens.slice(start, before).every((token, at, opening) => CLAUSE_WH.has(token.lower) || token.pos === 'ADP' || token.pos === 'ADV' || CLAUSE_WH.has(opening[at - 1]?.lower ?? ''));
  return asks ? before : -1;
}

/** Whether the verb at `at` is passive: a form of "be" or "get" in its group (from `group`), and not a participle in "-ing" ("was driving"). */
function isPassive(tokens: readonly Token[], group: number, at: number): boolean {
  return !tokens[at]!.lower.endsWith('ing') && tokens.slice(group, at).some((token) => token.pos === 'AUX' && (token.lemma === 'be' || token.lemma === 'get'));
}

/**
 * The agent of a passive verb at `at`: a form of "be" or "get" in its group (from `group`), then,
 * later in the clause, "by" and a noun phrase that names who acts: a person, a name or a body
 * ("by Mr. Osei", "by him", "by the agency"), not a place or a time ("by the door", "by Friday").
 * Null for an active verb, or a passive that names no agent.
 */
function passiveAgent(tokens: readonly Token[], group: number, at: number): Token | null {
  if (!isPassive(tokens, group, at)) return null;
  for (let index = at + 1; index < tokens.length && !['PUNCT', 'CCONJ', 'SCONJ', 'VERB'].includes(tokens[index]!.pos); index++) {
    if (tokens[index]!.lower !== 'by' || tokens[index]!.pos !== 'ADP') continue;
    let end = index + 1;
    while (['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON'].includes(tokens[end]?.pos ?? '') && ['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON'].includes(tokens[end + 1]?.pos ?? '')) end++;
    const head = tokens[end];
    const acts = head && (personOf(head.lower) !== undefined || head.pos === 'PROPN' || (head.pos === 'NOUN' && namesAPerson(head.lemma)));
    return acts ? head : null;
  }
  return null;
}

/**
 * Whether a sentence has, in any of its clauses, the premise's subject doing the premise's act
 * ("your fee depends", "my fee does not depend"; "the procedure was recorded", "…, so the
 * procedure was not recorded"), of the same thing when both name what. The act may be told in
 * another verb of the same meaning (`sameAct`: "Didn't you ring the pharmacy?" against "I did not
 * telephone the pharmacy"): which word the question chose says nothing of whether it was done.
 */
export function sameSubjectAndVerb(premise: string, sentence: string, context: ReadonlySet<string> = new Set()): boolean {
  const main = clausesOf(premise)[0];
  if (main === undefined) return false;
  // "He did not show me any photographs", after a sentence about Mr. Decker, is Mr. Decker's act:
  // a third-person pronoun stands for a subject the sentence's context (`contextOf`) holds.
  const sameSubject = (subject: string) => subject === main.subject || (THIRD_PERSON.has(subject) && personOf(main.subject) === undefined && context.has(main.subject));
  const verbNegated = (verb: string) => tokensOf(sentence).some((token) => token.lemma === verb && token.negated);
  return clausesOf(sentence).some((clause) => (sameSubject(clause.subject) || deniedOfEveryone(main, clause, sentence)) && sameAct(main.verb, clause.verb, verbNegated(clause.verb)) && sameObjectOf(main, clause.object, sentence));
}

/**
 * Whether a sentence tells the act of a claim's first clause by the same doer, whatever else the
 * two say: a clause of it with the claim's verb, its subject the claim's, or a person named where
 * the claim says "he" or "she" ("He picked you up at five" and "Corin picked me up at about 5:30"),
 * no other object, and the same polarity. The act is what makes two statements about one event;
 * their times, places and amounts are what they may disagree on.
 */
export function tellsTheSameAct(claim: string, sentence: string): boolean {
  const main = clausesOf(claim)[0];
  if (main === undefined) return false;
  const sameDoer = (clause: Clause) => clause.subject === main.subject || ((main.subject === 'he' || main.subject === 'she') && clause.named);
  // Told the other way round ("I did not go in the evenings"), the act's details are not when it was done.
  const negatedIn = (text: string) => tokensOf(text).some((token) => token.lemma === main.verb && token.negated);
  if (negatedIn(claim) !== negatedIn(sentence)) return false;
  return clausesOf(sentence).some((clause) => clause.verb === main.verb && !clause.passive && !main.passive && sameDoer(clause) && sameObjectOf(main, clause.object, sentence));
}

/**
 * Whether the sentence's clause denies the premise's act of everyone ("Nobody warned me", "No
 * one had trained me"): that denies it of whoever the premise says did it ("The foreman warned
 * you"), and of the unnamed doer of a passive ("You had been warned") when it is done to the
 * one the passive is about. Not of the witness's own act: "nobody" in its mouth is nobody else.
 */
function deniedOfEveryone(premise: Clause, clause: Clause, sentence: string): boolean {
  if (clause.subject !== 'nobody') return false;
  if (!premise.passive) return premise.subject !== 'i';
  const tokens = tokensOf(sentence);
  const doneTo = (token: Token | undefined) => token !== undefined && (premise.subject === 'i' ? asWitness(token) === 'i' : token.lemma === premise.subject);
  return tokens.some((token, at) => token.lemma === premise.verb && token.pos === 'VERB' && (doneTo(tokens[at + 1]) || doneTo(tokens[at + 2])));
}

/**
 * Whether a sentence's clause, with `object`, does the act to what the premise's clause `main` does
 * it to: either has none, the same one or a related word, or the premise's is joined to the
 * sentence's by "and" or "or" (`joinedObject`). ("you saw the boards" is not "I have never seen their records".)
 */
function sameObjectOf(main: Clause, object: string | null, sentence: string): boolean {
  return object === null || main.object === null || object === main.object || relatedLemmas(main.object, 'n').has(object) || joinedObject(tokensOf(sentence), object, main.object);
}

/**
 * Whether the sentence joins another object to its clause's one by "and" or "or" ("did not take any
 * measurements or photographs"): the act is said of each, and so of the premise's ("photographs").
 * The object may be a name, and the next may repeat the preposition or be a part of a whole ("did
 * not speak to Milo or to any of the students").
 */
function joinedObject(tokens: readonly Token[], object: string, premiseObject: string): boolean {
  // A person named is one of the things joined too: "did not telephone Dr. Abara or the pharmacy".
  const named = (token: Token | undefined) => token?.pos === 'NOUN' || token?.pos === 'PROPN';
  const at = tokens.findIndex((token) => token.lemma === object && named(token));
  let next = at + 1;
  while (at >= 0 && (tokens[next]?.lower === 'and' || tokens[next]?.lower === 'or' || tokens[next]?.lower === ',')) {
    next++;
    while (['DET', 'ADJ', 'ADP'].includes(tokens[next]?.pos ?? '')) next++;
    if (!named(tokens[next])) return false;
    // The last word of a name or compound is its head ("Dr. Abara", "the county office").
    while (named(tokens[next + 1])) next++;
    if (tokens[next]!.lemma === premiseObject) return true;
    next++;
  }
  return false;
}

/**
 * Whether a new clause starts between two tokens: a semicolon, "and"/"but" before a new subject
 * (a pronoun, or a noun phrase with its own verb: `coordinatesAClause`), or "because", whose
 * clause the speaker asserts as the reason ("I cannot say it was him, because no camera shows a
 * face" says that no camera does).
 */
export function clauseBreakBetween(tokens: readonly Token[], from: number, to: number): boolean {
  return clauseBreakAt(tokens, from, to) >= 0;
}

/** Where the first new clause starts between two tokens (see `clauseBreakBetween`): the index of its semicolon, "because" or coordinator, or -1. */
export function clauseBreakAt(tokens: readonly Token[], from: number, to: number): number {
  for (let i = from + 1; i < to; i++) {
    if (tokens[i]!.text === ';' || tokens[i]!.lower === 'because') return i;
    if (tokens[i]!.pos === 'CCONJ' && (tokens[i + 1]?.pos === 'PRON' || coordinatesAClause(tokens, from, i))) return i;
  }
  return -1;
}

/**
 * Whether the coordinator at `at`, after a comma, joins a clause of its own: a verb before it
 * (from `from` on), so that what it follows is a clause, and after it a noun phrase with a finite
 * verb of its own ("I cannot rule out a leak, but the stain upstairs was dry by noon").
 * A noun phrase with no verb after it is one more object of the clause before ("…a leak, or a
 * burst pipe"); one with no verb before the comma, one more subject ("whether the hinge,
 * and the lock were forced"). A second "that" ("I accept that…, and that…") repeats the first
 * clause's frame, which reaches it as it reaches the first.
 */
function coordinatesAClause(tokens: readonly Token[], from: number, at: number): boolean {
  if (tokens[at - 1]?.text !== ',' || tokens[at + 1]?.lower === 'that') return false;
  if (!tokens.slice(from, at).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return false;
  const end = endOfNounPhrase(tokens, at + 1);
  return end > at + 1 && tokens[end] !== undefined && isFiniteVerb(tokens[end]!);
}

/**
 * Where a noun phrase that opens at `start` ends, with the adverbs and prepositional phrases that
 * narrow it ("the car behind", "the ladder against the wall"): the index after it, or `start` when no
 * noun heads it.
 */
function endOfNounPhrase(tokens: readonly Token[], start: number): number {
  const inPhrase = (token: Token, noun: boolean) => ['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN', 'ADV'].includes(token.pos) || POSSESSIVE_ENDINGS.has(token.lower) || (noun && token.pos === 'ADP');
  let at = start;
  let noun = false;
  while (at < tokens.length && inPhrase(tokens[at]!, noun)) {
    noun ||= tokens[at]!.pos === 'NOUN' || tokens[at]!.pos === 'PROPN';
    at++;
  }
  return noun ? at : start;
}

/**
 * The word that says what a statement asserts: its first main verb ("you reported the alarm" →
 * report), or, with none, the first noun or adjective after its subject ("the motor still under
 * warranty" → warranty, "the driver drunk" → drunk); a place or person named right after it
 * ("you were at Drovers Diner" → Drovers).
 */
export function predicateOf(text: string): Token | null {
  const all = tokensOf(text);
  const known = predicateOfTokens.get(all);
  if (known !== undefined) return known;
  const predicate = readPredicate(mainClauseOf(all));
  predicateOfTokens.set(all, predicate);
  return predicate;
}

/**
 * Each statement's predicate, kept with its reading (as its clauses are): the witness asks for the
 * premise's predicate again in nearly every test it puts to a sentence. Kept by the reading, so
 * the token given is always one of the tokens a caller has of the same text.
 */
const predicateOfTokens = new WeakMap<readonly Token[], Token | null>();

function readPredicate(tokens: readonly Token[]): Token | null {
  // A participle that only describes the subject ("the van hired on Monday broke down") is not the act.
  const verb = tokens.find((token, at) => token.pos === 'VERB' && token.content && !describesTheNounBefore(tokens, at));
  if (verb) return verb;
  // A light verb with its particle makes an act WordNet lists ("get back on your bicycle", "had
  // on"): the verb stands for that act, not the noun after it.
  const phrasal = [...phrasalVerbs(tokens).keys()].find((at) => tokens[at]!.pos === 'VERB');
  if (phrasal !== undefined) return tokens[phrasal]!;
  // "There (was) a ladder by the passage": what is said to be there is the predicate, the rest where.
  if (tokens[0]?.lower === 'there') return tokens.find((token) => token.pos === 'NOUN' && token.content) ?? null;
  // The state after a copula or a linking verb ("the second swab was negative", "came back
  // negative"); with neither, the words after the subject's head ("the driver drunk").
  const link = tokens.findIndex((token) => (token.pos === 'AUX' && token.lemma === 'be') || (token.pos === 'VERB' && !token.content));
  let from = link + 1;
  while (tokens[from]?.negation) from++;
  if (link < 0) {
    while (from < tokens.length && !['NOUN', 'PROPN', 'PRON'].includes(tokens[from]!.pos)) from++;
    while (from < tokens.length && ['NOUN', 'PROPN', 'PRON', 'PART'].includes(tokens[from]!.pos)) from++;
  }
  // "You got home at half past eleven", "You were there": a place said as an adverb right after the verb is the state.
  const next = tokens[from];
  if (link >= 0 && (next?.lower === 'there' || (next?.pos === 'ADV' && next.content && !next.lower.endsWith('ly')))) return next;
  // Where (or with whom) the subject was, named by a proper name right after the copula: "you
  // (were) at the Drovers Diner that night" asserts being at that place, which "I was not at the
  // Drovers Diner" denies; the time said after it ("that night") is not what is asserted. A day
  // ("on Wednesday, June 5") is a detail of when, weighed as one.
  let named = tokens[from]?.pos === 'ADP' ? from + 1 : -1;
  while (named > 0 && tokens[named] !== undefined && !tokens[named]!.content && tokens[named]!.pos !== 'ADP') named++;
  const place = named > 0 ? tokens[named] : undefined;
  if (place?.pos === 'PROPN' && !MONTHS.includes(place.lemma) && !WEEKDAYS.has(place.lemma)) return place;
  return tokens.slice(from).find((token) => token.content && (token.pos === 'NOUN' || token.pos === 'ADJ')) ?? null;
}

/**
 * The verb that sets someone else to the act at `at`, as its object before "to" ("allow the
 * barbers to use", "asked him to leave", "told the porter to lock"): the act is the object's, and
 * only wanted, let or asked for; the governing verb's polarity or telling is not the act's own
 * ("I do not allow the barbers to use the phones" denies no use). -1 when none.
 */
export function verbSettingAnotherTo(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.pos !== 'VERB' || tokens[at - 1]?.lower !== 'to') return -1;
  let from = at - 2;
  while (from >= 0 && ['DET', 'ADJ'].includes(tokens[from]!.pos)) from--;
  const object = tokens[from];
  // The object itself, right before "to" or its noun phrase: a person, never a thing ("have time to check").
  if (!object || !namesSomeone(object) || SUBJECT_ONLY_PRONOUNS.has(object.lower)) return -1;
  // Back over the rest of its noun phrase ("the kennel assistants") to the verb.
  let verb = from - 1;
  while (verb >= 0 && ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(tokens[verb]!.pos)) verb--;
  return tokens[verb]?.pos === 'VERB' ? verb : -1;
}


/**
 * Where the main clause starts after a clause of time put before it: after its comma, or, with
 * none, at the next subject pronoun with a verb of its own ("When you came back you were sure…").
 * The clause of time only says when: what the statement asserts is the clause after it. 0 when
 * the statement opens with no such clause, or is a question ("When did you come back?").
 */
function frontedClauseEnd(tokens: readonly Token[]): number {
  if (!TIME_OPENERS.has(tokens[0]?.lower ?? '') || !['PRON', 'PROPN', 'NOUN', 'DET'].includes(tokens[1]?.pos ?? '')) return 0;
  const verbAt = tokens.findIndex((token, at) => at > 1 && (token.pos === 'VERB' || token.pos === 'AUX'));
  if (verbAt < 0) return 0;
  for (let at = verbAt + 1; at < tokens.length; at++) {
    if (tokens[at]!.text === ',') return at + 1;
    if (SUBJECT_PRONOUNS.has(tokens[at]!.lower) && ['AUX', 'VERB'].includes(tokens[at + 1]?.pos ?? '')) return at;
  }
  return 0;
}

/**
 * A statement without a clause of time put before it ("When you came back, you were sure the
 * table was empty" → "you were sure the table was empty"); the statement itself when it has none.
 */
export function withoutFrontedClause(text: string): string {
  const tokens = tokensOf(text);
  const end = frontedClauseEnd(tokens);
  return end === 0 ? text : tokens.slice(end).map((token) => token.text).join(' ');
}

/**
 * A statement's main clause: up to the first clause it governs, once it has a verb of its own.
 * "You were there when the concrete was poured" asserts being there; the pouring only says when.
 * "Did you see who was driving" asks of the seeing. A clause before any verb ("The man who robbed
 * the store was tall") is part of the subject, and the whole is kept.
 */
export function mainClauseOf(tokens: readonly Token[]): readonly Token[] {
  const governs = tokens.findIndex(
    (token, at) => at > 0 && (token.pos === 'SCONJ' || CLAUSE_WH.has(token.lower)) && tokens.slice(0, at).some((other) => other.pos === 'VERB' || other.pos === 'AUX'),
  );
  return governs < 0 ? tokens : tokens.slice(0, governs);
}

/**
 * Whether the verb at `at` takes a clause as what it says, thinks or grants ("accept that it
 * was late", "accept I should have", "said she had left"): "that", or a subject pronoun or name
 * with a verb of its own, right after it.
 */
export function takesAClause(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (!next) return false;
  // "that" opens a clause only where a verb follows in it: in "I verified that gauge's reading" the
  // tagger may read it as a conjunction, but it points to the thing the verb is done to.
  if (next.lower === 'that' && next.pos === 'SCONJ') return verbBeforeTheClauseEnds(tokens, at + 2);
  const subject = next.pos === 'PRON' || next.pos === 'PROPN';
  return subject && ['AUX', 'VERB'].includes(tokens[at + 2]?.pos ?? '') && personOf(next.lower) !== undefined;
}

/** Whether a verb (or auxiliary) comes from `from` on before a punctuation mark or a conjunction ends the clause. */
function verbBeforeTheClauseEnds(tokens: readonly Token[], from: number): boolean {
  for (let at = from; at < tokens.length && tokens[at]!.pos !== 'PUNCT' && tokens[at]!.pos !== 'CCONJ'; at++) {
    if (tokens[at]!.pos === 'VERB' || tokens[at]!.pos === 'AUX') return true;
  }
  return false;
}

/** Words that ask about someone or something besides what has been named ("anyone else", "another car", "any other"). */
const OTHER_THAN = new Set(['else', 'another', 'other']);

/** Whether a statement is about someone or something other than those already named ("Did anyone else see it?"). */
export function asksAboutAnother(text: string): boolean {
  return tokensOf(text).some((token) => OTHER_THAN.has(token.lower));
}

/**
 * The compound nouns of a text: each head with the nouns before it ("phone records" → records
 * with phone; "the store's loyalty card records" → records with loyalty, card).
 */
function compounds(tokens: readonly Token[]): { head: string; modifiers: string[] }[] {
  const found: { head: string; modifiers: string[] }[] = [];
  tokens.forEach((token, index) => {
    if (token.pos !== 'NOUN' || tokens[index + 1]?.pos === 'NOUN') return;
    const modifiers: string[] = [];
    for (let at = index - 1; at >= 0 && tokens[at]!.pos === 'NOUN'; at--) modifiers.push(tokens[at]!.lemma);
    found.push({ head: token.lemma, modifiers });
  });
  return found;
}

/**
 * Whether a sentence speaks of another thing of the premise's kind: the premise's compound head
 * with other nouns before it, and the premise's own nowhere ("Mr. Avery's phone records" against
 * "the store's loyalty card records"). Such a sentence says nothing of the premise's thing.
 */
export function namesAnotherOfTheKind(premise: string, sentence: string): boolean {
  const sentenceTokens = tokensOf(sentence);
  const sentenceLemmas = new Set(sentenceTokens.map((token) => token.lemma));
  const theirs = compounds(sentenceTokens);
  return compounds(tokensOf(premise)).some(
    ({ head, modifiers }) =>
      modifiers.length > 0 &&
      modifiers.every((modifier) => !sentenceLemmas.has(modifier)) &&
      theirs.some((other) => other.head === head && other.modifiers.length > 0),
  );
}

/** The things, not people, a statement names after its verb `verb` ("glass", "water" of "asked you for a glass of water"). */
function thingsNamedAfter(tokens: readonly Token[], verb: string): string[] {
  const at = tokens.findIndex((token) => token.lemma === verb && token.pos === 'VERB');
  return at < 0 ? [] : tokens.slice(at + 1).filter((token) => token.pos === 'NOUN' && token.content && !namesAPerson(token.lemma)).map((token) => token.lemma);
}

/**
 * Whether a sentence has the premise's act done by someone else: the witness where the premise
 * names another person, or another person by name where the premise says the witness ("Marcus
 * paid the bill" against "I paid the bill"). A pronoun ("he paid") may be anyone, and decides nothing.
 */
export function anotherActor(premise: string, sentence: string, context: ReadonlySet<string> = new Set(), personNouns: ReadonlySet<string> = new Set()): boolean {
  // What someone else did not do ("I never signed the note") is no rival to "Callum signed it".
  const denied = new Set(tokensOf(sentence).filter((token) => token.pos === 'VERB' && (token.negated || token.negation)).map((token) => token.lemma));
  const main = clausesOf(premise)[0];
  // The act is another doer's only when done to the premise's thing ("Marcus paid the bill" against
  // "I paid the bill"): the same thing, or a pronoun for it right after the verb ("Mr. Lowe chaired
  // it"). A premise's thing the sentence never gives leaves it open ("Did Mr. Lowe know about the
  // report?" against "as far as I know"), as many may know, drive or arrive.
  if (!main) return false;
  const tokens = tokensOf(sentence);
  // Done to "it", "him", "you": not a pronoun that opens the next clause ("Before I left I turned…").
  const pronounAfter = (text: readonly Token[], verb: string, notTheThing: ReadonlySet<string> = SUBJECT_ONLY_PRONOUNS) =>
    text.some((token, at) => token.lemma === verb && token.pos === 'VERB' && text[at + 1]?.pos === 'PRON' && !notTheThing.has(text[at + 1]!.lower));
  const thing = main.object;
  // An act done to a person ("Ms. Price met you") is one between those two: another doer with the
  // witness is a rival. An act done to nothing ("you went over") is not.
  if (thing === null && !pronounAfter(tokensOf(premise), main.verb)) return false;
  // An act done to a person that also names what it was about or gave ("Ms. Price asked you for a
  // glass of water") is that act only where the sentence names that thing too: "I asked the lady
  // her name" is another asking.
  const sentenceLemmas = new Set(tokens.map((token) => token.lemma));
  const named = (noun: string) => sentenceLemmas.has(noun) || [...relatedLemmas(noun, 'n')].some((related) => sentenceLemmas.has(related));
  const alsoNamed = thing === null ? thingsNamedAfter(tokensOf(premise), main.verb) : [];
  // The witness's "me" stands in the act the premise asks of only with the things it names after
  // its verb named too: "Mr. Okoro handed me the keys" is the other side of "You handed Mr. Okoro
  // the keys", and "she showed me eight photographs" of "you were shown twelve photographs"; but
  // "Nadia warned me the handrail was loose" is no rival to "You warned Nadia the stairs were
  // loose", nor "the clerk asked me my name" to "Did you ask the council for the survey?".
  const alsoGiven = thing === null ? [] : thingsNamedAfter(tokensOf(premise), main.verb);
  const doneToMe = (clause: Clause) => pronounAfter(tokens, clause.verb) && alsoGiven.length > 0 && alsoGiven.every(named);
  const sameThing = (clause: Clause) =>
    thing === null
      ? alsoNamed.length === 0 || alsoNamed.some(named)
      : clause.object === null ? pronounAfter(tokens, clause.verb, NOT_A_THING_NAMED) || doneToMe(clause) : clause.object === thing || THIRD_PERSON.has(clause.object) || relatedLemmas(thing, 'n').has(clause.object);
  // Both doing it ("I signed the statement, and Mr. Sowerby signed it too") gives no rival: the
  // premise's own doer is told doing it. Not to a thing of its own ("Lewis drives the van, and I
  // drive my own car").
  const doneByTheOwnDoer = (clause: Clause) => clause.verb === main.verb && clause.subject === main.subject && !clause.passive && !denied.has(clause.verb);
  if (clausesOf(sentence).some((clause) => doneByTheOwnDoer(clause) && (clause.object === null || sameThing(clause)))) return false;
  // Another's act is done to the premise's thing when the thing is a part of a longer name ("a green Subaru Forester").
  const sameThingByName = (clause: Clause) => sameThing(clause) || (thing !== null && clause.object !== null && objectPhraseHolds(tokens, clause, thing));
  if (actsOfAnotherParty(premise, sentence).some((clause) => !denied.has(clause.verb) && sameThingByName(clause))) return true;
  if (clausesOf(sentence).some((clause) => clause.verb === main.verb && !clause.coordinated && !clause.passive && !denied.has(clause.verb) && clause.object !== main.subject && thing !== null && doneToDirectly(tokensOf(premise), main.verb) && clause.object !== null && sameThingByName(clause) && describedDoerApart(main, premise, clause, sentence, context, personNouns))) return true;
  // One named person for another ("Ms. Pryce chaired the hearing" against "Mr. Lowe chaired it"),
  // unless the sentence's name is another part of the premise's (`context`: "Gregor" is Mr. Lind).
  const premiseTokens = tokensOf(premise);
  if (!main.named || main.coordinated || premiseTokens.some((token, at) => token.lemma === main.subject && nameHeldIn(context, premiseTokens, at))) return false;
  // The whole name the clause's subject ends ("Northgate Ferries" is Northgate).
  const nameOf = (subject: string) => {
    const at = tokens.findIndex((token) => token.lemma === subject && token.pos === 'PROPN');
    const parts = new Set<string>();
    for (let i = at; i >= 0 && tokens[i]!.pos === 'PROPN'; i--) parts.add(tokens[i]!.lemma);
    // "Gregor Lind, Ashgrove's sales manager, signed it": one set off as another's acts for it.
    for (let i = at + 2; at >= 0 && tokens[at + 1]?.text === ',' && i < tokens.length && tokens[i]!.text !== ','; i++)
      if (tokens[i]!.pos === 'PROPN' && POSSESSIVE_ENDINGS.has(tokens[i + 1]?.lower ?? '')) parts.add(tokens[i]!.lemma);
    return parts;
  };
  return clausesOf(sentence).some(
    (clause) => clause.verb === main.verb && clause.named && !clause.coordinated && !clause.passive && !nameOf(clause.subject).has(main.subject) && !denied.has(clause.verb) && clause.object !== main.subject && sameThing(clause),
  );
}

/** Whether the premise's telling verb is said to the witness: "told you", "warned you". */
function toldTheWitness(premise: string, verb: string): boolean {
  const tokens = tokensOf(premise);
  return tokens.some((token, at) => token.lemma === verb && token.pos === 'VERB' && tokens[at + 1]?.lower === 'you');
}

/**
 * Whether a verb takes its thing directly ("counted the children", "paid the invoice", "were
 * counted by…"): an act
 * done to a thing is done once by someone; one at or to a place ("lives at the cottage", "went
 * to the school") may be done by many.
 */
function doneToDirectly(tokens: readonly Token[], verb: string): boolean {
  const at = tokens.findIndex((token) => token.lemma === verb && token.pos === 'VERB');
  // A passive ("were counted by your brother") has its thing as its subject.
  if (at > 0 && isPassive(tokens, Math.max(0, at - 3), at)) return true;
  let next = at + 1;
  while (at >= 0 && (['DET', 'ADJ', 'NUM'].includes(tokens[next]?.pos ?? '') || POSSESSIVES.has(tokens[next]?.lower ?? ''))) next++;
  return at >= 0 && (tokens[next]?.pos === 'NOUN' || tokens[next]?.pos === 'PROPN');
}

/**
 * Whether a doer the premise describes, not names, is not the sentence's doer of the same act on
 * the same thing, named as a noun (a pronoun may stand for another thing):
 * one of the witness's own people ("your assistant", "your brother") where the witness did it
 * ("I rang them myself"), or where another is named for it and the sentence describes no one
 * ("It was your husband who…" against "It was Dev Rao who…"; "my husband, Dev Rao" would hold
 * it); and one body for another ("your company paid" against "was paid by the council"). Two
 * people described ("your husband", "the foreman") may be one, and decide nothing; nor does a
 * pronoun. And the witness against a person or body the sentence describes doing it ("You
 * strapped the load yourself" against "the depot staff strapped it").
 */
function describedDoerApart(main: Clause, premise: string, clause: Clause, sentence: string, context: ReadonlySet<string>, personNouns: ReadonlySet<string>): boolean {
  if (main.coordinated || personOf(clause.subject) === 'we' || personOf(main.subject) === 'we') return false;
  // A noun for a person or body, as the sentence or premise writes it ("who" is no noun).
  const nouns = new Set([...tokensOf(premise), ...tokensOf(sentence)].filter((token) => token.pos === 'NOUN').map((token) => token.lemma));
  const described = (doer: Clause) => !doer.named && nouns.has(doer.subject) && namesAPerson(doer.subject);
  const isBody = (doer: Clause) => described(doer) && firstNounKind(doer.subject) === NOUN_KIND.group;
  // People at large ("many people use it") may count the witness among them: no rival doer.
  if (main.subject === 'i') return described(clause) && !main.passive && !doneByPeopleAtLarge(sentence, clause.subject);
  if (!described(main) || main.passive) return false;
  const premiseTokens = tokensOf(premise);
  // One of them ("your brother"), not some of many ("any of your neighbours"), of whom the witness may be one more.
  const ownPeople = premiseTokens.some((token, at) => token.lemma === main.subject && token.lower === token.lemma && token.pos === 'NOUN' && premiseTokens[at - 1]?.lower === 'your');
  if (clause.subject === 'i') return ownPeople && !isBody(main);
  if (isBody(main) && isBody(clause)) return clause.subject !== main.subject && !relatedLemmas(main.subject, 'n').has(clause.subject);
  // A sentence that describes anyone at all ("My mother, Agnes Corrigan, has lived…" to "Your
  // mum has lived…") may describe the premise's one in its own words; and a name the affidavit
  // sets beside the premise's noun elsewhere ("our son, Felix Okoro") is that one (`personNouns`).
  const describesSomeone = tokensOf(sentence).some((token) => token.pos === 'NOUN' && namesAPersonFirst(token.lemma));
  return ownPeople && clause.named && !describesSomeone && !context.has(main.subject) && !personNouns.has(main.subject);
}

/**
 * Whether the noun phrase right after the clause's verb holds the thing, as a part of a longer
 * name ("Lewis drives a green Subaru Forester" holds "Subaru"). The verb is the one said of the
 * clause's subject: "…, and I drive my own car" is not Lewis's driving.
 */
function objectPhraseHolds(tokens: readonly Token[], clause: Clause, thing: string): boolean {
  return tokens.some((token, at) => {
    if (token.lemma !== clause.verb || token.pos !== 'VERB' || subjectBefore(tokens, at) !== clause.subject) return false;
    let end = at + 1;
    while (end < tokens.length && ['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN'].includes(tokens[end]!.pos)) end++;
    return tokens.slice(at + 1, end).some((word) => word.lemma === thing);
  });
}

/**
 * Whether every clause of the sentence that tells the premise's act tells it of another party,
 * done or not: "I did not sign the book" says nothing of whether Mr. Farrow signed it, nor "I did
 * not answer the letter myself" of whether the council answered it.
 */
export function onlyAnotherPartysAct(premise: string, sentence: string): boolean {
  const main = clausesOf(premise)[0];
  const acts = clausesOf(sentence).filter((clause) => clause.verb === main?.verb);
  const others = actsOfAnotherParty(premise, sentence, true);
  return others.length > 0 && others.length === acts.length;
}

/**
 * The sentence's clauses that tell the premise's act of the witness where the premise names
 * another, or of another by name where it says the witness. With `byAnyOther`, the premise's
 * other may be any person or body but the witness ("the council", "he"), not only one named:
 * enough to see that the witness's act is not the one asked about, though not to make it a rival
 * telling. A thing ("your conviction came from…") is no party.
 */
function actsOfAnotherParty(premise: string, sentence: string, byAnyOther = false): Clause[] {
  const main = clausesOf(premise)[0];
  if (!main || main.coordinated) return [];
  const askedOfAnother = main.named || (byAnyOther && !main.passive && main.subject !== 'i' && main.subject !== 'we' && isPerson(main));
  return clausesOf(sentence).filter(
    (clause) =>
      clause.verb === main.verb &&
      !clause.coordinated &&
      // "I have been paid" says who was paid, not who paid.
      !clause.passive &&
      // "Mr. Hale met you" and "I met Mr. Hale": the same two people in the act, not someone else
      // doing it. A telling goes one way: "I told Mr. Ambrose" is no "Mr. Ambrose told you".
      (clause.object !== main.subject || (saysSomething(main.verb) && toldTheWitness(premise, main.verb))) &&
      // A passive asked of the witness ("You were fired") names no doer: whoever the sentence says
      // did it ("Mrs. Okafor dismissed me") did the very act asked about, to the witness.
      ((askedOfAnother && clause.subject === 'i') || (main.subject === 'i' && !main.passive && clause.named && clause.subject !== main.subject)),
  );
}

/**
 * A test of whether a sentence tells the question's act only as done by the other party: the
 * witness ("I") where the question asks what another person did, or another person where it asks
 * what the witness did. The question is read once; the test runs on each candidate sentence. "What did he say at the counter?" is not answered by "I would say he was there a
 * while". Only people are parties: "my duties were to keep watch" is no act of another. False when
 * the sentence does not tell the act of a person at all, or tells it of the one asked about; "we"
 * counts as either, since it takes in the witness and others.
 */
export function actOnlyOfOtherParty(question: string): (sentence: string) => boolean {
  const asked = clausesOf(question)[0];
  // "What were you told?" asks of an act done to the witness by someone the question does not name.
  if (!asked || asked.subject === 'we' || asked.passive || !isPerson(asked)) return () => false;
  const askedOfWitness = asked.subject === 'i';
  const verbs = new Set([asked.verb, ...relatedLemmas(asked.verb, 'v')]);
  // "Who kept the score?" asks who did it, and the witness's own act answers it as well as
  // another's; not one the witness denies doing ("I have seen nothing that links…").
  if (CLAUSE_WH.has(asked.subject)) return (sentence) => deniesOwnAct(verbs, sentence);
  // "Who lives with you?", "Who went with you?": the witness's own act with others ("I live there
  // with my son") tells who did it with the witness.
  const tokens = tokensOf(question);
  const alongsideWitness = !askedOfWitness && tokens.some((token, at) => token.lower === 'with' && (tokens[at + 1]?.lower === 'you' || tokens[at + 1]?.lower === 'me'));
  return (sentence) => {
    // What is quoted is the speaker's own words: its "I" is the one quoted, not the witness.
    const doers = clausesOf(withoutQuotations(sentence)).filter((clause) => verbs.has(clause.verb) && isPerson(clause));
    if (alongsideWitness && doers.some((doer) => doer.subject === 'i') && tokensOf(sentence).some((token) => token.lower === 'with')) return false;
    return doers.length > 0 && doers.every((doer) => doer.subject !== 'we' && (doer.subject === 'i') !== askedOfWitness);
  };
}

/** Whether the witness denies doing one of these acts: "I did not see…", "I have seen nothing…". */
function deniesOwnAct(verbs: ReadonlySet<string>, sentence: string): boolean {
  const tokens = tokensOf(sentence);
  const denied = (at: number) => tokens[at]!.negated || (at + 1 < tokens.length && saysNoOneAt(tokens, at + 1));
  return clausesOf(sentence).some((clause) => clause.subject === 'i' && verbs.has(clause.verb)) && tokens.some((token, at) => token.pos === 'VERB' && verbs.has(token.lemma) && denied(at));
}

/** A sentence with the words it quotes (in straight or curly double quotes) left out: the teller's own narration. */
function withoutQuotations(sentence: string): string {
  return sentence.replace(/"[^"]*"|\u201c[^\u201d]*\u201d/g, ' ');
}

/** A clause whose subject is a person: a personal pronoun, a name, or a noun WordNet files under people. */
/** Pronouns a clause's doer may be said by, for a person and for a thing. */
const DOER_PRONOUNS_OF_A_PERSON: ReadonlySet<string> = new Set(['he', 'she', 'they', 'we']);
const DOER_PRONOUNS_OF_A_THING: ReadonlySet<string> = new Set(['it', 'they']);

/**
 * Whether a sentence that never names the premise's own third party tells the premise's act
 * (`tellings`, its clauses that say it) only with a doer who cannot be that one: the witness,
 * another name or noun ("I did not ask the roofer to pay for it" to "Did your insurer pay?"), or a
 * pronoun of the other kind ("it went on sale" to "Did Felix go to the sale?"). Such a sentence
 * tells what another did, and says nothing of whether the one asked about did it. False for a
 * premise about the witness, or put in the passive, and for a telling whose doer is not said.
 */
export function toldOnlyOfAnotherDoer(premise: string, tellings: readonly Clause[], sentence: string): boolean {
  const asked = clausesOf(premise)[0];
  if (!asked || asked.passive || asked.coordinated || asked.subject === 'i' || asked.subject === 'we' || tellings.length === 0) return false;
  const pronouns = isPerson(asked) ? DOER_PRONOUNS_OF_A_PERSON : DOER_PRONOUNS_OF_A_THING;
  const forms = new Set([asked.subject, ...relatedLemmas(asked.subject, 'n')]);
  // A sentence that names the one asked about may tell the act of them in a way the clauses misread
  // ("Roofing permits fell…; a fall of that size would explain…"), or by another part of their
  // name ("Felix Ambrose went" for "Mr. Ambrose"): only one that never names them is set aside.
  if (tokensOf(sentence).some((token) => forms.has(token.lemma) || forms.has(token.lower))) return false;
  const mayBeTheOneAsked = (clause: Clause) => clause.passive || pronouns.has(clause.subject);
  return !tellings.some(mayBeTheOneAsked);
}

function isPerson(clause: Clause): boolean {
  return personOf(clause.subject) !== undefined ? clause.subject !== 'it' : clause.named || namesAPerson(clause.subject);
}

/** Titles before a name, which are not names themselves. */
const TITLES = /^(?:mr|mrs|ms|dr|miss|sir)\.?$/;
/** Pronouns that can stand for a named person or thing in a sentence that tells the act. */
const THIRD_PERSON = new Set(['he', 'him', 'his', 'she', 'her', 'hers', 'they', 'them', 'their', 'it', 'its']);

/**
 * The names of a premise that sentences meant to confirm it neither say nor stand for with a
 * pronoun: "You phoned Mrs. Okafor before you rang 999?" is not borne out by "I rang 999 at
 * 10:58", which tells of a call to someone else, or of no one.
 */
export function namesLeftOut(premise: string, sentences: readonly string[], context: ReadonlySet<string> = new Set()): string[] {
  const said = sentences.flatMap((sentence) => tokensOf(sentence));
  if (said.some((token) => THIRD_PERSON.has(token.lower))) return [];
  // `context`: what the sentences' own words refer to in the text around them ("Gregor" is Mr. Lind).
  const saidWords = new Set([...said.map((token) => token.lower.replace(/\.$/, '')), ...context]);
  const premiseTokens = tokensOf(premise);
  const premiseWords = new Set(premiseTokens.map((token) => token.lower));
  // A person's name, after a title ("Mr. Farrow"), is said only as a name, not as the first word of
  // another's ("Farrow Catering" is a firm).
  const saidAsAPerson = (name: string) =>
    context.has(name) || said.some((token, at) => token.lower === name && !(['NOUN', 'PROPN'].includes(said[at + 1]?.pos ?? '') && !premiseWords.has(said[at + 1]!.lower)));
  return premiseTokens
    .filter((token, at) => {
      if (token.pos !== 'PROPN' || TITLES.test(token.lower)) return false;
      // A month is a date, which the details weigh ("in mid-April" against "on 14 April").
      if (MONTHS.includes(token.lemma)) return false;
      // A surname a family shares is said by the one of them its title picks ("Mr. Marsh" by "Colin").
      if (nameHeldIn(context, premiseTokens, at) && !context.has(token.lemma)) return false;
      const name = token.lower.replace(/\.$/, '');
      if (!saidWords.has(name)) return !pluralOfTheMakersName(premiseTokens, name, said);
      return at > 0 && TITLES.test(premiseTokens[at - 1]!.lower) && !saidAsAPerson(name);
    })
    .map((token) => token.text);
}

/**
 * The person a statement is about, named by a common noun before its first verb ("the man" in
 * "the man had a bag with him"), or, for the sentence, by a name or such a noun; null when a
 * pronoun or nothing comes first.
 */
function personFirstSpokenOf(tokens: readonly Token[], withNames: boolean): Token | null {
  for (const token of tokens) {
    if (token.pos === 'VERB' || token.pos === 'AUX' || (token.pos === 'PRON' && !POSSESSIVES.has(token.lower))) return null;
    if ((token.pos === 'NOUN' && namesAPersonFirst(token.lemma)) || (withNames && token.pos === 'PROPN' && !TITLES.test(token.lower))) return token;
  }
  return null;
}

/**
 * Whether a sentence is about another person than the one the premise is about: "Did the man
 * have a bag with him?" is not borne out by "Her son went off earlier with his school bag",
 * which never speaks of the man. Only a common noun on the premise's side ("the man", "the
 * driver") is weighed; names are `namesLeftOut`'s, and a pronoun may be anyone of its sex.
 * `personNouns` are the nouns the affidavit sets beside the sentence's names: "Tomas" is "my
 * nephew" where it says "my nephew, Tomas Reyes".
 */
export function aboutAnotherPerson(premise: string, sentence: string, personNouns: ReadonlySet<string> = new Set()): boolean {
  const premiseTokens = tokensOf(premise);
  const person = personFirstSpokenOf(premiseTokens, false);
  const tokens = tokensOf(sentence);
  // A name given with its title ("Mr. Sowerby") says its sex as a noun does: a sentence that tells
  // it without the name, of "she", is about someone else.
  if (!person) {
    const named = personFirstSpokenOf(premiseTokens, true);
    const title = named ? premiseTokens[premiseTokens.indexOf(named) - 1] : undefined;
    const sex = title ? sexOfTitle(title.lower) : null;
    if (sex === null) return false;
    return (!tokens.some((token) => token.lemma === named!.lemma) && opensWithTheOtherSex(tokens, sex)) || tellsOnlyMyOwnDoing(tokens);
  }
  const forms = new Set([person.lemma, ...relatedLemmas(person.lemma, 'n')]);
  if (tokens.some((token) => forms.has(token.lemma)) || personNouns.has(person.lemma)) return false;
  const other = personFirstSpokenOf(tokens, true);
  if (other === null) return opensWithTheOtherSex(tokens, sexOf(person.lemma)) || tellsOnlyMyOwnDoing(tokens);
  return !(other.pos === 'NOUN' && isKindOf(other.lemma, person.lemma));
}

/**
 * Whether a sentence tells only the witness's own doing ("I reached the yard at noon", "On Monday
 * I rang the depot and left"): it opens on "I", names nobody else by a pronoun, a name or a noun
 * for a person, and sets no clause of another subject under "that" or a verb of saying. What a
 * premise says of a third person is then said of someone else. Not "I was driven home", where the
 * act is another's, done to the witness.
 */
function tellsOnlyMyOwnDoing(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX' || (token.pos === 'PRON' && !POSSESSIVES.has(token.lower)));
  if (tokens[at]?.lower !== 'i') return false;
  const passive = ['be', 'get'].includes(tokens[at + 1]?.lemma ?? '') && tokens[at + 2]?.pos === 'VERB' && tokens[at + 2]!.lower.endsWith('ed');
  const namesAnother = (token: Token, index: number) =>
    (token.pos === 'PRON' && !MY_OWN.has(token.lower)) ||
    (token.pos === 'PROPN' && namesSomeoneAt(tokens, index)) ||
    (token.pos === 'NOUN' && namesAPerson(token.lemma)) ||
    (token.pos === 'VERB' && saysSomething(token.lemma)) ||
    // A clause set under "that" ("I accept that a history of migraine…") has a subject of its own.
    token.lower === 'that';
  return !passive && !tokens.some(namesAnother);
}

/**
 * Whether the name that starts at `at` may be a person's: not a date or a time ("Thursday",
 * "February"), nor a place or a thing's name set after an article, a number or a preposition of
 * place ("the Tolland farm", "4410 Hollins Ridge Road", "to Carrow").
 */
function namesSomeoneAt(tokens: readonly Token[], at: number): boolean {
  if (tokens[at - 1]?.pos === 'PROPN') return false;
  let end = at;
  while (tokens[end + 1]?.pos === 'PROPN') end++;
  if (tokens.slice(at, end + 1).some((token) => token.entity !== null)) return false;
  const before = tokens[at - 1];
  return !(before && (before.pos === 'DET' || before.pos === 'NUM' || PLACE_PREPOSITIONS.has(before.lower)));
}

/** Prepositions after which a name is a place's ("to Carrow", "at Penrose"). */
const PLACE_PREPOSITIONS = new Set(['at', 'to', 'in', 'into', 'from', 'near']);

/** The pronouns by which a witness speaks of itself alone. */
const MY_OWN = new Set(['i', 'me', 'my', 'mine', 'myself']);

/**
 * Pronouns after a verb that stand, by themselves, for no thing or person a premise names: a
 * subject's form, or the witness's own "me" ("the clerk asked me…" is done to the witness, not to
 * the council of "Did you ask the council…?").
 */
const NOT_A_THING_NAMED: ReadonlySet<string> = new Set([...SUBJECT_ONLY_PRONOUNS, ...MY_OWN]);

/** The sex "he" and "she" say. */
const PRONOUN_SEX = wordTable<'female' | 'male'>({ he: 'male', she: 'female' });

/**
 * Whether a sentence opens on "he" or "she" of the other sex than the person a premise names
 * ("the women", "his sister", "Mr. Lowe"): a pronoun may stand for anyone, but "He said something" does not
 * tell what either of the women said.
 */
function opensWithTheOtherSex(tokens: readonly Token[], sex: 'female' | 'male' | null): boolean {
  const first = tokens.find((token) => token.pos === 'VERB' || token.pos === 'AUX' || (token.pos === 'PRON' && !POSSESSIVES.has(token.lower)));
  const said = first === undefined ? undefined : PRONOUN_SEX[first.lower];
  return sex !== null && said !== undefined && said !== sex;
}

/**
 * Whether a sentence tells the premise's act only as done to another person or body: "I did not
 * tell Meridian about the arrears" says nothing of whether you told the bank. Each side's object
 * must be a person, a body or a name (on either side: "Did you speak to Ms. Brannock?" against "I
 * have not spoken to Mr. Venn"), and neither may be in the other's object phrase ("Officer
 * Pruitt" and "the officer" are one). Things are left alone: WordNet does not know every two
 * words for one thing ("footage" and "video").
 */
export function actOnAnotherObject(premise: string, sentence: string): boolean {
  const main = clausesOf(premise)[0];
  // A thing the premise's passive act is done to ("the car couldn't be driven") is not a person
  // the sentence does it to ("She drove me to work").
  if (main?.passive && personOf(main.subject) === undefined && !namesAPerson(main.subject)) return doneOnlyToAPerson(main.verb, sentence);
  const isNameIn = (text: string, lemma: string) => tokensOf(text).some((token) => token.lemma === lemma && token.pos === 'PROPN');
  if (!main?.object || !(namesAPerson(main.object) || isNameIn(premise, main.object))) return false;
  const verbs = new Set([main.verb, ...relatedLemmas(main.verb, 'v')]);
  const tokens = tokensOf(sentence);
  const isName = (lemma: string) => isNameIn(sentence, lemma);
  const acts = clausesOf(sentence).filter((clause) => verbs.has(clause.verb) && clause.object !== null && (namesAPerson(clause.object) || isName(clause.object)));
  if (acts.length === 0) return false;
  const premiseLemmas = new Set(tokensOf(premise).map((token) => token.lemma));
  const related = relatedLemmas(main.object, 'n');
  // The object's whole phrase: the head and the nouns and names right before it ("Officer Pruitt").
  const phraseOf = (object: string) => {
    const at = tokens.findIndex((token) => token.lemma === object);
    const phrase = [object];
    for (let index = at - 1; index >= 0 && ['NOUN', 'PROPN'].includes(tokens[index]!.pos); index--) phrase.push(tokens[index]!.lemma);
    return phrase;
  };
  return acts.every((clause) => {
    const phrase = phraseOf(clause.object!);
    return !phrase.includes(main.object!) && !phrase.some((lemma) => premiseLemmas.has(lemma) || related.has(lemma)) && !joinedObject(tokens, clause.object!, main.object!);
  });
}

/** Persons a pronoun right after a verb names, as what the act is done to ("drove me", "told her"). */
const PERSON_OBJECTS: ReadonlySet<string> = new Set(['i', 'he', 'she', 'we']);

/** Whether every telling of the act (or a word for it) in the sentence does it to a person named by a pronoun right after the verb. */
function doneOnlyToAPerson(verb: string, sentence: string): boolean {
  const verbs = new Set([verb, ...relatedLemmas(verb, 'v')]);
  const tokens = tokensOf(sentence);
  const acts = tokens.flatMap((token, at) => (token.pos === 'VERB' && verbs.has(token.lemma) ? [at] : []));
  return acts.length > 0 && acts.every((at) => tokens[at + 1]?.pos === 'PRON' && PERSON_OBJECTS.has(personOf(tokens[at + 1]!.lower) ?? ''));
}

/** Prepositions that set a time, not what an act is done to ("before the hearing", "since the move"). */
const TIME_PREPOSITIONS: ReadonlySet<string> = new Set(['before', 'after', 'during', 'until', 'till', 'since']);

/**
 * Whether a sentence holds what the premise's act is done to (the nouns and names after its verb,
 * within its clause, leaving out times) as something done to or spoken of, and not only as the doer
 * of an act of its own or as an owner: "Did you drive the reach truck?" is not spoken to by "a
 * reach truck had struck the racking", nor "Did you speak to Mr. Lowe?" by "Mr. Lowe should have
 * chaired it" or by "Dr. Amadi's note". An act done to a person needs that person. True when the
 * act is done to nothing named, or when the sentence's context (`contextOf`) holds the thing a
 * pronoun of it stands for.
 */
export function speaksOfWhatItIsDoneTo(premise: string, sentence: string, context: ReadonlySet<string> = new Set()): boolean {
  const predicate = predicateOf(premise);
  if (!predicate || predicate.pos !== 'VERB') return true;
  const tokens = tokensOf(premise);
  const verbAt = tokens.indexOf(predicate);
  const after = tokens.slice(verbAt + 1);
  const clauseAt = after.findIndex((token) => token.pos === 'VERB' || token.pos === 'SCONJ' || CLAUSE_WH.has(token.lower));
  // "You had the wiring tested": what a causative "have" or "get" has done stands between it and the act.
  const causer = tokens.slice(0, verbAt).findLastIndex((token) => token.lemma === 'have' || token.lemma === 'get');
  const caused = causer >= 0 && causer < verbAt - 1 && tokens.slice(causer + 1, verbAt).some((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  const within = caused ? tokens.slice(causer + 1, verbAt) : clauseAt < 0 ? after : after.slice(0, clauseAt);
  const things: Token[] = [];
  let timed = false;
  // The thing put right after the verb is what the act is done to; a place or a means after a
  // preposition only says where or how ("take photographs at the scene" is not spoken to by
  // another act at the scene). With none there, what follows the preposition is it ("speak to her").
  let direct = 0;
  for (const [at, token] of within.entries()) {
    if (token.pos === 'ADP' && direct === 0) direct = things.length > 0 ? things.length : -1;
    if (token.pos === 'ADP') timed = TIME_PREPOSITIONS.has(token.lower);
    // An owner ("Ashgrove's records") is not what the act is done to; a name is its last word ("Bev Okoro").
    if (within[at + 1]?.lower === "'s" || within[at + 1]?.lower === '\u2019s' || (token.pos === 'PROPN' && within[at + 1]?.pos === 'PROPN')) continue;
    const named = token.pos === 'PROPN' && !token.lower.endsWith('.');
    const thing = token.pos === 'NOUN' && token.content && !nounKinds(token.lemma).has(NOUN_KIND.time);
    if (!timed && (named || thing) && token.entity !== 'DATE' && token.entity !== 'TIME') things.push(token);
  }
  if (things.length === 0) return true;
  if (direct > 0) things.splice(direct);
  // An act done to a person ("Did you phone Ms. Kaur about the swabs?") is spoken of only where that
  // person is: the swabs are only what it was about.
  const first = things[0]!;
  const toAPerson = first.pos === 'PROPN' || namesAPerson(first.lemma);
  const words = tokensOf(sentence);
  const forms = (thing: Token) => (thing.pos === 'PROPN' ? new Set([thing.lemma]) : new Set([thing.lemma, ...relatedLemmas(thing.lemma, 'n')]));
  return (toAPerson ? [first] : things).some((thing) => {
    const wanted = forms(thing);
    const at = words.flatMap((word, index) => (wanted.has(word.lemma) ? [index] : []));
    if (at.length === 0) return context.has(thing.lemma);
    return at.some((index) => !ownsOrDoes(words, index));
  });
}

/**
 * Whether the noun at `at` is not itself something an act is done to: a word that only names
 * another thing ("Voss Cycles"), an owner ("Dr. Amadi's note"), or the subject of an active verb
 * or a copula ("a truck had struck", "the grievance was about him"). The subject of a passive ("the
 * data was not saved") is what its act is done to.
 */
function ownsOrDoes(tokens: readonly Token[], at: number): boolean {
  let end = at;
  while (tokens[end + 1]?.pos === 'NOUN' || tokens[end + 1]?.pos === 'PROPN') end++;
  // A word that only names another thing ("Voss Cycles" is no Mr. Voss, a "yard gate" no yard) is no occurrence of it.
  if (end > at) return true;
  const next = tokens[end + 1];
  if (!next) return false;
  if (next.lower === "'s" || next.lower === "'" || next.lower === '\u2019s') return true;
  if (next.pos === 'VERB') {
    // After a verb or a preposition the noun is itself done to, and a verb right after it only
    // says how ("had the cold store tested", "with the meat kept cold").
    let start = at;
    while (start > 0 && ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(tokens[start - 1]!.pos) && !POSSESSIVES.has(tokens[start - 1]!.lower)) start--;
    if (POSSESSIVES.has(tokens[start - 1]?.lower ?? '')) start--;
    return !['VERB', 'AUX', 'ADP'].includes(tokens[start - 1]?.pos ?? '');
  }
  // A name set off by commas before its verb ("The owner, Mr. Farrow, met me") is its subject.
  if (next.text === ',' && tokens[end + 2]?.pos === 'VERB') return true;
  if (next.pos !== 'AUX') return false;
  let verb = end + 1;
  while (['AUX', 'PART', 'ADV'].includes(tokens[verb]?.pos ?? '')) verb++;
  const group = tokens.slice(end + 1, verb);
  const passive = tokens[verb]?.pos === 'VERB' && !tokens[verb]!.lower.endsWith('ing') && group.some((token) => token.lemma === 'be' || token.lemma === 'get');
  return !passive;
}

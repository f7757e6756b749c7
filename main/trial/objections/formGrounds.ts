import { FACT_FINDERS, isKindOf, namesAPerson, NOUN_KIND, nounKinds, pastTheOpeners, perceivedAct, POSSESSIVES, relatedLemmas, saysOrThinks, saysSomething, SUBJECT_PRONOUNS_WITH_IT, tokensOf, type Token } from '../../language';
import type { ClassificationContext } from '../ObjectionClassifier';
import type { FindingSet } from './groundFinding';
import { contradictsAnAnswer, flattensQualifiedAnswer, framedAsRestating, misstatesTheAnswer, presupposesARecentDenial } from './answerMisstated';
import { witnessAccount } from './ownAccount';
import { findLemmas, quote, type QuestionReading, type ReadSentence } from './questionReading';

// Form objections (FRE 611(a), (c)): how the question is put, read on lemmas and the question's
// form from the language layer, so every tense, person and wording of a kind is covered.

const CONFIRMING = new Set(['correct', 'right', 'true', 'fair', 'accurate', 'so']);
const CONFIRMATION_WORDS = new Set([...CONFIRMING, 'be', 'that', 'it', 'i', 'not', 'sir', "ma'am", 'madam', 'officer', 'doctor', 'say']);

const WH_WORDS = new Set(['what', 'where', 'when', 'why', 'how', 'who', 'whom', 'which', 'whose']);

const words = (tokens: readonly Token[]) => tokens.filter((token) => token.pos !== 'PUNCT');

/** "Is that correct?", "Am I right?", "Correct?", "Fair to say?": a sentence that only asks for a yes. */
export function isConfirmation(sentence: ReadSentence): boolean {
  const list = words(sentence.tokens);
  return sentence.asks && list.length > 0 && list.length <= 5 && list.some((token) => CONFIRMING.has(token.lemma)) && list.every((token) => CONFIRMATION_WORDS.has(token.lemma) || token.pos === 'PROPN');
}

const SUBJECT_PRONOUNS = new Set(['you', 'i', 'he', 'she', 'it', 'they', 'we', 'there', 'that', 'this']);

/**
 * A clause with a subject before its finite verb: "You saw the car" (not "Some other tenant?",
 * and not "During your service, were you wounded?", where the verb comes before its subject).
 */
export function isStatement(tokens: readonly Token[]): boolean {
  const list = words(tokens);
  const verbAt = list.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (verbAt <= 0) return false;
  const isSubject = (token: Token | undefined) => token !== undefined && (SUBJECT_PRONOUNS.has(token.lemma) || ['PRON', 'PROPN', 'DET'].includes(token.pos));
  // "Now, in addition to your writing, are you engaged…?": an auxiliary opening a clause before its subject.
  const inverted = tokens.some((token, i) => token.pos === 'AUX' && (i === 0 || tokens[i - 1]!.text === ',') && isSubject(tokens[i + 1]));
  return !inverted && !invertsAfterFrontedPhrase(list, verbAt) && list.slice(0, verbAt).some((token) => ['PRON', 'NOUN', 'PROPN'].includes(token.pos));
}

const PERSONAL_SUBJECTS = new Set(['you', 'i', 'he', 'she', 'it', 'they', 'we', 'there']);
const FINITE_AUXILIARIES = new Set(['do', 'have', 'be', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/**
 * "In your capacity as a driver did you visit…?", "During that period has your appearance
 * altered?": a question that opens with a phrase of time, place or manner and then inverts its
 * auxiliary and subject is a yes/no question, though a noun stands before its first verb. The
 * clause does not open with its subject (a pronoun, a name or a determiner), and the auxiliary is
 * followed by a personal pronoun, a bare noun and then a verb, or a possessive or determiner with a
 * noun and then a verb.
 */
function invertsAfterFrontedPhrase(list: readonly Token[], verbAt: number): boolean {
  const first = list[0];
  const auxiliary = list[verbAt];
  if (!first || !auxiliary || ['PRON', 'PROPN', 'DET', 'NOUN', 'NUM'].includes(first.pos)) return false;
  // ("That is it?": a pronoun just before is its subject, unless a preposition governs it: "prior to that did you…")
  const subjectBefore = list[verbAt - 1]?.pos === 'PRON' && list[verbAt - 2]?.pos !== 'ADP';
  if (!(auxiliary.pos === 'AUX' || FINITE_AUXILIARIES.has(auxiliary.lemma)) || subjectBefore) return false;
  const next = list[verbAt + 1];
  if (next && next.pos === 'PRON' && PERSONAL_SUBJECTS.has(next.lower)) return true;
  // A bare noun as the subject ("In your experience, do drivers stop there?"), its verb close after.
  if (next?.pos === 'NOUN' && list.slice(verbAt + 2, verbAt + 4).some((token) => token.pos === 'VERB')) return true;
  const noun = list.findIndex((token, i) => i > verbAt + 1 && i <= verbAt + 4 && token.pos === 'NOUN');
  return next !== undefined && (next.pos === 'DET' || next.pos === 'PRON') && noun > 0 && list.slice(noun + 1, noun + 3).some((token) => token.pos === 'VERB');
}

/** A question cut off by an interruption ("You told the officer that the van—"), which loses its question mark. */
const interrupted = (text: string) => /(?:—|–|--|\.\.\.|…)\s*$/.test(text.trim()) && !/\?\s*(?:—|–|--|\.\.\.|…)\s*$/.test(text.trim());

/** "They operate a chain of—": a sentence stopped at a preposition or article is left for the witness to finish, not put for a yes. */
function leftToFinish(clause: readonly Token[]): boolean {
  const last = words(clause).at(-1);
  return last !== undefined && ['ADP', 'DET', 'CCONJ', 'SCONJ', 'PART'].includes(last.pos);
}

/** An echo of the answer just given ("You do not?", "You have never found out?") carries almost no content of its own. */
function isEcho(tokens: readonly Token[]): boolean {
  return tokens.filter((token) => token.content).length < 2;
}

export function leading(reading: QuestionReading, found: FindingSet): void {
  const { analysis, sentences, clause } = reading;
  const last = sentences.at(-1);
  const before = sentences.at(-2);
  if (analysis.form === 'tag') found.add('leading', 0.9, [tagText(reading.text) ?? quote(clause, clause.length - 3, 3)]);
  else if (last && before && isConfirmation(last) && isStatement(before.tokens)) found.add('leading', 0.9, [last.text]);
  else if (interposedTag(clause) >= 0) found.add('leading', 0.9, [quote(clause, interposedTag(clause), 4)]);
  else if (analysis.negativeQuestion) found.add('leading', 0.85, [quote(clause, 0, 3)]);
  else if (opensWithConfirmationFrame(clause)) found.add('leading', 0.85, [quote(clause, 0, 4)]);
  else if ((analysis.form === 'declarative' || (analysis.form === 'request' && interrupted(reading.text) && !leftToFinish(clause))) && isStatement(clause) && !isEcho(clause)) found.add('leading', 0.75, [quote(clause, 0, 4)]);
  // A yes/no question broken off once its verb and what it puts are out ("Did she promise you the
  // car—", "Had you lent him the key and the van..."): the examiner had begun to supply the answer
  // and was stopped; one stopped at a preposition or article ("…during—") had put nothing yet.
  // One stopped inside "whether…" ("Have you any view as to whether the men who built it—") had put
  // both answers, so none.
  else if (analysis.form === 'yesno' && interrupted(reading.text) && !leftToFinish(clause) && !analysis.memoryFrame && !clause.some((token) => token.lower === 'whether') && clause.some((token) => token.pos === 'VERB' && token.content)) found.add('leading', 0.65, [quote(clause, 0, 4)]);
  // "Did you see the dog jump the fence, or did it come through the gate?": the examiner offers both
  // ways it went and the witness picks; neither is suggested.
  else if (offersAChoice(reading)) return;
  // Whether the witness perceived a named act of a named person or thing ("Did you see the clerk
  // pocket the note?", "Did you hear the alarm ringing?"): the examiner, not the witness, says what
  // happened, and the witness only has to agree. The classic leading question on direct, at
  // counsel's bar. An act that supplies nothing ("see him do anything") or words ("hear her say…",
  // hearsay's test) leaves the telling to the witness.
  else if (analysis.form === 'yesno' && asksWhetherPerceivedAnAct(clause)) found.add('leading', 0.65, [quote(clause, 0, 5)]);
  // "Is this the same Mr. Hale who lent you the deposit?": the examiner names the person or thing
  // and what it did, and the witness has only to agree they are one; at counsel's bar.
  else if (analysis.form === 'yesno' && identifiesByWhatItDid(clause)) found.add('leading', 0.65, [quote(clause, 0, 5)]);
  // "Was it the porter who opened the gate?": the examiner names who or what did it, and the
  // witness has only to agree; at counsel's bar.
  else if (analysis.form === 'yesno' && namesTheDoerInACleft(clause)) found.add('leading', 0.65, [quote(clause, 0, 5)]);
  // "Did you notice that the tyre was flat?", "Did the landlord tell you he would fix the boiler?":
  // the examiner says the fact perceived or the words spoken, and the witness has only to agree.
  else if (analysis.form === 'yesno' && putsThePerceivedFactOrTheWords(clause)) found.add('leading', 0.65, [quote(clause, 0, 5)]);
  // "Did you also sign the lease?", "Have you written to the council as well?": the examiner adds
  // the next act to the witness's account and names it, so it knows the answer and the witness has
  // only to say yes; at counsel's bar.
  else if (analysis.form === 'yesno' && addsToTheAccount(clause) && namesTheAct(clause)) found.add('leading', 0.65, [quote(clause, 0, 5)]);
  // A yes/no question packed with the details of its answer ("Had you allowed the contractor to take
  // the ladder out of your garage that night?"), or naming the very act the witness is to tell of ("Did
  // you see him strike the boy?", "Have you written a book about it?"), suggests it: weak evidence,
  // below counsel's bar (such questions are asked every minute on direct), for the judge when objected to.
  // What an open clause after the verb asks ("Did you see where he went?", "Did you notice how fast
  // the van was going?") the witness supplies: only the part before it can suggest anything.
  else if (analysis.form === 'yesno' && (contentOf(beforeAnOpenClause(clause)).size >= 5 || namesTheAct(beforeAnOpenClause(clause)))) found.add('leading', 0.45, [quote(clause, 0, 4)]);
}

/** Words that open a clause whose content the witness is to give: "who", "where", "how", "whether"… */
const OPEN_CLAUSE_WORDS = new Set([...WH_WORDS, 'whether', 'if']);

/**
 * The clause up to an object clause that leaves its content open, the words right after a verb
 * ("see who was driving", "know where she lived", "check if the door was locked"); the whole clause
 * when there is none. A wh-word after a noun ("the officer where…", "the money which…") is a
 * relative or an object of its own and stays.
 */
function beforeAnOpenClause(clause: readonly Token[]): readonly Token[] {
  // ("make out what he said", "find out where": the verb's particle between)
  const afterAVerb = (i: number) => clause[i - 1]!.pos === 'VERB' || (['ADP', 'PART'].includes(clause[i - 1]!.pos) && clause[i - 2]?.pos === 'VERB');
  const open = clause.findIndex((token, i) => i > 1 && OPEN_CLAUSE_WORDS.has(token.lower) && afterAVerb(i));
  return open > 0 ? clause.slice(0, open) : clause;
}

const RELATIVE_PRONOUNS = new Set(['who', 'that', 'which', 'whom']);

/**
 * "Was he the same officer who took your statement?", "Is that the same ladder that fell on
 * you?": "be", what is pointed at, "the same" thing or person, and a relative clause with a verb
 * of its own that says what it did or what was done with it.
 */
function identifiesByWhatItDid(clause: readonly Token[]): boolean {
  const list = words(clause);
  if (list[0]?.lemma !== 'be' || !['this', 'that', 'he', 'she', 'it', 'they'].includes(list[1]?.lower ?? '')) return false;
  const same = list.findIndex((token, i) => i <= 3 && token.lower === 'same');
  if (same < 0) return false;
  const relative = list.findIndex((token, i) => i > same + 1 && RELATIVE_PRONOUNS.has(token.lower));
  return relative > 0 && list.slice(relative + 1, relative + 4).some((token) => token.pos === 'VERB' && token.content);
}

/**
 * "Was it the cashier who called the police?", "Was it Mr. Lowe that signed?": "be it", a person
 * or thing named (not a time: "Was it the next day that…" asks when), a relative pronoun and a verb
 * of content; not "Was it clear to you that…", where an adjective, not a name, stands before "that".
 */
function namesTheDoerInACleft(clause: readonly Token[]): boolean {
  const list = words(clause);
  if (list[0]?.lemma !== 'be' || list[1]?.lower !== 'it') return false;
  const relative = list.findIndex((token, i) => i >= 3 && i <= 6 && RELATIVE_PRONOUNS.has(token.lower));
  if (relative < 0) return false;
  const named = list[relative - 1]!;
  const isNamed = named.pos === 'PROPN' || (named.pos === 'PRON' && ['he', 'she', 'him', 'her', 'they', 'them'].includes(named.lower)) || (named.pos === 'NOUN' && !nounKinds(named.lemma).has(NOUN_KIND.time));
  return isNamed && list.slice(2, relative).every((token) => ['DET', 'PROPN', 'NOUN', 'ADJ', 'PRON'].includes(token.pos)) && list.slice(relative + 1, relative + 4).some((token) => token.pos === 'VERB' && token.content);
}

/** Verbs of perceiving a fact ("saw that the gate was shut"); "heard that…" reports news, hearsay's test. */
const PERCEIVING_A_FACT = new Set(['see', 'notice', 'observe', 'feel', 'smell', 'spot', 'realize', 'realise']);
/** Words that leave the telling to the witness: "Did he say anything…", "Did you notice whether…". */
const OPEN_CONTENT = new Set([...WH_WORDS, 'whether', 'if', 'anything', 'something', 'nothing', 'so', 'to']);
const LISTENERS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);

/**
 * "Did you notice that the brakes were squealing?", "Did the defendant say he was going to pay?",
 * "Has your sister told you that the car was sold?": a yes/no question whose object is a whole
 * clause, the fact the witness perceived or the words another spoke (a verb of saying after a
 * speaker other than the witness). The examiner supplies what the witness is there to tell.
 */
function putsThePerceivedFactOrTheWords(clause: readonly Token[]): boolean {
  const list = words(clause);
  if (!['do', 'have'].includes(list[0]?.lemma ?? '')) return false;
  const verb = list.findIndex((token, i) => i >= 2 && i <= 5 && token.pos === 'VERB');
  if (verb < 0) return false;
  const speaker = list.slice(1, verb).filter((token) => token.pos !== 'ADV');
  const perceives = PERCEIVING_A_FACT.has(list[verb]!.lemma) && speaker.length === 1 && speaker[0]!.lemma === 'you';
  const says = saysSomething(list[verb]!.lemma) && speaker.length > 0 && !speaker.some((token) => token.lemma === 'you' || token.lemma === 'anyone' || token.lemma === 'anybody');
  if (!perceives && !says) return false;
  let at = verb + 1;
  if (says && LISTENERS.has(list[at]?.lower ?? '')) at++;
  const that = list[at]?.lower === 'that';
  if (that) at++;
  const subject = list[at];
  if (!subject || OPEN_CONTENT.has(subject.lower) || !['PRON', 'PROPN', 'DET', 'NOUN'].includes(subject.pos)) return false;
  if (that) return list.slice(at + 1, at + 5).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  // Without "that", a subject and a finite verb of its own: "the brakes were squealing", "he would
  // pay"; not an object and the act perceived ("saw him do something", "saw the car stop").
  if (subject.pos === 'PRON' && !SUBJECT_PRONOUNS.has(subject.lower)) return false;
  return list.slice(at + 1, at + 5).some((token) => token.pos === 'AUX' && !BARE_AUXILIARIES.has(token.lower));
}

/** Auxiliaries in their bare form, which follow an object as the act perceived ("saw him do", "watched it be towed"). */
const BARE_AUXILIARIES = new Set(['do', 'be', 'have']);

/** Acts that name nothing of what happened, or are words (hearsay's test), or the proceedings' own ("testify"). */
const OPEN_ACTS = new Set(['do', 'happen', 'occur', 'be', 'have', 'get', 'say', 'tell', 'speak', 'talk', 'ask', 'answer', 'testify', 'mention', 'call', 'shout', 'yell', 'scream', 'cry', 'whisper']);

/** "Did you see him strike…?", "Have you ever heard the pump running?": the witness asked to agree it perceived an act the examiner names. */
function asksWhetherPerceivedAnAct(clause: readonly Token[]): boolean {
  const list = words(clause);
  const perceived = perceivedAct(list);
  if (perceived === null || OPEN_ACTS.has(perceived.lemma)) return false;
  // The witness's own perceiving, asked of it: "did you see", "have you ever noticed" (not "did the guard see").
  const before = list.slice(0, perceived.perceiving);
  return before[0]?.pos === 'AUX' && before[1]?.lemma === 'you' && before.slice(2).every((token) => token.pos === 'ADV' && !token.negation);
}

/**
 * A tag put inside the statement rather than after it: "It is true, is it not, that you signed?",
 * "You had the keys, didn't you, on the night of the fire?", "The gate was shut, was it not, when you
 * left?". A statement, then between commas an auxiliary, a pronoun and a "not": the index of the
 * tag's auxiliary, or -1.
 */
function interposedTag(clause: readonly Token[]): number {
  for (let i = 2; i < clause.length - 3; i++) {
    if (clause[i - 1]!.text !== ',' || !(clause[i]!.pos === 'AUX' || FINITE_AUXILIARIES.has(clause[i]!.lemma))) continue;
    let at = i + 1;
    const negatedFirst = Boolean(clause[at]?.negation);
    if (negatedFirst) at++;
    if (clause[at]?.pos !== 'PRON') continue;
    at++;
    const negated = negatedFirst || Boolean(clause[i]!.negation) || Boolean(clause[at]?.negation);
    if (clause[at]?.negation) at++;
    if (negated && clause[at]?.text === ',' && isStatement(clause.slice(0, i - 1))) return i;
  }
  return -1;
}

// The words of the restating frames (framedAsRestating), with the words that date the testimony
// recalled: "a moment ago", "earlier".
const FRAME_LEMMAS = new Set(['word', 'mean', 'understand', 'say', 'other', 'tell', 'testify', 'jury', 'court', 'earlier', 'before', 'already', 'previously', 'moment', 'ago']);

/**
 * The question puts back what the witness has just said, to clarify or sum it up ("In other words,
 * he wrote from dictation?" after "he wrote the words as they were read out"; "You never tried?"
 * after "I never tried"; "So you got to the depot at six?" after "When did you get to the depot?"
 * and "Six."): leading to restate the witness's own testimony suggests nothing new. It says so in a
 * restating frame and shares a good part of its words of substance with the answer, or most of
 * them are the answer's. An answer that denies nothing takes up its question's own words ("Six."
 * says the witness got to the depot), so they count as the witness's too. Said back with a figure
 * or a detail the answer contradicts ("You were 20 feet away?" after "About 50 feet"), it is no
 * restatement: it puts something new.
 */
export function restatesTheAnswer(reading: QuestionReading, recentAnswers: readonly string[], recentQuestions: readonly string[] = []): boolean {
  if (recentAnswers.length === 0) return false;
  if (contradictsAnAnswer(reading.clause.map((token) => token.text).join(' '), recentAnswers, recentQuestions)) return false;
  const { said, testified } = witnessAccount(recentAnswers, recentQuestions);
  const asked = [...new Set(reading.clause.filter((token) => token.content && !FRAME_LEMMAS.has(token.lemma)).map((token) => token.lemma))];
  if (asked.length === 0) return false;
  const share = (words: ReadonlySet<string>) => asked.filter((lemma) => words.has(lemma)).length / asked.length;
  const framed = framedAsRestating(reading.tokens);
  // Through the question's own words, every word must be the witness's: a new one asks something new ("…about any other subject?").
  return (framed && share(testified) >= 0.4) || (asked.length >= 2 && (share(said) >= 2 / 3 || share(testified) === 1));
}

/** Subjects that point at a place or a time, not a person: "That is in…", "It was…", "There are…". */
const SETTING_SUBJECTS = new Set(['that', 'it', 'this', 'there']);

/**
 * A statement put for a yes whose only matter is where a place lies or when something was: "That
 * is in the State of Ohio, is it not?", "It is part of the county?", "1924, about a month after the
 * fire, is that right?". Its words of substance are names, numbers and nouns of place and time, its
 * only verb "be", and its subject no person: an undisputed setting, on which the advisory
 * committee's note to FRE 611(c) allows leading. Not an act or a state ("It was dark, wasn't it?",
 * "He was in Dayton that night?").
 */
export function fixesASetting(reading: QuestionReading): boolean {
  if (!['tag', 'declarative'].includes(reading.analysis.form)) return false;
  const clause = reading.clause.length > 0 ? reading.clause : reading.tokens;
  const subject = clause.find((token) => ['PRON', 'NOUN', 'PROPN', 'NUM'].includes(token.pos) && !CONFIRMATION_WORDS.has(token.lemma));
  if (subject?.pos === 'PRON' && !SETTING_SUBJECTS.has(subject.lemma)) return false;
  const matter = clause.filter((token) => token.content && !CONFIRMATION_WORDS.has(token.lemma) && !SETTING_SUBJECTS.has(token.lemma));
  return (
    matter.length > 0 &&
    matter.every((token) => {
      if (token.pos === 'PROPN' || token.pos === 'NUM') return true;
      // ("part of the county": the tagger reads "part" as a verb now and then)
      if (token.lemma === 'part') return clause[clause.indexOf(token) + 1]?.lower === 'of';
      // ("The depot is located in…", "The unit was stationed at…": where a place is, said with a participle)
      if (token.pos === 'VERB') return PLACING_VERBS.has(token.lemma) && ['in', 'at', 'on', 'near', 'outside'].includes(clause[clause.indexOf(token) + 1]?.lower ?? '');
      if (token.pos !== 'NOUN') return false;
      const kinds = nounKinds(token.lemma);
      return kinds.has(NOUN_KIND.location) || kinds.has(NOUN_KIND.time);
    })
  );
}

/** Participles that say where a place or a body is: "located", "situated", "stationed", "based". */
const PLACING_VERBS = new Set(['locate', 'situate', 'station', 'base']);

/** Words of the proceedings themselves: the parties, the trial, its witnesses and its stand. */
const PROCEEDINGS = new Set(['defendant', 'plaintiff', 'accuse', 'accused', 'party', 'action', 'case', 'suit', 'lawsuit', 'trial', 'proceeding', 'hearing', 'court', 'courtroom', 'stand', 'witness', 'testify', 'testimony', 'jury', 'prosecution', 'government', 'counsel', 'attorney', 'lawyer', 'appear', 'sit', 'present']);
/** Of those, the ones that show the question is about the proceedings (not "the court" of a building). */
const PROCEEDINGS_MARKS = new Set(['defendant', 'plaintiff', 'accused', 'trial', 'courtroom', 'stand', 'testify', 'testimony', 'jury', 'prosecution', 'lawsuit']);
/** How much of the proceedings: "the whole trial", "the last witness". */
const WHOLE = new Set(['whole', 'entire', 'last', 'previous', 'first', 'next']);
/** A person named by no more than a common noun: "the gentleman", "the lady", "that man". */
const ANY_PERSON = new Set(['gentleman', 'lady', 'man', 'woman', 'person', 'one']);

/**
 * A statement put for a yes whose only matter is the proceedings themselves, which everyone in the
 * courtroom sees: "You are the plaintiff in this suit, correct?", "That is the lady who testified
 * this morning?", "You have sat through the whole trial?". Nothing the examiner suggests is in
 * dispute, so leading is allowed (FRE 611(c) note: undisputed preliminary matters). Not when
 * anything else is said of a party: "The defendant was drunk, wasn't he?".
 */
export function concernsTheProceedings(reading: QuestionReading): boolean {
  if (!['tag', 'declarative'].includes(reading.analysis.form)) return false;
  const clause = reading.clause.length > 0 ? reading.clause : reading.tokens;
  const matter = clause.filter((token) => token.content && !CONFIRMATION_WORDS.has(token.lemma) && !['have', 'do'].includes(token.lemma));
  if (!matter.some((token) => PROCEEDINGS_MARKS.has(token.lemma))) return false;
  return matter.every((token) => PROCEEDINGS.has(token.lemma) || ANY_PERSON.has(token.lemma) || WHOLE.has(token.lemma) || token.pos === 'ADV' || (token.pos === 'NOUN' && nounKinds(token.lemma).has(NOUN_KIND.time)));
}

/** The tag as written: ", didn't you?", "; am I correct?". */
function tagText(text: string): string | null {
  const cut = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'));
  return cut >= 0 && text.length - cut <= 40 ? text.slice(cut).trim() : null;
}

/** "Is it true that…", "Isn't it a fact…", "Would you agree…", "You'd agree…", "I put it to you…", "Let me suggest to you…". */
function opensWithConfirmationFrame(clause: readonly Token[]): boolean {
  // "Is it (not) true that…", "Isn't it a fact that…", "Is it fair to say…", "Isn't it also the case
  // that…", "Would it be fair to say…" (not "Is it a fair record?")
  let i = 0;
  // ("Would it be…": a modal before the frame's "be")
  const modal = ['would', 'will'].includes(clause[0]?.lower ?? '') && clause[1]?.lemma === 'it' && clause[2]?.lemma === 'be';
  if (modal) i = 3;
  else if (clause[i]?.lemma !== 'be') i = -1;
  else {
    i++;
    if (clause[i]?.negation) i++;
    if (clause[i]?.lemma !== 'it') i = -1;
    else {
      i++;
      if (clause[i]?.negation) i++;
    }
  }
  if (i > 0) {
    while (clause[i]?.pos === 'ADV' && !clause[i]!.negation && clause[i]!.lemma !== 'so') i++;
    if (clause[i]?.lemma === 'a' || (clause[i]?.lemma === 'the' && clause[i + 1]?.lemma === 'case')) i++;
  }
  const affirmsFrame = i > 0 && ['true', 'fact', 'correct', 'so', 'fair', 'case', 'accurate'].includes(clause[i]?.lemma ?? '') && ['that', 'to', ','].includes(clause[i + 1]?.lower ?? '');
  return (
    affirmsFrame ||
    asksConfirmationOfAClause(clause) ||
    findLemmas(clause.slice(0, 4), [['would', 'will'], 'you', 'agree'], 2) >= 0 ||
    findLemmas(clause.slice(0, 3), ['i', ['put', 'suggest'], 'to'], 2) === 0 ||
    // "I suggest that you had been drinking", "Would it surprise you to learn that the van was stolen?"
    (clause[0]?.lemma === 'i' && clause[1]?.lemma === 'suggest' && clause[2]?.lower === 'that') ||
    findLemmas(clause.slice(0, 4), [['would', 'will', 'does', 'do'], 'it', 'surprise', 'you'], 1) === 0 ||
    findLemmas(clause.slice(0, 4), ['let', 'me', ['put', 'suggest'], 'to'], 2) === 0
  );
}

/**
 * "Is that correct, that you never signed?", "Am I right that the gate was locked?", "Is it not
 * so, that…": a confirmation asked first, and the statement to confirm after it.
 */
function asksConfirmationOfAClause(clause: readonly Token[]): boolean {
  const list = words(clause);
  if (list[0]?.pos !== 'AUX' && list[0]?.lemma !== 'be') return false;
  let i = 1;
  if (list[i]?.negation) i++;
  if (!['that', 'it', 'i', 'this'].includes(list[i]?.lemma ?? '')) return false;
  i++;
  if (list[i]?.negation) i++;
  // "Would I be right in saying…", "Would it be correct that…": a modal, then "be".
  if (list[i]?.lemma === 'be' && ['would', 'could', 'will'].includes(list[0]!.lower)) i++;
  if (!CONFIRMING.has(list[i]?.lemma ?? '')) return false;
  // The statement follows: "that you never signed", or a comma then one ("Is that correct, you were…"),
  // or "in saying that…" ("Am I right in saying that the gate was locked?").
  let rest = clause.slice(clause.indexOf(list[i]!) + 1).filter((token) => token.text !== ',');
  if (rest[0]?.lower === 'in' && ['say', 'state', 'think'].includes(rest[1]?.lemma ?? '')) rest = rest.slice(2);
  return rest[0]?.lower === 'that' ? isStatement(rest.slice(1)) : isStatement(rest);
}

/** The question clauses of a turn: its asking sentences, each split where "and"/"or" opens a new question. */
function questionClauses(reading: QuestionReading): { tokens: Token[]; joined: boolean; alternative: boolean }[] {
  const clauses: { tokens: Token[]; joined: boolean; alternative: boolean }[] = [];
  for (const sentence of reading.sentences) {
    if (!sentence.asks || isConfirmation(sentence)) continue;
    let joined = false;
    let alternative = false;
    let current: Token[] = [];
    const tokens = sentence.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const next = tokens[i + 1];
      const afterNext = tokens[i + 2];
      const opensQuestion =
        ['and', 'or', 'but'].includes(token.lower) &&
        next !== undefined &&
        ((next.lower === 'then' ? afterNext : next)?.pos === 'AUX' || WH_WORDS.has(next.lower)) &&
        // "…, or not?", "have you or not": an alternative, not a second question.
        !(afterNext?.negation ?? false);
      if (opensQuestion && current.length > 0) {
        clauses.push({ tokens: current, joined, alternative });
        current = [];
        joined = true;
        alternative = token.lower === 'or';
        continue;
      }
      current.push(token);
    }
    if (current.length > 0) clauses.push({ tokens: current, joined, alternative });
  }
  return clauses;
}

// Verbs that frame a request ("Could you describe…") say what to do, not what is asked about.
const FRAME_VERB_LEMMAS = ['tell', 'describe', 'explain', 'say', 'show', 'give', 'relate', 'state', 'recall', 'remember', 'know', 'mean', 'ask'];
const FRAME_VERBS = new Set(FRAME_VERB_LEMMAS);
// Words that point back rather than add ("such a machine", "the same one").
const POINTING = new Set(['such', 'same', 'other', 'certain', 'particular', 'else', 'there', 'then', 'now', 'again']);
// A wh-word asks for its own slot: "Where were you and what did you see?" asks two things.
const MODAL_REQUESTS = new Set(['can', 'could', 'would', 'will']);
/** "Could you describe…", "Tell us…": the verb frames a request ("Did you tell anyone…?" asks whether you did). */
const framesRequest = (tokens: readonly Token[], i: number) => FRAME_VERBS.has(tokens[i]!.lemma) && (i === 0 || (tokens[i - 1]!.lemma === 'you' && MODAL_REQUESTS.has(tokens[i - 2]?.lower ?? '')));
const contentOf = (tokens: readonly Token[]) =>
  new Set(tokens.filter((token, i) => (token.content && !framesRequest(tokens, i) && !POINTING.has(token.lemma)) || WH_WORDS.has(token.lower)).map((token) => token.lemma));
const hasOwnVerb = (tokens: readonly Token[]) => tokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX');

/** Verbs of perceiving, knowing and saying frame what is asked; an act is any other verb of content. */
const FRAMING_VERBS = new Set([...FRAME_VERB_LEMMAS.filter((lemma) => lemma !== 'give'), 'see', 'hear', 'notice', 'observe', 'watch', 'think', 'believe', 'happen', 'occur']);

const SUBORDINATORS = new Set(['when', 'before', 'after', 'while', 'until', 'because', 'if', 'as', 'since', 'once', 'whether']);

/**
 * "Did you lend anyone your keys…?", "Did you see a car come along?": a verb of an act with what
 * it was done to, in the clause that asks ("Did you see the truck before it hit you?" asks whether
 * the witness saw the truck; the hitting only says when).
 */
function namesTheAct(clause: readonly Token[]): boolean {
  const end = clause.findIndex((token, i) => i > 1 && SUBORDINATORS.has(token.lower));
  const asked = end > 0 ? clause.slice(0, end) : clause;
  const act = asked.some((token) => token.pos === 'VERB' && token.content && !FRAMING_VERBS.has(token.lemma));
  return act && contentOf(asked).size >= 2;
}

/**
 * "Did you also…", "Have you also…", "…too?", "…as well?": the asked part adds an item to what the
 * witness has told. "Also" counts where it stands after the subject; "too" and "as well" only at
 * the end of a clause with no subordinate clause ("too fast" is a degree, "as well as" a list).
 */
function addsToTheAccount(clause: readonly Token[]): boolean {
  const list = words(clause);
  const end = list.findIndex((token, i) => i > 1 && SUBORDINATORS.has(token.lower));
  const asked = end > 0 ? list.slice(0, end) : list;
  if (asked.slice(1, 4).some((token) => token.lower === 'also')) return true;
  // The whole clause's end: "as" of "as well" is no subordinator.
  const last = list.at(-1)?.lower;
  return (last === 'too' && end < 0) || (last === 'well' && list.at(-2)?.lower === 'as' && end === list.length - 2);
}

/** Two questions differ when each asks about something the other does not (not a restatement or an ellipsis). */
function askDifferentThings(a: readonly Token[], b: readonly Token[]): boolean {
  if (differentDoers(a, b)) return true;
  const first = contentOf(a);
  const second = contentOf(b);
  const onlyFirst = [...first].filter((lemma) => !second.has(lemma));
  const onlySecond = [...second].filter((lemma) => !first.has(lemma));
  if (onlyFirst.length === 0 || onlySecond.length === 0) return false;
  // A rephrasing asks the same thing in related words ("see it" / "know about it" is not a rephrase of "hear").
  const related = onlySecond.filter((lemma) => onlyFirst.some((other) => relatedLemmas(other).has(lemma) || relatedLemmas(lemma).has(other)));
  return related.length < onlySecond.length;
}

/**
 * The subject of a question's clause: the word after its opening auxiliary ("Did | he hit you"),
 * or after its wh-word and auxiliary ("What did | you do"); null when the clause opens otherwise.
 */
function doerOf(tokens: readonly Token[]): string | null {
  const list = words(tokens);
  const at = WH_WORDS.has(list[0]?.lower ?? '') ? 1 : 0;
  if (list[at]?.pos !== 'AUX') return null;
  const subject = list[at + 1];
  return subject && (subject.pos === 'PRON' || subject.pos === 'PROPN') ? subject.lemma : null;
}

/**
 * "Did he hit you and did you hit him back?", "What did you see and what did she do?": the same
 * act asked of two people, or two acts asked of one in two wh-questions (each wh-word asking its
 * own slot), is two questions even where the words of substance are shared or empty.
 */
function differentDoers(a: readonly Token[], b: readonly Token[]): boolean {
  const [first, second] = [doerOf(a), doerOf(b)];
  if (first === null || second === null) return false;
  if (first !== second) return true;
  const act = (tokens: readonly Token[]) => words(tokens).find((token, i) => i > 1 && (token.pos === 'VERB' || token.lemma === 'do'))?.lemma;
  const bothWh = [a, b].every((tokens) => WH_WORDS.has(words(tokens)[0]?.lower ?? ''));
  return bothWh && act(a) !== undefined && act(b) !== undefined && act(a) !== act(b);
}

/** A yes/no question with another after "or" that is its other branch (`offersOtherBranch`). */
function offersAChoice(reading: QuestionReading): boolean {
  return questionClauses(reading).some((clause) => clause.alternative && clause.tokens[0]?.pos === 'AUX' && offersOtherBranch(clause.tokens));
}

/**
 * "Did you stay home or did you go out?", "Did you see the dog jump or did it come through the
 * gate?": after "or", a yes/no question whose doer is one already spoken of (a personal pronoun)
 * offers the other way the same thing went; one answer picks one. One opened by someone new ("…or
 * did anybody answer?") asks a second thing.
 */
function offersOtherBranch(second: readonly Token[]): boolean {
  const doer = doerOf(second);
  return doer !== null && SUBJECT_PRONOUNS_WITH_IT.has(doer);
}

export function compound(reading: QuestionReading, found: FindingSet): void {
  // Two questions joined in one sentence ("Did you see the truck and did you hear a horn?"); across
  // sentences only two yes/no questions, since a wh-question followed by another is mostly a rephrasing.
  const clauses = questionClauses(reading);
  for (let i = 1; i < clauses.length; i++) {
    const [first, second] = [clauses[i - 1]!, clauses[i]!];
    // ("And did you stop?": a sentence opened by "and" is still a yes/no question)
    const bothYesNo = [first, second].every((clause) => clause.tokens.find((token) => token.pos !== 'CCONJ')?.pos === 'AUX');
    // "Were you talking about breathing, or are you talking about fighting?" offers a choice: one question.
    const mainVerb = (tokens: readonly Token[]) => tokens.find((token) => token.pos === 'VERB')?.lemma;
    const alternative = second.alternative && (mainVerb(first.tokens) === mainVerb(second.tokens) || (bothYesNo && offersOtherBranch(second.tokens)));
    // ("Where and when did you buy it?": a wh-word without a verb of its own shares the next one's; one question, two details.)
    if ((second.joined || bothYesNo) && !alternative && hasOwnVerb(first.tokens) && hasOwnVerb(second.tokens) && askDifferentThings(first.tokens, second.tokens)) {
      found.add('compound', 0.8, [quote(second.tokens, 0, 4)]);
      return;
    }
  }
  const joined = joinedFacts(reading);
  if (joined) found.add('compound', 0.7, [quote(joined, 0, 4)]);
}

/** Whether the words joined ("late and") stand inside a quotation of the question ("you wrote, \"The rent is late and I have no money\""). */
function insideAQuotation(question: string, before: Token, conjunction: Token): boolean {
  const joined = `${before.text} ${conjunction.text}`.toLowerCase();
  return [...question.matchAll(/["\u201c]([^"\u201d]+)["\u201d]/g)].some((quoted) => quoted[1]!.toLowerCase().includes(joined));
}

/** Whether the words open a report of what was said: a verb of saying or thinking, then "that", a colon or a quotation ("you told the jury that…", "you said, \"…"). */
function reportsWhatWasSaid(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, at) => token.pos === 'VERB' && saysOrThinks(token.lemma) && tokens.slice(at + 1, at + 5).some((next) => next.lower === 'that' || [':', '"', '\u201c', ','].includes(next.text)),
  );
}

/**
 * "You were tired and you had been drinking, weren't you?", "Isn't it true that you left early and
 * didn't lock the door?": a statement put for one yes that joins two facts, each with a verb of its
 * own (a second subject and verb, a second finite verb, or a second "that"), so that a yes admits
 * both and a no leaves unclear which is denied. The second fact's tokens, or null. Not subjects
 * joined ("he and you were friends"), nor a second clause that adds nothing ("…and you still are").
 */
function joinedFacts(reading: QuestionReading): Token[] | null {
  if (!['tag', 'declarative'].includes(reading.analysis.form)) return null;
  const tokens = tokensOf(reading.analysis.proposition);
  for (let i = 2; i < tokens.length - 2; i++) {
    if (!['and', 'but'].includes(tokens[i]!.lower)) continue;
    const at = tokens[i + 1]!.lower === 'then' ? i + 2 : i + 1;
    const next = tokens[at];
    const opensClause =
      next !== undefined &&
      (next.pos === 'AUX' || next.lower === 'that' || (SUBJECT_PRONOUNS_WITH_IT.has(next.lower) && tokens.slice(at + 1, at + 3).some((token) => token.pos === 'AUX' || token.pos === 'VERB')));
    const first = tokens.slice(0, i);
    const second = tokens.slice(at);
    if (!opensClause || words(first).at(-1)?.pos === 'PRON') continue;
    // "You told the jury that the fee is 200 an hour and you have billed 22 hours, correct?": both
    // facts are what was said, and the one act asked about is the saying.
    if (reportsWhatWasSaid(first) || insideAQuotation(reading.text, tokens[i - 1]!, tokens[i]!)) return null;
    if (hasOwnVerb(first) && hasOwnVerb(second) && askDifferentThings(first, second)) return second;
  }
  return null;
}

const AUDIENCE = ['us', 'we', 'jury', 'juror', 'court', 'tribunal', 'panel', 'anyone', 'anybody', 'me', 'people', 'everyone', 'judge'];

export function argumentative(reading: QuestionReading, found: FindingSet): void {
  const { tokens } = reading;
  const frames: [readonly (string | readonly string[])[], number][] = [
    [['expect', AUDIENCE, 'to', 'believe'], 0.85],
    [['want', AUDIENCE, 'to', 'believe'], 0.8],
    [['have', AUDIENCE, 'believe'], 0.8],
    [['how', ['can', 'could', 'dare'], 'you', ['possibly', 'seriously', 'honestly', 'really', 'sit', 'claim', 'deny', 'say']], 0.85],
    // "How could you not notice a man with a shotgun?": disbelief that the witness missed it, put as a question.
    [['how', ['can', 'could'], 'you', 'not'], 0.75],
    [['be', 'you', ['lie', 'kid', 'joke', 'serious']], 0.8],
    [['you', 'be', 'lie'], 0.8],
    [['you', 'be', 'make', ['this', 'that', 'it'], 'up'], 0.8],
    [['admit', 'it'], 0.75],

    [['why', 'should', AUDIENCE, 'believe'], 0.85],
    // "How do you explain the fact that your story has changed?": a comment on the evidence put as a question.
    [['how', 'do', 'you', 'explain', 'the', 'fact'], 0.7],
    [['be', 'you', 'tell', ['this', 'the'], ['jury', 'court']], 0.7],
    [['be', 'that', 'your', 'testimony'], 0.5],
    [['be', 'you', ['seriously', 'really', 'honestly'], ['tell', 'say', 'claim', 'ask']], 0.85],
    [['can', 'not', 'be', 'serious'], 0.85],
    [['be', 'it', ['ridiculous', 'absurd', 'preposterous', 'laughable', 'silly']], 0.85],
    [['that', 'be', ['ridiculous', 'absurd', 'preposterous', 'nonsense']], 0.8],
  ];
  for (const [frame, confidence] of frames) {
    const at = findLemmas(tokens, frame, 2);
    if (at >= 0) found.add('argumentative', confidence, [quote(tokens, at, frame.length + 1)]);
  }
  // "You made that up", "you made up the whole story": the witness is told it invented its testimony
  // (not "made up a list", which composes something).
  const madeUp = Math.max(findLemmas(tokens, ['you', 'make', ['that', 'this', 'it', 'everything', 'all'], 'up'], 3), findLemmas(tokens, ['you', 'make', 'up', ['story', 'account', 'excuse', 'lie', 'tale', 'testimony', 'version']], 3));
  if (madeUp >= 0) found.add('argumentative', 0.8, [quote(tokens, madeUp, 4)]);
  // "Isn't it convenient that…", "Quite a coincidence, isn't it, that…": a comment on a fact of the
  // evidence ("that…") put as a rhetorical question, negated ("Did you find it strange that…?" asks,
  // and "a funny sort of evening" remarks on no fact).
  const remark = tokens.findIndex((token, i) => {
    if (!REMARKS.has(token.lemma)) return false;
    const near = tokens.slice(Math.max(0, i - 4), i + 5);
    return near.some((other) => other.lemma === 'it') && near.some((other) => other.negation) && tokens.slice(i + 1, i + 7).some((other) => other.lower === 'that');
  });
  if (remark >= 0) found.add('argumentative', 0.7, [quote(tokens, remark - 1, 3)]);
  const sneer = remarkOnTheWitnessAct(tokens);
  if (sneer >= 0) found.add('argumentative', 0.7, [quote(tokens, Math.max(0, sneer - 2), 4)]);
  const credited = accountToBeSwallowed(tokens);
  if (credited >= 0) found.add('argumentative', 0.8, [quote(tokens, credited, 5)]);
  const scorn = scornfulQuestion(tokens);
  if (scorn >= 0) found.add('argumentative', 0.7, [quote(tokens, scorn, 5)]);
  const reproach = reproachPutAsAQuestion(reading.clause.length > 0 ? reading.clause : tokens);
  if (reproach >= 0) found.add('argumentative', 0.7, [quote(reading.clause.length > 0 ? reading.clause : tokens, reproach, 5)]);
  // "Come on!" opening a sentence (not "the lights came on").
  const comeOn = tokens.findIndex((token, i) => token.lemma === 'come' && tokens[i + 1]?.lower === 'on' && (i === 0 || tokens[i - 1]!.pos === 'PUNCT') && (tokens[i + 2] === undefined || tokens[i + 2]!.pos === 'PUNCT'));
  if (comeOn >= 0) found.add('argumentative', 0.7, ['come on']);
  const disbelieved = testimonyPutForTheFactFinder(tokens);
  if (disbelieved >= 0) found.add('argumentative', 0.75, [quote(tokens, disbelieved, 5)]);
  const untrue = testimonyCalledUntrue(tokens);
  if (untrue >= 0) found.add('argumentative', 0.75, [quote(tokens, untrue, 4)]);
  // Asking a witness to call another a liar ("And the surveyor lied in his report?") argues with the evidence.
  const lied = tokens.findIndex((token) => token.lemma === 'lie' && token.pos === 'VERB' && !token.negated);
  if (lied > 0 && isStatement(reading.clause) && tokens.slice(0, lied).some((token) => token.pos === 'PROPN' || ['he', 'she', 'they'].includes(token.lemma))) {
    found.add('argumentative', 0.65, [quote(tokens, lied - 1, 3)]);
  }
}

/** Words that remark on how well a fact suits the witness, or how little it is to be believed. */
const REMARKS = new Set(['convenient', 'coincidence', 'coincidental', 'strange', 'odd', 'funny', 'curious', 'remarkable', 'miraculous', 'suspicious']);

/**
 * "You conveniently forgot the receipt?", "And you just happened to find it, miraculously?": an
 * adverb of such a remark (WordNet relates "conveniently" to "convenient") on what the witness did.
 * It comments on the testimony instead of asking. The adverb's index, or -1; not said of a thing
 * ("a strangely shaped key") nor of another's act.
 */
function remarkOnTheWitnessAct(tokens: readonly Token[]): number {
  return tokens.findIndex((token, i) => {
    if (token.pos !== 'ADV' || ![...relatedLemmas(token.lemma)].some((lemma) => REMARKS.has(lemma))) return false;
    // The verb it says how of: the next word past other adverbs, or the one before a comma that sets it after ("…found it, conveniently?").
    let next = i + 1;
    while (tokens[next]?.pos === 'ADV') next++;
    let verb = tokens[next]?.pos === 'VERB' ? next : -1;
    if (verb < 0 && tokens[i - 1]?.text === ',' && (tokens[i + 1] === undefined || tokens[i + 1]!.pos === 'PUNCT')) verb = tokens.slice(0, i - 1).findLastIndex((earlier) => earlier.pos === 'VERB');
    if (verb < 0) return false;
    // Its subject is the witness: "you" with only adverbs or auxiliaries between.
    let subject = Math.min(verb, i) - 1;
    while (subject >= 0 && (tokens[subject]!.pos === 'ADV' || tokens[subject]!.pos === 'AUX')) subject--;
    return tokens[subject]?.lemma === 'you';
  });
}

/**
 * "Do you mean to tell this jury that you never saw the gun?", "You want to tell the court the
 * door was locked?", "Are you saying to this panel that…?": the examiner repeats the testimony as
 * something the witness would have the fact-finder accept, which comments on it rather than asks.
 * The witness's saying (a verb of saying, WordNet), meant, wanted or in the act ("are telling"),
 * to the fact-finder, of a clause ("that…", or a subject and its verb); not a request to tell
 * ("Can you tell the jury what you saw?") nor what was said before ("Did you tell the jury…?").
 * The index of "you", or -1.
 */
function testimonyPutForTheFactFinder(tokens: readonly Token[]): number {
  for (const [at, token] of tokens.entries()) {
    if (token.pos !== 'VERB' || !saysSomething(token.lemma)) continue;
    const from = Math.max(0, at - 4);
    const nearest = tokens.slice(from, at).findLastIndex((word) => word.lemma === 'you');
    if (nearest < 0) continue;
    const you = from + nearest;
    const between = tokens.slice(you + 1, at);
    const meant = between.some((word) => ['mean', 'want', 'intend', 'wish'].includes(word.lemma)) && between.at(-1)?.lower === 'to';
    const inTheAct = token.lower.endsWith('ing') && tokens.slice(Math.max(0, you - 1), at).some((word) => word.lemma === 'be');
    if (!meant && !inTheAct) continue;
    // The listener ("this jury", "to the court"), then the clause said.
    let next = at + 1;
    if (tokens[next]?.lower === 'to') next++;
    if (['this', 'the', 'these', 'that'].includes(tokens[next]?.lower ?? '')) next++;
    if (!FACT_FINDERS.has(tokens[next]?.lemma ?? '')) continue;
    const said = tokens.slice(next + 1, next + 5);
    const clause = said[0]?.lower === 'that' || (['PRON', 'PROPN', 'DET', 'NOUN'].includes(said[0]?.pos ?? '') && said.slice(1).some((word) => word.pos === 'VERB' || word.pos === 'AUX'));
    if (clause && !CLAUSE_WH_WORDS.has(said[0]?.lower ?? '')) return you;
  }
  return -1;
}

/** Words that open what is asked for, not what is put: "tell the jury what you saw". */
const CLAUSE_WH_WORDS = new Set(['what', 'who', 'whom', 'where', 'when', 'why', 'how', 'whether', 'if', 'which']);

/** Verbs of taking an account as true, the plain one and the scornful ones. */
const CREDITING = ['believe', 'swallow', 'buy'];
/** What is to be taken as true: the account just given ("that", "any of this", "your story"), not a thing bought ("buy the van"). */
const ACCOUNT_POINTERS = new Set(['that', 'this', 'it', 'any', 'all', 'such', 'your']);

/**
 * "You expect the jury to swallow that?", "And we're supposed to believe all this?": whether
 * those who hear the testimony are to take it as true, put to the witness as a sneer. The
 * index of the frame, or -1.
 */
function accountToBeSwallowed(tokens: readonly Token[]): number {
  const frames: readonly (readonly (string | readonly string[])[])[] = [
    [['expect', 'want'], AUDIENCE, 'to', CREDITING],
    [AUDIENCE, 'be', ['suppose', 'meant', 'mean'], 'to', CREDITING],
  ];
  for (const frame of frames) {
    const at = findLemmas(tokens, frame, 2);
    if (at < 0) continue;
    const verb = tokens.findIndex((token, i) => i > at && CREDITING.includes(token.lemma));
    if (ACCOUNT_POINTERS.has(tokens[verb + 1]?.lower ?? '')) return at;
  }
  return -1;
}

/**
 * Questions that want no answer, only to scorn: "What kind of father would leave a child alone all
 * night?" (what sort of person would do a thing, put as a modal: a person's kind asked of what it
 * did, "What kind of doctor treated you?", is a question) and "Is that the best you can come up
 * with?" (the witness's answer called a poor one, and nothing more asked). The index of the
 * question's first word, or -1.
 */
function scornfulQuestion(tokens: readonly Token[]): number {
  const kind = findLemmas(tokens, ['what', ['kind', 'sort', 'type'], 'of'], 1);
  if (kind >= 0) {
    const person = tokens.findIndex((token, i) => i > kind + 2 && i <= kind + 5 && token.pos === 'NOUN' && namesAPerson(token.lemma));
    if (person > 0 && ['would', 'could'].includes(tokens[person + 1]?.lower ?? '')) return kind;
  }
  // (the answer's worth, with nothing after: not "the best you can remember", which asks the witness's memory)
  const best = Math.max(findLemmas(tokens, ['be', 'that', 'the', 'best', 'you', ['can', 'could']], 1), findLemmas(tokens, ['that', 'be', 'the', 'best', 'you', ['can', 'could']], 1));
  const rest = tokens.slice(best + 6).filter((token) => token.pos !== 'PUNCT').map((token) => token.lower).join(' ');
  return best >= 0 && ['do', 'come up with', 'think of', 'manage'].includes(rest) ? best : -1;
}

/**
 * "How can you live with yourself?", "How could you call yourself her friend?", "How could you
 * treat your sister like that?": "how can/could you" asks no means when the witness is made to
 * face itself ("with yourself", "at yourself") or to answer for what it calls itself (the reflexive
 * before a noun phrase), or when the one act asked is pointed at as already told and condemned
 * ("like that", "that way" closing the question). It is a reproach, a charge put as a question.
 * Not "How can you be sure it was him?", "How could you see the van from the porch?" or "How could
 * you defend yourself against him?" (the means or basis of what the witness did, which cross may
 * test), nor "How could you have cut yourself?" (a modal perfect asks how a past event came
 * about). The index of "how", or -1.
 */
function reproachPutAsAQuestion(clause: readonly Token[]): number {
  const list = clause.filter((token) => token.pos !== 'PUNCT');
  const at = pastTheOpeners(list);
  if (list[at]?.lower !== 'how' || !['can', 'could'].includes(list[at + 1]?.lower ?? '') || list[at + 2]?.lemma !== 'you') return -1;
  const rest = list.slice(at + 3);
  if (rest[0]?.lemma === 'have') return -1;
  const facesItself = rest.some((token, i) => token.lower === 'yourself' && (['with', 'at'].includes(rest[i - 1]?.lower ?? '') || ['DET', 'NOUN', 'PROPN', 'ADJ'].includes(rest[i + 1]?.pos ?? '') || POSSESSIVES.has(rest[i + 1]?.lower ?? '')));
  // (one verb: in "How can you tell it was like that?" the pointer ends a clause of its own)
  const oneAct = rest.filter((token) => token.pos === 'VERB' || token.pos === 'AUX').length === 1;
  const pointedAt = oneAct && ['like that', 'like this', 'that way', 'this way'].includes(rest.slice(-2).map((token) => token.lower).join(' '));
  return facesItself || pointedAt ? clause.indexOf(list[at]!) : -1;
}

/** Words that point at what was just said, as the subject opening a sentence. */
const POINTERS = new Set(['that', 'this']);

/**
 * "That's a lie, isn't it?", "This is a fabrication?": the answer just given, pointed at, called a
 * falsehood (a noun WordNet files under one, as the predicate of "that"/"this" opening a
 * sentence). "That was lying on the floor" has no such noun. The index of the pointer, or -1.
 */
function answerCalledALie(tokens: readonly Token[]): number {
  const opens = (at: number) => at === 0 || tokens[at - 1]!.pos === 'PUNCT' || tokens[at - 1]!.pos === 'CCONJ';
  const at = tokens.findIndex((token, i) => POINTERS.has(token.lower) && opens(i) && tokens[i + 1]?.lemma === 'be');
  if (at < 0) return -1;
  const predicate = tokens.slice(at + 2, at + 5);
  return predicate.some((token) => token.pos === 'NOUN' && isKindOf(token.lemma, 'falsehood')) ? at : -1;
}

/** What the witness has told the court, as a counsel names it. */
const TESTIMONY = new Set(['story', 'testimony', 'account', 'version', 'explanation', 'evidence', 'answer', 'alibi']);
const UNTRUE = new Set(['falsehood', 'untruth', 'nonsense']);

/**
 * The witness's own testimony called false to its face: "Isn't it a fact that your whole story is
 * a fabrication?", "Your account is a fiction from start to finish, isn't it?": counsel's
 * comment on the evidence, for closing (FRE 611(a)). A noun of falsehood (WordNet: a lie, a
 * fiction, a fairy tale) said of "your story", "your testimony"… The index of "your", or -1.
 */
function testimonyCalledUntrue(tokens: readonly Token[]): number {
  const pointed = answerCalledALie(tokens);
  if (pointed >= 0) return pointed;
  for (let i = 0; i < tokens.length; i++) {
    if (!TESTIMONY.has(tokens[i]!.lemma) || tokens[i]!.pos !== 'NOUN') continue;
    const owner = tokens.slice(Math.max(0, i - 3), i).findIndex((token) => token.lower === 'your');
    if (owner < 0) continue;
    const copula = tokens.slice(i + 1, i + 4).findIndex((token) => token.lemma === 'be');
    if (copula < 0) continue;
    const predicate = tokens.slice(i + 2 + copula, i + 8 + copula);
    if (predicate.some((token) => token.pos === 'NOUN' && (UNTRUE.has(token.lemma) || isKindOf(token.lemma, 'falsehood')))) return Math.max(0, i - 3) + owner;
  }
  return -1;
}

const TELLING = new Set(['tell', 'describe', 'explain', 'walk']);

export function narrative(reading: QuestionReading, found: FindingSet): void {
  const { tokens } = reading;
  // A statement put for a yes ("…your whole story, isn't it?", "you made all that up?") calls for no account.
  if (['tag', 'declarative'].includes(reading.analysis.form)) return;
  const frames: readonly (readonly (string | readonly string[])[])[] = [
    [['tell', 'describe', 'explain'], ['everything', 'all']],
    ['walk', 'through', ['everything', 'all', 'whole', 'entire']],
    [['everything', 'all'], ['that', 'you'], ['happen', 'remember', 'know', 'do', 'see']],
    [['everything'], 'happen'],
    [['whole', 'entire'], ['story', 'day', 'life', 'history', 'background', 'event']],
    [['from', 'start', 'at'], 'the', ['beginning', 'start'], 'to', 'the', 'end'],
    [['start', 'begin'], ['at', 'from'], 'the', ['very', 'beginning']],
    ['as', 'much', 'detail', 'as'],
  ];
  // "Tell us from the beginning…", "Describe for the jury, from the very start, …", "Tell the jury
  // your story": an account with no question to bound it, only as a request (not "Did you tell the
  // police your story?", "Did you explain from the start that…?").
  const requested = reading.analysis.form === 'request' || (['would', 'could', 'will', 'can'].includes(tokens[0]?.lower ?? '') && tokens[1]?.lemma === 'you');
  const unboundedAccount: readonly (readonly (string | readonly string[])[])[] = [
    [['tell', 'describe', 'explain', 'walk', 'take', 'go'], 'from', 'the', ['very', 'beginning', 'start']],
    [['tell', 'give', 'describe'], 'your', ['story', 'version']],
  ];
  for (const frame of requested ? unboundedAccount : []) {
    const at = findLemmas(tokens, frame, 5);
    if (at >= 0) {
      found.add('narrative', 0.7, [quote(tokens, at, frame.length + 1)]);
      return;
    }
  }
  for (const frame of frames) {
    const at = findLemmas(tokens, frame, 3);
    // Only a request to the witness ("Tell us everything…", "Can you describe all…"), not "Did he tell you all…".
    const askedOfWitness = at >= 0 && (at === 0 || ['you', 'please', 'now', 'then', 'and', 'so'].includes(tokens[at - 1]!.lemma) || tokens[at - 1]!.pos === 'PUNCT' || !TELLING.has(tokens[at]!.lemma));
    if (askedOfWitness) {
      found.add('narrative', 0.7, [quote(tokens, at, frame.length + 1)]);
      return;
    }
  }
}

/** Loaded questions presuppose what they ask ("When did you stop…?"); with the evidence known, a presupposing clause not in it. */
export function assumesFacts(reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
  const { tokens } = reading;
  const loaded = findLemmas(tokens, ['when', 'do', 'you', 'stop'], 2) >= 0 || findLemmas(tokens, ['have', 'you', 'stop'], 1) === 0;
  if (loaded) {
    found.add('assumes_facts', 0.85, [quote(tokens, 0, 5)]);
    return;
  }
  // What the witness recently denied taken as done, or just allowed only as possible or on a
  // condition put back as so: the record itself shows the fact is not in evidence, with or without a case file.
  const answers = context.recentAnswers ?? [];
  const misstated = presupposesARecentDenial(reading.text, answers, context.recentQuestions ?? []) ?? flattensQualifiedAnswer(reading.text, answers.at(-1)) ?? misstatesTheAnswer(reading.text, answers.at(-1), context.recentQuestions?.at(-1));
  if (misstated) {
    found.add('assumes_facts', 0.7, [quote(tokens, 0, 5), misstated]);
    return;
  }
  // Only a case file says what is in evidence; a fragment of a record does not. A statement put for
  // confirmation ("You wrote it after you hung up, didn't you?") asks about its premise itself.
  if (context.caseVocabulary === null || ['tag', 'declarative'].includes(reading.analysis.form)) return;
  const opener = tokens.findIndex((token, index) =>
    (['after', 'since', 'given'].includes(token.lower) && (tokens[index + 1]?.lower === 'you' || (tokens[index + 1]?.lower === 'that' && tokens[index + 2]?.lower === 'you'))) ||
    (token.lower === 'why' && ['do', 'be', 'have'].includes(tokens[index + 1]?.lemma ?? '') && tokens[index + 2]?.lower === 'you') ||
    (token.lower === 'now' && tokens[index + 1]?.lower === 'that' && tokens[index + 2]?.lower === 'you'),
  );
  if (opener < 0) return;
  const end = tokens.findIndex((token, index) => index > opener && (token.text === ',' || token.text === '?'));
  const subject = tokens.findIndex((token, index) => index > opener && token.lower === 'you');
  const clause = tokens.slice(subject + 1, end < 0 ? undefined : end).filter((token) => token.content);
  if (clause.length === 0) return;
  const missing = clause.filter((token) => !context.evidenceWords.has(token.lemma) && !(context.stipulatedWords?.has(token.lemma) ?? false));
  const share = missing.length / clause.length;
  if (share < 0.6) return;
  // A premise the case itself never states is invented (strong); one not yet in evidence is only early.
  const vocabulary = context.caseVocabulary;
  const inCase = (lemma: string) => vocabulary.has(lemma) || [...relatedLemmas(lemma)].some((related) => vocabulary.has(related));
  const invented = missing.filter((token) => !inCase(token.lemma)).length / clause.length >= 0.5;
  found.add('assumes_facts', invented ? 0.45 + 0.4 * share : 0.45, [quote(tokens, opener, 3), ...missing.slice(0, 3).map((token) => token.lemma)]);
}

import { analyse, analyseQuestion, asWitness, contentLemmas, contradictedDetails, mainClause, POSSESSIVES, subjectBefore, tokensOf, type Detail, type Token } from '../../language';
import { findLemmas } from './questionReading';
import { isBareNo } from './witnessPerception';

// A question that takes from the witness's last answer what the answer did not give: testimony
// given only as a possibility or on a condition ("The valve could have stuck") put back as a plain
// fact for a yes ("So the valve stuck, correct?"), or an act the witness has just denied taken as
// done ("I never saw a knife." / "What did you do when you saw the knife?"). The objection is called
// "assumes facts not in evidence" or "misstates the testimony".

/** Modals and adverbs that leave a statement possible rather than so ("can" is ability, "would" habit or estimate: both assert). */
const QUALIFIERS = new Set(['could', 'might', 'may', 'possibly', 'perhaps', 'maybe', 'conceivably']);
const CONDITIONS = new Set(['if', 'unless']);
/** A modal or an adverb of those: not the month in "In May the roof fell". */
const isQualifier = (token: Token) => QUALIFIERS.has(token.lower) && (token.pos === 'AUX' || token.pos === 'ADV');
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get', 'say', 'think', 'know']);

/** What is said of a subject: an adjective or a verb ("fatal", "stuck"); a noun may be only what the clause is about. */
const isPredicateWord = (token: Token) => token.content && (token.pos === 'ADJ' || token.pos === 'VERB') && !LIGHT_VERBS.has(token.lemma);

/** Subjects that may stand for anything said before: "it", "that", "they". */
const STANDS_FOR_ANY = new Set(['it', 'that', 'this', 'they', 'there']);

/**
 * The nouns and pronouns of the clause before the word at `at`, as the witness would say them
 * ("the roof in that state might collapse": roof, state), possessives left out ("my brother" is the brother).
 */
function wordsBefore(tokens: readonly Token[], at: number): Set<string> {
  let start = at;
  while (start > 0 && !['PUNCT', 'CCONJ', 'SCONJ'].includes(tokens[start - 1]!.pos)) start--;
  return new Set(tokens.slice(start, at).filter((token) => ['NOUN', 'PROPN', 'PRON'].includes(token.pos) && !POSSESSIVES.has(token.lower)).map(asWitness));
}

/**
 * The answer's clause may be about the question's subject: it names it before the predicate, or
 * names no one, or only "it" or "that", which may stand for it ("it could be fatal"); not "he" for "I".
 */
function mayShareSubject(subject: string | null, answerWords: ReadonlySet<string>): boolean {
  if (subject === null || STANDS_FOR_ANY.has(subject) || answerWords.size === 0 || answerWords.has(subject)) return true;
  return [...answerWords].every((word) => STANDS_FOR_ANY.has(word));
}

/**
 * The positions of a sentence that its qualifier governs: the rest of the clause after a modal or
 * a hedging adverb, and the clause a condition is attached to (not the condition's own words).
 */
function qualifiedPositions(tokens: readonly Token[]): Set<number> {
  const positions = new Set<number>();
  tokens.forEach((token, at) => {
    // "It couldn't have been the wiring" denies rather than allows: not a possibility granted.
    if (isQualifier(token) && !tokens[at + 1]?.negation) {
      for (let i = at + 1; i < tokens.length && tokens[i]!.pos !== 'PUNCT'; i++) positions.add(i);
    }
    if (CONDITIONS.has(token.lower) && token.pos === 'SCONJ') {
      let end = tokens.findIndex((next, i) => i > at && next.pos === 'PUNCT');
      if (end < 0) end = tokens.length;
      tokens.forEach((_, i) => {
        if (i < at || i >= end) positions.add(i);
      });
    }
  });
  return positions;
}

/**
 * Whether a statement put to the witness for a yes ("…, correct?", "So it failed?") states flat a
 * predicate its last answer gave only as possible or on a condition, and no sentence of that answer
 * states it flat: the predicate's lemma, or null. A question that keeps the qualifier ("So it could
 * have failed?", "If untreated, it was fatal?") restates the answer fairly.
 */
export function flattensQualifiedAnswer(question: string, answer: string | undefined): string | null {
  if (!answer) return null;
  const analysis = analyseQuestion(question);
  if (!['tag', 'declarative'].includes(analysis.form)) return null;
  // The statement itself: the clause before its tag ("…, correct?", "…; am I right?").
  const clause = tokensOf(mainClause(question));
  const tagAt = analysis.form === 'tag' ? clause.findLastIndex((token, at) => at < clause.length - 1 && [',', ';'].includes(token.text)) : -1;
  const stated = tagAt > 0 ? clause.slice(0, tagAt) : clause;
  if (stated.some((token) => isQualifier(token) || CONDITIONS.has(token.lower))) return null;
  const predicates = new Map(stated.flatMap((token, at) => (isPredicateWord(token) ? [[token.lemma, subjectBefore(stated, at)] as const] : [])));
  if (predicates.size === 0) return null;
  let qualified: string | null = null;
  for (const { tokens } of analyse(answer).sentences) {
    const governed = qualifiedPositions(tokens);
    for (const [at, token] of tokens.entries()) {
      if (!isPredicateWord(token) || !predicates.has(token.lemma) || !mayShareSubject(predicates.get(token.lemma)!, wordsBefore(tokens, at))) continue;
      // Said flat somewhere in the answer: the question restates it.
      if (!governed.has(at)) return null;
      qualified ??= token.lemma;
    }
  }
  return qualified;
}

const REFERRING = new Set(['it', 'them', 'one']);
const INDEFINITE = new Set(['anything', 'anyone', 'anybody', 'nothing', 'nobody', 'anywhere']);

/** What an answer denies: the act (a verb's lemma) with its subject and the things it names, or null when it denies nothing. */
interface Denial {
  verb: string;
  subject: string | null;
  things: ReadonlySet<string>;
}

/** The first act a clause negates ("I never saw a knife": see; "I did not hit him": hit), past a verb of thinking or saying. */
function deniedAct(tokens: readonly Token[], negatedOnly: boolean): Denial | null {
  const at = tokens.findIndex((token) => token.pos === 'VERB' && !LIGHT_VERBS.has(token.lemma) && (!negatedOnly || token.negated));
  if (at < 0) return null;
  // "I didn't see anything": nothing in particular denied, so nothing a question could take as done.
  if (tokens.slice(at + 1, at + 3).some((token) => INDEFINITE.has(token.lemma))) return null;
  const things = tokens.slice(at + 1).filter((token) => (token.pos === 'NOUN' || token.pos === 'PROPN') && token.lemma !== tokens[at]!.lemma && (!negatedOnly || token.negated));
  return { verb: tokens[at]!.lemma, subject: subjectBefore(tokens, at), things: new Set(things.map((token) => token.lemma)) };
}

/**
 * The act the witness's last answer denies: one it negates itself ("No, I never saw a knife"), or,
 * for a bare "No" ("No, sir", "I did not"), the act the question before it asked about ("Did you
 * see a knife?"). Not a "No" to a negative question ("Didn't you see it?" / "No" may agree).
 */
function denialIn(answer: string, question: string | undefined): Denial | null {
  if (!isBareNo(answer)) return deniedAct(analyse(answer).tokens.filter((token) => token.pos !== 'PUNCT'), true);
  if (!question) return null;
  const asked = analyseQuestion(question);
  if (asked.form !== 'yesno' || asked.negativeQuestion) return null;
  return deniedAct(tokensOf(mainClause(question)), false);
}

/**
 * Whether the question takes as done the act the witness's last answer denied: a wh-question or
 * a request about it ("Why did you hit him?", "Describe the knife you saw"), or a clause setting
 * its scene ("Did you call out when you saw the knife?"), with the same act by the same actor and,
 * where the denial named things, one of them. The verb's lemma, or null. A question that puts the
 * act again for a yes ("You never saw a knife?", "Did you see a knife at all?") asks, it does not
 * presuppose.
 */
function presupposesTheDenied(question: string, answer: string | undefined, answered: string | undefined): string | null {
  if (!answer) return null;
  const denial = denialIn(answer, answered);
  if (!denial) return null;
  const tokens = presupposedPart(question);
  if (tokens.length === 0) return null;
  const sameActor = (at: number) => {
    const subject = subjectBefore(tokens, at);
    return denial.subject === null || subject === null || subject === denial.subject;
  };
  // The act as done ("you saw", "did you open"), not as a duty or a purpose ("responsible for
  // saving it", "supposed to lock it"), which does not say it was done.
  const done = (at: number) => tokens[at - 1]?.lower !== 'to' && !(tokens[at]!.lower.endsWith('ing') && ['ADP', 'SCONJ'].includes(tokens[at - 1]?.pos ?? ''));
  const act = tokens.findIndex((token, at) => token.pos === 'VERB' && token.lemma === denial.verb && !token.negated && sameActor(at) && done(at));
  if (act < 0) return null;
  // The thing denied named again, or taken up by a pronoun ("when you saw it").
  const namesTheThing = tokens.some((token, at) => at !== act && token.content && denial.things.has(token.lemma)) || REFERRING.has(tokens[act + 1]?.lower ?? '');
  return denial.things.size === 0 || namesTheThing ? denial.verb : null;
}

/**
 * The act a question takes as done that the witness denied in one of its recent answers (the
 * latest first, each with the question it answers), and that no answer after the denial has told
 * as done: a denial stays on the record while the examiner asks about something else ("Did you see
 * the van? — No." / "Where were you? — At the gate." / "What did you do after you saw the van?"),
 * but not once the witness corrects itself ("…Actually I did see the van."). The verb's lemma, or null.
 */
export function presupposesARecentDenial(question: string, answers: readonly string[], answered: readonly (string | undefined)[]): string | null {
  for (let at = answers.length - 1; at >= 0; at--) {
    const verb = presupposesTheDenied(question, answers[at], answered[at]);
    if (verb !== null && !answers.slice(at + 1).some((later) => tellsAsDone(later, verb))) return verb;
  }
  return null;
}

/** The answer says the act (a verb's lemma) happened: the verb un-negated in it. */
function tellsAsDone(answer: string, verb: string): boolean {
  return analyse(answer).tokens.some((token) => token.pos === 'VERB' && token.lemma === verb && !token.negated);
}

/**
 * "In other words…", "…you mean?", "As I understand it…", "That is to say…", "You told us…", "You
 * testified…": the examiner says back what it heard.
 */
const RESTATING_FRAMES: readonly (readonly (string | readonly string[])[])[] = [
  ['in', 'other', 'word'],
  ['you', 'mean'],
  ['as', 'i', 'understand'],
  ['that', 'be', 'to', 'say'],
  ['you', 'be', 'say'],
  ['you', 'tell', 'us'],
  ['you', 'tell', 'the', ['jury', 'court']],
  ['you', 'testify'],
];

/** The question says back what the witness said, in one of the restating frames. */
export function framedAsRestating(tokens: readonly Token[]): boolean {
  return RESTATING_FRAMES.some((frame) => findLemmas(tokens, frame, 1) >= 0);
}

/**
 * A bare answer to a wh-question ("About 11 p.m.", "On the Friday.") says only what was asked; the
 * act it is the time, place or amount of is the question's ("When did you leave the bar?"). Read
 * with the question's words, it is a statement of that act, which a question putting another time
 * to the same act can be weighed against. An answer with a verb of its own tells its own act.
 */
function answerWithItsAct(answer: string, asked: string | undefined): string {
  if (!asked || analyseQuestion(asked).form !== 'wh') return answer;
  if (tokensOf(answer).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return answer;
  return `${asked.replace(/\?\s*$/, '.')} ${withTheCountedThing(answer, asked)}`;
}

/**
 * A bare figure answering "How many beers had you had?" ("Two.", "About six.") counts the beers:
 * the question names what is counted, the answer only how many. The figure is given that noun, so
 * it is a count of beers to set against "five beers", as "Two beers." would be. The answer as it
 * was when the question counts nothing or the figure names its own unit ("Two pints.").
 */
function withTheCountedThing(answer: string, asked: string): string {
  const question = tokensOf(asked);
  const many = question.findIndex((token, at) => token.lower === 'many' && question[at - 1]?.lower === 'how');
  if (many < 0) return answer;
  // ("How many of the boxes…": the noun after "of" and its determiner)
  const counted = question.slice(many + 1, many + 4).find((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  if (!counted) return answer;
  const tokens = tokensOf(answer);
  const figure = tokens.findIndex((token) => token.pos === 'NUM');
  if (figure < 0 || tokens.slice(figure + 1).some((token) => token.pos === 'NOUN' || token.pos === 'PROPN')) return answer;
  return [...tokens.slice(0, figure + 1).map((token) => token.text), counted.text, ...tokens.slice(figure + 1).map((token) => token.text)].join(' ');
}

/**
 * A detail of `text` (a count, a measure, a colour or another rival word) that one of the witness's
 * recent answers contradicts, read with the question each answers ("Two." counts what "How many
 * beers had you had?" asked about): "five beers" against "Two beers.", "20 feet" against "About 50
 * feet". Null when every answer bears the text out or does not speak to it.
 */
export function contradictsAnAnswer(text: string, answers: readonly string[], answered: readonly (string | undefined)[]): Detail | null {
  for (const [at, answer] of answers.entries()) {
    const asked = answered[at];
    const rival = contradictedDetails(text, answerWithItsAct(answer, asked), new Set(asked ? contentLemmas(asked) : []))[0];
    if (rival) return rival;
  }
  return null;
}

/**
 * The witness's last answer misstated: a question that gives as the witness's testimony ("So you
 * had five beers?", "You told us you were 20 feet away?") or takes as so ("From 20 feet away, what
 * could you see?", "Why did you drink five beers?") a detail its last answer contradicts. A rival
 * figure put for a yes without claiming the witness said it ("You were 20 feet away, weren't
 * you?") challenges the answer, which cross-examination may do. The detail's words, or null.
 */
export function misstatesTheAnswer(question: string, answer: string | undefined, answered: string | undefined): string | null {
  if (!answer) return null;
  const analysis = analyseQuestion(question);
  const clause = tokensOf(mainClause(question));
  // ("So you had five beers?", "And so he was forty feet away?": the answer summed up; the main
  // clause leaves the opening words out, so they are read in the whole question)
  const opening = tokensOf(question).filter((token) => token.pos !== 'PUNCT').slice(0, 2).map((token) => token.lower);
  const summedUp = opening[0] === 'so' || (opening[0] === 'and' && opening[1] === 'so');
  const putBack = ['tag', 'declarative', 'yesno'].includes(analysis.form) && (summedUp || framedAsRestating(clause));
  const taken = putBack ? clause : withoutTheAskedThing(presupposedPart(question), analysis.wh);
  if (taken.length === 0) return null;
  const rival = contradictsAnAnswer(taken.map((token) => token.text).join(' '), [answer], [answered]);
  return rival ? rival.lemmas.join(' ') || rival.value : null;
}

/**
 * The words without the wh-phrase the question analysis read ("What colour…", "How many…",
 * "Which car…"): what is asked is no detail put, so "What colour was the light?" misstates nothing
 * of "It was green". What the question takes as given stays ("Why did you drink five beers?").
 */
function withoutTheAskedThing(tokens: readonly Token[], wh: string | null): readonly Token[] {
  const words = wh?.split(' ') ?? [];
  const at = tokens.findIndex((token) => token.lower === words[0]);
  return at < 0 ? tokens : [...tokens.slice(0, at), ...tokens.slice(at + words.length)];
}

/**
 * The words of a question that it takes as so: all of a wh-question or a request; of a question
 * put for a yes, only the clause setting its scene ("…after you opened the safe"). Read in the
 * whole question, where the tagger sees the clause in place.
 */
function presupposedPart(question: string): readonly Token[] {
  const analysis = analyseQuestion(question);
  const tokens = tokensOf(mainClause(question));
  if (['wh', 'request'].includes(analysis.form)) return tokens;
  const scene = analysis.scene;
  if (!scene) return [];
  const first = tokensOf(scene.text)[0]?.lower;
  const at = tokens.findIndex((token, i) => token.lower === scene.relation && tokens[i + 1]?.lower === first);
  if (at < 0) return [];
  const end = tokens.findIndex((token, i) => i > at && token.pos === 'PUNCT');
  return tokens.slice(at + 1, end < 0 ? undefined : end);
}

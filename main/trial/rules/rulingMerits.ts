import { isCrossLike, type ObjectionGround } from '../../../shared/domain';
import type { RulingMoment } from '../agents';
import type { ClassificationContext } from '../ObjectionClassifier';
import { analyse, analyseQuestion, asksWhatFollowed, mainClause, namesAMotion, pastTheOpeners, PERSONAL_OBJECT_PRONOUNS, tokensOf, type Token } from '../../language';
import { flattensQualifiedAnswer, misstatesTheAnswer } from '../objections/answerMisstated';
import { SAY_VERBS } from '../objections/evidenceGrounds';
import { pointsAtTheEvents } from '../objections/preliminaryMatters';
import { writingOfItsOwn } from '../objections/ownWriting';
import { opinionFromTheSenses } from '../objections/senseOpinion';
import { perceivedWhatIsAsked, saidYesToBeingThere, saidYesToPerceiving } from '../objections/witnessPerception';

// Tests the judge applies on the merits of a ground, beside the classifier's evidence: what the
// examination before the question shows (a witness fighting its examiner, the witness's own
// perception already told) and what a question's form makes proper whatever its words (a fact put
// to the witness to admit or deny, an opinion a lay witness forms from its senses). Each returns
// the one sentence the judge overrules with, naming the rule, or null.

/** The moment a ruling turns on, from what the classifier knows of it. */
export function rulingMomentOf(context: ClassificationContext): RulingMoment {
  return { examination: context.examination, recentAnswers: context.recentAnswers ?? [], recentQuestions: context.recentQuestions ?? [] };
}

/** Why the ground claimed fails on the merits in this moment, or null when nothing here says it does. */
export function overruledOnTheMerits(question: string, ground: ObjectionGround, moment: RulingMoment | undefined): string | null {
  switch (ground) {
    case 'leading':
      if (offersAlternatives(question)) return 'The question offers the witness a choice of answers and suggests none of them (FRE 611(c)).';
      if (!moment || isCrossLike(moment.examination)) return null;
      // A failed memory lets the examiner lead only as far as needed to develop the testimony (FRE
      // 611(c), first sentence): the court's call when asked, so counsel still objects. Only the
      // last answer: a memory that failed three questions ago may since have come back.
      return hostileToItsExaminer(moment) ?? (cannotRecall(moment.recentAnswers.at(-1) ?? '') ? "The witness's memory has failed; leading may be used to develop its testimony (FRE 611(c))." : null);
    case 'assumes_facts':
      // Put for a yes, a fact is the witness's to deny, unless the question says the witness already
      // granted it when it did not: a possibility made flat, or a figure of its answer changed.
      if (moment && (flattensQualifiedAnswer(question, moment.recentAnswers.at(-1)) || misstatesTheAnswer(question, moment.recentAnswers.at(-1), moment.recentQuestions?.at(-1)))) return null;
      return putsTheFactItself(question) ? 'The question puts the fact to the witness to admit or deny; it takes nothing as proved (FRE 611(a)).' : null;
    case 'lay_opinion':
      if (truthfulnessTowardTheWitness(question)) return 'Whether someone was truthful with the witness is a matter of its own experience, not an opinion (FRE 602, 701).';
      return opinionFromTheSenses(question) ? 'A lay witness may give an opinion rationally based on its own perception (FRE 701(a)).' : null;
    case 'hearsay':
      // The court asks who wrote it: its author, on the stand, may read out its own words.
      if (moment && writingOfItsOwn(question, moment.recentAnswers)) return 'The witness wrote this itself and is here to be cross-examined on it: read to show what it wrote, not to prove what it says, it is not hearsay (FRE 801(c)).';
      if (asksWhatTheListenerDid(question)) return 'What the witness was told only sets the scene of what it did next: it is offered for its effect on the listener, not for its truth (FRE 801(c)).';
      return asksADirective(question) ? 'An order, instruction or request asserts nothing, so what was said is not hearsay (FRE 801(a), (c)).' : null;
    case 'speculation':
      // A speed, a distance, another's outward state: perceived, not guessed.
      return opinionFromTheSenses(question) ? 'How fast, how far, or how another person seemed is what the witness perceived, not a guess (FRE 701(a)).' : null;
    case 'foundation':
      if (moment && moment.recentAnswers.some((answer, at) => perceivedWhatIsAsked(answer, question) || saidYesToPerceiving(answer, moment.recentQuestions?.[at], question))) return 'The witness has already said it perceived this itself (FRE 602).';
      if (moment && moment.recentAnswers.some((answer, at) => saidYesToBeingThere(answer, moment.recentQuestions?.[at]))) return 'The witness has said it was there when it happened: what could be seen or heard there is its own knowledge (FRE 602).';
      return asksItsOwnPerception(question) ? 'The question asks what the witness itself perceived or recognises: its answer is the foundation (FRE 602, 901(b)(1)).' : null;
    case 'beyond_scope':
      // (on cross only: a redirect's scope is the cross, a recross's the redirect)
      return moment?.examination === 'cross' && takesUpTheDirect(question) ? 'The question takes up what the witness said on direct, which is within the scope of cross (FRE 611(b)).' : null;
    case 'relevance':
      // Its relevance is the account's own: the examiner may let the witness tell what came next.
      if (asksWhatFollowed(question)) return "The question asks only what came next in the witness's own account, which the examiner may develop (FRE 401, 611(a)).";
      return placesTheWitnessInTheEvents(question) ? 'The question asks what the witness did, saw or where it was on the occasion in issue: the events themselves (FRE 401).' : null;
    default:
      return null;
  }
}

/**
 * The witness has turned on its examiner in the answers just given: FRE 611(c)(2) says the court
 * should ordinarily allow leading a hostile witness, so counsel reads it before objecting as the
 * judge does before ruling; an objection the rule itself defeats is not worth making. Null when
 * the examination is a cross (leading is proper anyway) or the witness has not.
 */
export function hostileToItsExaminer(moment: RulingMoment | undefined): string | null {
  if (!moment || isCrossLike(moment.examination)) return null;
  return moment.recentAnswers.some(fightsTheExaminer) || (moment.recentQuestions ?? []).some(pressesForAnAnswer) ? 'The witness has shown itself hostile to its examiner, who may lead it (FRE 611(c)(2)).' : null;
}

/** Auxiliaries that put answering in the past: "Did you answer the question?" asks what happened. */
const PAST_AUXILIARIES = new Set(['did', 'had', 'was', 'were']);

/**
 * "Can you answer my question directly?", "Please answer the question.", "You haven't answered my
 * question.": the examiner had to insist that its own witness answer it, which a friendly witness
 * does not make it do; an evasive witness may be led (FRE 611(c)(2)). The question is the
 * examiner's ("my question"), or is put now ("answer the question"), not one answered in the
 * events ("Did you answer the officer's question?", "Did you answer the question he asked?").
 */
export function pressesForAnAnswer(question: string): boolean {
  const tokens = words(tokensOf(question));
  return tokens.some((token, i) => {
    if (token.lemma !== 'answer' || (token.pos !== 'VERB' && token.pos !== 'AUX')) return false;
    const at = tokens[i + 1]?.lower === 'to' ? i + 2 : i + 1;
    if (tokens[at + 1]?.lemma !== 'question') return false;
    if (tokens[at]!.lower === 'my') return true;
    if (tokens[at]!.lower !== 'the' || tokens.slice(Math.max(0, i - 3), i).some((before) => PAST_AUXILIARIES.has(before.lower))) return false;
    // ("the question he asked": one put in the events, named by who put it)
    return tokens[at + 2]?.pos !== 'PRON';
  });
}

const words = (tokens: readonly Token[]) => tokens.filter((token) => token.pos !== 'PUNCT');
const NEGATIONS = new Set(['not', "n't", 'never']);
const SAYING = new Set(['say', 'tell', 'mean', 'answer', 'state']);

/**
 * An answer in which the witness turns on the examiner rather than its questions: it denies the
 * words the examiner put in its mouth ("No, I never said that", "I did not mean it that way"), or
 * rebukes it for asking again ("I have already told you", "I've answered that"). A witness called
 * as friendly does not answer its own counsel so; one that does may be led (FRE 611(c)(2)).
 */
export function fightsTheExaminer(answer: string): boolean {
  const sentences = analyse(answer).sentences.map(({ tokens }) => words(tokens));
  if (sentences.some((list) => refusesTheExaminer(list) || turnsTheQuestionBack(list))) return true;
  // The examiner spoken to ("you keep…", "you asked…"), or the witness's own words set right ("I said…").
  const addressesTheExaminer = sentences.some((list) => list.some((token) => token.lemma === 'you')) || sentences.some((list) => list.some((token, i) => token.lemma === 'say' && list[i - 1]?.lemma === 'i'));
  return sentences.some((list) =>
    list.some((token, i) => {
      if (!SAYING.has(token.lemma) || (token.pos !== 'VERB' && token.pos !== 'AUX')) return false;
      // The witness is the one who spoke: "I" just before the verb, past its auxiliaries and adverbs.
      let at = i - 1;
      while (at >= 0 && (list[at]!.pos === 'AUX' || list[at]!.pos === 'ADV' || list[at]!.pos === 'PART')) at--;
      if (list[at]?.lemma !== 'i') return false;
      const between = list.slice(at + 1, i);
      const next = list[i + 1]?.lower;
      // "I've told you that", "I already answered that": the perfect or "already", said to the
      // examiner (not "I have answered the letters").
      const again = between.some((word) => word.lemma === 'have' || word.lower === 'already');
      if (again && ((token.lemma === 'tell' && next === 'you') || (token.lemma === 'answer' && (next === undefined || ['that', 'it', 'this', 'you', 'your'].includes(next))))) return true;
      // Denial of its own words: "I don't say that", "I'm not saying…" (of the testimony now given),
      // or "I never said that" where the examiner is answered back; not "I couldn't say" (does not
      // know), nor "I didn't tell anyone" (a fact).
      if (!between.some((word) => NEGATIONS.has(word.lower)) || between.some((word) => ['can', 'could'].includes(word.lemma) || word.lower === 'cannot')) return false;
      if (!['say', 'mean'].includes(token.lemma)) return false;
      const present = between.some((word) => ['do', 'does', 'am', "'m"].includes(word.lower)) || token.lower.endsWith('ing');
      return present || addressesTheExaminer;
    }),
  );
}

/** Verbs by which the witness gives its examiner what it asks. */
const GIVING_AN_ANSWER = new Set(['tell', 'give', 'answer']);
/** Verbs of will a refusal may run through: "I'm not going to tell you", "I don't attempt to tell you". */
const WILLING = new Set(['go', 'attempt', 'try', 'intend', 'mean', 'want', 'propose', 'refuse', 'decline']);
/** What makes a negation a fact, a wish or a lack of knowledge, not a refusal now: "I didn't tell you", "I wouldn't tell you", "I can't tell you". */
const NO_REFUSAL = new Set(['did', 'was', 'were', 'had', 'would', 'could', 'should', 'can', 'ca', 'cannot', 'never']);
const isI = (token: Token) => token.lemma === 'i' || token.lower.startsWith("i'");

/**
 * "I don't attempt to tell you.", "I am not attempting to give you that.", "I won't answer that.",
 * "I refuse to answer.": the witness declines, now, to give its examiner what it asks: "I", then
 * only auxiliaries, a negation and verbs of will up to the verb of answering, which goes to "you"
 * (or, answering, to the question). Not "I can't tell you" (it does not know), "I didn't tell
 * you" (a fact told), nor "I don't know what to tell you".
 */
function refusesTheExaminer(list: readonly Token[]): boolean {
  return list.some((token, i) => {
    if (!GIVING_AN_ANSWER.has(token.lemma) || token.pos !== 'VERB') return false;
    const next = list[i + 1]?.lower;
    const toTheExaminer = next === 'you' || (token.lemma === 'answer' && (next === undefined || ['that', 'this', 'it', 'your'].includes(next)));
    if (!toTheExaminer) return false;
    let at = i - 1;
    while (at >= 0 && !isI(list[at]!) && (['AUX', 'PART', 'ADV'].includes(list[at]!.pos) || WILLING.has(list[at]!.lemma))) at--;
    if (at < 0 || !isI(list[at]!)) return false;
    const between = list.slice(at + 1, i);
    if (between.some((word) => NO_REFUSAL.has(word.lower))) return false;
    return between.some((word) => word.negation || word.lemma === 'refuse' || word.lemma === 'decline');
  });
}

/** "You know as well as I do.", "You know better than I.": the witness hands the question back to its examiner. */
function turnsTheQuestionBack(list: readonly Token[]): boolean {
  return list.some((token, i) => {
    if (token.lemma !== 'you' || list[i + 1]?.lemma !== 'know') return false;
    const rest = list.slice(i + 2, i + 5).map((word) => word.lower).join(' ');
    return rest === 'as well as' || rest.startsWith('better than');
  });
}

const MEMORY_VERBS = new Set(['remember', 'recall', 'recollect']);

/**
 * "I don't remember.", "I can't recall the date.", "I forget.": the witness says its memory fails
 * it (not that it never knew: "I don't know" is an answer). The advisory committee's note to FRE
 * 611(c) allows leading a witness whose recollection is exhausted.
 */
export function cannotRecall(answer: string): boolean {
  const list = words(tokensOf(answer));
  return list.some((token, i) => {
    if (token.lemma === 'forget' && token.pos === 'VERB') return list.slice(Math.max(0, i - 3), i).some((before) => before.lemma === 'i') && !list.slice(Math.max(0, i - 3), i).some((before) => NEGATIONS.has(before.lower));
    if (!MEMORY_VERBS.has(token.lemma)) return false;
    const before = list.slice(Math.max(0, i - 4), i);
    return before.some((word) => word.lemma === 'i') && before.some((word) => NEGATIONS.has(word.lower) || word.lower === 'cannot');
  });
}

/** Words after "or" that add no second answer: "or not", "or something", "or at least", "or rather". */
const NO_ALTERNATIVE = new Set(['not', 'something', 'anything', 'anyone', 'somebody', 'someone', 'whatever', 'at', 'rather', 'else', 'so']);

/**
 * "Was the car moving or stopped?", "Did he turn left or right?", "Was it dark, or was it still
 * light?": a question put to the witness (it opens with its auxiliary) that names the answers it
 * may give, joined by "or", suggests none of them. Not a statement put for a yes ("It was dark, or
 * nearly so, wasn't it?"), a negative question ("Wasn't it red or amber?"), nor an "or" that adds
 * no second answer ("a knife or something").
 */
export function offersAlternatives(question: string): boolean {
  const tokens = words(tokensOf(mainClause(question)));
  const start = pastTheOpeners(tokens);
  // ("Wasn't the light red or yellow?", "Isn't it true that…": a negative question suggests its answer whatever it offers)
  if (tokens[start]?.pos !== 'AUX' || tokens.slice(start, start + 3).some((token) => NEGATIONS.has(token.lower))) return false;
  return tokens.some((token, i) => i > start + 1 && token.lower === 'or' && tokens[i + 1] !== undefined && !NO_ALTERNATIVE.has(tokens[i + 1]!.lower));
}

const DIRECTING = new Set(['tell', 'ask', 'order', 'instruct', 'direct', 'command', 'request', 'urge', 'beg']);

/**
 * "What did the foreman tell you to do?", "Did the guard order you to leave?": speech reported as
 * a directive (a verb of telling, its listener, then "to" and a verb) asserts no fact, so it is not
 * offered for its truth. Not when the question also gives a reason or a fact said with it
 * ("…to stay away because the brakes had failed", "…told you that…").
 */
export function asksADirective(question: string): boolean {
  const tokens = words(tokensOf(mainClause(question)));
  const directive = tokens.findIndex((token, i) => DIRECTING.has(token.lemma) && PERSONAL_OBJECT_PRONOUNS.has(tokens[i + 1]?.lemma ?? '') && tokens[i + 2]?.lower === 'to' && ['VERB', 'AUX'].includes(tokens[i + 3]?.pos ?? '') && spokenByAnother(tokens, i));
  return directive >= 0 && !tokens.slice(directive + 3).some((token) => ['because', 'since', 'that', 'as'].includes(token.lower) && token.pos !== 'DET');
}

/**
 * The one who spoke is someone out of court: the subject before the verb is neither the examiner
 * ("We'll ask you, please, to…" is the examiner's own request) nor the witness.
 */
function spokenByAnother(tokens: readonly Token[], verb: number): boolean {
  for (let at = verb - 1; at >= 0; at--) {
    const token = tokens[at]!;
    if (['AUX', 'ADV', 'PART', 'DET', 'ADJ'].includes(token.pos) || token.lower === 'going') continue;
    // ("I'm" and "we'll" can come as one token)
    return ['PRON', 'PROPN', 'NOUN'].includes(token.pos) && !['i', 'we', 'you'].includes(token.lemma.split(/['’]/)[0]!);
  }
  return false;
}

const SCENE_WORDS = new Set(['after', 'before', 'when', 'while', 'since', 'because', 'until', 'once', 'as', 'if']);
const RELATIVES = new Set(['who', 'which', 'that', 'whom', 'whose', 'where']);

/**
 * A question that states its fact as the very thing asked ("He never told you about the threats?",
 * "Did you sign the lease?", "You were there, weren't you?"): the witness may say no, so nothing is
 * taken as proved. A fact tucked into a clause that sets the scene ("after you left the bar…"), a
 * relative clause ("the knife that he carried") or a wh-question ("How did you find it?") is
 * presupposed: whatever the answer, it stands admitted.
 */
export function putsTheFactItself(question: string): boolean {
  const analysis = analyseQuestion(question);
  if (!['yesno', 'tag', 'declarative'].includes(analysis.form) || analysis.scene !== null) return false;
  const clause = words(tokensOf(mainClause(question)));
  const verb = clause.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  // Past the question's own verb, no further clause: no subordinator or relative word opening one
  // with its own verb ("…the gun that he pulled", "…when she screamed").
  return !clause.some((token, i) => i > verb && (SCENE_WORDS.has(token.lower) || (RELATIVES.has(token.lower) && token.pos !== 'DET')) && clause.slice(i + 1, i + 5).some((next) => next.pos === 'VERB' || next.pos === 'AUX'));
}

const UNTRUTH = new Set(['lie', 'deceive', 'mislead', 'fool', 'trick']);
const TRUTHFUL = new Set(['honest', 'truthful', 'straight', 'frank', 'candid']);

/**
 * "Did your partner lie to you about the loan?", "Was he honest with you about the money?": whether a person told
 * the witness the truth is something the witness lived through and may know. Unlike whether a
 * witness told the truth on the stand, which is for the jury alone.
 */
export function truthfulnessTowardTheWitness(question: string): boolean {
  const tokens = words(tokensOf(mainClause(question)));
  // (on the stand, in court, under oath: testimony, whose credibility the jury weighs)
  if (tokens.some((token, i) => ['stand', 'testimony', 'testify', 'oath', 'court', 'trial', 'jury'].includes(token.lemma) && i > 0)) return false;
  return tokens.some((token, i) => {
    const towardYou = (from: number) => {
      const next = tokens[from];
      return next?.lemma === 'you' || (['to', 'with'].includes(next?.lower ?? '') && tokens[from + 1]?.lemma === 'you');
    };
    if (UNTRUTH.has(token.lemma) && token.pos === 'VERB') return towardYou(i + 1);
    return TRUTHFUL.has(token.lemma) && token.pos === 'ADJ' && towardYou(i + 1);
  });
}

/**
 * The verb at `verb` sits in a clause that only sets the scene of the question or says what the
 * answer rests on ("When you saw the car, …", "From what you heard, …"): a subordinator, or a
 * preposition before a wh-word, opens its clause (which starts after the last comma before it).
 */
function setsTheScene(tokens: readonly Token[], verb: number): boolean {
  let start = verb;
  while (start > 0 && tokens[start - 1]!.text !== ',') start--;
  return tokens.slice(start, verb).some((token, j) => SCENE_WORDS.has(token.lower) || (['what', 'which'].includes(token.lower) && tokens[start + j - 1]?.pos === 'ADP'));
}

/**
 * "After the manager told you the shelf was unsafe, what did you do?", "Where did you go once the
 * nurse said the test was positive?": what was said sits only in the clause that sets the scene,
 * and the question asks what the witness itself did upon it. The words are offered for their
 * effect on the listener, not for their truth; the question asks for no statement.
 */
export function asksWhatTheListenerDid(question: string): boolean {
  const tokens = tokensOf(question);
  const said = tokens.flatMap((token, i) => (SAY_VERBS.has(token.lemma) && token.pos === 'VERB' ? [i] : []));
  // Every telling sets the scene (whoever it was said to, the witness heard it and acted).
  if (said.length === 0 || !said.every((verb) => setsTheScene(tokens, verb))) return false;
  // The witness's own act asked outside the scene: "you" and its verb ("what did you do", "did you leave").
  return tokens.some((token, i) => {
    if (token.lemma !== 'you') return false;
    const verb = tokens.slice(i + 1, i + 3).findIndex((next) => next.pos === 'VERB' || next.lemma === 'do');
    return verb >= 0 && !setsTheScene(tokens, i + 1 + verb) && !SAY_VERBS.has(tokens[i + 1 + verb]!.lemma);
  });
}

/** The senses a witness reports with, and recognising a thing or person, which is itself perception. */
const OWN_PERCEPTION = new Set(['see', 'hear', 'watch', 'notice', 'observe', 'witness', 'smell', 'recognize', 'recognise', 'identify']);
/** "Hear about…", "hear from…", "hear that…": learning by report, which is knowledge at second hand. */
const BY_REPORT = new Set(['about', 'from', 'of', 'that']);

/**
 * "What did you see from the porch?", "Did you hear the alarm?", "Do you recognise this invoice?":
 * the question asks the witness what it perceived itself, or whether it knows a thing when shown
 * it, so whatever it answers lays the foundation (FRE 602; FRE 901(b)(1) for a thing identified).
 * The witness must be the one perceiving ("you" just before the verb, past its auxiliaries), and
 * not by report ("What did you hear about the sale?" asks what others said).
 */
export function asksItsOwnPerception(question: string): boolean {
  const tokens = tokensOf(mainClause(question));
  return tokens.some((token, i) => {
    if (!OWN_PERCEPTION.has(token.lemma) || token.pos !== 'VERB' || setsTheScene(tokens, i)) return false;
    let at = i - 1;
    while (at >= 0 && ['AUX', 'ADV', 'PART'].includes(tokens[at]!.pos) && !NEGATIONS.has(tokens[at]!.lower)) at--;
    if (tokens[at]?.lemma !== 'you') return false;
    return !(token.lemma === 'hear' && BY_REPORT.has(tokens[i + 1]?.lower ?? ''));
  });
}

/** What the witness did or perceived, and what happened: the story's own verbs. */
const STORY_VERBS = new Set(['happen', 'occur', 'go', 'see', 'hear', 'notice', 'observe', 'watch']);
/** Words after "get" that make it a coming or going ("get to the yard", "got home", "get back"). */
const GETTING_SOMEWHERE = new Set(['to', 'home', 'there', 'here', 'back', 'into', 'in', 'out', 'inside', 'outside']);

/** The witness's own coming and going: a verb of motion ("left", "drove", "arrived") or "get" somewhere. */
const movesSomewhere = (token: Token, next: Token | undefined) =>
  token.pos === 'VERB' && (namesAMotion(token.lemma) || (token.lemma === 'get' && GETTING_SOMEWHERE.has(next?.lower ?? '')));

/**
 * "What did you do after the lorry left the yard?", "Where were you when the alarm went off?", "Did
 * you see anyone on the stairs that night?", "What did he tell you that evening?": the witness's own
 * acts, whereabouts, perception or conversation, or what happened, on the occasion the examination is about (a clause setting the scene, or "that
 * night", "the day of…"). Such a question is about the events themselves, whatever the case file
 * says; not a detail of the witness's life that only shares the date ("What did you have for
 * dinner that night?").
 */
export function placesTheWitnessInTheEvents(question: string): boolean {
  const analysis = analyseQuestion(question);
  if (analysis.scene === null && !pointsAtTheEvents(tokensOf(mainClause(question)))) return false;
  const asked = words(tokensOf(analysis.focus ?? mainClause(question)));
  const you = asked.findIndex((token) => token.lemma === 'you');
  return asked.some((token, i) => {
    if (token.lemma === 'happen' || token.lemma === 'occur') return true;
    // ("what did he say to you that night": words spoken to the witness on the occasion)
    if (SAY_VERBS.has(token.lemma) && token.pos === 'VERB' && (asked[i + 1]?.lemma === 'you' || (asked[i + 1]?.lower === 'to' && asked[i + 2]?.lemma === 'you'))) return true;
    if (you < 0 || i < you) return false;
    // ("what did you do": the "do" after "you" is the act asked about)
    return (STORY_VERBS.has(token.lemma) && token.pos === 'VERB') || movesSomewhere(token, asked[i + 1]) || (token.lemma === 'do' && i > you);
    // ("where were you": the witness's whereabouts)
  }) || (analysis.wh === 'where' && you >= 0 && asked.some((token) => token.lemma === 'be'));
}

/** Listeners of testimony: "you told the jury", "you told us". */
const TESTIMONY_LISTENERS = new Set(['us', 'jury', 'court', 'judge']);
/** Words that date what the witness said to this examination: "earlier", "a moment ago", "on direct". */
const SAID_HERE = new Set(['earlier', 'ago', 'direct', 'previously', 'already', 'today']);

/**
 * "You told the jury the road was dry…", "You testified that…", "You said earlier that you saw the
 * van…", "Your testimony on direct was…": the cross-examiner takes up the witness's testimony, so the
 * question is on a subject of the direct however the record of it reads.
 */
export function takesUpTheDirect(question: string): boolean {
  return analyse(question).sentences.some(({ tokens }) => {
    const list = words(tokens);
    return list.some((token, i) => {
      if (token.lemma === 'testimony') return list[i - 1]?.lower === 'your';
      if (token.lower === 'direct') return list[i - 1]?.lower === 'on';
      if (!['testify', 'tell', 'say'].includes(token.lemma) || token.pos !== 'VERB') return false;
      // The witness said it: "you" before the verb, past its auxiliaries and adverbs ("you have just told us").
      let at = i - 1;
      while (at >= 0 && ['AUX', 'ADV', 'PART'].includes(list[at]!.pos) && !NEGATIONS.has(list[at]!.lower)) at--;
      if (list[at]?.lemma !== 'you') return false;
      if (token.lemma === 'testify') return true;
      // (told to the jury, or said here; "you told the police" and "you said to her" were said out of court)
      if (token.lemma === 'tell') return list.slice(i + 1, i + 3).some((next) => TESTIMONY_LISTENERS.has(next.lemma));
      return list.some((word) => SAID_HERE.has(word.lower));
    });
  });
}

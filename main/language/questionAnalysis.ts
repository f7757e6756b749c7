import { wordTable } from './wordTable';
import { RecentCache } from './RecentCache';
import { contentLemmas, sentencesOf, tokensOf, type Token } from './analyse';
import { firstNounKind, isKindOf, isVagueNoun, isVerbLemma, MEASURE_KINDS, measuredAttribute, namesASum, NOUN_KIND, nounKinds, prepositionalVerb, relatedLemmas } from './relatedWords';
import { PERSONAL_OBJECT_PRONOUNS, SUBJECT_PRONOUNS_WITH_IT } from './pronouns';
import { NOW_WORDS } from './framing';

// What a question asks: its form, the slot a wh-question wants filled, a tag's polarity, and the
// proposition a yes/no question puts to the witness. Courtroom questions wrap what they ask in
// frames ("Can you tell the jury…", "Do you recall whether…", "Isn't it true that…", "…, didn't
// you?"); the analysis reads through the frames to the clause that is asked about.

export type QuestionForm =
  /** who, what, where, when, why, how, which: asks for an account or a detail. */
  | 'wh'
  /** Did you…? Was it…? Asks whether a proposition is so. */
  | 'yesno'
  /** A statement with a tag: "…, didn't you?", "…, right?". */
  | 'tag'
  /** A statement put as a question: "You were in the north lot?" */
  | 'declarative'
  /** An invitation to tell: "Tell us what happened", "Describe the man." */
  | 'request';

/** What a wh-question wants: a person, a place, a time… or an account. */
export type AnswerSlot = 'person' | 'place' | 'time' | 'quantity' | 'reason' | 'manner' | 'thing' | 'account';

/** Questions about the witness itself, answered from its identity as well as its affidavit. */
export type IdentityTopic = 'name' | 'age' | 'occupation' | 'residence' | 'introduction' | 'qualifications';

export interface QuestionAnalysis {
  form: QuestionForm;
  /** The wh-word ("who", "how many"…), or null. */
  wh: string | null;
  slot: AnswerSlot | null;
  /** For a tag question: the tag's own polarity ("didn't you" is negative, "did you" positive). */
  tagPolarity: 'positive' | 'negative' | null;
  /** The question opens negated: "Didn't you see…?", "Wasn't it dark?" (asks for a yes). */
  negativeQuestion: boolean;
  /** The clause asked about, frames and tags removed ("you were north of the buoy"). */
  proposition: string;
  /** What to look for: the proposition without its wh-phrase ("how far away was his face" → "his face"). */
  query: string;
  /**
   * The query with the noun of its wh-phrase when that names what is asked about ("which
   * photograph did you choose" → "photograph did you choose"), or null. The answer may name the
   * thing ("the refresher course") or only one of its kind ("a silver Honda Civic" for "what
   * vehicle"), so the query is looked for both with the noun and without it.
   */
  namedQuery: string | null;
  /**
   * The query without a clause that only sets its scene ("what did he tell you when you asked
   * whether he had been drinking" → "did he tell you"), or null when it has none.
   */
  focus: string | null;
  /**
   * The clause that sets the scene of what is asked, with the word that ties it to the rest
   * ("after you picked" → { relation: "after", text: "you picked" }), or null when it has none.
   */
  scene: { relation: string; text: string } | null;
  /** The proposition itself is negated ("you did not see his face"). */
  propositionNegated: boolean;
  identity: IdentityTopic | null;
  /** Asks whether the witness remembers or knows (the frame), not about the proposition's truth only. */
  memoryFrame: boolean;
  /**
   * For a wh-question carried in a statement ("You can't say who drove the van?", "You never saw
   * how deep the trenches were."), the whole statement, which is put for a yes as much as it asks;
   * else null.
   */
  statement: string | null;
}

/** Words that open a clause setting the scene of what is asked (when it happened, not what). */
const SCENE_SUBORDINATORS = new Set(['after', 'before', 'when', 'while', 'until', 'once', 'whilst']);
const WH_SLOTS = wordTable<AnswerSlot>({
  who: 'person', whom: 'person', whose: 'person', where: 'place', when: 'time', why: 'reason', how: 'manner', what: 'account', which: 'thing',
});
const QUANTITY_ADVERBS = new Set(['many', 'much', 'far', 'long', 'fast', 'old', 'big', 'tall', 'close', 'often', 'high', 'wide', 'heavy', 'near']);
/** WordNet's kinds of noun whose commonest sense may be a property: an attribute, a quantity, a rate in time. */
const PROPERTY_KINDS: ReadonlySet<number> = new Set([NOUN_KIND.attribute, NOUN_KIND.quantity, NOUN_KIND.time]);
/** "How many", "how much": they count, and are said in no words of their own. */
const COUNTING_ADVERBS: ReadonlySet<string> = new Set(['many', 'much']);
const TIME_NOUNS = new Set(['time', 'day', 'date', 'hour', 'year', 'month', 'night', 'morning', 'evening']);
const PLACE_NOUNS = new Set(['place', 'location', 'street', 'address', 'room', 'city', 'town', 'side', 'direction']);

/**
 * The wh-question a statement carries under its verb, with the slot it asks to be filled and the
 * clause it asks of: "he told you why the drip was needed" → why / reason / "the drip was needed",
 * "you saw where he went" → where / place, "she told you when to start" → when / time. Null when it carries none, or only one that any answer
 * fills ("what", "whether"). A wh-word after a noun ("the ward where she lay") relates a clause to
 * the noun, and "when" with a subject of its own ("you told him when he rang") sets a scene: neither
 * is asked.
 */
export function embeddedQuestion(statement: string): { wh: string; slot: AnswerSlot; clause: string } | null {
  const tokens = tokensOf(statement);
  const verbAt = tokens.findIndex((token) => token.pos === 'VERB' && token.content);
  if (verbAt < 0) return null;
  for (let at = verbAt + 1; at < tokens.length; at++) {
    const word = tokens[at]!.lower;
    if (!EMBEDDED_WH.has(word) || (RELATIVE_MARKERS.has(word) && ['NOUN', 'PROPN'].includes(tokens[at - 1]!.pos) && !askedOfAPerson(word, tokens[at - 1]!))) continue;
    if (word === 'when' && tokens[at + 1]?.lower !== 'to') continue;
    const wh = whPhrase(tokens, at);
    // What the question asks of, after its wh-phrase ("he'd had dinner" of "where he'd had dinner").
    const clause = tokens.slice(at + wh.split(' ').length).map((token) => token.text).join(' ');
    return { wh, slot: slotOf(wh, tokens, at), clause };
  }
  return null;
}

/**
 * Whether a wh-word after a person is asked of them ("you asked the driver where he had been"): a
 * place or a time is no person, so "where" and "when" cannot relate a clause to a noun that names
 * only people, as "who" can ("the driver who stopped"); one that may name a place too ("the ward
 * where she lay") may be related to.
 */
function askedOfAPerson(word: string, before: Token): boolean {
  const kinds = nounKinds(before.lemma);
  return (word === 'where' || word === 'when') && before.pos === 'NOUN' && kinds.size > 0 && [...kinds].every((kind) => kind === NOUN_KIND.person || kind === NOUN_KIND.group);
}

/** Wh-words whose embedded question only a particular kind of answer fills (a reason, a place, a person, a time, a number). */
const EMBEDDED_WH = new Set(['why', 'where', 'when', 'who', 'whom', 'how']);

const ANALYSIS_LIMIT = 256;
const analysisCache = new RecentCache<string, QuestionAnalysis>(ANALYSIS_LIMIT);

/**
 * Reads one question (the last sentence of a turn that asks something). Cached by text: one turn
 * reads its question four times (the witness, the objection classifier's reading, its
 * responsiveness test and the elicit credit), and the reading depends on the text alone. The
 * cached reading is frozen, as every caller shares it.
 */
export function analyseQuestion(turn: string): QuestionAnalysis {
  const cached = analysisCache.get(turn);
  if (cached) return cached;
  const analysis = readQuestionOf(turn);
  if (analysis.scene) Object.freeze(analysis.scene);
  analysisCache.set(turn, Object.freeze(analysis));
  return analysis;
}

function readQuestionOf(turn: string): QuestionAnalysis {
  const clause = mainClause(turn);
  const all = tokensOf(clause).filter((token) => token.pos !== 'PUNCT' || token.text === ',');
  // A leading subordinate clause ("When the target was closing at half a mile, did you reduce
  // speed?") sets the scene; the question is the clause after its comma.
  const comma = all.findIndex((token) => token.text === ',');
  // Only when a question follows it: "When you looked again at 06:41 it was closer, correct?" is one statement.
  const asksAfter = (token: Token | undefined) => token !== undefined && (token.pos === 'AUX' || token.lower in WH_SLOTS);
  const opensWithSubordinate = all.length > 0 && (all[0]!.pos === 'SCONJ' || (all[0]!.pos === 'ADV' && SCENE_OPENERS.has(all[0]!.lower)));
  // Without the comma, the question starts at its inversion: "When you received the patent | did you read it?".
  const sceneEnd = comma > 1 && comma < all.length - 2 && asksAfter(all[comma + 1]) ? comma : opensWithSubordinate && !invertsAt(all, 1) ? inversionAfterScene(all) : -1;
  // A fronted phrase that holds a wh-word ("From where you stood, did he…", "After what happened,
  // did you…") sets the scene as a subordinate clause does when the question inverts right after
  // its comma. One without ("In your opinion, do the data fit…?") is left whole: put as a scene,
  // its words would have to be told with the answer.
  const fronted = frontedPhraseEnd(all, comma);
  const frontedHoldsWh = fronted > 0 && all.slice(0, fronted).some((token) => token.lower in WH_SLOTS || FREE_CHOICE_WH.test(token.lower));
  const leadsWithSubordinate = sceneEnd > 1 && (opensWithSubordinate || (frontedHoldsWh && sceneEnd === fronted && invertsWithSubject(all, fronted + 1)));
  // A wh-word inside a fronted phrase opens a clause of that phrase; the question's own is after it.
  const inFrontedPhrase = new Set(fronted > 0 ? all.slice(0, fronted) : []);
  const tokens = leadsWithSubordinate ? all.slice(sceneEnd + (all[sceneEnd]!.text === ',' ? 1 : 0)) : all;
  // "When the alarm went off you pressed the mute button?": a scene opener not followed by a
  // question ("When did you…") opens a clause of a statement; its wh-word asks nothing.
  const opensScene = !leadsWithSubordinate && SCENE_SUBORDINATORS.has(all[0]?.lower ?? '') && !invertsAt(all, 1);
  const identity = identityTopic(clause);
  const { rest: unframed, memoryFrame, request, asksWhether } = stripFrames(tokens);
  const rest = request ? withoutClosingAudience(unframed) : unframed;
  const tag = readTag(rest);
  const body = tag ? rest.slice(0, tag.start) : rest;
  // A wh-word right after a noun ("the lay-by where you ran the tests", "the man who came in") relates a clause to it; it asks nothing.
  const isNoun = (token: Token | undefined) => token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN');
  // "lay-by" is read as "lay" and "by": the noun may end in a particle.
  const hyphenated = (index: number) => body[index - 1]?.pos === 'ADP' && isNoun(body[index - 2]) && clause.includes(`${body[index - 2]!.text}-${body[index - 1]!.text}`);
  // In a cleft ("It wasn't you who locked it?") the wh-word opens the clause about what is put first.
  const cleft = body[0]?.lower === 'it' && body[1]?.lemma === 'be';
  // "the one who", "the ones that": the pronoun heads a noun phrase as a noun does.
  const isHead = (index: number) => isNoun(body[index]) || (body[index]?.lower.startsWith('one') === true && body[index - 1]?.pos === 'DET');
  // "…you heard from Nia, who heard it…": a clause after a comma adds to the noun before it; a
  // noun that opens the question ("Officer, who was driving?") is one addressed instead.
  const afterCommaOfANoun = (index: number) => index > 2 && body[index - 1]!.text === ',' && isNoun(body[index - 2]) && !invertsAt(body, index + 1);
  // "Explain to the jury where…": a wh-word after whom the witness tells asks; it relates nothing to them.
  const relatesToNoun = (index: number) =>
    index > 1 &&
    RELATIVE_MARKERS.has(body[index]!.lower) &&
    !FACT_FINDERS.has(body[index - 1]!.lemma) &&
    (isHead(index - 1) || hyphenated(index) || (cleft && index > 2) || afterCommaOfANoun(index));
  const whIndex = body.findIndex(
    (token, index) => token.lower in WH_SLOTS && !inFrontedPhrase.has(token) && !(opensScene && token === all[0]) && !relatesToNoun(index) && !closesAStatement(body, index),
  );
  const opensWithAux = body.length > 0 && (body[0]!.pos === 'AUX' || (body[0]!.pos === 'VERB' && ['do', 'have', 'be'].includes(body[0]!.lemma)));
  // "Isn't it…?", and the formal "Is it not…?", "Did you not…?" (the "not" after a pronoun subject).
  const negationAt = !opensWithAux ? -1 : body[1]?.negation === true ? 1 : body[1]?.pos === 'PRON' && body[2]?.negation === true ? 2 : -1;
  const negativeQuestion = negationAt > 0;
  const whFirst = whIndex >= 0 && whIndex <= 1;
  let form: QuestionForm;
  // A request asks a wh-question only when the wh-word opens what it asks for ("Tell us what you
  // saw", "Explain to the jury how…"); one later on sets a scene ("Describe the state he was in
  // when you returned") or relates a clause to what is described.
  const requestAsks = request && whIndex >= 0 && body.slice(0, whIndex).every((token) => token.pos === 'ADP' || token.pos === 'PART' || AUDIENCE.has(token.lower) || FACT_FINDERS.has(token.lemma));
  if (tag) form = 'tag';
  else if (whFirst || requestAsks) form = 'wh';
  else if (request) form = 'request';
  else if (opensWithAux || memoryFrame || asksWhether || (tokens[0]?.pos === 'AUX' && tokens[1]?.lower === 'there' && rest !== tokens)) form = 'yesno';
  else if (whIndex >= 0 && !/\?\s*$/.test(clause)) form = 'wh';
  // A statement put without a question mark ("The consultation lasted about half an hour.") is
  // put for a yes as much as one with it: on cross-examination that is how most questions come.
  // An imperative ("Describe the room.") opens with its verb, and asks for an account.
  else form = whIndex >= 0 ? 'wh' : /\?\s*$/.test(clause) || putsAStatement(body, clause) ? 'declarative' : 'request';
  const wh = form === 'wh' && whIndex >= 0 ? whPhrase(body, whIndex) : null;
  const openedWithBe = form === 'yesno' && opensWithAux && body[0]!.lemma === 'be';
  const propositionTokens = uncleft(withoutAudience(form === 'yesno' && opensWithAux ? dropLeadingAux(body, negationAt) : form === 'wh' && whIndex >= 0 ? body.slice(whIndex) : body), openedWithBe);
  // Commas stay: they bound what a detail is said of ("the counter is two feet deep, so his face…").
  // A hyphenated word ("clear-cut", "lay-by") is rejoined: its pieces apart are other words ("cut").
  const joinTokens = (list: Token[]) => list.map((token, at) => (at > 0 && clause.includes(`${list[at - 1]!.text}-${token.text}`) ? `-${token.text}` : ` ${token.text}`)).join('').trim().replace(/ ([,n]'?t?)\b/g, (match, piece: string) => (piece === ',' || piece === "n't" ? piece : match)).replace(/ ,/g, ',').replace(/^,\s*|,\s*$/g, '');
  // The scene a leading subordinate clause sets is part of what is asked: "When the target was
  // closing at half a mile, did you reduce speed?" is not answered by a reduction at another time.
  const scene = leadsWithSubordinate ? all.slice(0, sceneEnd) : [];
  const proposition = joinTokens([...propositionTokens, ...(scene.length > 0 ? [{ ...scene[0]!, text: ',' }, ...scene] : [])]);
  // The wh-phrase names the slot, not the topic: "how far away", "what time", "how many".
  let skip = 0;
  if (form === 'wh' && whIndex >= 0) {
    skip = whIndex + (wh?.includes(' ') ? 2 : 1);
    while (body[skip]?.pos === 'ADV' || body[skip]?.pos === 'ADJ') skip++;
    // "What made you change the time?" asks why you changed it: the verb that brought the act
    // about is no word of it, and an account tells the act ("I corrected it because…"), not "made".
    if (wh === 'what' && asksWhatBroughtAboutAnAct(body.slice(skip))) skip++;
  }
  // An adjective that grades the measure asked is said with its amount ("30 centimetres deep"): the query keeps it.
  // So does one of the common measures ("How tall was he?", "How far away were you?") when the
  // rest of the question names nothing to look for: the measure is all there is.
  const gradedAlone = (adjective: string) => !COUNTING_ADVERBS.has(adjective) && contentLemmas(joinTokens(body.slice(skip))).length === 0;
  const measure = wh?.startsWith('how ') ? wh.slice(4) : null;
  const graded = form !== 'wh' || measure === null ? [] : !QUANTITY_ADVERBS.has(measure) ? [body[whIndex + 1]!] : gradedAlone(measure) ? body.slice(whIndex + 1, skip) : [];
  const query = form === 'wh' ? joinTokens([...graded, ...body.slice(skip), ...scene]) : proposition;
  const namedQuery = form === 'wh' && whIndex >= 0 && wh?.includes(' ') && namesWhatIsAsked(wh, body, whIndex) ? joinTokens([body[whIndex + 1]!, ...body.slice(skip), ...scene]) : null;
  const asked = form === 'wh' ? body.slice(skip) : propositionTokens;
  const tie = sceneTieIn(asked);
  const sceneAt = tie?.at ?? -1;
  const frontedEnd = opensScene ? endOfFrontedScene(asked) : -1;
  // "How long after the call did you get there?": a scene right after the wh-phrase, up to the
  // question's own inverted auxiliary and its subject.
  const whSceneEnd =
    form === 'wh' && sceneAt < 0 && SCENE_SUBORDINATORS.has(asked[0]?.lower ?? '') ? asked.findIndex((token, index) => index > 1 && token.pos === 'AUX' && ['PRON', 'PROPN', 'DET'].includes(asked[index + 1]?.pos ?? '')) : -1;
  // "The lay-by where you ran the tests is gravel?": a clause that picks out the subject is a scene too.
  const relative = form !== 'wh' && sceneAt <= 0 && scene.length === 0 && frontedEnd <= 0 ? subjectRelativeClause(asked) : null;
  const focus =
    whSceneEnd > 0
      ? joinTokens(asked.slice(whSceneEnd))
      : sceneAt > 0
      ? joinTokens(asked.slice(0, sceneAt))
      : scene.length > 0
        ? joinTokens(asked)
        : frontedEnd > 0
          ? joinTokens(asked.slice(frontedEnd))
          : relative
            ? joinTokens([...asked.slice(0, relative.start), ...asked.slice(relative.end)])
            : null;
  const sceneClause =
    whSceneEnd > 0
      ? { relation: asked[0]!.lower, text: joinTokens(asked.slice(1, whSceneEnd)) }
      : sceneAt > 0
      ? { relation: tie!.relation, text: joinTokens(asked.slice(sceneAt + tie!.length)) }
      : scene.length > 1
        ? { relation: scene[0]!.lower, text: joinTokens(scene.slice(1)) }
        : frontedEnd > 0
          ? { relation: asked[0]!.lower, text: joinTokens(asked.slice(1, frontedEnd)) }
          : relative
            ? { relation: 'that', text: joinTokens(asked.slice(relative.start + (RELATIVE_MARKERS.has(asked[relative.start]!.lower) ? 1 : 0), relative.end)) }
            : null;
  // The question's own "not" ("Isn't it true…", "Didn't you…") is left out of the proposition and
  // asks for a yes; a negation the proposition still holds is its own ("Isn't it true you never
  // looked at the notebooks?" asserts that you never did).
  const propositionNegated = propositionTokens.some((token) => token.negation);
  const statement = form === 'wh' && !whFirst && !requestAsks && carriesAClause(body, whIndex) && putsAStatement(body.slice(0, whIndex), clause) ? joinTokens(body) : null;
  return {
    form,
    wh,
    slot: wh ? slotOf(wh, body, whIndex) : null,
    tagPolarity: tag?.polarity ?? null,
    negativeQuestion,
    proposition,
    query,
    namedQuery,
    focus,
    scene: sceneClause && (SCENE_SUBORDINATORS.has(sceneClause.relation) || sceneClause.relation === 'that') && sceneClause.text ? sceneClause : null,
    propositionNegated,
    // Put for a yes ("Your doctorate is in physics, isn't it?"), the credentials are a premise like any other.
    identity: identity === 'qualifications' && form !== 'wh' && form !== 'request' ? null : identity,
    memoryFrame,
    statement,
  };
}

/** Ties of more than one word that open a scene clause, and the one word each means. */
const SCENE_PHRASES: readonly { words: readonly string[]; relation: string }[] = [{ words: ['as', 'soon', 'as'], relation: 'once' }];

/**
 * Where a scene clause starts after the statement's own words ("You smelled it | as soon as you
 * reached the window", "…| after you picked"): its tie, how many words the tie takes and the one
 * word it means. "As soon as" says what "once" does: the act came right after the scene. Null
 * when the statement has none.
 */
function sceneTieIn(asked: readonly Token[]): { at: number; length: number; relation: string } | null {
  for (let index = 1; index < asked.length; index++) {
    const phrase = SCENE_PHRASES.find(({ words }) => words.every((word, offset) => asked[index + offset]?.lower === word));
    if (phrase) return { at: index, length: phrase.words.length, relation: phrase.relation };
    const token = asked[index]!;
    if (SCENE_SUBORDINATORS.has(token.lower) && token.pos !== 'NOUN' && !endsAVerbOnAPerson(asked, index)) return { at: index, length: 1, relation: token.lower };
  }
  return null;
}

/**
 * Whether "after" or "before" completes the verb before it, as a verb WordNet lists, done to a
 * person ("Who looked after you…?", "Who went after him?", "…looking after the children"): it sets
 * no scene. "Where did you go after that?" and "…after you fell" are times, as is a word that is no
 * person ("after the meeting").
 */
function endsAVerbOnAPerson(tokens: readonly Token[], at: number): boolean {
  if (tokens[at - 1]?.pos !== 'VERB' || prepositionalVerb(tokens, at - 1) === null) return false;
  const object = tokens[at + 1]?.lower === 'the' ? tokens[at + 2] : tokens[at + 1];
  if (!object) return false;
  // A subject pronoun opens a clause of its own ("after he left"); "you" does where a verb follows it.
  const clauseFollows = tokens.slice(at + 2, at + 4).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (object.pos === 'PRON') return PERSONAL_OBJECT_PRONOUNS.has(object.lower) && !clauseFollows;
  return object.pos === 'NOUN' && nounKinds(object.lemma).has(NOUN_KIND.person) && !clauseFollows;
}

/** Whether an auxiliary (after any adverbs) stands at `at`: the inversion that makes a question ("When exactly did you…"). */
function invertsAt(tokens: readonly Token[], at: number): boolean {
  let i = at;
  while (tokens[i]?.pos === 'ADV') i++;
  const token = tokens[i];
  return token !== undefined && (token.pos === 'AUX' || (token.pos === 'VERB' && ['do', 'have', 'be'].includes(token.lemma)));
}

/**
 * Where the statement after a fronted scene clause begins ("When the alarm went off | you
 * pressed…"): at a comma, or at a personal subject with its verb after the scene's own verb.
 * -1 when no such point is found.
 */
function endOfFrontedScene(tokens: readonly Token[]): number {
  const verbAt = tokens.findIndex((token, index) => index > 1 && (token.pos === 'VERB' || token.pos === 'AUX'));
  if (verbAt < 0) return -1;
  for (let i = verbAt + 1; i < tokens.length - 1; i++) {
    if (tokens[i]!.text === ',') return i + 1 < tokens.length ? i + 1 : -1;
    const next = tokens[i + 1]!;
    if (tokens[i]!.pos === 'PRON' && SUBJECT_PRONOUNS_WITH_IT.has(tokens[i]!.lower) && (next.pos === 'VERB' || next.pos === 'AUX')) return i;
  }
  return -1;
}

/**
 * A statement without the scene clause it opens with: "When the alarm went off, I pressed the
 * button" tells the pressing, the alarm only says when. The statement itself when it opens with
 * none, or its end is not found.
 */
export function withoutFrontedScene(statement: string): string {
  const tokens = tokensOf(statement);
  if (!SCENE_SUBORDINATORS.has(tokens[0]?.lower ?? '')) return statement;
  const end = endOfFrontedScene(tokens);
  return end < 0 ? statement : tokens.slice(end).map((token) => token.text).join(' ');
}

const RELATIVE_MARKERS = new Set(['where', 'who', 'which', 'that', 'whom', 'whose', 'when']);

/**
 * The clause that picks out a statement's subject, before its verb: "The lay-by | where you ran
 * the tests | is gravel", "The scar | you saw | was through his eyebrow". It runs from the marker
 * (or the subject of a clause with none) to the auxiliary that carries the statement's own verb.
 * Null when the statement's subject has none.
 */
function subjectRelativeClause(tokens: readonly Token[]): { start: number; end: number } | null {
  const head = tokens.findIndex((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  if (head < 0 || tokens.slice(0, head).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return null;
  // The subject's own words run on to the marker ("the lay-by where", "the man in the car who").
  let at = head + 1;
  while (at < head + 5 && ['NOUN', 'PROPN', 'ADP', 'DET', 'ADJ'].includes(tokens[at]?.pos ?? '') && !RELATIVE_MARKERS.has(tokens[at]!.lower)) at++;
  const marked = RELATIVE_MARKERS.has(tokens[at]?.lower ?? '');
  const subject = tokens[marked ? at + 1 : at];
  if (!subject || !(subject.pos === 'PRON' || subject.pos === 'DET' || subject.pos === 'PROPN' || (marked && subject.pos === 'VERB'))) return null;
  const verb = tokens.findIndex((token, index) => index > at && (token.pos === 'VERB' || token.pos === 'AUX'));
  if (verb < 0) return null;
  const end = tokens.findIndex((token, index) => index > verb && token.pos === 'AUX');
  return end > verb ? { start: at, end } : null;
}

/** "whatever", "however", "wherever": a wh-word that opens a phrase of its own and asks nothing. */
const FREE_CHOICE_WH = /^(wh|how)[a-z]*ever$/;

/**
 * Where a phrase fronted before the question's main clause ends: the comma after "In the
 * morning", "From where you stood", "After what happened", "Whatever the reason", or -1. The
 * phrase opens with a preposition, a conjunction, an adverb or a wh-word, and is no question of
 * its own: a wh-word in it opens a clause (a verb follows it before the comma) or is a free-choice
 * one ("whatever"), so "How far, roughly, was it?" and "In which room, …" keep their wh-word.
 */
function frontedPhraseEnd(tokens: readonly Token[], comma: number): number {
  if (comma < 2 || comma > tokens.length - 3) return -1;
  const first = tokens[0]!;
  const opener = ['ADP', 'SCONJ', 'ADV'].includes(first.pos) || first.lower in WH_SLOTS || FREE_CHOICE_WH.test(first.lower);
  if (!opener) return -1;
  // What follows the comma opens the main clause: an inversion, a wh-word or a subject ("…, if you remember" does not).
  const next = tokens[comma + 1]!;
  if (!(next.pos === 'AUX' || next.lower in WH_SLOTS || opensAStatement(tokens, comma + 1))) return -1;
  const phrase = tokens.slice(0, comma);
  // A phrase holds no verb of its own but in the clause its wh-word opens: "On check 12 you
  // couldn't tell, could you?" is a statement with its tag.
  const firstWh = phrase.findIndex((token) => token.lower in WH_SLOTS);
  if (phrase.slice(0, firstWh < 0 ? phrase.length : firstWh).some(isVerb)) return -1;
  // "What date was it, …" inverts: it is the question, not a phrase fronted before one. "What I
  // am asking is whether you were told in any way, …" holds more than the one clause a wh-word
  // opens: its wh-clause is the subject of a sentence of its own.
  const asksItself = phrase.some((token, at) => {
    if (!(token.lower in WH_SLOTS)) return false;
    const after = phrase.slice(at + 1);
    const verbGroups = after.filter((later, i) => isVerb(later) && !isVerb(after[i - 1])).length;
    return after.some((_, i) => invertsWithSubject(after, i)) || verbGroups !== 1;
  });
  return asksItself ? -1 : comma;
}

const isVerb = (token: Token | undefined) => token !== undefined && (token.pos === 'VERB' || token.pos === 'AUX');

/** Whether a statement's subject and its verb start at `at`: "you could…", "the gate was…", not "shape or form to make…". */
function opensAStatement(tokens: readonly Token[], at: number): boolean {
  if (tokens[at]?.pos === 'PRON') return isVerb(tokens[at + 1]);
  if (!['PROPN', 'DET', 'NOUN'].includes(tokens[at]?.pos ?? '')) return false;
  for (let i = at + 1; i < Math.min(tokens.length, at + 5) && tokens[i]!.text !== ','; i++) if (isVerb(tokens[i])) return true;
  return false;
}

/** Whether an auxiliary with its subject right after it stands at `at`: "did you", "was the car". */
function invertsWithSubject(tokens: readonly Token[], at: number): boolean {
  return tokens[at]?.pos === 'AUX' && ['PRON', 'PROPN', 'DET', 'NOUN'].includes(tokens[at + 1]?.pos ?? '');
}

/** Where a question inverts after a fronted scene clause ("When you arrived | did you see him?"), or -1. */
function inversionAfterScene(tokens: readonly Token[]): number {
  const verbAt = tokens.findIndex((token, index) => index > 1 && (token.pos === 'VERB' || token.pos === 'AUX'));
  if (verbAt < 0) return -1;
  return tokens.findIndex((token, index) => index > verbAt && token.pos === 'AUX' && ['PRON', 'PROPN', 'DET'].includes(tokens[index + 1]?.pos ?? '') && tokens[index - 1]?.pos !== 'PRON');
}

/** Whether the question asks for yes or no (a yes/no, tag or declarative question). */
export function asksYesNo(analysis: QuestionAnalysis): boolean {
  return analysis.form === 'yesno' || analysis.form === 'tag' || analysis.form === 'declarative';
}

/**
 * The property a "what is…" question asks the value of: "What was the chief engineer's name?" →
 * name, "What was the temperature in the yard?" → temperature, "What colour was it?" is not one
 * (its wh-phrase names the slot). Null for any other question, for a noun too vague to name a
 * property ("What was the thing?"), and for one whose value may be anything ("the results"). An answer must speak of that property: a sentence about the chief engineer that
 * gives no name does not answer.
 */
export function askedAttribute(turn: string, analysis: QuestionAnalysis = analyseQuestion(turn)): string | null {
  if (analysis.form !== 'wh' || (analysis.wh !== 'what' && analysis.wh !== 'which')) return null;
  const tokens = tokensOf(mainClause(turn)).filter((token) => token.pos !== 'PUNCT' || token.text === "'s");
  const whAt = tokens.findIndex((token) => token.lower === analysis.wh);
  if (tokens[whAt + 1]?.lemma !== 'be' || tokens[whAt + 2]?.pos === 'VERB') return null;
  // The noun phrase after "is": its head is the last noun before a preposition, "like" or the end.
  let head: Token | null = null;
  for (let at = whAt + 2; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (token.pos === 'VERB' || token.pos === 'AUX') return null;
    // A preposition, "like", or a determiner after the head (a clause that describes it: "the
    // speeds the ferry's AIS broadcast") ends the phrase.
    if (token.pos === 'ADP' || token.lower === 'like' || (head !== null && token.pos === 'DET')) break;
    if (token.pos === 'NOUN') head = token;
  }
  if (!head || isVagueNoun(head.lemma)) return null;
  // Only a property whose values can be told apart: a measure or an attribute ("speed",
  // "colour", "temperature"), or a name. "What were the results?" may be answered by anything.
  // And a property first of all: a "dish" is food or a plate before it is a dishful, and "What
  // was the main dish?" is answered by a course that names no dish ("speed" is first a rate, in time).
  const kinds = nounKinds(head.lemma);
  const property = (kinds.has(NOUN_KIND.attribute) || kinds.has(NOUN_KIND.quantity)) && PROPERTY_KINDS.has(firstNounKind(head.lemma) ?? -1);
  return head.lemma === 'name' || property ? head.lemma : null;
}

/**
 * The clause a multi-sentence turn asks: the last sentence that ends with a question mark, or
 * the last sentence; a leading address ("Now, Ms. Zhao,") or connective ("And", "So") is dropped.
 */
export function mainClause(turn: string): string {
  const cached = mainClauseCache.get(turn);
  if (cached !== undefined) return cached;
  const clause = readMainClause(turn);
  mainClauseCache.set(turn, clause);
  return clause;
}

const MAIN_CLAUSE_LIMIT = 256;
/** Main clauses by turn: a turn's clause is asked for about eight times (the question's reading, the objection grounds, the witness). */
const mainClauseCache = new RecentCache<string, string>(MAIN_CLAUSE_LIMIT);

function readMainClause(turn: string): string {
  const pieces = sentencesOf(turn);
  const sentence = [...pieces].reverse().find((piece) => /\?\s*$/.test(piece)) ?? pieces.at(-1) ?? '';
  // "You said there was a workshop; do you take on private jobs?", "I want to be clear: did you sign
  // it?": the question is after the semicolon or colon, unless that part only asks for confirmation
  // ("…; is that correct?"), which makes the whole a tag. (A colon with no space is a time: "10:30".)
  const afterSemicolon = sentence.split(/;\s*|:\s+/).at(-1) ?? sentence;
  const asksAnew = afterSemicolon !== sentence && /^(?:do|does|did|is|are|was|were|have|has|had|can|could|will|would|should|what|where|when|why|how|who|whom|which)\b/i.test(afterSemicolon) && !/^(?:is|am|was|isn't|wasn't)\s+(?:that|it|i|this)\s+(?:not\s+)?(?:correct|right|true|so|accurate|fair)\b/i.test(afterSemicolon);
  const asked = asksAnew ? afterSemicolon : sentence;
  // An address is a name ("Ms. Zhao,", "Officer,"), never a question word ("What, if anything, …").
  return asked.replace(/^(?:(?:and|so|now|then|okay|ok|well|all right|alright)\b,?\s*)+/i, '').replace(/^(?!(?:what|where|when|why|how|who|whom|whose|which|yes|no|please|if)\b)(?:(?:mr|mrs|ms|dr|miss)\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?,\s+(?=[a-z])/iu, '');
}

// Frames that wrap the clause asked about, read on lemmas so every tense and person is covered:
// "can/could/would/will you tell|describe|explain|say|show (us|the jury|the court) (about)",
// "tell|describe|explain …", "do/did you (recall|remember|know) (whether|if|that)",
// "is it (true|fair to say|correct) that", "would you agree (with me) that", "am I right that".
const TELL = new Set(['tell', 'describe', 'explain', 'say', 'show', 'give', 'walk', 'share', 'state', 'identify', 'name', 'list', 'spell']);
const SCENE_OPENERS = new Set(['when', 'after', 'before', 'while', 'once', 'since', 'as', 'if', 'until']);
const MODALS = new Set(['can', 'could', 'would', 'will', "won't", 'might']);
const KNOW = new Set(['recall', 'remember', 'know', 'recollect', 'think', 'believe']);
const TRUE_WORDS = new Set(['true', 'fair', 'correct', 'right', 'accurate', 'so', 'fact', 'case']);
const AUDIENCE = new Set(['us', 'me', 'jury', 'court', 'judge', 'panel', 'member', 'ladies', 'gentleman', 'the', 'of', 'everyone', 'honor', 'his', 'her', 'your']);

/**
 * "Isn't it true you never looked?", "Is it a fact he left?": the frame that affirms a clause said
 * without its "that", up to the word that affirms it; the tokens as they are when no clause
 * (a subject, then a verb) follows it. "Is it true?" and "Is it right to say…" put none.
 */
function withoutAffirmingFrameBeforeItsClause(tokens: Token[]): Token[] {
  if (tokens[0]?.pos !== 'AUX') return tokens;
  // The frame is "is/isn't it (not) (a|the) <true word>": only the question's own words stand before the true word.
  let at = 1;
  if (tokens[at]?.negation) at++;
  if (tokens[at]?.lower !== 'it') return tokens;
  at++;
  if (tokens[at]?.negation) at++;
  if (tokens[at]?.pos === 'DET') at++;
  if (!TRUE_WORDS.has(tokens[at]?.lemma ?? '')) return tokens;
  const clause = tokens.slice(at + 1);
  const opensWithASubject = ['PRON', 'PROPN', 'DET', 'NOUN'].includes(clause[0]?.pos ?? '') && clause[0]?.lower !== 'that';
  return opensWithASubject && clause.slice(1).some((token) => token.pos === 'VERB' || token.pos === 'AUX') ? clause : tokens;
}

function stripFrames(tokens: Token[]): { rest: Token[]; memoryFrame: boolean; request: boolean; asksWhether: boolean } {
  let rest = tokens;
  let memoryFrame = false;
  let request = false;
  let asksWhether = false;
  for (let guard = 0; guard < 4; guard++) {
    const before = rest.length;
    let i = 0;
    if (rest[i]?.lemma === 'please') i++;
    // "can you", "would you please", "I want you to", "I'd like you to"
    if (rest[i]?.pos === 'AUX' && rest[i + 1]?.lower === 'you') {
      const next = rest[i + 2]?.lemma === 'please' ? i + 3 : i + 2;
      // "Can you tell us…" asks for an account; "Did you tell the officer…" asks whether you did.
      if (TELL.has(rest[next]?.lemma ?? '') && MODALS.has(rest[i]!.lower)) i = next;
      // "Do you recall whether…" wraps a question; "Do you know Jordan Avery?" is the question.
      // "Do you know how to read a radar?" asks what you can do: a wh-word with "to" is no frame.
      else if (KNOW.has(rest[next]?.lemma ?? '') && rest[i]!.lemma === 'do' && rest[next + 2]?.lower !== 'to' && (['whether', 'if', 'that'].includes(rest[next + 1]?.lower ?? '') || (rest[next + 1]?.lower ?? '') in WH_SLOTS || rest.slice(next + 1).some((token) => token.pos === 'VERB' || token.pos === 'AUX'))) {
        memoryFrame = true;
        rest = rest.slice(next + 1);
        if (['whether', 'if', 'that'].includes(rest[0]?.lower ?? '')) rest = rest.slice(1);
        continue;
      }
    }
    if (TELL.has(rest[i]?.lemma ?? '') && (i > 0 || rest[i]!.pos === 'VERB')) {
      request = true;
      i++;
      while (i < rest.length && AUDIENCE.has(rest[i]!.lower) && !(rest[i]!.lower === 'your' && rest[i + 1]?.pos === 'NOUN' && !AUDIENCE.has(rest[i + 1]!.lemma))) i++;
      if (rest[i]?.lower === 'about') i++;
      rest = rest.slice(i);
      continue;
    }
    // "I ask you if…", "I'll ask you whether…": the examiner's frame around a yes/no question.
    if (rest[0]?.lemma === 'i' && rest.slice(1, 4).some((token) => token.lemma === 'ask') && rest.slice(2, 6).some((token) => token.lower === 'you')) {
      const at = rest.findIndex((token, index) => index > 1 && ['if', 'whether'].includes(token.lower));
      if (at > 0 && at <= 5) {
        rest = rest.slice(at + 1);
        asksWhether = true;
        continue;
      }
    }
    // "Did there come a time when you…": the courtroom's way of asking whether you did.
    if (rest[0]?.pos === 'AUX' && rest[1]?.lower === 'there' && rest[2]?.lemma === 'come' && rest[4]?.lemma === 'time' && ['when', 'that'].includes(rest[5]?.lower ?? '')) {
      rest = rest.slice(6);
      continue;
    }
    // "is it true that", "isn't it a fact that", "would you agree (with me) that", "am I right that"
    for (let thatAt = 1; thatAt <= Math.min(6, rest.length - 2); thatAt++) {
      if (rest[thatAt]!.lower !== 'that') continue;
      // "that" opens the clause put only with a verb after it, and not as what a preposition takes:
      // "Did he confirm any of that in writing?" asks of his confirming, and puts no clause.
      const opensAClause = rest[thatAt - 1]!.pos !== 'ADP' && rest.slice(thatAt + 1).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
      if (!opensAClause) continue;
      const frame = rest.slice(0, thatAt);
      const lemmas = new Set(frame.map((token) => token.lemma));
      const opens = frame[0]?.pos === 'AUX' || frame[0]?.lemma === 'you' || frame[0]?.lemma === 'i';
      const affirms = [...lemmas].some((lemma) => TRUE_WORDS.has(lemma)) || [...CONCEDING].some((lemma) => lemmas.has(lemma));
      if (opens && affirms) {
        rest = rest.slice(thatAt + 1);
        break;
      }
    }
    if (rest.length === before) rest = withoutAffirmingFrameBeforeItsClause(rest);
    if (rest.length === before) rest = withoutSayingFrame(rest);
    if (rest.length === before) rest = withoutConcession(rest);
    if (rest.length === before) break;
  }
  return { rest, memoryFrame, request, asksWhether };
}

/**
 * Whether words without a question mark state something: a subject (a pronoun, a name, a noun
 * phrase) before a finite verb of its own ("You can't recall him pressing…", "The radiographer
 * took four X-rays"). An imperative opens with its verb ("Tell us…", "Please describe…"), and a
 * bare phrase ("Now, the night of the fire.") has none.
 */
/** Wh-words that open a clause of time or place. */
const ADVERBIAL_WH = new Set(['when', 'where']);
/** Prepositions whose object a wh-clause may be: "from where", "until when", "to where". */
const CLAUSE_PREPOSITIONS = new Set(['from', 'to', 'at', 'near', 'by', 'of', 'about', 'for', 'into', 'toward', 'towards', 'until', 'till', 'since', 'beyond', 'behind', 'beside']);
/** Verbs whose object a wh-clause is ("You knew where he lived?", "You can't say when it was?"): what is known or said, asked for. */
const KNOWING_OR_SAYING = new Set(['know', 'say', 'tell', 'remember', 'recall', 'recollect', 'forget', 'wonder', 'ask', 'understand', 'learn', 'find', 'see', 'notice', 'show', 'explain', 'describe', 'state', 'indicate', 'mean']);

/**
 * "The gate was open when you got there?", "And he was standing where you could see him?": a
 * statement complete in itself (its subject, then its verb) followed by a clause of time or place
 * with its own subject and verb. The wh-word only says when or where the statement holds, and the
 * turn puts the statement for a yes, as "When you got there the gate was open?" does. An echo
 * ("You went where?") has no clause after it and still asks, and so does a wh-clause that is the
 * object of a verb of knowing or saying ("You can't say when it was?").
 */
function closesAStatement(body: readonly Token[], index: number): boolean {
  // ("…from where the dartboard is": the clause is the object of a preposition, a place the statement
  // needs; "tied up where…", "already down when…" end on a particle and are complete)
  if (!ADVERBIAL_WH.has(body[index]!.lower) || KNOWING_OR_SAYING.has(body[index - 1]?.lemma ?? '') || CLAUSE_PREPOSITIONS.has(body[index - 1]?.lower ?? '')) return false;
  const before = body.slice(0, index).filter((token) => token.pos !== 'PUNCT');
  const first = before.findIndex((token) => !['CCONJ', 'ADV', 'INTJ'].includes(token.pos) && token.lower !== 'so');
  // (the subject may be misread: "The light | was red", "light" taken for an adjective after its article)
  // ("I show you the letter and ask you if you were present when it was written?": the examiner's
  // own words, and an embedded "if" or "whether" that asks)
  const examinersOwn = ['i', 'we'].includes(before[first]?.lower ?? '') || before.some((token) => ['if', 'whether'].includes(token.lower));
  const statement = first >= 0 && !examinersOwn && ['PRON', 'NOUN', 'PROPN', 'DET'].includes(before[first]!.pos) && before.slice(first + 1).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const after = body.slice(index + 1);
  const clauseAfter = ['PRON', 'DET', 'NOUN', 'PROPN'].includes(after[0]?.pos ?? '') && after.slice(1, 5).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  return statement && clauseAfter;
}

/**
 * Whether the wh-word at `index` opens a clause of its own: a subject and its verb after the
 * wh-phrase ("how deep the trenches were", "what the MRI had shown"), or a verb right after a
 * "who" or "what" that is its subject ("who drove the truck"). An echo ("You went where?") or a
 * wh-word followed by a scene ("You did what when he came in?") opens none.
 */
function carriesAClause(body: readonly Token[], index: number): boolean {
  const word = body[index]!.lower;
  // "When" or "where" is a question's object only after a verb of knowing or saying, or a
  // preposition ("can't say when it was", "from where he stood"); else it sets a scene ("…, even
  // when they are immobilised"), and so does any wh-word after a comma or an adverb.
  const before = body[index - 1];
  const objectOf = before !== undefined && (KNOWING_OR_SAYING.has(before.lemma) || CLAUSE_PREPOSITIONS.has(before.lower));
  if (ADVERBIAL_WH.has(word) ? !objectOf : before === undefined || before.text === ',' || before.pos === 'ADV' || before.pos === 'SCONJ') return false;
  const after = body.slice(index + whPhrase(body, index).split(' ').length);
  const isVerb = (token: Token | undefined) => token?.pos === 'VERB' || token?.pos === 'AUX';
  if ((word === 'who' || word === 'what') && isVerb(after[0])) return true;
  // ("how much of the weakness came": the measured thing may follow in an of-phrase)
  return (['PRON', 'DET', 'NOUN', 'PROPN'].includes(after[0]?.pos ?? '') || after[0]?.lower === 'of') && after.slice(1, 8).some(isVerb);
}

/** Parts of speech that open a statement's subject. */
const SUBJECT_OPENERS = new Set(['PRON', 'DET', 'PROPN', 'NOUN', 'ADJ', 'NUM']);

/**
 * After an opening phrase or clause, the first subject that takes its verb ("…six | her partner
 * came"), or -1 when there is none, or when an instruction follows a comma ("If you saw him,
 * describe him", "When you got there, please tell us…"): that asks for an account.
 */
function laterSubject(tokens: readonly Token[], opening: number): number {
  const instructs = tokens.some((token, at) => token.text === ',' && (tokens[at + 1]?.pos === 'VERB' || tokens[at + 1]?.lemma === 'please'));
  if (instructs) return -1;
  const takesVerb = (at: number) => {
    let next = at + 1;
    while (tokens[next]?.pos === 'ADV') next++;
    return tokens[next]?.pos === 'VERB' || tokens[next]?.pos === 'AUX';
  };
  return tokens.findIndex((token, at) => at > opening && ['NOUN', 'PROPN', 'PRON'].includes(token.pos) && takesVerb(at));
}

/**
 * Whether the statement opens with a gerund for its subject ("Cleaning up the oil took you an
 * hour", "Checking the gauges was your job"): a verb in -ing, then a finite verb of its own. An
 * imperative opens with the plain verb ("Describe the room").
 */
function gerundSubject(tokens: readonly Token[], first: number): boolean {
  const opener = tokens[first]!;
  if (opener.pos !== 'VERB' || !opener.lower.endsWith('ing') || opener.lower === opener.lemma) return false;
  // Before any comma: "Sitting there, you could see the door" opens with a phrase, not a subject.
  const comma = tokens.findIndex((token, at) => at > first && token.text === ',');
  const clause = tokens.slice(first + 1, comma < 0 ? tokens.length : comma);
  return clause.some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && token.lower !== token.lemma && !token.lower.endsWith('ing')));
}

function putsAStatement(tokens: readonly Token[], text: string): boolean {
  let first = tokens.findIndex((token) => token.pos !== 'PUNCT' && token.pos !== 'INTJ' && token.pos !== 'CCONJ' && token.lower !== 'so' && token.lower !== 'now');
  // A statement may open with a phrase that sets its frame or its time ("In your view the pin was
  // worn", "On the Friday, you were at home"): the statement is what follows the phrase's noun.
  if (tokens[first]?.pos === 'ADP') {
    let at = first + 1;
    while (at < tokens.length && !['NOUN', 'PROPN'].includes(tokens[at]!.pos) && ['DET', 'ADJ', 'NUM', 'PRON'].includes(tokens[at]!.pos)) at++;
    while (['NOUN', 'PROPN'].includes(tokens[at]?.pos ?? '')) at++;
    if (at > first + 1 && ['NOUN', 'PROPN', 'NUM'].includes(tokens[at - 1]!.pos)) first = tokens[at]?.text === ',' ? at + 1 : at;
  }
  // An opening phrase or clause the noun phrase above does not measure ("At about a quarter to six
  // her partner came…", "After the hearing Mr. Lowe told you…", "If the lid was loose, it…").
  const opening = tokens.findIndex((token) => token.pos !== 'PUNCT' && token.pos !== 'INTJ' && token.pos !== 'CCONJ');
  if (!SUBJECT_OPENERS.has(tokens[first]?.pos ?? '') && ['ADP', 'SCONJ', 'ADV'].includes(tokens[opening]?.pos ?? '')) first = laterSubject(tokens, opening);
  const opener = tokens[first];
  if (opener && gerundSubject(tokens, first)) return true;
  if (!opener || !SUBJECT_OPENERS.has(opener.pos) || opener.lemma === 'please') return false;
  // What the examiner says of itself ("I'd like you to turn to page six", "I hand you
  // Exhibit 4", "We all know that") puts nothing to the witness; nor does an instruction ("You
  // will have to speak up") or a statement broken off ("They operate a chain of—").
  const rest = tokens.slice(first + 1);
  const examinersOwn = /^(?:i|we)(?:['\u2019]|$)/.test(opener.lower);
  const instruction = opener.lower === 'you' && rest.slice(0, 3).some((token, at) => token.lemma === 'must' || ((token.lemma === 'have' || token.lemma === 'need') && rest[at + 1]?.lower === 'to'));
  const brokenOff = /(?:[-\u2013\u2014]|\.\.\.|\u2026)\s*$/.test(text);
  return !examinersOwn && !instruction && !brokenOff && rest.some((token) => token.pos === 'AUX' || token.pos === 'VERB');
}

/**
 * "It's fair to say you never touched it", "Is it true to say he left?": "it is (fair|true|right)
 * to say" before a clause with "that" left out puts the clause, as "is it fair to say that" does.
 * The frame opens with "it" or the verb before it, and has no subject of its own besides "it".
 */
function withoutSayingFrame(tokens: Token[]): Token[] {
  const sayAt = tokens.findIndex((token, at) => at <= 5 && token.lemma === 'say' && tokens[at - 1]?.lower === 'to');
  if (sayAt < 0) return tokens;
  const frame = tokens.slice(0, sayAt - 1);
  const opens = frame[0]?.lower === 'it' || (frame[0]?.pos === 'AUX' && frame[1]?.lower === 'it');
  const affirms = frame.some((token) => TRUE_WORDS.has(token.lemma));
  const onlyFrame = frame.every((token) => token.lower === 'it' || token.pos === 'AUX' || token.pos === 'PART' || token.pos === 'ADV' || TRUE_WORDS.has(token.lemma));
  const clause = tokens.slice(sayAt + 1);
  const opensClause = clause.length > 1 && ['PRON', 'DET', 'PROPN', 'NOUN'].includes(clause[0]!.pos) && clause.some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  return opens && affirms && onlyFrame && opensClause ? clause : tokens;
}

/** Verbs by which an examiner asks the witness to grant a clause ("You agree…", "You'd accept…"). */
const CONCEDING = new Set(['agree', 'accept', 'admit', 'confirm', 'concede', 'acknowledge']);

/**
 * "You agree an electrical fault could cause it?", "You'd accept the scene was never secured?",
 * "Do you concede you never tested the heater?": a conceding verb, now or with a modal, before a
 * clause of its own, with "that" left out. The clause is what is put. What the witness conceded
 * before ("you admitted to the police…") is an act asked about, and "you accept the offer" takes
 * no clause.
 */
function withoutConcession(tokens: Token[]): Token[] {
  let at = 0;
  if (tokens[at]?.pos === 'AUX' && tokens[at + 1]?.lower === 'you') at += 2;
  else if (tokens[at]?.lower === 'you') {
    at++;
    if (tokens[at]?.pos === 'AUX' && tokens[at]!.lemma !== 'do' && !tokens[at]!.negation) at++;
  } else return tokens;
  const verb = tokens[at];
  const present = verb !== undefined && (verb.lower === verb.lemma || verb.lower === `${verb.lemma}s`);
  const clause = tokens.slice(at + 1);
  const opensClause = clause.length > 1 && ['PRON', 'DET', 'PROPN', 'NOUN'].includes(clause[0]!.pos) && clause.some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  return verb && CONCEDING.has(verb.lemma) && present && opensClause ? clause : tokens;
}

/**
 * Whether the word at `at` lies in a clause the speaker refuses to grant: after a negated
 * conceding verb in the same sentence part ("I do not accept that the latch was faulty", "I would
 * not agree the pin was worn"). What is not granted is denied, as the same verb put the question.
 */
export function refusedAsGranted(tokens: readonly Token[], at: number): boolean {
  for (let index = at - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (token.text === ';' || token.text === '.' || (token.pos === 'CCONJ' && tokens[index + 1]?.pos === 'PRON')) return false;
    if (CONCEDING.has(token.lemma) && token.pos === 'VERB' && token.negated && tokens.slice(index + 1, at).some((other) => other.pos === 'NOUN' || other.pos === 'PRON' || other.lower === 'that')) return true;
  }
  return false;
}

/** Who decides the facts, and so whom a witness is asked to tell ("members of the jury", "the tribunal"). */
export const FACT_FINDERS: ReadonlySet<string> = new Set(['jury', 'juror', 'court', 'tribunal', 'panel', 'judge', 'member']);

/**
 * Whether a question asks the witness to tell the courtroom ("What can you tell us about…",
 * "Explain to the jury…"): its telling is the frame of the question, not an act asked about, as
 * the telling in "What did you tell the officer?" is.
 */
export function addressesTheCourt(turn: string): boolean {
  const tokens = tokensOf(mainClause(turn));
  const at = tokens.findIndex((token) => TELL.has(token.lemma) && (token.pos === 'VERB' || token.pos === 'AUX'));
  if (at < 0) return false;
  let end = at + 1;
  if (tokens[end]?.lower === 'to') end++;
  if (tokens[end]?.lower === 'us') return true;
  while (end < tokens.length && (AUDIENCE.has(tokens[end]!.lower) || tokens[end]!.lower === 'this')) end++;
  return FACT_FINDERS.has(tokens[end]?.lemma ?? '') || tokens.slice(at + 1, end).some((token) => FACT_FINDERS.has(token.lemma));
}

/**
 * Whether what a question to the courtroom asks is still the witness's telling ("What can you tell
 * us about the bridge?" reads as "What can you tell about the bridge"), not an act the request to
 * tell frames ("Tell us what Mr. Lowe said": what Mr. Lowe said is asked).
 */
export function isTheWitnesssTelling(proposition: string): boolean {
  const tokens = tokensOf(proposition);
  const subjectBefore = (at: number) => tokens.slice(0, at).findLast((token) => token.pos !== 'ADV' && token.pos !== 'AUX');
  return tokens.some((token, at) => TELL.has(token.lemma) && subjectBefore(at)?.lower === 'you');
}

/**
 * "You can't tell this jury whether…" is "you can't say whether…": whom the witness would tell
 * (the jury, the court, us) is the courtroom's, not part of what is asked.
 */
function withoutAudience(tokens: Token[]): Token[] {
  const at = tokens.findIndex((token) => TELL.has(token.lemma) && token.pos === 'VERB');
  if (at < 0) return tokens;
  if (tokens[at + 1]?.lower === 'us' && at + 2 < tokens.length) return [...tokens.slice(0, at + 1), ...tokens.slice(at + 2)];
  let end = at + 1;
  while (end < tokens.length && (AUDIENCE.has(tokens[end]!.lower) || tokens[end]!.lower === 'this' || FACT_FINDERS.has(tokens[end]!.lemma))) end++;
  const audience = tokens.slice(at + 1, end);
  const isAudience = audience.some((token) => FACT_FINDERS.has(token.lemma));
  return isAudience && end < tokens.length ? [...tokens.slice(0, at + 1), ...tokens.slice(end)] : tokens;
}

/**
 * "Describe the crane for the jury.", "Describe your duties for us.": whom a request for a thing
 * bids the witness tell, said at its end, is the courtroom's, not part of what is described; a word
 * the affidavit never uses ("jury") would otherwise outweigh the rest of the request. Only after a
 * noun phrase: in "the letter you sent to the court" the court is where the letter went.
 */
function withoutClosingAudience(tokens: Token[]): Token[] {
  let at = tokens.length - 1;
  if (at < 0 || !(FACT_FINDERS.has(tokens[at]!.lemma) || tokens[at]!.lower === 'us') || tokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return tokens;
  if (tokens[at]!.lower !== 'us') while (at > 0 && (tokens[at - 1]!.pos === 'DET' || AUDIENCE.has(tokens[at - 1]!.lower)) && !['for', 'to'].includes(tokens[at - 1]!.lower)) at--;
  const preposition = tokens[at - 1]?.lower;
  return (preposition === 'for' || preposition === 'to') && at > 1 ? tokens.slice(0, at - 1) : tokens;
}

/** ", didn't you?", ", right?", ", is that correct?", ", isn't that true?" at the end of a statement. */
function readTag(tokens: Token[]): { start: number; polarity: 'positive' | 'negative' } | null {
  const comma = tokens.map((token) => token.text).lastIndexOf(',');
  const tail = comma >= 0 ? tokens.slice(comma + 1) : [];
  if (tail.length === 0 || tail.length > 4 || comma < 2) {
    // "…right?" without a comma
    const last = tokens.at(-1);
    if (last && ['right', 'correct', 'true'].includes(last.lower) && tokens.length > 3 && tokens.at(-2)?.pos !== 'DET') return { start: tokens.length - 1, polarity: 'positive' };
    return null;
  }
  const words = tail.map((token) => token.lower);
  if (words.length === 1 && ['right', 'correct', 'true', 'yes', 'agreed', 'no'].includes(words[0]!)) return { start: comma, polarity: 'positive' };
  const auxFirst = tail[0]!.pos === 'AUX' || ['do', 'have', 'be'].includes(tail[0]!.lemma);
  if (!auxFirst) return null;
  // A tag is an auxiliary and a pronoun ("didn't you", "isn't that right"); ", did you reduce speed?"
  // after a clause is the question itself.
  if (tail.some((token) => (token.pos === 'VERB' || token.pos === 'NOUN' || token.pos === 'PROPN') && !TRUE_WORDS.has(token.lemma))) return null;
  const negated = tail.some((token) => token.negation);
  const pronoun = tail.find((token) => token.pos === 'PRON' || token.lower === 'that' || token.lower === 'there');
  const truth = tail.some((token) => TRUE_WORDS.has(token.lemma));
  if (!pronoun && !truth) return null;
  // Nothing is done after a tag's pronoun: ", did you do?" after "What, if anything" asks what
  // was done (the tagger reads that "do" as an auxiliary too).
  if (pronoun && tail.slice(tail.indexOf(pronoun) + 1).some((token) => token.pos === 'AUX' || token.pos === 'VERB')) return null;
  // Nor is anything said of it but its truth: ", was he drunk?" after "In your opinion" asks
  // whether he was, where ", was he?" and ", is that right?" only ask to confirm.
  if (pronoun && tail.slice(tail.indexOf(pronoun) + 1).some((token) => !token.negation && !TRUE_WORDS.has(token.lemma))) return null;
  return { start: comma, polarity: negated ? 'negative' : 'positive' };
}

/** The clause without its opening auxiliary and the question's own "not" (at `negationAt`, or -1). */
/** Words that can open the clause of a cleft ("It was Sam who…", "It was the Friday that…"). */
const CLEFT_MARKERS = new Set(['that', 'who', 'which']);
/** What a cleft puts in focus starts a noun phrase or a prepositional phrase ("his right knee", "on the Friday"), never an adjective ("It was clear that…"). */
const FOCUS_OPENERS = new Set(['DET', 'PROPN', 'PRON', 'NOUN', 'ADP', 'NUM']);

/**
 * A cleft says its proposition with one part put first: "It was his left knee that he
 * complained about" is "he complained about his left knee", and "(Was) it Sam who sent the
 * letter" is "Sam sent the letter". `openedWithBe`: the question's "Was" has been dropped, so the
 * proposition starts "it Sam who…". Anything else is returned as it was.
 */
function uncleft(tokens: Token[], openedWithBe: boolean): Token[] {
  if (tokens[0]?.lower !== 'it') return withoutTheOneWho(tokens);
  let focusAt = 1;
  if (tokens[1]?.lemma === 'be') focusAt = 2;
  else if (!openedWithBe) return tokens;
  if (!FOCUS_OPENERS.has(tokens[focusAt]?.pos ?? '') || tokens[focusAt]!.negation) return tokens;
  const markerAt = tokens.findIndex((token, index) => index > focusAt && CLEFT_MARKERS.has(token.lower) && token.pos !== 'DET');
  const rest = tokens.slice(markerAt + 1);
  if (markerAt < 0 || rest.length === 0) return tokens;
  const focus = tokens.slice(focusAt, markerAt);
  // "who sent the letter", "who first sent it": the focus is the subject; "that he complained
  // about": it goes after the verb's clause. An adverb or particle may stand before the verb
  // ("who first rang", "that later signed"): the focus is still its subject.
  const opening = rest.find((token) => token.pos !== 'ADV' && token.pos !== 'PART');
  return opening?.pos === 'VERB' || opening?.pos === 'AUX' ? [...focus, ...rest] : [...rest, ...focus];
}

/**
 * "Your husband was the one who drove you", "You were the one that rang": what is put is that
 * the subject did it ("your husband drove you"). Only when the statement is not negated ("He
 * wasn't the one who…" puts that someone else did) and its subject comes before any verb.
 */
function withoutTheOneWho(tokens: Token[]): Token[] {
  const be = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const [the, one, marker] = [tokens[be + 1], tokens[be + 2], tokens[be + 3]];
  if (be <= 0 || tokens[be]!.lemma !== 'be' || the?.lower !== 'the' || one?.lower !== 'one' || !CLEFT_MARKERS.has(marker?.lower ?? '')) return tokens;
  const rest = tokens.slice(be + 4);
  if (tokens.some((token) => token.negation) || !['VERB', 'AUX'].includes(rest[0]?.pos ?? '')) return tokens;
  return [...tokens.slice(0, be), ...rest];
}

function dropLeadingAux(tokens: Token[], negationAt: number): Token[] {
  const rest = tokens.slice(1).filter((_token, i) => i + 1 !== negationAt);
  // "Did your sister show you photographs?" puts "your sister did show you photographs": after a
  // noun-phrase subject the statement keeps "did" before its verb, as a bare "your sister show
  // you photographs" is read as nouns ("sister show") by the tagger. After a pronoun ("you
  // read it") the verb is read as one.
  const aux = tokens[0]!;
  // A participle between a determiner and its noun ("the copied files", "the stolen car") qualifies the subject: the verb comes later.
  const qualifiesANoun = (at: number) => rest[at]!.lower !== rest[at]!.lemma && ['DET', 'ADJ', 'PRON'].includes(rest[at - 1]?.pos ?? '') && rest[at + 1]?.pos === 'NOUN';
  const verbAt = rest.findIndex((token, at) => token.pos === 'VERB' && !qualifiesANoun(at));
  // "Did you have the wiring tested?": "have" (or "get") is the verb, and what it has done follows.
  const causative = rest.slice(0, verbAt).some((token) => token.lemma === 'have' || token.lemma === 'get');
  // "Were you fired in May?" puts "you were fired in May": without its "be" a passive reads as
  // the subject's own act ("you fired"), the one done to the witness told as one it did.
  if (aux.lemma === 'be') {
    const subjectEnd = passiveSubjectEnd(rest, verbAt);
    return subjectEnd < 0 ? rest : [...rest.slice(0, subjectEnd), { ...aux, text: aux.lower }, ...rest.slice(subjectEnd)];
  }
  if (aux.lemma !== 'do' || verbAt <= 0 || causative || (verbAt === 1 && rest[0]!.pos === 'PRON')) return rest;
  return [...rest.slice(0, verbAt), { ...aux, text: aux.lower }, ...rest.slice(verbAt)];
}

/**
 * Where the subject ends of a question opened by "be" whose verb is a participle done to the
 * subject ("[you] were fired", "[the back door] was forced", "[the page] was also opened"), or -1
 * where it is none: a progressive ("were you watching") is the subject's own act, and a subject
 * that is not one noun phrase ("it true nobody told you", "anyone at the house when you arrived")
 * leaves the verb to another clause.
 */
function passiveSubjectEnd(tokens: readonly Token[], verbAt: number): number {
  const verb = tokens[verbAt];
  if (verbAt <= 0 || !verb || verb.lower === verb.lemma || verb.lower.endsWith('ing')) return -1;
  // Adverbs between the subject and its verb ("also", "last", "still") stay after the "be".
  let end = verbAt;
  while (end > 0 && tokens[end - 1]!.pos === 'ADV') end--;
  const subject = tokens.slice(0, end);
  const head = subject[subject.length - 1];
  if (!head) return -1;
  if (subject.length === 1) return head.pos === 'PRON' || head.pos === 'PROPN' || head.pos === 'NOUN' ? end : -1;
  // A noun phrase: a determiner or owner's word first, then words that qualify the noun it ends on.
  // A participle qualifies as an adjective does ("the stolen car").
  const qualifies = (token: Token) => ['NOUN', 'PROPN', 'ADJ', 'NUM', 'PART', 'DET'].includes(token.pos) || (token.pos === 'VERB' && token.lower !== token.lemma);
  const opens = (token: Token) => token.pos === 'DET' || token.pos === 'PRON' || qualifies(token);
  return (head.pos === 'NOUN' || head.pos === 'PROPN') && opens(subject[0]!) && subject.slice(1).every(qualifies) ? end : -1;
}

function whPhrase(tokens: readonly Token[], index: number): string {
  const word = tokens[index]!.lower;
  const next = tokens[index + 1];
  // "How far", "how many"; and "how deep", "how heavy": an adjective that grades a measure.
  if (word === 'how' && next && (QUANTITY_ADVERBS.has(next.lower) || (next.pos === 'ADJ' && measuredAttribute(next.lower) !== null))) return `how ${next.lower}`;
  if ((word === 'what' || word === 'which') && next && (next.pos === 'NOUN')) return `${word} ${next.lemma}`;
  return word;
}

/**
 * Whether the noun of a wh-phrase names the thing asked about ("which photograph", "what course"),
 * not the slot ("what time", "which place") or a property whose value is asked ("what colour",
 * "what speed").
 */
function namesWhatIsAsked(wh: string, tokens: readonly Token[], index: number): boolean {
  const noun = wh.split(' ')[1];
  // "What kind of lorry", "which part of the boat": the noun after "of" names the thing, and is in the query already.
  if (noun === undefined || slotOf(wh, tokens, index) !== 'thing' || tokens[index + 2]?.lower === 'of') return false;
  // By the noun's first sense: "training" and "treatment" may name an attribute in a rare sense
  // ("good training" as upbringing), but first name what was done, which the account tells in that word.
  const kind = firstNounKind(noun);
  return kind !== NOUN_KIND.attribute && kind !== NOUN_KIND.quantity;
}

function slotOf(wh: string, tokens: readonly Token[], index: number): AnswerSlot {
  const [word, noun] = wh.split(' ') as [string, string | undefined];
  if (word === 'how' && noun) return 'quantity';
  if (noun && TIME_NOUNS.has(noun)) return 'time';
  if (noun && PLACE_NOUNS.has(noun)) return 'place';
  if (noun && (noun === 'person' || noun === 'man' || noun === 'woman' || noun === 'one')) return 'person';
  // "What speed", "what distance", "which range": a measure, whose value is an amount ("which speed
  // evidence" asks for evidence, the head of its noun phrase).
  if (noun && tokens[index + 2]?.pos !== 'NOUN' && MEASURE_KINDS.some((kind) => isKindOf(noun, kind))) return 'quantity';
  if (noun) return 'thing';
  if (word === 'what') {
    if (asksASum(tokens.slice(index + 1))) return 'quantity';
    if (asksWhatBroughtAboutAnAct(tokens.slice(index + 1))) return 'reason';
    // "What was he wearing / carrying / holding?": a thing. "What happened?": an account.
    const verb = tokens.slice(index + 1).find((token) => token.pos === 'VERB');
    return verb && verb.lemma !== 'happen' ? 'thing' : 'account';
  }
  return WH_SLOTS[word] ?? 'account';
}

/**
 * Whether "what" asks for an amount: as what a verb of a sum takes ("What did the club pay for
 * the land?", "What does the course cost?") or what something is, by an adjective of a measure,
 * worth. Not what a preposition left at the end takes ("What did they charge him with?", "What
 * did you pay for?"): that is a thing.
 */
function asksASum(rest: readonly Token[]): boolean {
  const words = rest.filter((token) => token.pos !== 'PUNCT');
  if (words.at(-1)?.pos === 'ADP') return false;
  // "What is the car worth now?": an adjective said after its subject, not one before a noun ("what first thing").
  if (words.some((token, at) => token.pos === 'ADJ' && SUBJECTS.has(words[at - 1]?.pos ?? '') && MEASURE_KINDS.some((kind) => isKindOf(token.lemma, kind)))) return true;
  const verb = words.find((token) => token.pos === 'VERB') ?? verbAfterDo(words);
  return verb !== undefined && namesASum(verb.lemma);
}

/**
 * Whether "what" is the subject of a verb that brings someone to an act ("What made you change the
 * time?", "What led her to ring the police?", "What prompted the manager to close early?"): the
 * thing asked for is what caused the act, as "why" asks. Read by its shape, not by the verb: "what"
 * followed at once by a verb (no "did" after it, so "what" is the subject), then the one it moved
 * (a pronoun or a noun phrase), then that one's own act, bare or with "to". "What did you tell him
 * to do?" asks for a thing: its "what" is the object of "tell".
 */
function asksWhatBroughtAboutAnAct(rest: readonly Token[]): boolean {
  const words = rest.filter((token) => token.pos !== 'PUNCT');
  const [verb] = words;
  if (verb?.pos !== 'VERB' || ['be', 'have', 'do'].includes(verb.lemma)) return false;
  // The one moved: a pronoun ("you"), or a noun phrase up to its noun ("the manager", "Mr Pryce").
  let at = 1;
  if (words[at]?.pos !== 'PRON') {
    while (words[at]?.pos === 'DET' || words[at]?.pos === 'ADJ' || (words[at]?.pos === 'PROPN' && words[at + 1]?.pos === 'PROPN')) at++;
    if (words[at]?.pos !== 'NOUN' && words[at]?.pos !== 'PROPN') return false;
  }
  at++;
  if (words[at]?.lower === 'to' && words[at]?.pos === 'PART') at++;
  return words[at]?.pos === 'VERB';
}

/**
 * The verb "do" carries in a question, the word after its subject, which the tagger may read as a
 * noun ("What did the garage charge her?", "charge" tagged as the garage's charge).
 */
function verbAfterDo(words: readonly Token[]): Token | undefined {
  if (words[0]?.lemma !== 'do') return undefined;
  const after = words.findIndex((token, at) => at > 1 && SUBJECTS.has(words[at - 1]!.pos) && isVerbLemma(token.lower));
  return after < 0 ? undefined : words[after];
}
const SUBJECTS: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'PRON']);

/** A question or a bidding about the witness's post, rank or field, not about where the witness was. */
const OWN_POST =
  /\b(?:what(?: is|'s)|tell (?:us|me|the (?:jury|court|tribunal))|state|give (?:us|the (?:jury|court|tribunal))|describe)(?: briefly)? your (?:current |present )?(?:position|post|job title|title|rank|role|specialism|specialty|speciality|(?:field|area)(?: of (?:research|specialism|expertise|practice|work))?|line of work)\b(?! (?:on|at the time|when|while|during|relative|in relation|to the))/;

/**
 * Whether a question asks the witness's standing work in the present, by a noun WordNet files
 * under work or an occupation ("What are your duties there?", "What is your assignment?"), by the
 * one whose work it is, named from "employ" ("Who is your employer?"), or by that verb said of the
 * witness ("Who employs you?"). Only "is"/"are" (said in full or contracted) and a present verb: "What was your job that
 * night?" asks a task of the night, "Who hired you?" the hiring for this case.
 */
function asksOwnWork(clause: string): boolean {
  const words = tokensOf(clause).filter((token) => token.pos !== 'PUNCT');
  // "employ" alone: WordNet's other verbs of its commonest senses are of using ("use", "apply").
  const employs = words.some((token, at) => token.lemma === 'employ' && words[at + 1]?.lower === 'you' && (/s$/.test(token.lower) || words.some((other) => other.lower === 'does')));
  if (employs) return true;
  const your = words.findIndex((token, at) => token.lower === 'your' && PRESENT_BE.has(words[at - 1]?.lower ?? ''));
  if (your < 0) return false;
  let at = your + 1;
  while (words[at]?.pos === 'ADJ') at++;
  const noun = words[at];
  // Nothing after it but an adverb ("there", "now"): "your duty to the patient" is another question.
  if (noun?.pos !== 'NOUN' || words.slice(at + 1).some((token) => token.pos !== 'ADV' && token.lower !== 'there')) return false;
  return WORK_KINDS.some((kind) => isKindOf(noun.lemma, kind, STANDING_SENSES)) || (isKindOf(noun.lemma, 'leader') && relatedLemmas(noun.lemma, 'n').has('employ'));
}
/** WordNet's kinds of a witness's work: "duty", "job", "assignment", "role" are work; "trade" and "employment" occupations. */
const WORK_KINDS: readonly string[] = ['work', 'occupation'];
/** The present forms of "be", said in full or contracted ("What's your trade?" is "What is your trade?"). */
const PRESENT_BE: ReadonlySet<string> = new Set(['is', 'are', "'s", "'re", '\u2019s', '\u2019re']);
/** A noun's first two senses: "post" or "task" as work, not a rarer sense. */
const STANDING_SENSES = 2;

/**
 * "What do you do?" asked of the witness's work, at the end of the question or with the present
 * time after it ("What do you do now?", "…these days"): the time only says it is the work of today.
 * Not "What do you do then?", which asks the next act.
 */
const WHAT_YOU_DO = new RegExp(`\\bwhat (?:is your|do you do|you do)(?: for work)?(?: (?:${[...NOW_WORDS, 'these days'].join('|')}))?\\s*[?.]?$`);

/**
 * The clause in lower case without the adjectives that qualify a noun of the witness's own
 * ("your educational background", "your professional qualifications" are the background and the
 * qualifications asked): the kind of fitness asked is the noun's, whatever the adjective.
 */
function withoutOwnQualifiers(clause: string): string {
  const tokens = tokensOf(clause);
  const kept = tokens.filter((token, at) => {
    if (token.pos !== 'ADJ') return true;
    let before = at - 1;
    while (before >= 0 && tokens[before]!.pos === 'ADJ') before--;
    return tokens[before]?.lower !== 'your';
  });
  return kept.map((token) => token.lower).join(' ');
}

function identityTopic(clause: string): IdentityTopic | null {
  const text = clause.toLowerCase();
  const who = /\bwho (?:are you|you are)\b/.test(text);
  // "Who you are and where you work": the name and the work, as an introduction.
  if (who && /\b(?:work|do|job)\b/.test(text)) return 'introduction';
  if (who || /\b(?:your (?:full |first |last )?name|spell your|state your name)\b/.test(text)) return 'name';
  if (/\bintroduce yourself|tell (?:us|the (?:jury|court)) (?:a (?:little )?(?:bit )?)?about yourself\b/.test(text)) return 'introduction';
  if (/\b(?:how old are you|your age)\b/.test(text)) return 'age';
  // Only the witness's own living: "Did you ask her what she did for a living?" asks of another's.
  if (/\b(?:you do for a living|your (?:job|occupation|profession|work)|where do you work|where you work|who do you work for|(?:are|were) you (?:\w+ )?employed|you (?:are|were) (?:\w+ )?employed|employed you)\b/.test(text)) return 'occupation';
  if (WHAT_YOU_DO.test(text)) return 'occupation';
  // What the witness is now, asked or bidden: "What is your current position?", "Please tell the jury
  // your rank", "Describe your field of research". Not where the witness stood: "your position on
  // the bridge when…" is a place.
  if (OWN_POST.test(text)) return 'occupation';
  // "How do you earn your living?": the idiom of a living, said of the witness.
  if (/\b(?:earn|make) (?:your|a) living\b/.test(text) && /\byou\b/.test(text)) return 'occupation';
  if (asksOwnWork(clause)) return 'occupation';
  if (/\b(?:where do you live|your address|where you live)\b/.test(text)) return 'residence';
  // What fits the witness for the work: degrees, certificates, a professional body, the training
  // had for it ("What is your training?"; training in a named skill is asked in its own words), and
  // a background, WordNet's "previous experience or training" of a person ("What is your background?").
  if (/\b(?:your (?:qualifications?|credentials|degrees?|doctorate|background|training(?! (?:in|on|for|as|at|with)\b))|qualifications? (?:do|did) you (?:hold|have)|professional body)\b/.test(withoutOwnQualifiers(clause))) return 'qualifications';
  return null;
}

/** Marks the slot a wh-question asks among a question's words ("?time"): never a word of a text. */
const SLOT_MARK = '?';
/**
 * The mark of each slot. A thing and an account are one ("what"): "What colour was it?" and "What
 * was its colour?" are read one way and the other, and ask the same.
 */
const SLOT_MARKS: Readonly<Record<AnswerSlot, string>> = { person: 'person', place: 'place', time: 'time', quantity: 'quantity', reason: 'reason', manner: 'manner', thing: 'what', account: 'what' };
const QUESTION_WORDS_LIMIT = 256;
const questionWordsCache = new RecentCache<string, ReadonlySet<string>>(QUESTION_WORDS_LIMIT);

/**
 * The words that say what a question asks, for telling a repeat from a new question: its content
 * lemmas and, for a wh-question, a mark of the slot it asks. "When did you see him?" and "Where
 * did you see him?" share every content word and ask different things; "When did you see him?"
 * and "What time did you see him?" ask the same. Cached by text: a question is compared on every
 * later turn.
 */
export function questionWords(text: string): ReadonlySet<string> {
  const cached = questionWordsCache.get(text);
  if (cached) return cached;
  const words = new Set(contentLemmas(text));
  const { slot } = analyseQuestion(text);
  if (slot) words.add(`${SLOT_MARK}${SLOT_MARKS[slot]}`);
  questionWordsCache.set(text, words);
  return words;
}

/** True for the slot mark `questionWords` adds, which is not a word of the question. */
export function isSlotMark(word: string): boolean {
  return word.startsWith(SLOT_MARK);
}

/** The slot mark among a question's words (`questionWords`), or null for a question without one. */
export function slotMarkOf(words: ReadonlySet<string>): string | null {
  for (const word of words) if (isSlotMark(word)) return word;
  return null;
}

import { tokensOf, type Token } from './analyse';
import type { QuestionAnalysis } from './questionAnalysis';
import { perceives } from './relatedWords';
import { SUBJECT_PRONOUNS } from './pronouns';

/** Words that place an event after the one just told: "next", "then", "after that", "afterwards", "later". */
const SEQUENCE_WORDS: ReadonlySet<string> = new Set(['next', 'then', 'after', 'afterwards', 'afterward', 'later']);

/** Verbs that name no event of their own, only that something took place or was done. */
const EVENT_VERBS: ReadonlySet<string> = new Set(['happen', 'occur', 'do', 'go', 'take']);

/**
 * Whether a question asks only what followed what the witness last told: "What happened next?",
 * "What did you do then?", "And then?", "What happened after that?". It has a word of sequence
 * and nothing else of substance: no event, person, place or thing of its own to look for, so
 * only the witness's last answer says where the story is ("What happened after you called the
 * police?" names its own event, and is answered by it).
 */
export function asksWhatFollowed(question: string): boolean {
  const tokens = tokensOf(question);
  if (!tokens.some((token) => SEQUENCE_WORDS.has(token.lower))) return false;
  // "Did you leave then?" asks yes or no about an act of its own.
  if (tokens.find((token) => token.pos !== 'CCONJ')?.pos === 'AUX') return false;
  return tokens.every(
    (token, at) =>
      SEQUENCE_WORDS.has(token.lower) ||
      EVENT_VERBS.has(token.lemma) ||
      // "What happened to you after that?": whom it happened to is a pronoun, no event of its own.
      ['PUNCT', 'CCONJ', 'AUX', 'PRON', 'DET', 'INTJ', 'PART', 'ADP'].includes(token.pos) ||
      // "What happened after that?": "after" read as a preposition, "that" as the event it points back to.
      token.lower === 'that' ||
      // "…after that conversation": a noun after a pointing word names the event last told, not a new one.
      (token.pos === 'NOUN' && pointedBackTo(tokens, at)),
  );
}

/**
 * Whose next act a wh-question asks when it names nothing but the act of doing, its doer by a
 * pronoun, and at most a word pointing back at what was just told: "What did you do about it?",
 * "What did he do?", "And what did she do about that?" → "you", "he", "she". It has no event of its
 * own: the one it answers is the last the witness told. Null for any other question ("What did you
 * do with the keys?" names a thing to look for).
 */
export function doerOfTheNextAct(question: string): string | null {
  const words = tokensOf(question).filter((token) => token.pos !== 'PUNCT' && token.pos !== 'CCONJ');
  const [what, auxiliary, doer, act, ...rest] = words;
  if (what?.lower !== 'what' || auxiliary?.pos !== 'AUX' || act?.lemma !== 'do' || !SUBJECT_PRONOUNS.has(doer?.lower ?? '')) return null;
  // "about it", "about that", "then": the pronoun for what was told, or a word of sequence. Not
  // "before that", "until then": another stretch of the story, not what the last answer led to.
  const pointsBack = rest.every((token) => token.lower === 'about' || POINTED_AT.has(token.lower) || SEQUENCE_WORDS.has(token.lower));
  return pointsBack ? doer!.lower : null;
}

/** Pronouns for what was just told: "about it", "about that", "after this". */
const POINTED_AT: ReadonlySet<string> = new Set(['it', 'that', 'this']);

/** Whether the noun at `at` ends or is in a run of nouns after a pointing word ("that phone call"). */
function pointedBackTo(tokens: readonly Token[], at: number): boolean {
  let before = at - 1;
  while (tokens[before]?.pos === 'NOUN') before--;
  return POINTING_BACK.has(tokens[before]?.lower ?? '');
}

/** Words that point back to what was just told: "that call", "this meeting". */
const POINTING_BACK: ReadonlySet<string> = new Set(['that', 'this']);

/**
 * Scene clauses whose event the act asked for answers or follows: "after the alarm sounded", and
 * "when the fog came in" or "once he had gone", whose act is the response to the event, told with
 * it or after it. Not "before" or "while", which ask of another stretch of the story.
 */
const FOLLOWING_SCENES: ReadonlySet<string> = new Set(['after', 'when', 'once']);

/**
 * Whose next act a wh-question asks for, when all it asks is what was done, or what happened,
 * after (or when, or once) an event it names: "What did the porter do after the fire alarm
 * sounded?" → "the porter", "What happened when the lorry arrived?" → "" (anyone's). Null for any
 * other question: one with an act of its own ("What did he say after…?") is answered by that act,
 * wherever it is told.
 */
export function doerAfterScene(analysis: QuestionAnalysis): string | null {
  const asked = actAtScene(analysis);
  return asked && ANY_ACT_VERBS.has(asked.act) ? asked.doer : null;
}

/**
 * Who a wh-question asks what they perceived when (or once, or after) an event it names: "What
 * did you find when you dug by the wall?" → "you". What was found or seen is told as what it is
 * ("The foundation there is…"), after the sentence that tells the event, in no words of finding.
 * Null for any other question.
 */
export function perceiverAtScene(analysis: QuestionAnalysis): string | null {
  // What was perceived is the thing asked for ("What did you see…"), not how ("How did she seem…").
  if (analysis.slot !== 'thing' && analysis.slot !== 'account') return null;
  const asked = actAtScene(analysis);
  return asked && !ANY_ACT_VERBS.has(asked.act) && perceives(asked.act) ? asked.doer : null;
}

/** The act a wh-question with a following scene asks of (its focus's last verb), and who does it; null without one. */
function actAtScene(analysis: QuestionAnalysis): { act: string; doer: string } | null {
  if (analysis.form !== 'wh' || !FOLLOWING_SCENES.has(analysis.scene?.relation ?? '') || !analysis.focus) return null;
  const tokens = tokensOf(analysis.focus);
  // The act is the last verb: "checked" in "did the chef in the checked apron do" describes the
  // doer. The tagger reads a "do" with no verb after it as an auxiliary: it is the act all the same.
  const act = [...tokens].reverse().find((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (!act) return null;
  const doer = tokens
    .filter((token) => token !== act && token.pos !== 'AUX' && token.pos !== 'PUNCT')
    .map((token) => token.text)
    .join(' ');
  return { act: act.lemma, doer };
}

/** Verbs that say only that something took place, not what: "What happened on the bus?" */
export const VERBS_OF_ANY_EVENT: ReadonlySet<string> = new Set(['happen', 'occur']);
/** Verbs that ask for any act or event at all: "do" of a doer, "happen" of anyone. */
const ANY_ACT_VERBS: ReadonlySet<string> = new Set(['do', ...VERBS_OF_ANY_EVENT]);

/** Pronouns for one third person, which in a question's scene stand for the one it asks about. */
const ONE_PERSON_PRONOUNS: ReadonlySet<string> = new Set(['he', 'him', 'she', 'her']);

/**
 * A scene with the doer the question names put for a pronoun of it: in "What did Tomasz do when
 * you asked him to help?" the one asked is Tomasz, and the scene to look for is "you asked Tomasz
 * to help", not any asking of anyone. The scene as it is when the doer is no named third person.
 */
export function sceneOfTheDoer(scene: string, doer: string): string {
  const doerTokens = tokensOf(doer);
  if (doerTokens.length === 0 || !doerTokens.some((token) => token.pos === 'PROPN' || token.pos === 'NOUN')) return scene;
  return tokensOf(scene)
    .map((token) => (ONE_PERSON_PRONOUNS.has(token.lower) && token.pos === 'PRON' ? doer : token.text))
    .join(' ');
}

/** Words that, after "before" or "after", stand for the stretch of the story just told: "before that", "after then". */
const POINTERS_TO_THE_TOLD: ReadonlySet<string> = new Set(['that', 'this', 'then']);

/** Relations a scene that only points back can hold to what was just told. */
const RELATIONS_TO_THE_TOLD: ReadonlySet<string> = new Set(['before', 'after']);

/**
 * The relation of a wh-question's scene that is nothing but a pointer to what the witness has
 * just told: "Where did you work before that?" → "before", "What did he say after that?" →
 * "after". Its own words name no event to look for, so only the last answer says when it is.
 * Null for a scene with an event of its own ("before that night", "after the call").
 */
export function relationToTheLastAnswer(analysis: QuestionAnalysis): 'before' | 'after' | null {
  const scene = analysis.scene;
  if (analysis.form !== 'wh' || !scene || !RELATIONS_TO_THE_TOLD.has(scene.relation)) return null;
  const words = tokensOf(scene.text).filter((token) => token.pos !== 'PUNCT');
  return words.length === 1 && POINTERS_TO_THE_TOLD.has(words[0]!.lower) ? (scene.relation as 'before' | 'after') : null;
}

/**
 * What a sentence tells as before (or after) the one it goes on from, by a pointer of its own:
 * "Before that I spent eight years in the army" → "I spent eight years in the army", "…, and
 * after that I drove home" → "I drove home". The words after the pointer, or null when the
 * sentence has none, or its pointer qualifies a noun ("before that night" names another time).
 */
export function toldRelativeToWhatWentBefore(sentence: string, relation: 'before' | 'after'): string | null {
  const tokens = tokensOf(sentence);
  const at = tokens.findIndex((token, index) => token.lower === relation && POINTERS_TO_THE_TOLD.has(tokens[index + 1]?.lower ?? '') && !['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[index + 2]?.pos ?? ''));
  if (at < 0) return null;
  const rest = tokens.slice(at + 2).filter((token, index) => index > 0 || token.pos !== 'PUNCT');
  return rest.length === 0 ? null : rest.map((token) => token.text).join(' ');
}

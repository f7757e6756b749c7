import { contentLemmas, namesAMotion, perceivedAct, sameAct, tokensOf, type Token } from '../../language';
import type { QuestionReading } from './questionReading';

// What the witness has already told in this examination: the words of its last answers, and the
// words of the questions it answered without denying them ("Six." to "When did you reach the
// depot?" tells that it reached the depot).

const DENYING = new Set(['no', 'not', "n't", 'never', 'nope']);

export interface WitnessAccount {
  /** Lemmas of words of substance the witness itself said. */
  said: ReadonlySet<string>;
  /** Those and the lemmas of the questions it took up without denial. */
  testified: ReadonlySet<string>;
  /** The acts (verb lemmas) among them. */
  acts: ReadonlySet<string>;
}

export function witnessAccount(recentAnswers: readonly string[], recentQuestions: readonly string[]): WitnessAccount {
  const adoptedQuestions = recentAnswers.flatMap((answer, at) => (tokensOf(answer).some((token) => DENYING.has(token.lower.replace(/[.!]+$/, ''))) ? [] : [recentQuestions[at] ?? '']));
  const told = [...recentAnswers, ...adoptedQuestions];
  const said = new Set(recentAnswers.flatMap((answer) => contentLemmas(answer)));
  return {
    said,
    testified: new Set([...said, ...adoptedQuestions.flatMap((question) => contentLemmas(question))]),
    acts: new Set(told.flatMap((text) => tokensOf(text).filter((token) => token.pos === 'VERB' && token.content).map((token) => token.lemma))),
  };
}

/** The same act, or two motions said of one thing ("came through the window" for "entered the room through the window"). */
const tellsTheAct = (act: string, told: string) => act === told || sameAct(act, told) || (namesAMotion(act) && namesAMotion(told));

/**
 * "A: It came in through the window. Q: Did you see it come through the window?": the witness is
 * asked whether it perceived the very act its own account has just told, of the things and places it
 * named. The examiner supplies nothing the witness has not said; it lays the foundation of the
 * witness's knowledge (FRE 602), which is no leading.
 */
export function asksWhetherItSawWhatItTold(reading: QuestionReading, recentAnswers: readonly string[], recentQuestions: readonly string[]): boolean {
  if (recentAnswers.length === 0) return false;
  const clause = reading.clause.filter((token) => token.pos !== 'PUNCT');
  const perceived = perceivedAct(clause);
  if (perceived === null || clause[perceived.perceiving - 1]?.lemma !== 'you') return false;
  const account = witnessAccount(recentAnswers, recentQuestions);
  if (![...account.acts].some((told) => tellsTheAct(perceived.lemma, told))) return false;
  const things = clause.slice(perceived.perceiving + 1).filter((token: Token, at) => at + perceived.perceiving + 1 !== perceived.act && (token.pos === 'NOUN' || token.pos === 'PROPN'));
  return things.every((token) => account.testified.has(token.lemma));
}

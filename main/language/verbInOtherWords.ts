import type { Token } from './analyse';
import { tellingInTheDocument } from './documentSays';
import { actsOf, sameAct, sameActWithPreposition } from './relatedWords';

/**
 * The sentence's verb that says the act of the premise's verb at `at` in other words: one of its
 * readings (a phrasal verb, the verb with its particle) is the same act as one of the premise
 * verb's ("rang" for "phoned", "handed the keys back" for "returned the keys", "fired" for
 * "shot"), or either read with its preposition is ("went into" for "entered"). Null when none.
 * A sentence verb that is denied says the premise's narrower act too (see `sameAct`). A document's
 * saying is said by its author's writing in it ("your report said" by "in my report I wrote").
 */
export function verbInOtherWords(premise: readonly Token[], at: number, sentence: readonly Token[]): Token | null {
  const premiseActs = actsOf(premise, at);
  return (
    sentence.find(
      (token, index) =>
        token.pos === 'VERB' &&
        token.content &&
        (actsOf(sentence, index).some((act) => premiseActs.some((own) => sameAct(own, act, token.negated))) || sameActWithPreposition(premise, at, sentence, index, token.negated)),
    ) ??
    // What the witness's document says is what the witness put in it (see tellingInTheDocument).
    tellingInTheDocument(premise, at, sentence)
  );
}

import { estimateTokens } from '../../scoring';
import type { AffidavitIndex } from '../AffidavitIndex';

/** Tokens of affidavit a witness prompt may carry: about 3,600 characters. */
export const AFFIDAVIT_PASSAGE_BUDGET = 900;

/** How many sentences retrieval ranks for a question before the rest fill the budget in order. */
const RETRIEVED = 12;

/**
 * The affidavit sentences a witness model sees for one question, in affidavit order, within
 * `budget` tokens: first those retrieval ranks as relevant to the question, then the others from
 * the start, while they fit. A short affidavit is thus carried whole, as before; a long one (the
 * schema allows 60,000 characters) only as far as the budget goes, relevant passages first.
 */
export function affidavitPassages(index: AffidavitIndex, question: string, budget = AFFIDAVIT_PASSAGE_BUDGET): string[] {
  const chosen = new Set<number>();
  let used = 0;
  const take = (sentence: number) => {
    if (chosen.has(sentence)) return;
    const cost = estimateTokens(index.sentences[sentence]!) + 1;
    if (used + cost > budget) return;
    chosen.add(sentence);
    used += cost;
  };
  for (const hit of index.retrieve(question, RETRIEVED)) take(hit.index);
  for (let sentence = 0; sentence < index.sentences.length && used < budget; sentence++) take(sentence);
  return [...chosen].sort((a, b) => a - b).map((sentence) => index.sentences[sentence]!);
}

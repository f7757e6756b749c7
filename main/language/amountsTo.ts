import type { Token } from './analyse';
import { canMeanAmounting } from './relatedWords';

/** Entities that name an amount a sum comes to ("$2,960", "40 per cent"). */
const AMOUNTS = new Set(['MONEY', 'PERCENT', 'QUANTITY']);

/**
 * Whether the verb at `at` only says what something amounts to ("your fee comes to $2,960", "the
 * bill added up to £400", "the repairs totalled $900"): it tells no act, only the amount, as "is"
 * would, so an account that says "my fee is $2,960" says it. The amount must follow, past "to"
 * and a particle: "he came to 14 Kenning Street" goes somewhere.
 */
export function amountsTo(tokens: readonly Token[], at: number): boolean {
  const verb = tokens[at];
  if (verb?.pos !== 'VERB') return false;
  let next = at + 1;
  const phrase = tokens[next]?.lower === 'up' ? `${verb.lemma}_up` : verb.lemma;
  if (phrase !== verb.lemma) next++;
  if (tokens[next]?.lower === 'to') next++;
  const amount = tokens[next];
  return amount !== undefined && (amount.pos === 'SYM' || AMOUNTS.has(amount.entity ?? '')) && canMeanAmounting(phrase);
}

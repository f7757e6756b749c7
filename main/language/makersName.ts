import { isNameTitle, type Token } from './analyse';

// Things are often called by their maker's name, in the plural ("real Aurelles", "two Fords"),
// where an account puts the name before a noun of them ("Aurelle bags", "a Ford truck"): the
// same name, however many things it is said of. (The sentence index meets such a plural with its
// singular for retrieval; this weighs the name as a detail once the sentence is found.)

/**
 * Whether a name said in the plural by itself ("real Aurelles", "two Fords") is the one the
 * evidence puts before a noun of the things it names ("Aurelle bags", "a Ford truck"): things
 * called by their maker's name are the same name, however many. Not a person's name, with a
 * title or another name beside it ("Mr. Edwards", "Officer Edwards", "Tom Edwards" are no "Edward").
 */
export function pluralOfTheMakersName(claimTokens: readonly Token[], value: string, evidenceTokens: readonly Token[]): boolean {
  if (!/[^s]s$/.test(value)) return false;
  const at = claimTokens.findIndex((token) => token.lower === value);
  const before = claimTokens[at - 1];
  if (at < 0 || claimTokens[at + 1]?.pos === 'PROPN' || (before && (before.pos === 'PROPN' || isNameTitle(before.lower)))) return false;
  return evidenceTokens.some((token, index) => token.pos === 'PROPN' && `${token.lower}s` === value && evidenceTokens[index + 1]?.pos === 'NOUN');
}

import { wordTable } from './wordTable';
/**
 * Text normalisation for the output guards, so a model cannot slip a hidden text past them by
 * spelling it differently: Unicode compatibility forms (NFKC: full-width letters, ligatures), zero-width
 * characters and soft hyphens removed, accents dropped, and look-alike letters from Cyrillic and
 * Greek folded to the Latin letter they imitate. The result is lower case.
 */

// Zero-width space, non-joiner and joiner, word joiner, invisible operators, BOM, soft hyphen,
// Mongolian vowel separator, combining grapheme joiner: all invisible, all used to split words.
const INVISIBLE = /\u034f|[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g;

/** Look-alikes (lower case, after NFKC) and the Latin letter they imitate. */
const CONFUSABLES = wordTable<string>({
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g', һ: 'h', ү: 'y', ӓ: 'a', ӧ: 'o',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ζ: 'z', μ: 'u',
  // Latin look-alikes outside ASCII
  ı: 'i', ȷ: 'j', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŀ: 'l', ſ: 's', ß: 'ss', æ: 'ae', œ: 'oe',
});
const CONFUSABLE_PATTERN = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

/** The text as the guards compare it: see the file comment. Word boundaries and digits are kept. */
export function normalizeForMatching(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(CONFUSABLE_PATTERN, (ch) => CONFUSABLES[ch] ?? ch)
    .normalize('NFC');
}

/** Letters and digits only, normalised: "g r e e n" and "g.r.e.e.n" both become "green". */
export function compactLetters(text: string): string {
  return normalizeForMatching(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

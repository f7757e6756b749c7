import { wordTable } from './wordTable';
import { tokensOf } from './analyse';

const BE_HAVE = wordTable<string>({ am: 'is', "'m": 'is', have: 'has', "'ve": 'has', do: 'does', was: 'was' });

/** The third-person-singular present of a base verb: "work" → "works", "carry" → "carries", "go" → "goes". */
function thirdPersonVerb(verb: string): string {
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/**
 * A witness's first-person sentence about itself, told of the witness by name: "I saw his face"
 * → "Quinn saw his face", "my shift" → "Quinn's shift", "I work nights" → "Quinn works nights".
 * Quoted speech stays as it was said. A light rewrite for drafting elicit labels, not a parser.
 */
export function toThirdPerson(sentence: string, name: string): string {
  const tokens = tokensOf(sentence);
  let out = '';
  let at = 0;
  let quoted = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const start = sentence.indexOf(token.text, at);
    if (start < 0) continue;
    out += sentence.slice(at, start);
    at = start + token.text.length;
    if (/^["\u201c\u201d]$/.test(token.text)) quoted = !quoted;
    let word = token.text;
    if (!quoted) {
      const previous = tokens[i - 1];
      if (token.text === 'I') word = name;
      else if (token.lower === 'my') word = `${name}'s`;
      else if (token.lower === 'me' || token.lower === 'myself') word = name;
      else if (previous?.text === 'I' && token.lower in BE_HAVE) word = BE_HAVE[token.lower]!;
      else if (previous?.text === 'I' && token.pos === 'VERB' && token.lower === token.lemma) word = thirdPersonVerb(token.text);
      if (word !== token.text && i === 0 && /^[a-z]/.test(word)) word = word[0]!.toUpperCase() + word.slice(1);
    }
    out += word;
  }
  return out + sentence.slice(at);
}

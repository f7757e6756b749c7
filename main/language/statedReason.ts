import { tokensOf, type Token } from './analyse';
import { broaderActs, sameSenseWords, wordNetPos } from './relatedWords';
import { lemmaForms } from './wordForms';

// A why-question is answered by the sentence that gives a reason for the act asked about, and
// that sentence shares only the act's half of the question: "Why did the kitchen close early?" is
// answered by "We shut the kitchen at eight because the gas failed", whose reason half ("the gas
// failed") holds none of the question's words. Such a sentence is an answer although it holds
// less of the question than any other kind of answer must.

/** Which side of a reason word holds what the reason is for. */
type Side = 'before' | 'after' | 'either';

/**
 * The reason words of a sentence, each with the side on which the act it explains is told:
 * "X because Y", "X due to Y", "X since Y", "X to do Y" (a purpose, after the act's own words,
 * not "wanted to" or "able to"), "Y, so X", and "the reason" anywhere.
 */
function reasonWords(tokens: readonly Token[]): { at: number; side: Side }[] {
  const found: { at: number; side: Side }[] = [];
  tokens.forEach((token, at) => {
    const next = tokens[at + 1];
    const previous = tokens[at - 1];
    if (token.lower === 'because') found.push({ at, side: 'before' });
    else if (token.lemma === 'reason' && token.pos === 'NOUN') found.push({ at, side: 'either' });
    else if ((token.lower === 'since' || token.lower === 'as') && token.pos === 'SCONJ') found.push({ at, side: 'before' });
    else if (['due', 'owing', 'thanks'].includes(token.lower) && next?.lower === 'to') found.push({ at, side: 'before' });
    // "so" opening a clause after a comma or "and" ("…, so I left"); not "so deep" or "so that" alone.
    else if (token.lower === 'so' && (previous?.pos === 'PUNCT' || previous?.lower === 'and') && next !== undefined && ['PRON', 'DET', 'NOUN', 'PROPN'].includes(next.pos)) found.push({ at, side: 'after' });
    // A purpose: "to" and a verb after the act's own words, not a verb's or adjective's complement.
    else if (token.lower === 'to' && token.pos === 'PART' && next?.pos === 'VERB' && previous !== undefined && !['VERB', 'AUX', 'ADJ', 'PART'].includes(previous.pos)) found.push({ at, side: 'before' });
  });
  return found;
}

/**
 * Whether a sentence gives a cause at all ("because", "due to", "…, so I…", "the reason"), whatever
 * it explains. Not a purpose "to…": read alone, it cannot be told from what a telling asks ("told
 * me to start the drip"), which gives no reason.
 */
export function holdsAReasonWord(tokens: readonly Token[]): boolean {
  return reasonWords(tokens).some(({ at }) => tokens[at]!.lower !== 'to');
}

/** The question's own words an explaining sentence must hold: its acts, things and people, or other names for them. */
function askedWords(question: string): { lemma: string; related: ReadonlySet<string>; act: boolean }[] {
  return tokensOf(question)
    .filter((token) => token.content && ['VERB', 'NOUN', 'PROPN'].includes(token.pos))
    .map((token) => {
      // Only another name for the word's commonest sense: "read" is not "say", though a rarer sense of it is.
      const pos = token.pos === 'PROPN' ? null : wordNetPos(token.pos);
      return { lemma: token.lemma, related: new Set(pos ? sameSenseWords(token.lemma, pos) : []), act: token.pos === 'VERB' };
    });
}

/**
 * Whether a sentence gives a reason for what a why-question asks about: it holds a reason word
 * ("because", "due to", "so", a purpose "to…", "the reason"), and on the side of it that tells what
 * the reason is for, an act, thing or person of the question, in its own or a related word.
 */
export function givesAReasonFor(question: string, sentence: string): boolean {
  const tokens = tokensOf(sentence);
  const reasons = reasonWords(tokens);
  if (reasons.length === 0) return false;
  const asked = askedWords(question);
  if (asked.length === 0) return false;
  // An act asked is told too by a way of doing it (WordNet's verb below it): "Why did you change
  // the figure?" by "…, so I corrected it", to correct being a way to change.
  const waysOfAnAskedAct = (token: Token) => token.pos === 'VERB' && asked.some(({ lemma, act }) => act && broaderActs(token.lemma).has(lemma));
  const holdsAnAskedWord = (token: Token) => token.content && (lemmaForms(token).some((form) => asked.some(({ lemma, related }) => form === lemma || related.has(form))) || waysOfAnAskedAct(token));
  return reasons.some(({ at, side }) =>
    tokens.some((token, index) => index !== at && (side === 'either' || (side === 'before' ? index < at : index > at)) && holdsAnAskedWord(token)),
  );
}

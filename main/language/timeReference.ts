import { tokensOf, type Token } from './analyse';
import { detailsOf } from './details';
import { namesADayOrPartOfOne } from './partsOfDay';
import { NOUN_KIND, nounKinds } from './relatedWords';

// An account names a day once and then points back to it: "On Monday 24 March I took readings…
// At 8:05 that morning I emailed…". The second sentence happened on the Monday too, though it
// does not say so; a question that puts it on the Tuesday contradicts it.

const DATE_CLASSES = new Set(['date', 'weekday']);

/** Whether a text gives a date or a day of the week of its own. */
function datesItself(text: string): boolean {
  return detailsOf(text).some((detail) => DATE_CLASSES.has(detail.cls));
}

/**
 * The phrases a text puts after "that" or "the same" ending on a noun ("that morning", "that same
 * evening", "the same day", "at that time"): a time said before pointed back to, when the noun is
 * one of time. Each phrase is its words past the determiner, the noun last. "this morning" is
 * today's, not the one told, and "the next day" moves on: neither points back.
 */
function pointedBackPhrases(tokens: readonly Token[]): Token[][] {
  const phrases: Token[][] = [];
  tokens.forEach((token, index) => {
    // The tagger reads a sentence-opening "That" before a noun as a pronoun or a conjunction too.
    const demonstrative = token.lower === 'that';
    const same = token.lower === 'the' && tokens[index + 1]?.lower === 'same';
    if (!demonstrative && !same) return;
    let at = index + 1;
    if (tokens[at]?.lower === 'same') at++;
    const noun = tokens[at];
    if (noun !== undefined && noun.pos === 'NOUN') phrases.push(tokens.slice(index + 1, at + 1));
  });
  return phrases;
}

/**
 * Whether a text places itself by a time said before: "that morning", "that same evening", "the
 * same day", "later that night". A time that moves on from it ("the next day", "the following
 * week") is another day, and is not read as this one.
 */
export function pointsBackToADay(text: string): boolean {
  // A day or a part of one: "that weekend" or "that week" spans days of its own, and is not the day told.
  return pointedBackPhrases(tokensOf(text)).some((phrase) => namesADayOrPartOfOne(phrase.at(-1)!.lemma));
}

/**
 * The lemmas of the times a text points back to ("that night", "the same day", "at that time"):
 * the moment already being asked about, named again. They say when without saying anything new.
 */
export function timesPointedBackTo(tokens: readonly Token[]): Set<string> {
  return new Set(pointedBackPhrases(tokens).filter((phrase) => saysWhen(phrase.at(-1)!)).flatMap((phrase) => phrase.map((word) => word.lemma)));
}

/** Words that make a time noun after them any time at all ("any other day", "every night"). */
const EVERY_TIME = new Set(['any', 'every']);

/**
 * Whether a text speaks of any time at all, not one day ("that day or any other day", "on any
 * occasion", "every night"): it is set on no one day, though it points back to one as well.
 */
function speaksOfAnyTime(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, index) => {
    if (!EVERY_TIME.has(token.lower)) return false;
    const noun = tokens[index + 1]?.lower === 'other' ? tokens[index + 2] : tokens[index + 1];
    return noun !== undefined && noun.pos === 'NOUN' && nounKinds(noun.lemma).has(NOUN_KIND.time);
  });
}

/**
 * For each sentence of an account, the sentence that gives the day it points back to ("that
 * morning"), or null: the nearest one before it that dates itself, through any that point back
 * in turn.
 */
export function daySettings(sentences: readonly string[]): (number | null)[] {
  const settings: (number | null)[] = [];
  let lastDated: number | null = null;
  sentences.forEach((sentence, index) => {
    if (datesItself(sentence)) {
      settings.push(null);
      lastDated = index;
      return;
    }
    settings.push(pointsBackToADay(sentence) && !speaksOfAnyTime(sentence) ? lastDated : null);
  });
  return settings;
}

/**
 * The sentence that dates the day most of an account happened on: the dated sentence that the
 * most sentences after it share, before the next one dates itself ("On Saturday 3 August… [ten
 * sentences] …I wrote my report on the Monday."). A question's "that evening" or "the same day",
 * with nothing else to go on, is that day. Null for an account that dates nothing.
 */
export function mainDay(sentences: readonly string[]): number | null {
  let best: number | null = null;
  let bestSpan = -1;
  let current: number | null = null;
  let span = 0;
  sentences.forEach((sentence, index) => {
    if (datesItself(sentence)) {
      current = index;
      span = 0;
    } else if (current !== null) span++;
    if (current !== null && span > bestSpan) {
      best = current;
      bestSpan = span;
    }
  });
  return best;
}

// What says when: a word of time, and a stretch told by its two ends.

/** Whether a word says when something happened (a date, a time, "morning", "week"), not what. */
export function saysWhen(token: Token): boolean {
  return token.entity === 'DATE' || token.entity === 'TIME' || (token.pos !== 'VERB' && nounKinds(token.lemma).has(NOUN_KIND.time));
}

/** Words that open a span of time, and those that close it ("from … until …", "between … and …"). */
const SPAN_OPENERS: ReadonlySet<string> = new Set(['from', 'between']);
const SPAN_CLOSERS: ReadonlySet<string> = new Set(['until', 'till', 'to', 'through', 'and']);

/**
 * Whether the sentence tells a stretch of time by its two ends, each a time in any words: "from
 * that day until 18 February", "between Christmas and the spring", "from 2010 to 2015". The ends
 * stay within one phrase: no comma or clause between them.
 */
export function spansFromOneTimeToAnother(tokens: readonly Token[]): boolean {
  const phraseFrom = (at: number) => {
    const end = tokens.findIndex((token, index) => index >= at && (token.pos === 'PUNCT' || token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'SCONJ'));
    return tokens.slice(at, end < 0 ? tokens.length : end);
  };
  return tokens.some((token, at) => {
    if (!SPAN_OPENERS.has(token.lower)) return false;
    const phrase = phraseFrom(at + 1);
    const closer = phrase.findIndex((next) => SPAN_CLOSERS.has(next.lower));
    return closer > 0 && phrase.slice(0, closer).some(saysWhen) && phrase.slice(closer + 1).some(saysWhen);
  });
}

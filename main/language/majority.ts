import { contentLemmas, tokensOf } from './analyse';
import { detailsOf } from './details';
import { relatedLemmas } from './relatedWords';

// "Most of your cases were for owners" against "20 for insurers and four for owners": a share put
// as the greater part that the sentence's own counts make the lesser.

/**
 * Whether the premise says "most" of a thing and the sentence counts that thing's parts, giving
 * the part the premise names fewer than another: the count that shares most of the premise's
 * words is its part, and a larger count of another part outweighs it.
 */
export function mostDeniedByCounts(premise: string, sentence: string): boolean {
  const tokens = tokensOf(premise);
  const most = tokens.findIndex((token, at) => token.lower === 'most' && tokens[at + 1]?.lower === 'of');
  if (most < 0) return false;
  // What it is most of, the head of its phrase ("most of your product cases" is of cases), which
  // the sentence must count: "most of that hour" is no count of parts.
  const from = tokens.findIndex((token, at) => at > most + 1 && token.pos === 'NOUN');
  if (from < 0) return false;
  let head = from;
  while (tokens[head + 1]?.pos === 'NOUN') head++;
  const of = tokens[head]!;
  const asked = new Set(contentLemmas(premise).filter((lemma) => lemma !== 'most'));
  const counts = detailsOf(sentence).filter((detail) => detail.cls === 'number' && detail.bound === null);
  // A thing that is an act's doing ("testimony", "inspections") is counted in the times the act
  // was done: "I have testified 31 times" counts the testimony.
  const acts = relatedLemmas(of.lemma, 'n');
  const timesOfTheAct = (detail: (typeof counts)[number]) => detail.unit === 'time' && [...detail.anchors].some((anchor) => acts.has(anchor));
  if (!counts.some((detail) => detail.unit === of.lemma || timesOfTheAct(detail))) return false;
  const wholes = new Set(counts.filter((detail) => detail.unit !== null && (asked.has(detail.unit) || timesOfTheAct(detail)) && counts.some((other) => other !== detail && Number(other.value) < Number(detail.value))).map((detail) => detail.value));
  const parts = counts.filter((detail) => !wholes.has(detail.value));
  if (parts.length < 2) return false;
  const shared = (detail: (typeof parts)[number]) => [...detail.anchors, ...(detail.unit ? [detail.unit] : [])].filter((anchor) => asked.has(anchor)).length;
  const ranked = [...parts].sort((a, b) => shared(b) - shared(a));
  const [named, next] = ranked;
  if (!named || !next || shared(named) === shared(next)) return false;
  return parts.some((other) => other !== named && Number(other.value) >= Number(named.value));
}

import { idFromText, type Elicit, type Side } from '../../../shared/scenario';
import { detailsOf, sentencesOf, tokensOf, toThirdPerson, type Detail } from '../../language';

/** Elicits proposed per witness: enough to score a direct, few enough for an author to review. */
const ELICITS_PER_WITNESS = 4;
const MAX_LABEL = 480;
const MAX_KEYWORDS = 4;
/** Sentences that introduce the witness prove nothing in dispute. */
const INTRODUCTION = /^(?:my name is|i am \d+ years old)\b/i;

export interface ElicitWitness {
  id: string;
  name: string;
  side: Side;
  affidavit: string;
}

/** How much a sentence is worth proving: checkable details (times, dates, numbers, names) count most. */
function salience(details: readonly Detail[], sentence: string): number {
  const weights: Record<Detail['cls'], number> = { time: 3, date: 3, weekday: 2, relativeDay: 1, duration: 2, number: 2, name: 2, word: 1 };
  const content = tokensOf(sentence).filter((token) => token.content).length;
  return details.reduce((sum, detail) => sum + weights[detail.cls], 0) + Math.min(content, 12) * 0.1;
}

function categoryOf(details: readonly Detail[]): string {
  if (details.some((d) => d.cls === 'time' || d.cls === 'date' || d.cls === 'weekday' || d.cls === 'duration')) return 'timeline';
  if (details.some((d) => d.cls === 'name')) return 'people';
  if (details.some((d) => d.cls === 'number')) return 'details';
  return 'account';
}

/** Words of the sentence itself an answer should say: numbers and names first, then nouns. */
export function keywordsOf(sentence: string, witnessName: string): string[] {
  const own = new Set(witnessName.toLowerCase().split(/\s+/));
  const tokens = tokensOf(sentence).filter((token) => token.content && !own.has(token.lower) && /[A-Za-z0-9]/.test(token.text) && token.text.length > 1);
  const rank = (pos: string) => (pos === 'NUM' ? 0 : pos === 'PROPN' ? 1 : pos === 'NOUN' ? 2 : 3);
  const chosen: string[] = [];
  for (const token of [...tokens].sort((a, b) => rank(a.pos) - rank(b.pos))) {
    if (rank(token.pos) > 2 || chosen.length >= MAX_KEYWORDS) break;
    if (!chosen.some((word) => word.toLowerCase() === token.lower)) chosen.push(token.text);
  }
  return chosen;
}

/**
 * Proposes elicits from each affidavit, by the language layer: the sentences richest in checkable
 * details, told in the third person, with the sentence's own words as keywords. The sign of the
 * weight is the calling side's (positive for the plaintiff or prosecution, negative for the
 * defense); its size grows with the details. A draft for the author to edit, not a verdict.
 */
export function proposeElicits(witnesses: readonly ElicitWitness[]): Elicit[] {
  const elicits: Elicit[] = [];
  const ids = new Set<string>();
  for (const witness of witnesses) {
    const surname = witness.name.trim().split(/\s+/).at(-1) ?? witness.name;
    const candidates = sentencesOf(witness.affidavit)
      .map((sentence, order) => ({ sentence, order, details: detailsOf(sentence) }))
      .filter((c) => c.sentence.length <= MAX_LABEL && !INTRODUCTION.test(c.sentence) && /\w/.test(c.sentence));
    const chosen = [...candidates]
      .sort((a, b) => salience(b.details, b.sentence) - salience(a.details, a.sentence) || a.order - b.order)
      .slice(0, ELICITS_PER_WITNESS)
      .sort((a, b) => a.order - b.order);
    for (const { sentence, details } of chosen) {
      const label = toThirdPerson(sentence, surname);
      const slug = (text: string) => idFromText(text, 40) || 'fact';
      let id = `${slug(surname)}-${slug(label.split(/\s+/).slice(1, 5).join(' '))}`.slice(0, 60).replace(/-+$/, '');
      for (let n = 2; ids.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
      ids.add(id);
      const size = Math.min(3, 1 + Math.floor(details.length / 2));
      const keywords = keywordsOf(sentence, witness.name);
      elicits.push({
        id,
        label,
        weight: witness.side === 'plaintiff' ? size : -size,
        category: categoryOf(details),
        witnessId: witness.id,
        ...(keywords.length > 0 ? { keywords } : {}),
      });
    }
  }
  return elicits;
}

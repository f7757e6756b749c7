import type { AnswerDecision } from '../../shared/domain';
import type { Exhibit, FoundationElement } from '../../shared/scenario';
import { contentWordSet, contentWords } from '../scoring';
import type { AffidavitIndex } from '../trial/AffidavitIndex';

/** Whether a question asks for this element: one of its keywords, as a phrase or by all its content words. */
export function asksFor(question: string, element: FoundationElement): boolean {
  const lower = question.toLowerCase();
  const asked = contentWordSet(question);
  return element.keywords.some((keyword) => {
    if (lower.includes(keyword.toLowerCase())) return true;
    const needed = contentWords(keyword);
    return needed.length > 0 && needed.every((word) => asked.has(word));
  });
}

/** The first element not yet laid that the question asks for. */
export function elementAskedFor(question: string, elements: readonly FoundationElement[], laid: ReadonlyMap<string, string>): FoundationElement | null {
  return elements.find((element) => !laid.has(element.id) && asksFor(question, element)) ?? null;
}

/** Least shared content words between an affidavit sentence and the exhibit for the witness to know it. */
const SUPPORT_WORDS = 2;

/**
 * The affidavit sentences that speak of the exhibit (sharing words with its title and
 * description), best first. Empty when the affidavit is silent on it.
 */
export function affidavitSupport(exhibit: Exhibit, affidavit: AffidavitIndex): number[] {
  const about = contentWordSet(`${exhibit.title} ${exhibit.description} ${exhibit.priorStatement?.circumstances ?? ''}`);
  return affidavit.sentences
    .map((sentence, index) => ({ index, shared: [...contentWordSet(sentence)].filter((word) => about.has(word)).length }))
    .filter((entry) => entry.shared >= SUPPORT_WORDS)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.index);
}

/**
 * How a witness answers a foundation question. It recognises the exhibit only when the pack
 * names it as a foundation witness and its affidavit speaks of the exhibit; otherwise it cannot say.
 */
export function foundationAnswer(exhibit: Exhibit, witnessId: string, element: FoundationElement, affidavit: AffidavitIndex): { answer: AnswerDecision; recognised: boolean } {
  const support = affidavitSupport(exhibit, affidavit);
  const named = exhibit.foundation?.witnesses.includes(witnessId) ?? false;
  if (!named || support.length === 0) {
    return { answer: { text: `I don't recognise Exhibit ${exhibit.label}; I can't say anything about it.`, kind: 'unknown', sources: [] }, recognised: false };
  }
  return { answer: { text: element.answer, kind: 'confirm', sources: support.slice(0, 1) }, recognised: true };
}

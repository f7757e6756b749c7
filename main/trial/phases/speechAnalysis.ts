import type { Side } from '../../../shared/domain';
import type { ElicitMatcher, ElicitSpec } from '../../scoring';
import type { TestimonyState } from '../TestimonyState';

/** The sentences of a speech, split at full stops, question and exclamation marks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'“(A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export { wordCount } from '../../../shared/domain';

// A sentence that argues an absence ("there is no evidence that …") names a fact without
// asserting it, so it is never flagged as citing a fact not in evidence.
/** How close a sentence must be to an answer heard for it to count as citing that testimony. */
const TESTIMONY_MATCH = 0.5;

const ABSENCE = /\b(no evidence|never (?:proved|proven|established|showed|shown|heard)|did not (?:prove|show|establish)|failed to (?:prove|show|establish)|nothing (?:showed|shows|proved))\b/i;

/** What one sentence of a speech refers to. */
export interface SentenceCitation {
  sentence: string;
  /** Established elicits the sentence argues from. */
  established: string[];
  /** Elicits the sentence asserts that were never established nor are in admitted testimony. */
  unsupported: string[];
}

export interface SpeechCitations {
  sentences: SentenceCitation[];
  cited: string[];
  unsupported: string[];
}

/**
 * Which facts a speech cites, by the scoring matchers: each sentence is matched against the
 * scenario's elicits as a narrative statement. A matched elicit that was established is cited; one
 * never established is unsupported unless the sentence also matches admitted testimony (an
 * answer or a confirmed premise), which is in evidence whether or not it made an elicit.
 */
export async function citationsOf(text: string, matcher: ElicitMatcher, elicits: readonly ElicitSpec[], state: TestimonyState): Promise<SpeechCitations> {
  const testimony = admittedTestimony(state);
  const sentences: SentenceCitation[] = [];
  for (const sentence of sentencesOf(text)) {
    const matches = await matcher.match({ question: '', answer: sentence, answerKind: 'narrative', candidates: elicits });
    const established = matches.filter((match) => state.established.has(match.elicitId)).map((match) => match.elicitId);
    // A sentence that argues from an established fact is citing it, whatever else its words brush against.
    let unsupported = established.length > 0 ? [] : matches.filter((match) => !state.established.has(match.elicitId)).map((match) => match.elicitId);
    if (unsupported.length > 0 && (ABSENCE.test(sentence) || (testimony.length > 0 && (await matcher.match({ question: '', answer: sentence, answerKind: 'narrative', candidates: testimony })).some((match) => match.confidence >= TESTIMONY_MATCH)))) {
      unsupported = [];
    }
    sentences.push({ sentence, established, unsupported });
  }
  const unique = (ids: string[]) => [...new Set(ids)];
  return { sentences, cited: unique(sentences.flatMap((s) => s.established)), unsupported: unique(sentences.flatMap((s) => s.unsupported)) };
}

/** The elicits of `side` a speech promises (an opening: "you will hear that …"). */
export async function promisesOf(text: string, matcher: ElicitMatcher, elicits: readonly ElicitSpec[], side: Side): Promise<string[]> {
  const own = elicits.filter((elicit) => (side === 'plaintiff' ? elicit.weight > 0 : elicit.weight < 0));
  const promised = new Set<string>();
  for (const sentence of sentencesOf(text)) {
    for (const match of await matcher.match({ question: '', answer: sentence, answerKind: 'narrative', candidates: own })) promised.add(match.elicitId);
  }
  return [...promised];
}

/** Admitted testimony as match candidates: every answer heard and every confirmed premise. */
function admittedTestimony(state: TestimonyState): ElicitSpec[] {
  const items: ElicitSpec[] = [];
  for (const witness of state.witnesses.values()) {
    for (const question of witness.questions) {
      if (question.answer && question.ruling !== 'sustained' && (question.answer.kind === 'narrative' || question.answer.kind === 'correct')) {
        items.push({ id: `answer-${question.questionId}`, label: question.answer.text, weight: 1, category: 'testimony' });
      }
    }
    witness.confirmedFacts.forEach((fact, index) => items.push({ id: `confirmed-${witness.witnessId}-${index}`, label: fact, weight: 1, category: 'testimony' }));
  }
  return items;
}

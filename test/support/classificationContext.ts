import { contentWordSet } from '../../main/scoring';
import type { ClassificationContext } from '../../main/trial';

/**
 * A classification context for a question on direct, with nothing answered yet: the case file's
 * words from `caseText` (null: no case file, so relevance is not assessed), and any field overridden.
 */
export function classificationContextOf(caseText: string | null, overrides: Partial<ClassificationContext> = {}): ClassificationContext {
  const words = caseText === null ? null : contentWordSet(caseText);
  return {
    examination: 'direct',
    hostileWitness: false,
    isExpert: false,
    scopeWords: null,
    answeredQuestions: [],
    evidenceWords: words ?? new Set(),
    caseVocabulary: words,
    knowledgeBoundaries: [],
    ...overrides,
  };
}

import type { AdviceScoringMethod } from '../../shared/domain/consultationEvents';
import type { RubricItem } from '../../shared/scenario';
import { containsPhrase } from '../language';
import { contentWords, keywordCoverage, splitSentences } from '../scoring';

/** The four things good first advice covers, each scored 0..10 against the reference answers. */
export const ADVICE_DIMENSIONS = ['relationship', 'rule', 'risk', 'nextStep'] as const;
export type AdviceDimension = (typeof ADVICE_DIMENSIONS)[number];

/** Reference-word coverage that earns full marks: paraphrase never repeats every word. */
export const FULL_MARKS_COVERAGE = 0.6;

// A reference sentence goes to every dimension whose cue it carries. Cues are compared by lemma
// (language layer), so "Deadlines", "limitations" and "tenancies" meet "deadline", "limitation"
// and "tenancy"; a phrase is matched as adjacent words.
const DIMENSION_CUES: Record<AdviceDimension, readonly string[]> = {
  relationship: ['tenant', 'tenancy', 'landlord', 'licensee', 'licencee', 'employ', 'employer', 'employee', 'employment', 'worker', 'contract', 'contractual', 'agreement', 'relationship', 'lease', 'party'],
  rule: ['act', 'section', 'regulation', 'rule', 'law', 'statute', 'statutory', 'require', 'requirement', 'must', 'entitle', 'entitlement', 'right to', 'unlawful', 'lawful', 'valid', 'invalid'],
  risk: ['risk', 'risky', 'could lose', 'may lose', 'danger', 'deadline', 'time limit', 'limitation', 'liable', 'liability', 'cost', 'weak', 'weakness', 'weaken', 'against you', 'against her', 'against him', 'against them', 'counterclaim', 'undermine'],
  nextStep: ['should', 'advise', 'advice', 'next', 'write', 'contact', 'apply', 'keep', 'gather', 'collect', 'send', 'file', 'claim', 'seek', 'ask', 'call', 'book', 'bring'],
};
// Forms no lemma captures: a section number ("s. 21", "s21") and a time limit ("within 14 days").
const NUMBERED_CUES: Partial<Record<AdviceDimension, RegExp>> = { rule: /\bs\.\s?\d+/i, nextStep: /\bwithin \d+/i };

function carriesCue(sentence: string, dimension: AdviceDimension): boolean {
  // Lower case: the tagger takes a capitalised first word ("Deadlines apply.") for a name, and
  // leaves it unlemmatised; cues are common words, never names.
  const text = sentence.toLowerCase();
  return NUMBERED_CUES[dimension]?.test(text) === true || DIMENSION_CUES[dimension].some((cue) => containsPhrase(text, cue));
}

/** Rubric items judged on the written advice; the others are judged on facts or communication. */
const ADVICE_CATEGORIES: ReadonlySet<RubricItem['category']> = new Set(['legal-analysis', 'advice', 'ethics']);

const DEFAULT_DIMENSION: Record<string, AdviceDimension> = { 'legal-analysis': 'rule', advice: 'nextStep', ethics: 'risk' };

/** 0..10 from reference-word coverage, rounded to one place. */
export function coverageScore(reference: string, advice: string): number {
  const keywords = [...new Set(contentWords(reference))];
  if (keywords.length === 0 || advice.trim() === '') return 0;
  const coverage = keywordCoverage(keywords, advice);
  return Math.round(Math.min(1, coverage / FULL_MARKS_COVERAGE) * 100) / 10;
}

/** The sentences of a reference answer that speak to each dimension. */
export function referenceByDimension(item: Pick<RubricItem, 'category' | 'referenceAnswer'>): Record<AdviceDimension, string[]> {
  const out: Record<AdviceDimension, string[]> = { relationship: [], rule: [], risk: [], nextStep: [] };
  for (const sentence of splitSentences(item.referenceAnswer.text)) {
    const dims = ADVICE_DIMENSIONS.filter((d) => carriesCue(sentence, d));
    for (const dim of dims.length > 0 ? dims : [DEFAULT_DIMENSION[item.category] ?? 'nextStep']) out[dim].push(sentence);
  }
  return out;
}

export interface AdviceItemScore {
  rubricId: string;
  /** 0..10 against the whole reference answer. */
  score: number;
  /** 0..10 per dimension the reference answer speaks to; null where it says nothing. */
  dimensions: Record<AdviceDimension, number | null>;
  /** The judge's reason, when a model judged. */
  rationale?: string;
}

export interface AdviceRubricScore {
  /** Keyword coverage is a rough proxy for an expert's judgement; the UI must say so. */
  approximate: boolean;
  method: AdviceScoringMethod;
  items: AdviceItemScore[];
  /** Each dimension over every advice item's reference sentences; null when no item covers it. */
  dimensions: Record<AdviceDimension, number | null>;
}

/** What a judge of the advice gets: the full rubric (with reference answers) and what the student said. */
export interface AdviceJudgeInput {
  rubric: readonly RubricItem[];
  advice: string;
  /** Every student turn and the advice, for items judged on the whole interview (ethics). */
  interview: string;
}

/**
 * Scores the advice rubric. The keyword judge below works without a model; an LLM judge (JSON
 * schema output) implements the same interface, and the session falls back to keywords when it fails.
 */
export interface AdviceJudge {
  readonly method: AdviceScoringMethod;
  score(input: AdviceJudgeInput, signal?: AbortSignal): Promise<AdviceRubricScore>;
}

/** The model-free judge: reference-answer keyword coverage, labelled approximate. */
export class KeywordAdviceJudge implements AdviceJudge {
  readonly method = 'keyword-coverage' as const;

  score(input: AdviceJudgeInput): Promise<AdviceRubricScore> {
    return Promise.resolve(scoreAdvice(input.rubric, input.advice, input.interview));
  }
}

/**
 * The advice rubric without a model: for each advice, legal-analysis or ethics item, how much of
 * the reference answer's vocabulary the student's advice covers, overall and for legal
 * relationship, applicable rule, risk and next step, each 0..10. Ethics items (an introduction,
 * confidentiality) are judged on `interview`: everything the student said. Labelled approximate.
 */
export function scoreAdvice(rubric: readonly RubricItem[], advice: string, interview: string = advice): AdviceRubricScore {
  const items = rubric.filter((item) => ADVICE_CATEGORIES.has(item.category));
  const pooled: Record<AdviceDimension, string[]> = { relationship: [], rule: [], risk: [], nextStep: [] };
  const scored = items.map((item): AdviceItemScore => {
    const byDim = referenceByDimension(item);
    const dimensions = {} as Record<AdviceDimension, number | null>;
    for (const dim of ADVICE_DIMENSIONS) {
      pooled[dim].push(...byDim[dim]);
      dimensions[dim] = byDim[dim].length === 0 ? null : coverageScore(byDim[dim].join(' '), advice);
    }
    const judged = item.category === 'ethics' ? interview : advice;
    return { rubricId: item.id, score: coverageScore(item.referenceAnswer.text, judged), dimensions };
  });
  const dimensions = {} as Record<AdviceDimension, number | null>;
  for (const dim of ADVICE_DIMENSIONS) dimensions[dim] = pooled[dim].length === 0 ? null : coverageScore(pooled[dim].join(' '), advice);
  return { approximate: true, method: 'keyword-coverage', items: scored, dimensions };
}

export function isAdviceItem(item: Pick<RubricItem, 'category'>): boolean {
  return ADVICE_CATEGORIES.has(item.category);
}

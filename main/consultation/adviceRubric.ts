import type { AdviceScoringMethod } from '../../shared/domain/consultationEvents';
import type { RubricItem } from '../../shared/scenario';
import { contentWords, keywordCoverage, splitSentences } from '../scoring';

/** The four things good first advice covers, each scored 0..10 against the reference answers. */
export const ADVICE_DIMENSIONS = ['relationship', 'rule', 'risk', 'nextStep'] as const;
export type AdviceDimension = (typeof ADVICE_DIMENSIONS)[number];

/** Reference-word coverage that earns full marks: paraphrase never repeats every word. */
export const FULL_MARKS_COVERAGE = 0.6;

// A reference sentence goes to every dimension whose cue it carries.
const DIMENSION_CUES: Record<AdviceDimension, RegExp> = {
  relationship: /\b(?:tenan\w*|landlord|licen[cs]ee|employ\w*|worker|contract\w*|agreement|relationship|lease|party|parties)\b/i,
  rule: /\b(?:act|section|s\.\s?\d+|regulations?|rules?|law|statut\w*|requires?|must|entitle\w*|right to|unlawful|lawful|valid|invalid)\b/i,
  risk: /\b(?:risk\w*|could lose|may lose|danger|deadline|time limit|limitation|liable|costs?|weak\w*|against (?:you|her|him|them)|counterclaim|undermine\w*)\b/i,
  nextStep: /\b(?:should|advise\w*|next|write|contact|apply|keep|gather|collect|send|file|claim|seek|ask|call|book|bring|within \d+)\b/i,
};

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
    const dims = ADVICE_DIMENSIONS.filter((d) => DIMENSION_CUES[d].test(sentence));
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

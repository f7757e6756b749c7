import { ExaminationDecision, ObjectionDecision, RulingDecision, type Ruling } from '../../shared/domain';
import { scoreAdvice } from '../consultation';
import { splitSentences } from '../scoring';
import { AffidavitIndex, checkGrounding } from '../trial';
import type { EvalCase } from './EvalCase';
import type { Evaluator, MetricScore } from './Evaluator';
import type { MetricDefinition } from './metrics';

// Metrics that can be measured without a model (PersonaConsistency cannot: it is left to the
// LLM judges, or not assessed). Each evaluator reads only the case (its output
// and its reference), so they are pure and fast: a whole session scores in milliseconds.

type Check = (evalCase: EvalCase) => { score: number; detail: Record<string, unknown> } | null;

class DeterministicEvaluator implements Evaluator {
  readonly kind = 'deterministic' as const;

  constructor(
    readonly name: string,
    private readonly metricName: string,
    private readonly check: Check,
  ) {}

  supports(metric: MetricDefinition, evalCase: EvalCase): boolean {
    return metric.name === this.metricName && this.check(evalCase) !== null;
  }

  evaluate(metric: MetricDefinition, evalCase: EvalCase): Promise<MetricScore> {
    const result = this.check(evalCase);
    if (!result) throw new Error(`${this.name} cannot score ${metric.name} on case ${evalCase.id}.`);
    return Promise.resolve({ caseId: evalCase.id, metric: metric.name, evaluator: this.name, score: result.score, detail: result.detail });
  }
}

/** Affidavit indexes by affidavit text: a session's answers share a handful of affidavits. */
const indexes = new Map<string, AffidavitIndex>();
function affidavitIndex(text: string): AffidavitIndex {
  let index = indexes.get(text);
  if (!index) {
    if (indexes.size > 64) indexes.clear();
    index = new AffidavitIndex(text);
    indexes.set(text, index);
  }
  return index;
}

/** Share of the answer's sentences the grounding check traces to the affidavit. */
const faithfulness: Check = (evalCase) => {
  if (evalCase.reference.kind !== 'witness-answer') return null;
  const result = checkGrounding(evalCase.output, affidavitIndex(evalCase.reference.affidavit));
  const sentences = Math.max(1, splitSentences(evalCase.output).length);
  return { score: Math.max(0, 1 - result.ungrounded.length / sentences), detail: { ungrounded: result.ungrounded, sources: result.sources } };
};

/** The rule numbers a citation names ("FRE 801, 802" -> 801, 802), so "Rule 611(c)" matches "FRE 611(c)". */
function ruleNumbers(citation: string): Set<string> {
  return new Set(citation.match(/\d+(?:\([a-z0-9]+\))?/gi)?.map((number) => number.toLowerCase()) ?? []);
}

/** 1 for the ground's rule, 0.5 for the right rule without its subdivision, 0 otherwise. */
const ruleCitation: Check = (evalCase) => {
  if (evalCase.reference.kind !== 'ruling') return null;
  const cited = ruleNumbers(String((evalCase.decision as { rule?: unknown }).rule ?? ''));
  const expected = ruleNumbers(evalCase.reference.groundRule);
  const exact = [...expected].every((number) => cited.has(number));
  const bare = (numbers: Set<string>) => new Set([...numbers].map((number) => number.replace(/\(.*/, '')));
  const partial = [...bare(expected)].some((number) => bare(cited).has(number));
  return { score: exact ? 1 : partial ? 0.5 : 0, detail: { cited: [...cited], expected: evalCase.reference.groundRule } };
};

/** The verdict word a reason opens with, if any. */
function verdictOf(reason: string): Ruling | null {
  if (/\bsustained\b/i.test(reason)) return 'sustained';
  if (/\boverruled\b/i.test(reason)) return 'overruled';
  return null;
}

/** Schema, ground and verdict agreement: each of the three checks is a third of the score. */
const judgeFormat: Check = (evalCase) => {
  if (evalCase.reference.kind !== 'ruling') return null;
  const parsed = RulingDecision.safeParse(evalCase.decision);
  if (!parsed.success) return { score: 0, detail: { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) } };
  const problems: string[] = [];
  if (parsed.data.ground !== evalCase.reference.ground) problems.push(`rules on ${parsed.data.ground}, not the ground raised (${evalCase.reference.ground})`);
  const verdict = verdictOf(parsed.data.reason);
  if (verdict !== null && verdict !== parsed.data.ruling) problems.push(`the reason says ${verdict} but the ruling is ${parsed.data.ruling}`);
  return { score: 1 - problems.length / 3, detail: { problems } };
};

/** The ruling against the rules judge's own test of the ground at the same moment. */
const rulingCorrectness: Check = (evalCase) => {
  if (evalCase.reference.kind !== 'ruling') return null;
  const ruling = (evalCase.decision as { ruling?: unknown }).ruling;
  return { score: ruling === evalCase.reference.expected.ruling ? 1 : 0, detail: { ruling, expected: evalCase.reference.expected.ruling } };
};

/** Counsel's decision against its schema (an examination question, or an objection). */
const counselFormat: Check = (evalCase) => {
  const schema = evalCase.reference.kind === 'counsel-question' ? ExaminationDecision : evalCase.reference.kind === 'counsel-objection' ? ObjectionDecision : null;
  if (!schema) return null;
  const parsed = schema.safeParse(evalCase.decision);
  return { score: parsed.success ? 1 : 0, detail: parsed.success ? {} : { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) } };
};

/** Share of the client's sentences the grounding check traces to its own facts and persona. */
const clientFactConsistency: Check = (evalCase) => {
  if (evalCase.reference.kind !== 'client-answer') return null;
  const result = checkGrounding(evalCase.output, affidavitIndex(evalCase.reference.clientFacts));
  const sentences = Math.max(1, splitSentences(evalCase.output).length);
  return { score: Math.max(0, 1 - result.ungrounded.length / sentences), detail: { ungrounded: result.ungrounded } };
};

/** What the output guard counts as telling too much: a locked fact, a fact not allowed, a reference answer. */
const DISCLOSURE_FAULTS = new Set(['locked_fact', 'unknown_fact_id', 'evaluation_only']);

/** 1 when the answer tells only what the disclosure engine allowed on its turn, else 0. */
const disclosureCompliance: Check = (evalCase) => {
  if (evalCase.reference.kind !== 'client-answer') return null;
  const faults = evalCase.reference.violations.filter((violation) => DISCLOSURE_FAULTS.has(violation.kind));
  return { score: faults.length === 0 ? 1 : 0, detail: { faults: faults.map((fault) => fault.detail) } };
};

/**
 * How far a model's marking of the advice agrees with the keyword-coverage marking of the same
 * advice: 1 − the mean gap per rubric item on 0..10. Only a model's marking is checked: the
 * keyword marking agrees with itself by construction.
 */
const adviceAgreement: Check = (evalCase) => {
  const reference = evalCase.reference;
  if (reference.kind !== 'advice-marking' || reference.method !== 'llm-judge' || reference.items.length === 0) return null;
  const keyword = new Map(scoreAdvice(reference.rubric, reference.advice, reference.interview).items.map((item) => [item.rubricId, item.score]));
  const gaps = reference.items.filter((item) => keyword.has(item.rubricId)).map((item) => ({ rubricId: item.rubricId, judge: item.score, keyword: keyword.get(item.rubricId)! }));
  if (gaps.length === 0) return null;
  const meanGap = gaps.reduce((sum, gap) => sum + Math.abs(gap.judge - gap.keyword), 0) / gaps.length;
  return { score: Math.max(0, 1 - meanGap / 10), detail: { items: gaps } };
};

/** The deterministic evaluators, named `rules:<what they check>`. */
export function deterministicEvaluators(): Evaluator[] {
  return [
    new DeterministicEvaluator('rules:grounding', 'AffidavitFaithfulness', faithfulness),
    new DeterministicEvaluator('rules:fre-citation', 'RuleCitation', ruleCitation),
    new DeterministicEvaluator('rules:schema', 'JudgeResponseFormat', judgeFormat),
    new DeterministicEvaluator('rules:judge-test', 'RulingCorrectness', rulingCorrectness),
    new DeterministicEvaluator('rules:schema', 'ResponseFormat', counselFormat),
    new DeterministicEvaluator('rules:grounding', 'FactConsistency', clientFactConsistency),
    new DeterministicEvaluator('rules:disclosure', 'DisclosureCompliance', disclosureCompliance),
    new DeterministicEvaluator('rules:keyword-coverage', 'AdviceJudgeAgreement', adviceAgreement),
  ];
}

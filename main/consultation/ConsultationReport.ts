import type { ConsultationScenario, RubricItem } from '../../shared/scenario';
import { scoreAdvice, isAdviceItem, type AdviceDimension, type AdviceRubricScore } from './adviceRubric';
import { communicationMetrics, type CommunicationMetrics } from './communicationMetrics';
import type { ConsultationState } from './consultationFold';
import { factWeight } from './factWeights';
import { PERSONA_PRESETS } from './personaPresets';
import { unlockHint, type UnlockHint } from './unlockHints';

export interface FoundFact {
  factId: string;
  text: string;
  weight: number;
  turn: number;
  /** The question that drew it out; null when the client said it in its opening. */
  question: string | null;
}

export interface MissedFact extends UnlockHint {
  factId: string;
  text: string;
  weight: number;
  disclosure: 'volunteered' | 'onRequest' | 'hidden';
}

export interface RubricItemResult {
  rubricId: string;
  label: string;
  category: RubricItem['category'];
  points: number;
  /** 0..10. */
  score: number;
  earned: number;
  basis: 'advice-coverage' | 'facts' | 'communication';
  /** Revealed in the report only, after the interview. */
  referenceAnswer: string;
}

export interface PrematureAdvice {
  turn: number;
  text: string;
  /** Legally significant facts not yet uncovered when it was given. */
  keyFactsMissing: number;
}

/** What the student sees after the interview. A pure function of the scenario and the folded state. */
export interface ConsultationReport {
  scenarioId: string | null;
  preset: ConsultationState['preset'];
  facts: {
    found: FoundFact[];
    missed: MissedFact[];
    foundCount: number;
    total: number;
    weightFound: number;
    weightTotal: number;
    /** 0..10, weighted. */
    score: number;
  };
  advice: AdviceRubricScore & { given: boolean };
  /** Approximate whenever any item was scored without a model judge. */
  rubric: { items: RubricItemResult[]; earned: number; available: number; approximate: boolean };
  communication: CommunicationMetrics;
  /** Advice the student gave before the legally significant facts were all heard, turn by turn. */
  prematureAdvice: PrematureAdvice[];
  meeting: { questions: number; endedBy: 'student' | 'client' | null; reason: string | null; trustEnd: number; fallbacks: number };
  /** Trust at the start and after each student turn, for the report's chart (shown after the meeting, even on Hard). */
  trustHistory: number[];
}

export function buildConsultationReport(scenario: ConsultationScenario, state: ConsultationState): ConsultationReport {
  const levels = state.levels ?? PERSONA_PRESETS.medium;
  const byId = new Map(scenario.facts.map((f) => [f.id, f]));
  const uncovered = new Map(state.uncovered.map((u) => [u.factId, u]));
  const maxTrust = Math.max(0, ...state.trustHistory);
  const label = (id: string) => byId.get(id)?.text ?? id;
  const others = (id: string) => scenario.facts.filter((f) => f.id !== id).map((f) => f.text);

  const found: FoundFact[] = [];
  const missed: MissedFact[] = [];
  for (const fact of scenario.facts) {
    const hit = uncovered.get(fact.id);
    if (hit) found.push({ factId: fact.id, text: fact.text, weight: factWeight(fact), turn: hit.turn, question: hit.question });
    else missed.push({ factId: fact.id, text: fact.text, weight: factWeight(fact), disclosure: fact.disclosure, ...unlockHint(fact, levels, maxTrust, label, others(fact.id)) });
  }
  const weightFound = found.reduce((sum, f) => sum + f.weight, 0);
  const weightTotal = scenario.facts.reduce((sum, f) => sum + factWeight(f), 0);
  const communication = communicationMetrics(state.questions, state.trustHistory);
  // The score stored when the advice was given (whichever judge made it); without advice, the
  // keyword judge on an empty answer. Ethics items are judged on everything the student said.
  const everything = [...state.questions.map((q) => q.text), state.advice ?? ''].join('\n');
  const advice: AdviceRubricScore = state.adviceScore
    ? { approximate: state.adviceScore.approximate, method: state.adviceScore.method, items: state.adviceScore.items, dimensions: state.adviceScore.dimensions }
    : scoreAdvice(scenario.rubric, state.advice ?? '', everything);
  const adviceById = new Map(advice.items.map((i) => [i.rubricId, i.score]));

  const items = scenario.rubric.map((item): RubricItemResult => {
    let score: number;
    let basis: RubricItemResult['basis'];
    if (isAdviceItem(item)) {
      score = adviceById.get(item.id) ?? 0;
      basis = 'advice-coverage';
    } else if (item.category === 'fact-gathering') {
      const related = item.relatedFactIds?.length ? item.relatedFactIds : scenario.facts.map((f) => f.id);
      score = round1((10 * related.filter((id) => uncovered.has(id)).length) / related.length);
      basis = 'facts';
    } else {
      score = communication.score;
      basis = 'communication';
    }
    return {
      rubricId: item.id,
      label: item.label,
      category: item.category,
      points: item.points,
      score,
      earned: round1((score / 10) * item.points),
      basis,
      referenceAnswer: item.referenceAnswer.text,
    };
  });

  return {
    scenarioId: state.scenarioId,
    preset: state.preset,
    facts: {
      found,
      missed,
      foundCount: found.length,
      total: scenario.facts.length,
      weightFound,
      weightTotal,
      score: weightTotal === 0 ? 0 : round1((10 * weightFound) / weightTotal),
    },
    advice: { ...advice, given: state.advice !== null },
    rubric: {
      items,
      earned: round1(items.reduce((s, i) => s + i.earned, 0)),
      available: items.reduce((s, i) => s + i.points, 0),
      // Facts and communication items are rule-based measures, not an expert's marking.
      approximate: true,
    },
    communication,
    prematureAdvice: prematureAdvice(scenario, state),
    meeting: {
      questions: state.questions.length,
      endedBy: state.ended?.by ?? null,
      reason: state.ended?.reason ?? null,
      trustEnd: state.trust,
      fallbacks: state.fallbacks,
    },
    trustHistory: [...state.trustHistory],
  };
}

/**
 * Advice given in the interview (not the closing advice) while legally significant facts were
 * still unheard: the client has not told the student what the advice depends on.
 */
function prematureAdvice(scenario: ConsultationScenario, state: ConsultationState): PrematureAdvice[] {
  const keyFacts = scenario.facts.filter((fact) => fact.legallySignificant);
  const heardBy = new Map(state.uncovered.map((u) => [u.factId, u.turn]));
  return state.questions.flatMap((question) => {
    if (!question.analysis.givesAdvice) return [];
    const missing = keyFacts.filter((fact) => (heardBy.get(fact.id) ?? Infinity) > question.turn).length;
    return missing > 0 ? [{ turn: question.turn, text: question.text, keyFactsMissing: missing }] : [];
  });
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export type { AdviceDimension };

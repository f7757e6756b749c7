import type { BurdenStandard, ElementFinding, SessionEvent, Side, SpeechAssessment } from '../../../shared/domain';
import { describeFallback } from '../../llm/fallbackDetail';
import type { ElicitMatcher } from '../../scoring';
import type { TestimonyState } from '../TestimonyState';
import type { TrialArcSpec, TrialScenarioSpec } from '../TrialScenarioSpec';
import type { ArcVoice, AssessmentRequest } from './ArcVoice';
import type { Speech } from './counselSpeeches';
import { citationsOf } from './speechAnalysis';

// The model's parts of the arc, each guarded like the other agents' output: a speech or a
// deliberation that cites a fact this trial never established (or, for an opening, a fact
// outside counsel's plan) is refused, and the rules text stands, with a `FallbackUsed` saying why
// (a fixed, redacted sentence: never the model's text or an elicit). Without a model nothing is
// asked and nothing is recorded.

/** A part's value, and the `FallbackUsed` event when the model's was refused. */
export interface Guarded<T> {
  value: T;
  fallback: SessionEvent[];
}

class Refused extends Error {}

function fellBack<T>(value: T, turn: number, agent: 'opposing_counsel' | 'judge', mode: string, error: unknown): Guarded<T> {
  const reason = error instanceof Refused ? `invalid-decision: ${error.message}` : describeFallback(error);
  return { value, fallback: [{ type: 'FallbackUsed', turn, agent, mode, reason }] };
}

export interface ArcModelContext {
  voice: ArcVoice;
  matcher: ElicitMatcher;
  scenario: TrialScenarioSpec;
  arc: TrialArcSpec;
  state: TestimonyState;
}

const labelsOf = (context: ArcModelContext, ids: readonly string[]) => ids.map((id) => context.scenario.elicits.find((elicit) => elicit.id === id)?.label ?? id);

/** Counsel's opening by the model: it may promise only the facts the rules opening plans. */
export async function counselOpeningByModel(context: ArcModelContext, side: Side, rules: Speech): Promise<Guarded<Speech>> {
  const { voice, arc } = context;
  if (!voice.counselSpeech) return { value: rules, fallback: [] };
  try {
    const text = await voice.counselSpeech({ part: 'opening', side, caseType: arc.caseType, caseTheory: arc.caseTheories[side], facts: labelsOf(context, rules.elicitIds), gaps: [] });
    const citations = await citationsOf(text, context.matcher, context.scenario.elicits, context.state);
    const named = [...citations.cited, ...citations.unsupported];
    if (named.some((id) => !rules.elicitIds.includes(id))) throw new Refused('the opening promised a fact outside counsel’s plan');
    if (rules.elicitIds.length > 0 && named.length === 0) throw new Refused('the opening promised none of counsel’s facts');
    return { value: { text, elicitIds: named }, fallback: [] };
  } catch (error) {
    return fellBack(rules, context.state.turn, 'opposing_counsel', 'opening', error);
  }
}

/** Counsel's closing by the model: it must argue from established facts, and from nothing else. */
export async function counselClosingByModel(context: ArcModelContext, side: Side, part: 'closing' | 'rebuttal', findings: readonly ElementFinding[], rules: Speech): Promise<Guarded<Speech>> {
  const { voice, arc } = context;
  if (!voice.counselSpeech) return { value: rules, fallback: [] };
  try {
    const gaps = side === 'defense' ? findings.filter((finding) => !finding.met).map((finding) => `${finding.label}: ${finding.explanation}`) : [];
    const text = await voice.counselSpeech({ part, side, caseType: arc.caseType, caseTheory: arc.caseTheories[side], facts: labelsOf(context, rules.elicitIds), gaps });
    const citations = await citationsOf(text, context.matcher, context.scenario.elicits, context.state);
    if (citations.unsupported.length > 0) throw new Refused(`the ${part} cited a fact not in evidence`);
    if (rules.elicitIds.length > 0 && citations.cited.length === 0) throw new Refused(`the ${part} argued from no fact in evidence`);
    return { value: { text, elicitIds: citations.cited }, fallback: [] };
  } catch (error) {
    return fellBack(rules, context.state.turn, 'opposing_counsel', part, error);
  }
}

/** The student's speech scored by the judge's model on the judgement criteria; null without one. */
export async function assessByModel(context: ArcModelContext, request: AssessmentRequest): Promise<Guarded<SpeechAssessment | null>> {
  const { voice } = context;
  if (!voice.assess) return { value: null, fallback: [] };
  try {
    const scores = await voice.assess(request);
    return { value: { ...scores, model: voice.assessor ?? 'model' }, fallback: [] };
  } catch (error) {
    return fellBack(null, context.state.turn, 'judge', 'assessment', error);
  }
}

/** The jury's deliberation summarised by the judge's model; null without one or when it cites a fact not in evidence. */
export async function deliberationByModel(context: ArcModelContext, verdictFor: Side, burden: BurdenStandard, findings: readonly ElementFinding[]): Promise<Guarded<string | null>> {
  const { voice } = context;
  if (!voice.deliberate) return { value: null, fallback: [] };
  try {
    const summary = await voice.deliberate({ verdictFor, burden, findings });
    const citations = await citationsOf(summary, context.matcher, context.scenario.elicits, context.state);
    if (citations.unsupported.length > 0) throw new Refused('the deliberation cited a fact not in evidence');
    return { value: summary, fallback: [] };
  } catch (error) {
    return fellBack(null, context.state.turn, 'judge', 'deliberation', error);
  }
}

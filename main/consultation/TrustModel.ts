import type { PersonaLevels, QuestionAnalysis, TrustReason } from '../../shared/domain/consultationEvents';
import { round } from './personaPresets';
import { asksSomething } from './QuestionAnalyser';

/** Base trust change per cue, before the persona scales it. */
export const TRUST_DELTAS: Readonly<Record<TrustReason, number>> = {
  empathy: 0.07,
  open_question: 0.04,
  plain_language: 0.02,
  summarising: 0.04,
  on_topic: 0.03,
  jargon: -0.06,
  interruption: -0.08,
  judgemental: -0.1,
  several_questions: -0.03,
  closed_question: -0.01,
};

/** Jargon hurts more the less law the client knows; a legally literate client barely minds. */
const JARGON_SCALE = { high: 0.3, medium: 1, low: 1.5 } as const;
/** A guarded client warms up slowly. */
const GAIN_SCALE = { high: 1.2, medium: 1, low: 0.7 } as const;
/** An unsteady client takes every slight harder. */
const SETBACK_SCALE = { high: 0.75, medium: 1, low: 1.5 } as const;
/** Turns without a new fact before rapport gains start to fade: a few are warming up, more are talk without substance. */
const SUBSTANCE_GRACE_TURNS = 2;
/** Each further turn without a new fact keeps this share of the gains of empathy, open questions, plain words and summaries. */
const NO_SUBSTANCE_DECAY = 0.6;
/** At most this many jargon terms count in one turn, so one long paragraph cannot zero trust alone. */
const MAX_JARGON_TERMS = 2;

export interface TrustUpdate {
  trust: number;
  delta: number;
  reasons: TrustReason[];
}

/**
 * The trust model: trust (0..1) rises with empathy, open questions, plain language,
 * summarising back and questions about the client's matter, and falls with jargon, interruptions, judgemental phrasing and piling up
 * questions. Pure and deterministic: the same turn on the same persona moves trust the same way.
 */
export class TrustModel {
  constructor(private readonly levels: PersonaLevels) {}

  /**
   * `turnsWithoutFacts`: how many turns in a row before this one brought out no new fact. Empathy
   * without substance has diminishing returns: kind words alone do not earn full trust.
   * `onTopic`: the question is about the client's matter (a fact not yet out), which is progress
   * even when the client is not ready to answer it.
   */
  update(trust: number, analysis: QuestionAnalysis, turnsWithoutFacts = 0, onTopic = false): TrustUpdate {
    const reasons: TrustReason[] = [];
    let delta = 0;
    const fade = NO_SUBSTANCE_DECAY ** Math.max(0, turnsWithoutFacts - SUBSTANCE_GRACE_TURNS);
    const add = (reason: TrustReason, amount: number) => {
      reasons.push(reason);
      // Gains shrink as trust grows: the last steps to full trust take the longest.
      delta += amount < 0 ? amount * SETBACK_SCALE[this.levels.emotionalStability] : amount * GAIN_SCALE[this.levels.disclosureWillingness] * (1 - trust / 2) * fade;
    };
    if (analysis.empathy) add('empathy', TRUST_DELTAS.empathy);
    if (analysis.form === 'open') add('open_question', TRUST_DELTAS.open_question);
    if (analysis.form === 'closed') add('closed_question', TRUST_DELTAS.closed_question);
    if (analysis.summarising) add('summarising', TRUST_DELTAS.summarising);
    // Progress is a question on the matter, in words the client follows, put without blame.
    if (onTopic && asksSomething(analysis) && analysis.jargon.length === 0 && !analysis.judgemental) add('on_topic', TRUST_DELTAS.on_topic);
    if (analysis.jargon.length === 0) {
      if (analysis.form !== 'statement' || analysis.empathy) add('plain_language', TRUST_DELTAS.plain_language);
    } else {
      const terms = Math.min(analysis.jargon.length, MAX_JARGON_TERMS);
      add('jargon', TRUST_DELTAS.jargon * terms * JARGON_SCALE[this.levels.legalLiteracy]);
    }
    if (analysis.interruption) add('interruption', TRUST_DELTAS.interruption);
    if (analysis.judgemental) add('judgemental', TRUST_DELTAS.judgemental);
    if (analysis.multiple) add('several_questions', TRUST_DELTAS.several_questions);
    const next = round(Math.min(1, Math.max(0, trust + delta)));
    return { trust: next, delta: round(next - trust), reasons };
  }
}

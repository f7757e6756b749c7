import type { ArcVoice } from './phases/ArcVoice';
import type {
  Actor,
  AnswerDecision,
  ExaminationDecision,
  ExaminationType,
  ObjectionDecision,
  ObjectionGround,
  RulingDecision,
  Side,
} from '../../shared/domain';
import { DEFAULT_ERROR_SUBTLETY } from '../../shared/contract';
import { OBJECTION_GROUNDS } from '../../shared/domain';
import type { ClassificationContext, ObjectionAnalysis } from './ObjectionClassifier';
import type { JudgeProjection, OpposingCounselProjection, WitnessProjection } from './projections';

// The agent interfaces. Each agent sees a projection of the testimony state (never the raw
// transcript) and returns a typed decision. The rules cast and the LLM cast implement the same
// interfaces; projections, validation and the turn into events are shared.

export interface OpposingCounselConfig {
  /** Share of decisions that are deliberate, flagged mistakes (spurious objection, defective question). */
  intentionalErrorRate: number;
  /**
   * 0..1: which of its defective questions counsel prefers. 0.5 draws without preference, higher
   * prefers the subtle ones (the classifier flags them less surely), lower the obvious ones.
   */
  errorSubtlety: number;
  /** The grounds this counsel objects on. */
  enabledGrounds: readonly ObjectionGround[];
  /** Sampling temperature for the LLM cast; the rules cast ignores it. */
  temperature: number;
  /** Least classifier confidence on which counsel objects. */
  objectionThreshold: number;
  /** Questions counsel asks at most in one of its examinations (direct, cross…). */
  maxQuestions: Readonly<Record<ExaminationType, number>>;
}

export const DEFAULT_OPPOSING_COUNSEL_CONFIG: OpposingCounselConfig = {
  intentionalErrorRate: 0.3,
  errorSubtlety: DEFAULT_ERROR_SUBTLETY,
  enabledGrounds: OBJECTION_GROUNDS,
  temperature: 0.7,
  objectionThreshold: 0.6,
  maxQuestions: { direct: 8, cross: 8, redirect: 2, recross: 2 },
};

export type RulingStyle = 'terse' | 'explanatory' | 'formal';

export interface JudgeConfig {
  /** How rulings are worded: "Sustained." or a sentence with the reason and rule. */
  rulingStyle: RulingStyle;
  /** 0..1: a strict judge sustains on weaker evidence of a fault. */
  strictness: number;
  /** 0..1, 0.5 neutral: leaning towards sustaining (above) or overruling (below). */
  sustainBias: number;
}

export const DEFAULT_JUDGE_CONFIG: JudgeConfig = { rulingStyle: 'explanatory', strictness: 0.5, sustainBias: 0.5 };

/** A witness's behaviour: the scenario's profile, each dial 0..1. */
export interface WitnessConfig {
  cooperativeness: number;
  verbosity: number;
  memoryQuality: number;
}

/** The opposing counsel is asked to consider objecting to a question the player put. */
export interface ObjectionRequest {
  turn: number;
  questionId: string;
  question: string;
  /** The classifier's evidence on the question, computed once per question. */
  analysis: ObjectionAnalysis;
  projection: OpposingCounselProjection;
}

export interface ExaminationRequest {
  turn: number;
  projection: OpposingCounselProjection;
  /** The classifier's view of this moment, to check a question's form before asking it. */
  classificationContext: ClassificationContext;
}

/** The moment of a ruling as the judge sees it: the examination and the witness's last answers in it. */
export interface RulingMoment {
  examination: ExaminationType;
  /** The witness's last answers in this examination, the latest last (a few at most). */
  recentAnswers: readonly string[];
  /** The questions those answers answer, in the same order; absent when unknown. */
  recentQuestions?: readonly string[];
}

export interface RulingRequest {
  turn: number;
  questionId: string;
  question: string;
  /** On a motion to strike (ground `nonresponsive`): the answer moved against. */
  answer?: string;
  ground: ObjectionGround;
  objectedBy: Actor;
  analysis: ObjectionAnalysis;
  projection: JudgeProjection;
  /** The examination and the witness's last answers in it, which some grounds turn on; absent when unknown. */
  moment?: RulingMoment;
}

export interface AnswerRequest {
  turn: number;
  questionId: string;
  question: string;
  examination: ExaminationType;
  examinerSide: Side;
  projection: WitnessProjection;
  /**
   * Where a streaming witness sends its answer as it is checked, piece by piece. The pieces
   * joined must be the decision's text; the session shows them only once the answer stands.
   */
  onText?: (delta: string) => void;
  /** Aborted when the answer will not be heard (the objection was sustained): stop generating. */
  signal?: AbortSignal;
}

export interface OpposingCounsel {
  /** In `objection_user_*` modes: object to the player's question, or not. */
  considerObjection(request: ObjectionRequest): Promise<ObjectionDecision>;
  /** In `oc_*` modes: the next question of counsel's own examination, or done. */
  nextQuestion(request: ExaminationRequest): Promise<ExaminationDecision>;
}

export interface Judge {
  rule(request: RulingRequest): Promise<RulingDecision>;
}

export interface Witness {
  readonly witnessId: string;
  answer(request: AnswerRequest): Promise<AnswerDecision>;
}

/** The agents of one trial session. */
export interface TrialCast {
  /** Recorded in `SessionStarted.cast`, e.g. "rules" or "local:qwen2.5-3b". */
  readonly name: string;
  /**
   * True when counsel and the witness compete for one compute lane (local models): then the
   * witness answers only after an objection the classifier expects is settled (speculationPolicy).
   */
  readonly sharedLane?: boolean;
  readonly opposingCounsel: OpposingCounsel;
  readonly judge: Judge;
  witness(witnessId: string): Witness;
  /** The model's parts of the trial's arc (speeches, assessments, the deliberation); absent in the rules cast. */
  readonly arcVoice?: ArcVoice;
}

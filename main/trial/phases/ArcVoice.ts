import type { BurdenStandard, ElementFinding, Side, SpeechAssessment } from '../../../shared/domain';

// What a model may write or judge in the trial's arc. Every request is a projection: only what
// the speaker may know (its case theory, the facts it may cite), never the other side's plan.
// The arc guards each answer and falls back to the rules cast's text, or to "not assessed".

/** Counsel's opening or closing: the facts it may cite, and the gaps in the other side's case. */
export interface CounselSpeechRequest {
  part: 'opening' | 'closing' | 'rebuttal';
  side: Side;
  caseType: 'civil' | 'criminal';
  caseTheory: string;
  /** An opening's planned proof, or the facts this trial established for the speaker's side. */
  facts: string[];
  /** A closing's elements the other side did not carry, with why. */
  gaps: string[];
}

/** The student's speech to score on the judgement criteria. */
export interface AssessmentRequest {
  part: 'opening' | 'closing' | 'rebuttal';
  side: Side;
  caseTheory: string;
  text: string;
  /** Facts in evidence (a closing) or none (an opening). */
  established: string[];
  budgetWords: number | null;
}

/** The verdict to summarise as the jury's deliberation. */
export interface DeliberationRequest {
  verdictFor: Side;
  burden: BurdenStandard;
  findings: readonly Pick<ElementFinding, 'label' | 'met' | 'explanation'>[];
}

/** The parts a model plays; each is absent when no model plays its role (counsel, the judge). */
export interface ArcVoice {
  counselSpeech?: (request: CounselSpeechRequest) => Promise<string>;
  /** The id of the model that assesses, recorded with each assessment. */
  assessor?: string;
  assess?: (request: AssessmentRequest) => Promise<Omit<SpeechAssessment, 'model'>>;
  deliberate?: (request: DeliberationRequest) => Promise<string>;
}

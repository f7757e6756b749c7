import type { ObjectionGround, RulingDecision } from '../../shared/domain';
import type { AdviceScoringMethod, ClientMood, PersonaLevels } from '../../shared/domain/consultationEvents';
import type { RubricItem } from '../../shared/scenario';
import type { EvalAgent } from './metrics';

/** What a case's output can be checked against, without a model. */
export type CaseReference =
  | {
      kind: 'witness-answer';
      witnessId: string;
      question: string;
      affidavit: string;
      profile: { cooperativeness: number; verbosity: number; memoryQuality: number } | null;
    }
  | {
      kind: 'ruling';
      question: string;
      ground: ObjectionGround;
      /** The ground's FRE rule, from the catalogue. */
      groundRule: string;
      /** What the rules judge rules at the same moment, on the same evidence: the judge's own test of the ground. */
      expected: RulingDecision;
    }
  | { kind: 'counsel-question'; witnessId: string; isIntentionallyDefective: boolean }
  | { kind: 'counsel-objection'; question: string; ground: ObjectionGround; isIntentionallyIncorrect: boolean }
  | {
      kind: 'client-answer';
      /** The student's words, or null for the opening statement. */
      question: string | null;
      persona: { name: string; levels: PersonaLevels; mood: ClientMood; trust: number };
      /** Everything the client may say of itself: its facts (first person) and its persona's own text. */
      clientFacts: string;
      /** Facts the disclosure engine allowed on this turn, and those still locked. */
      allowedFactIds: string[];
      lockedFactIds: string[];
      disclosedFactIds: string[];
      /** What the output guard finds in the answer as logged, checked against this turn's projection. */
      violations: { kind: string; detail: string }[];
    }
  | {
      kind: 'advice-marking';
      advice: string;
      /** Every student turn and the advice (ethics items are judged on the whole interview). */
      interview: string;
      rubric: RubricItem[];
      method: AdviceScoringMethod;
      /** The stored marking, 0..10 per rubric item. */
      items: { rubricId: string; score: number }[];
    };

/**
 * One evaluation case: one agent turn as stored. `input` is what the agent saw (its projection
 * and the question), `output` what it said, `decision` the typed decision as logged.
 */
export interface EvalCase {
  /** `<sessionId>#<eventSeq>`: stable, so ratings and scores of the same turn meet. */
  id: string;
  sessionId: string;
  eventSeq: number;
  turn: number;
  agent: EvalAgent;
  packId: string;
  /** From a confidential pack: never sent to a cloud judge. */
  confidential: boolean;
  input: string;
  output: string;
  decision: unknown;
  reference: CaseReference;
}

export const caseIdOf = (sessionId: string, eventSeq: number): string => `${sessionId}#${eventSeq}`;

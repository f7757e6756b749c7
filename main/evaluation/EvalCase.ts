import type { ObjectionGround, RulingDecision } from '../../shared/domain';
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
  | { kind: 'counsel-objection'; question: string; ground: ObjectionGround; isIntentionallyIncorrect: boolean };

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

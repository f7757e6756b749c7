import type { ClientAnswerKind, ClientCast, QuestionAnalysis } from '../../shared/domain/consultationEvents';
import type { ClientProjection } from './DisclosureEngine';

/** One exchange the agent may see for context. */
export interface TranscriptLine {
  speaker: 'student' | 'client';
  text: string;
}

/** Everything a client agent receives for one turn. It holds no locked fact and no rubric. */
export interface ClientTurn {
  turn: number;
  /** The disclosure engine's projection: persona and the facts the client may disclose now. */
  projection: ClientProjection;
  /** The student's words, or null for the client's opening statement. */
  question: string | null;
  analysis: QuestionAnalysis | null;
  /** The last few exchanges, oldest first (a fixed budget, not the whole transcript). */
  recent: TranscriptLine[];
  /** The engine has decided the client leaves after this answer: say goodbye, disclose nothing. */
  leaving: boolean;
  /** Seed of this turn's random choices; an agent draws randomness from nothing else. */
  seed: number;
}

/** What a client agent answers. The engine checks it with the output guard before it is logged. */
export interface ClientReply {
  text: string;
  kind: ClientAnswerKind;
  /** Facts of the projection the answer tells in full; anything outside the projection is a leak. */
  disclosedFactIds: string[];
  /** The client ends the meeting after this answer. */
  endsMeeting: boolean;
}

/**
 * A simulated client. The rules cast implements it now; the LLM cast (local or cloud) will
 * implement it with the same input and output, prompting from `turn.projection` only.
 */
export interface ClientAgent {
  readonly cast: ClientCast;
  reply(turn: ClientTurn, signal?: AbortSignal): Promise<ClientReply>;
}

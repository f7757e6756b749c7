import { SeededRandom } from '../../shared/SeededRandom';
import type { ClientTurn } from './ClientAgent';
import type { ConsultationState } from './consultationFold';
import type { DisclosureContext, DisclosureEngine } from './DisclosureEngine';
import { clientWalksOut } from './personaPresets';

/** Lines of transcript an agent sees: a fixed budget, however long the interview runs. */
export const RECENT_LINES = 6;

/** What the disclosure rules read in a state, for the client's answer to `question` (null: the opening). */
export function disclosureContextOf(state: ConsultationState, question: string | null): DisclosureContext {
  return {
    trust: state.trust,
    revealedFactIds: [...new Set([...state.toldFactIds, ...state.uncovered.map((u) => u.factId)])],
    questions: state.questions.map((q) => q.text),
    lastToldFactIds: state.lastToldFactIds,
    followUp: question === null ? false : (state.questions.at(-1)?.analysis.followUp ?? false),
  };
}

/**
 * Everything the client agent gets for one answer, from the state just before it: one function,
 * so the live session and the evaluation's fold over a stored log rebuild the same turn.
 */
export function clientTurnOf(state: ConsultationState, disclosure: DisclosureEngine, turn: number, question: string | null): ClientTurn {
  return {
    turn,
    projection: disclosure.project(disclosureContextOf(state, question)),
    question,
    analysis: question === null ? null : (state.questions.at(-1)?.analysis ?? null),
    recent: state.transcript.slice(-RECENT_LINES).map((line) => ({ speaker: line.speaker, text: line.text })),
    leaving: question !== null && clientWalksOut(state.levels!, state.questions.map((q) => q.trustAfter ?? 1)),
    seed: SeededRandom.forTurn(state.seed, turn),
  };
}

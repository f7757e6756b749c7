import { isCrossLike, type Actor, type AnswerDecision, type ExaminationType, type SessionEvent, type Side } from '../../shared/domain';
import { elicitPoints, REBUTTAL_COVERAGE_BONUS, type ElicitMatcher } from '../scoring';
import { coveredItems } from './CrossOutline';
import type { MemoryWriter } from './MemoryWriter';
import type { ScenarioContext } from './ScenarioContext';
import type { TestimonyState } from './TestimonyState';

export interface ScoreAnswerDeps {
  state: TestimonyState;
  context: ScenarioContext;
  matcher: ElicitMatcher;
  memory: MemoryWriter;
  playerSide: Side;
  /** The exhibits in evidence: an elicit resting on any other is not established. Absent: exhibits are not tracked (older sessions). */
  inEvidence?: ReadonlySet<string>;
}

/**
 * The scoring step after an answer: elicits it establishes (with the player's points, by
 * polarity), outline items it covers on cross (with the player's bonus), and the answer queued
 * for vector memory (written later, off the answer path).
 */
export async function scoreAnswer(
  deps: ScoreAnswerDeps,
  question: { turn: number; questionId: string; witnessId: string; examination: ExaminationType; by: Actor; text: string },
  answer: AnswerDecision,
): Promise<SessionEvent[]> {
  const { state, context } = deps;
  const { turn, questionId, witnessId, examination, by } = question;
  const { inEvidence } = deps;
  // Testimony on what an exhibit shows counts only once the exhibit is in evidence.
  const candidates = context.elicitsFor(witnessId).filter((elicit) => !state.established.has(elicit.id) && (!elicit.exhibitId || !inEvidence || inEvidence.has(elicit.exhibitId)));
  const matches = await deps.matcher.match({ question: question.text, answer: answer.text, answerKind: answer.kind, candidates });
  const events: SessionEvent[] = [];
  let total = state.score;
  for (const match of matches) {
    const elicit = context.elicit(match.elicitId)!;
    events.push({ type: 'ElicitEstablished', turn, questionId, elicitId: match.elicitId, witnessId, by, examination, tier: match.tier, confidence: Math.round(match.confidence * 100) / 100, statement: match.statement });
    const points = elicitPoints({ weight: elicit.weight, playerSide: deps.playerSide, by, examination });
    if (points !== 0) events.push({ type: 'ScoreChanged', turn, delta: points, total: (total += points), reason: 'elicit', questionId, elicitId: elicit.id });
  }
  if (isCrossLike(examination)) {
    const open = (state.outlines.get(witnessId) ?? []).filter((item) => !state.covered.has(item.id));
    for (const item of coveredItems(open, question.text, answer.text)) {
      events.push({ type: 'RebuttalItemCovered', turn, witnessId, itemId: item.id, by, questionId });
      if (by === 'player') {
        events.push({ type: 'ScoreChanged', turn, delta: REBUTTAL_COVERAGE_BONUS, total: (total += REBUTTAL_COVERAGE_BONUS), reason: 'rebuttal_coverage', questionId, elicitId: null });
      }
    }
  }
  deps.memory.enqueue({ witnessId, phase: examination, turn, elicitIds: matches.map((match) => match.elicitId), text: answer.text });
  return events;
}

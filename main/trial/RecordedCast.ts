import type { SessionEvent } from '../../shared/domain';
import type { AnswerRequest, ExaminationRequest, ObjectionRequest, RulingRequest, TrialCast } from './agents';

type FallbackEvent = SessionEvent & { type: 'FallbackUsed' };

/** A stored fallback replayed: the session records `recorded` again verbatim, so the replay matches the log. */
export class RecordedFallback extends Error {
  constructor(readonly recorded: string) {
    super(recorded);
    this.name = 'RecordedFallback';
  }
}

/**
 * Replays a stored session's decisions for a cast that cannot be re-run (a model): each agent
 * reads what it decided from the log, at the event the replay has reached, and a stored
 * `FallbackUsed` is replayed by failing the same way, so the rules agent decides again exactly as
 * it did. Past the log (a turn that was cut off, or new turns) the live cast decides.
 * The stored reason is recorded again verbatim, whatever its wording (older logs say `error: …`).
 */
export function recordedCast(stored: readonly SessionEvent[], cursor: () => number, name: string, live: TrialCast): TrialCast {
  const next = (): SessionEvent | undefined => stored[cursor()];
  const fallbackOf = (event: SessionEvent | undefined, agent: FallbackEvent['agent']): FallbackEvent | null =>
    event?.type === 'FallbackUsed' && event.agent === agent ? event : null;
  const byTurn = <T extends SessionEvent['type']>(type: T, turn: number) =>
    stored.filter((event): event is SessionEvent & { type: T } => event.type === type && 'turn' in event && event.turn === turn);

  return {
    name,
    opposingCounsel: {
      async considerObjection(request: ObjectionRequest) {
        const event = next();
        if (!event) return live.opposingCounsel.considerObjection(request);
        const fallback = fallbackOf(event, 'opposing_counsel');
        if (fallback) throw new RecordedFallback(fallback.reason);
        if (event.type === 'ObjectionRaised' && event.by === 'opposing_counsel') {
          const { ground, confidence, triggers, isIntentionallyIncorrect } = event;
          return { object: true, ground, confidence, triggers, isIntentionallyIncorrect };
        }
        return { object: false };
      },
      async nextQuestion(request: ExaminationRequest) {
        const event = next();
        if (!event) return live.opposingCounsel.nextQuestion(request);
        const fallback = fallbackOf(event, 'opposing_counsel');
        if (fallback) throw new RecordedFallback(fallback.reason);
        if (event.type === 'QuestionAsked' && event.by === 'opposing_counsel') {
          const { text, targetElicitId, isIntentionallyDefective, defect } = event;
          return { done: false, question: text, targetElicitId, isIntentionallyDefective, defect };
        }
        if (event.type === 'QuestionBlocked' && event.by === 'opposing_counsel') {
          return { done: false, question: event.text, targetElicitId: null, isIntentionallyDefective: false, defect: null };
        }
        return { done: true };
      },
    },
    judge: {
      async rule(request: RulingRequest) {
        const event = next();
        if (!event) return live.judge.rule(request);
        const fallback = fallbackOf(event, 'judge');
        if (fallback) throw new RecordedFallback(fallback.reason);
        if (event.type === 'RulingMade') return { ruling: event.ruling, ground: event.ground, rule: event.rule, reason: event.reason };
        return live.judge.rule(request);
      },
    },
    witness(witnessId: string) {
      return {
        witnessId,
        async answer(request: AnswerRequest) {
          // The answer is asked for as the question is put; it shows up later in the log, if at all.
          const answer = byTurn('AnswerGiven', request.turn)[0];
          const fallback = byTurn('FallbackUsed', request.turn).find((event) => event.agent === 'witness');
          if (fallback) throw new RecordedFallback(fallback.reason);
          if (answer) return { text: answer.text, kind: answer.kind, sources: answer.sources };
          // Never shown: an objection to the question was sustained.
          if (byTurn('RulingMade', request.turn).some((ruling) => ruling.ruling === 'sustained')) return { text: "I don't know.", kind: 'unknown', sources: [] };
          return live.witness(witnessId).answer(request);
        },
      };
    },
  };
}

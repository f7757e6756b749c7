import type { AnswerDecision, ExaminationType } from '../../shared/domain';
import type { Party } from '../../shared/scenario';
import { AffidavitIndex } from '../../main/trial/AffidavitIndex';
import type { AnswerRequest } from '../../main/trial/agents';
import { RulesWitness } from '../../main/trial/rules/RulesWitness';
import type { WitnessSpec } from '../../main/trial/TrialScenarioSpec';
import { identitySentences } from '../../main/trial/witnessIdentity';

/** Asks a rules witness one question outside a session, on cross unless told, by an examiner friendly or not, after what `ownRecord` says it has said (most recent first), in a case between `parties`. */
export function askRulesWitness(
  spec: WitnessSpec,
  question: string,
  options: { examination?: ExaminationType; friendlyExaminer: boolean; ownRecord?: AnswerRequest['projection']['ownRecord']; parties?: readonly Party[] },
): AnswerDecision {
  const examination = options.examination ?? 'cross';
  const witness = new RulesWitness(spec, new AffidavitIndex(spec.affidavit, identitySentences(spec)), options.parties);
  const request = {
    turn: 1,
    questionId: 'q',
    question,
    examination,
    examinerSide: spec.side === 'plaintiff' ? 'defense' : 'plaintiff',
    projection: { witness: { id: spec.id, name: spec.name, role: spec.role, side: spec.side }, examination, friendlyExaminer: options.friendlyExaminer, ownRecord: options.ownRecord ?? [] },
  } satisfies AnswerRequest;
  return witness.answerSync(request);
}

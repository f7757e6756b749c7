import type { ExaminationType } from '../../shared/domain';
import type { AnswerRequest } from './agents';
import type { WitnessSpec } from './TrialScenarioSpec';

/**
 * A question put to a witness outside a session (the fidelity measure, the pack linter's dry
 * run): the examiner is the witness's own side on direct and redirect, the other side otherwise,
 * and the witness has said only what `ownRecord` holds (most recent first), if anything.
 */
export function outOfSessionRequest(spec: WitnessSpec, question: string, examination: ExaminationType, ownRecord: AnswerRequest['projection']['ownRecord'] = []): AnswerRequest {
  const friendly = examination === 'direct' || examination === 'redirect';
  return {
    turn: 1,
    questionId: 'q',
    question,
    examination,
    examinerSide: friendly ? spec.side : spec.side === 'plaintiff' ? 'defense' : 'plaintiff',
    projection: { witness: { id: spec.id, name: spec.name, role: spec.role, side: spec.side }, examination, friendlyExaminer: friendly, ownRecord },
  };
}

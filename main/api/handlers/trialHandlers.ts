import type { trialProcedures } from '../../../shared/contract/procedures/trial';
import type { TrialService } from '../../trial';
import type { HandlersFor } from '../ApiHandlers';

export interface TrialServices {
  trial: TrialService;
}

export function createTrialHandlers(services: TrialServices): HandlersFor<keyof typeof trialProcedures> {
  const { trial } = services;
  return {
    'trial.start': (input) => trial.start(input),
    'trial.ask': ({ sessionId, question }) => trial.ask(sessionId, question),
    'trial.respond': ({ sessionId, ground }) => trial.respond(sessionId, ground),
    'trial.counselTurn': ({ sessionId }) => trial.counselTurn(sessionId),
    'trial.next': ({ sessionId }) => trial.next(sessionId),
    'trial.strike': ({ sessionId }) => trial.strike(sessionId),
    'trial.status': ({ sessionId }) => trial.status(sessionId),
    'trial.opening': ({ sessionId, text, reserve, durationMs }) => trial.opening(sessionId, text, { reserve, durationMs }),
    'trial.closing': ({ sessionId, text, durationMs }) => trial.closing(sessionId, text, durationMs),
    'trial.motion': ({ sessionId }) => trial.motion(sessionId),
  };
}

import { TrialAskInput, TrialSpeechInput, TrialRespondInput, TrialSessionInput, TrialStartInput, TrialStatus, TrialStepResult } from '../schemas/trial';

/**
 * A live trial: start it, ask (the player examines), respond to counsel's question (object or
 * pass), let counsel take its examination turn, end the current examination. Each call returns
 * the events it stored and where the trial stands.
 */
export const trialProcedures = {
  'trial.start': { input: TrialStartInput, output: TrialStepResult },
  'trial.ask': { input: TrialAskInput, output: TrialStepResult },
  'trial.respond': { input: TrialRespondInput, output: TrialStepResult },
  'trial.counselTurn': { input: TrialSessionInput, output: TrialStepResult },
  'trial.next': { input: TrialSessionInput, output: TrialStepResult },
  'trial.strike': { input: TrialSessionInput, output: TrialStepResult },
  'trial.status': { input: TrialSessionInput, output: TrialStatus },
  // The whole trial: the player's opening, closing or rebuttal, and the motion for a directed verdict.
  'trial.opening': { input: TrialSpeechInput, output: TrialStepResult },
  'trial.closing': { input: TrialSpeechInput, output: TrialStepResult },
  'trial.motion': { input: TrialSessionInput, output: TrialStepResult },
} as const;

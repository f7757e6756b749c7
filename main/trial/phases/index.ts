export { AMTA_BUDGETS, ARC_PARTS, type ArcPart, type ArcParts, type Clock, type TimeBudgets, type TrialArcOptions } from './arcConfig';
export { foldArc, type ArcState } from './arcState';
export { type ArcStep, type TrialPhaseName } from './arcStep';
export { createTrialArc, resumeTrialArc, type TrialArcSessionOptions } from './createTrialArc';
export { speechRubrics, type RubricLine, type SpeechRubric } from '../../../shared/domain';
export { TrialArc, type ArcAwaiting } from './TrialArc';

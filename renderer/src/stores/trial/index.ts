export { useTrialStore } from './store';
export { trialSelectors, OBJECTION_GROUNDS } from './selectors';
export { foldRoom, emptyRoom, rightObjection, type RoomView, type TranscriptLine, type PendingQuestion } from './roomFold';
export type { TrialSetup, DuplicateWarning } from './initialState';
export { plannedWitnesses, studentRole, type WitnessScope } from './setupPlan';
export { roomNamesOf, partyName, examinerName, phaseName, REBUTTAL_TYPE_LABEL, type RoomNames, type CaseType } from './roomNames';

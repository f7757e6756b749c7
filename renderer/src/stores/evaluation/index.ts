export { useEvaluationStore, type EvaluationState, type EvaluationActions } from './store';

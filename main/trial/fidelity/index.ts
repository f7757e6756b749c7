export { parseFidelityScript, FidelityQuestion, type FidelityQuestion as FidelityQuestionLine } from './fidelityScript';
export { creditRecallBase, creditStatedPrecision, measureFidelity, saysTheScriptAnswer, sumFigures, SENTENCE_LABELS, type FidelityAnswer, type FidelityFigures, type Rate, type SentenceLabel } from './measureFidelity';

export { DATASET_GROUND, datasetGround, namesTheGround } from './datasetGrounds';
export { evaluateObjections, type ObjectionAgents, type ObjectionEvaluation } from './evaluateObjections';
export { objectionFigures, type ObjectionFigures, type RecordOutcome } from './objectionMetrics';
export { contextExchanges, parseObjectionRecords, type ObjectionRecord } from './objectionRecords';
export { recordMoment } from './recordMoment';
export { judgeResponsiveness, type Responsiveness } from './responsiveness';

export type { ApiHandlers } from './ApiHandlers';
export { createApiHandlers, type ApiServices } from './createApiHandlers';
export { EventBus } from './EventBus';
export { invokeProcedure, describeSchemaFailure } from './invokeProcedure';
export type { PdfRenderer } from './PdfRenderer';
export { JobRegistry, type JobHandle } from './JobRegistry';
export { streamWitnessAnswers, WitnessAnswerStream } from './streamWitnessAnswers';
export { TrialDebugPublisher } from './TrialDebugPublisher';
export { withDurableWrites } from './withDurableWrites';

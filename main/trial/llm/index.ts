export { createLlmCast, type CastModels, type ExampleAgent, type LlmCastOptions } from './createLlmCast';
export { AgentOutputRejectedError } from './AgentOutputRejectedError';
export { LeakGuard, type HiddenText } from './LeakGuard';
export { LlmJudge, RULING_MAX_TOKENS } from './LlmJudge';
export { LlmOpposingCounsel, OBJECTION_MAX_TOKENS, QUESTION_MAX_TOKENS } from './LlmOpposingCounsel';
export { LlmWitness, answerKindOf, WITNESS_MAX_TOKENS } from './LlmWitness';
export { DEFAULT_LLM_TIMEOUT_MS, type LlmAgentOptions } from './LlmAgentOptions';
export { examinationOutputSchema, objectionOutputSchema, rulingOutputSchema } from './schemas';

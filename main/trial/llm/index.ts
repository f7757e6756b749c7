export { createLlmCast, type LlmCastOptions } from './createLlmCast';
export { AgentOutputRejectedError } from './AgentOutputRejectedError';
export { LeakGuard, type HiddenText } from './LeakGuard';
export { LlmJudge } from './LlmJudge';
export { LlmOpposingCounsel } from './LlmOpposingCounsel';
export { LlmWitness, answerKindOf } from './LlmWitness';
export { DEFAULT_LLM_TIMEOUT_MS, type LlmAgentOptions } from './LlmAgentOptions';
export { examinationOutputSchema, objectionOutputSchema, rulingOutputSchema } from './schemas';

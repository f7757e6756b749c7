export { getLlamaRuntime } from './llamaRuntime';
export { probeLlama } from './probeLlama';
export type {
  GenerationRequest,
  LanguageModel,
  StopReason,
  StructuredRequest,
  StructuredResult,
  TextRequest,
  TextResult,
  TokenUsage,
} from './LanguageModel';
export { jsonOutputSchema, zodOutputSchema, parseStructuredOutput, type OutputSchema } from './OutputSchema';
export type { JsonSchema } from './jsonSchemaSubset';
export { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from './modelErrors';
export { LocalModelHost, type LoadLocalModelOptions } from './local/LocalModelHost';
export type { LocalLanguageModel } from './local/LocalLanguageModel';
export { LanguageModelRouter, type ModelPreference, type RouteDecision } from './LanguageModelRouter';
export { TracingLanguageModel, type ModelCallSpan, type TraceContext } from './TracingLanguageModel';
export { fallbackReasonOf, type FallbackReason } from './fallbackReason';
export { CloudLanguageModel, type CloudModelConfig } from './cloud/CloudLanguageModel';
export { CloudModelHost, DEFAULT_CLOUD_SETTINGS } from './cloud/CloudModelHost';

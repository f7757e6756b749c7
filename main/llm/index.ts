export { getLlamaRuntime } from './llamaRuntime';
export { probeLlama } from './probeLlama';

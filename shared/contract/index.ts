export * from './envelope';
export * from './procedures';
export * from './events';
export * from './bridge';
export type { ApiClient } from './ApiClient';
export * from './schemas/about';
export * from './schemas/jobs';

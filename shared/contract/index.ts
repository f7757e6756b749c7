export * from './envelope';
export * from './procedureRegistry';
export * from './events';
export * from './bridge';
export type { ApiClient } from './ApiClient';
export * from './schemas/about';
export * from './schemas/jobs';
export * from './schemas/sessions';
export * from './schemas/workspace';

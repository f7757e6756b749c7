export { probeTransformers } from './probeTransformers';

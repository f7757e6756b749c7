export { SystemCheck, type ComponentProbe, type ProbeReport } from './SystemCheck';
export { readPackageVersion } from './readPackageVersion';
export { resolveDataDir } from './dataDir';

export { ModelManager, type DownloadProgressEvent, type ModelManagerOptions } from './ModelManager';
export { loadCatalog, loadCatalogFile, resolveCatalog } from './loadCatalog';
export { readGgufHeader } from './readGgufHeader';
export { ChecksumMismatchError } from './modelErrors';

import { fileURLToPath } from 'node:url';

/** test/.cache/tiny-models: generated test models live here (git-ignored). */
export function tinyModelCacheDir(): string {
  return fileURLToPath(new URL('../../.cache/tiny-models', import.meta.url));
}

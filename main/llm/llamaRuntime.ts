import type { Llama } from 'node-llama-cpp';

let llamaPromise: Promise<Llama> | undefined;

/**
 * The process-wide llama.cpp binding. node-llama-cpp wants one `getLlama()` per process; it is
 * loaded lazily (it costs a second or more) and never built from source, because these
 * machines cannot download llama.cpp. A failed load is forgotten so a later call can retry.
 */
export function getLlamaRuntime(): Promise<Llama> {
  llamaPromise ??= import('node-llama-cpp')
    .then(({ getLlama, LlamaLogLevel }) =>
      getLlama({ build: 'never', logLevel: LlamaLogLevel.warn, progressLogs: false }),
    )
    .catch((error: unknown) => {
      llamaPromise = undefined;
      throw error;
    });
  return llamaPromise;
}

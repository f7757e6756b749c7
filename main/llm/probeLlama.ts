import type { ProbeReport } from '../system/SystemCheck';
import { readPackageVersion } from '../system/readPackageVersion';
import { getLlamaRuntime } from './llamaRuntime';

/** Checks that `getLlama()` works here and reports the llama.cpp build it found. */
export async function probeLlama(): Promise<ProbeReport> {
  const packageVersion = readPackageVersion('node-llama-cpp');
  try {
    const llama = await getLlamaRuntime();
    return {
      packageVersion,
      working: true,
      details: {
        gpu: llama.gpu === false ? 'none (CPU)' : String(llama.gpu),
        build: String(llama.buildType),
        llama_cpp: llama.llamaCppRelease.release,
        cpu_math_cores: String(llama.cpuMathCores),
      },
      error: null,
    };
  } catch (error) {
    return {
      packageVersion,
      working: false,
      details: {},
      error: `getLlama() failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

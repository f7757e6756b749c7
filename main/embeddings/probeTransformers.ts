import type { ProbeReport } from '../system/SystemCheck';
import { readPackageVersion } from '../system/readPackageVersion';

/** Loads transformers.js (and with it onnxruntime-node) and reports both versions. */
export async function probeTransformers(): Promise<ProbeReport> {
  const packageVersion = readPackageVersion('@huggingface/transformers');
  try {
    const transformers = await import('@huggingface/transformers');
    return {
      packageVersion,
      working: true,
      details: {
        version: transformers.env.version,
        onnxruntime_node: readPackageVersion('onnxruntime-node') ?? 'not installed',
      },
      error: null,
    };
  } catch (error) {
    return {
      packageVersion,
      working: false,
      details: {},
      error: `transformers.js could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

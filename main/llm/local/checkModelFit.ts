import { totalmem, freemem } from 'node:os';
import type { GgufInsights, Llama } from 'node-llama-cpp';
import type { ModelFit } from '../../../shared/contract/schemas/models';
import { BadInputError } from '../../../shared/errors';

export type RamState = () => Promise<{ total: number; free: number }>;

export const systemRamState: RamState = () => Promise.resolve({ total: totalmem(), free: freemem() });

const GB = 1024 ** 3;
const formatGb = (bytes: number) => `${(bytes / GB).toFixed(bytes < GB ? 2 : 1)} GB`;

/**
 * Estimates, from the GGUF header alone, the RAM the model and a context of `contextSize` tokens
 * per sequence need, and compares it with this machine. It refuses only what can never fit
 * (more than the machine's total RAM); needing more than is free right now is a warning, because
 * the model file is memory-mapped and the OS can make room.
 */
export async function checkModelFit(
  llama: Llama,
  modelPath: string,
  options: { contextSize: number; sequences: number; ramState?: RamState },
): Promise<ModelFit> {
  const { GgufInsights, readGgufFileInfo } = await import('node-llama-cpp');
  let insights: GgufInsights;
  try {
    insights = await GgufInsights.from(await readGgufFileInfo(modelPath), llama);
  } catch (error) {
    throw new BadInputError(`${modelPath} is not a readable GGUF model: ${error instanceof Error ? error.message : String(error)}`, modelPath);
  }
  const ram = await (options.ramState ?? systemRamState)();
  const base = { totalRamBytes: ram.total, freeRamBytes: ram.free };
  if (!insights.isSupportedByLlamaCpp) {
    const architecture = insights.ggufFileInfo.metadata.general?.architecture ?? 'unknown';
    return { ...base, fits: false, requiredRamBytes: 0, message: `This model's architecture (${architecture}) is not supported by the bundled llama.cpp.` };
  }
  // CPU-only worst case: every layer in RAM. A GPU only lowers the RAM needed.
  const gpuLayers = llama.gpu === false ? 0 : await insights.configurationResolver.resolveModelGpuLayers('auto');
  const model = insights.estimateModelResourceRequirements({ gpuLayers });
  const context = insights.estimateContextResourceRequirements({
    contextSize: options.contextSize,
    sequences: options.sequences,
    modelGpuLayers: gpuLayers,
  });
  const requiredRamBytes = model.cpuRam + context.cpuRam;
  const need = `needs about ${formatGb(requiredRamBytes)} of memory with ${options.sequences} × ${options.contextSize}-token context`;
  if (requiredRamBytes > ram.total) {
    return {
      ...base,
      fits: false,
      requiredRamBytes,
      message: `This model ${need}, but this machine has ${formatGb(ram.total)} in total. Choose a smaller model or a shorter context.`,
    };
  }
  const message =
    requiredRamBytes > ram.free
      ? `This model ${need} and only ${formatGb(ram.free)} is free now; close other programs if it runs slowly.`
      : null;
  return { ...base, fits: true, requiredRamBytes, message };
}

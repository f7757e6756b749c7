import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BadInputError } from '../../shared/errors';

/** What a transformers.js embedding-model folder holds, once checked. */
export interface EmbeddingFolderInfo {
  dir: string;
  /** The weights file transformers.js will load, and the dtype that selects it. */
  onnxFile: string;
  dtype: 'fp32' | 'q8' | 'fp16';
  dimensions: number;
  modelType: string;
}

// transformers.js picks `onnx/model{suffix}.onnx` by dtype; these are the ones we accept, best first.
const WEIGHTS: { file: string; dtype: EmbeddingFolderInfo['dtype'] }[] = [
  { file: 'model.onnx', dtype: 'fp32' },
  { file: 'model_quantized.onnx', dtype: 'q8' },
  { file: 'model_fp16.onnx', dtype: 'fp16' },
];

/**
 * Checks that `dir` is a usable feature-extraction model (config.json with hidden_size,
 * tokenizer.json, tokenizer_config.json, onnx weights) and says exactly what is missing if not.
 */
export function inspectEmbeddingFolder(dir: string): EmbeddingFolderInfo {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BadInputError(`${dir} is not a folder.`, dir);
  for (const file of ['config.json', 'tokenizer.json', 'tokenizer_config.json']) {
    if (!existsSync(join(dir, file))) throw new BadInputError(`${dir} is not an embedding model: ${file} is missing.`, join(dir, file));
  }
  let config: { hidden_size?: unknown; model_type?: unknown };
  try {
    config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as typeof config;
  } catch (error) {
    throw new BadInputError(`${join(dir, 'config.json')} is not valid JSON: ${(error as Error).message}`, join(dir, 'config.json'));
  }
  if (typeof config.hidden_size !== 'number' || !Number.isInteger(config.hidden_size) || config.hidden_size <= 0) {
    throw new BadInputError(`${join(dir, 'config.json')} has no positive integer hidden_size.`, `${join(dir, 'config.json')}#hidden_size`);
  }
  const weights = WEIGHTS.find(({ file }) => existsSync(join(dir, 'onnx', file)));
  if (!weights) {
    throw new BadInputError(`${dir} has no ONNX weights: expected onnx/${WEIGHTS.map(({ file }) => file).join(' or onnx/')}.`, join(dir, 'onnx'));
  }
  return {
    dir,
    onnxFile: join(dir, 'onnx', weights.file),
    dtype: weights.dtype,
    dimensions: config.hidden_size,
    modelType: typeof config.model_type === 'string' ? config.model_type : 'unknown',
  };
}

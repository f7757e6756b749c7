import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GgufTensor, type GgufValue, writeGguf } from './GgufWriter';
import { randomFloats, seededRandom } from './seededRandom';
import { tinyModelCacheDir } from './cacheDir';

/** ChatML, as Qwen and many small instruct models ship it. */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const TOKEN_NORMAL = 1;
const TOKEN_UNKNOWN = 2;
const TOKEN_CONTROL = 3;
const TOKEN_BYTE = 6;

export interface TinyLlamaOptions {
  embedding?: number;
  layers?: number;
  heads?: number;
  feedForward?: number;
  contextLength?: number;
  seed?: number;
  /** Extra bytes in an unused metadata string: makes a file big enough to download in chunks. */
  paddingBytes?: number;
}

/** A SentencePiece vocabulary: specials, all 256 byte tokens, ChatML markers, printable ASCII. */
function buildVocabulary() {
  const tokens: string[] = ['<unk>', '<s>', '</s>'];
  const types: number[] = [TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_CONTROL];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN_BYTE);
  }
  tokens.push('<|im_start|>', '<|im_end|>');
  types.push(TOKEN_CONTROL, TOKEN_CONTROL);
  tokens.push('\u2581');
  types.push(TOKEN_NORMAL);
  for (let code = 0x21; code <= 0x7e; code++) {
    tokens.push(String.fromCharCode(code));
    types.push(TOKEN_NORMAL);
  }
  const scores = tokens.map((_, index) => -index);
  const suppressed = tokens.flatMap((token, index) => {
    const byte = /^<0x([0-9A-F]{2})>$/.exec(token);
    const value = byte ? Number.parseInt(byte[1] as string, 16) : -1;
    const unwantedByte = byte !== null && value !== 0x0a && (value < 0x20 || value >= 0x80);
    const control = types[index] === TOKEN_CONTROL || types[index] === TOKEN_UNKNOWN;
    return unwantedByte || (control && token !== '<|im_end|>') ? [index] : [];
  });
  return { tokens, types, scores, suppressed, imEnd: tokens.indexOf('<|im_end|>') };
}

/** Builds the bytes of a random-weight llama GGUF (F32, tiny dims) that llama.cpp can run. */
export function buildTinyLlamaGguf(options: TinyLlamaOptions = {}) {
  const embedding = options.embedding ?? 64;
  const layers = options.layers ?? 2;
  const heads = options.heads ?? 4;
  const feedForward = options.feedForward ?? 128;
  const contextLength = options.contextLength ?? 4096;
  const random = seededRandom(options.seed ?? 1234);
  const vocab = buildVocabulary();
  const vocabSize = vocab.tokens.length;

  const metadata = new Map<string, GgufValue>([
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: 'moot-tiny-llama' }],
    ['general.file_type', { type: 'u32', value: 0 }],
    ['llama.context_length', { type: 'u32', value: contextLength }],
    ['llama.embedding_length', { type: 'u32', value: embedding }],
    ['llama.block_count', { type: 'u32', value: layers }],
    ['llama.feed_forward_length', { type: 'u32', value: feedForward }],
    ['llama.attention.head_count', { type: 'u32', value: heads }],
    ['llama.attention.head_count_kv', { type: 'u32', value: heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['llama.rope.dimension_count', { type: 'u32', value: embedding / heads }],
    ['llama.rope.freq_base', { type: 'f32', value: 10000 }],
    ['llama.vocab_size', { type: 'u32', value: vocabSize }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'string[]', value: vocab.tokens }],
    ['tokenizer.ggml.scores', { type: 'f32[]', value: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: 'i32[]', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: vocab.imEnd }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'string', value: CHATML_TEMPLATE }],
  ]);
  if (options.paddingBytes) metadata.set('moot.test_padding', { type: 'string', value: 'x'.repeat(options.paddingBytes) });

  const weights = (name: string, dims: number[], std = 0.08): GgufTensor => ({
    name,
    dims,
    data: randomFloats(dims.reduce((a, b) => a * b, 1), std, random),
  });
  const ones = (name: string, size: number): GgufTensor => ({ name, dims: [size], data: new Float32Array(size).fill(1) });

  // Dimension 0 of every token embedding is a large constant, so the residual stream carries a
  // steady "bias" feature through the tiny random layers. The output rows of tokens that random
  // text must not produce (control tokens, C0 control bytes and the high bytes that would make
  // invalid UTF-8) weigh that feature strongly negative: sampled text stays valid UTF-8, and a
  // length-capped JSON string under a grammar has the same length in JavaScript.
  const tokenEmbeddings = weights('token_embd.weight', [embedding, vocabSize], 0.5);
  for (let token = 0; token < vocabSize; token++) tokenEmbeddings.data[token * embedding] = 8;
  const output = weights('output.weight', [embedding, vocabSize], 0.3);
  for (const token of vocab.suppressed) output.data[token * embedding] = -6;
  const tensors: GgufTensor[] = [tokenEmbeddings];
  for (let layer = 0; layer < layers; layer++) {
    const prefix = `blk.${layer}`;
    tensors.push(
      ones(`${prefix}.attn_norm.weight`, embedding),
      weights(`${prefix}.attn_q.weight`, [embedding, embedding]),
      weights(`${prefix}.attn_k.weight`, [embedding, embedding]),
      weights(`${prefix}.attn_v.weight`, [embedding, embedding]),
      weights(`${prefix}.attn_output.weight`, [embedding, embedding]),
      ones(`${prefix}.ffn_norm.weight`, embedding),
      weights(`${prefix}.ffn_gate.weight`, [embedding, feedForward]),
      weights(`${prefix}.ffn_up.weight`, [embedding, feedForward]),
      weights(`${prefix}.ffn_down.weight`, [feedForward, embedding]),
    );
  }
  tensors.push(ones('output_norm.weight', embedding), output);
  return writeGguf(metadata, tensors);
}

/**
 * The tiny llama GGUF under test/.cache, generated on first use. Written to a temporary name and
 * renamed, so parallel test files never see half a file.
 */
export function tinyLlamaGgufPath(options: { paddingBytes?: number } = {}): string {
  const dir = tinyModelCacheDir();
  const suffix = options.paddingBytes ? `-padded-${options.paddingBytes}` : '';
  const path = join(dir, `moot-tiny-llama-v2${suffix}.gguf`);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, buildTinyLlamaGguf(options).bytes);
    renameSync(temporary, path);
  }
  return path;
}

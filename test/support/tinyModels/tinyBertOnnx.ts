import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';
import { randomFloats, seededRandom } from './seededRandom';
import { tinyModelCacheDir } from './cacheDir';

// onnx-proto is CommonJS: take the namespace off its default export.
const { onnx } = onnxProto;

const SPECIALS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const WORDS = ['the', 'red', 'light', 'car', 'witness', 'saw', 'street', 'night', 'defendant', 'drove', 'fast', 'yes', 'no'];
const INT64 = 7;
const FLOAT = 1;

/** WordPiece vocabulary: specials, some whole words, every letter/digit/punctuation and its `##` form. */
export function tinyBertVocabulary(): string[] {
  const pieces = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
  const punctuation = [...'.,?!\'"-:;()'];
  return [...SPECIALS, ...WORDS, ...pieces, ...punctuation, ...pieces.map((piece) => `##${piece}`)];
}

function tokenizerJson(vocabulary: string[]) {
  const vocab = Object.fromEntries(vocabulary.map((token, id) => [token, id]));
  const special = (content: string) => ({
    id: vocab[content],
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  const specialEntry = (content: string) => ({ id: content, ids: [vocab[content]], tokens: [content] });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIALS.map(special),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: { '[CLS]': specialEntry('[CLS]'), '[SEP]': specialEntry('[SEP]') },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab },
  };
}

const tensorType = (elemType: number, dims: (string | number)[]) => ({
  tensorType: {
    elemType,
    shape: { dim: dims.map((dim) => (typeof dim === 'string' ? { dimParam: dim } : { dimValue: dim })) },
  },
});

/**
 * A BERT-shaped ONNX graph: `last_hidden_state = Gather(embeddings, input_ids) * attention_mask`.
 * Real loading and inference code runs on it; the vectors mean nothing.
 */
export function buildTinyBertOnnx(vocabSize: number, hidden: number, seed = 42): Uint8Array {
  const table = randomFloats(vocabSize * hidden, 0.5, seededRandom(seed));
  const model = onnx.ModelProto.create({
    irVersion: 8,
    producerName: 'moot-tiny-bert',
    opsetImport: [{ domain: '', version: 14 }],
    graph: {
      name: 'tiny-bert',
      initializer: [
        { name: 'embeddings', dims: [vocabSize, hidden], dataType: FLOAT, rawData: new Uint8Array(table.buffer) },
        { name: 'last_axis', dims: [1], dataType: INT64, int64Data: [-1] },
      ],
      node: [
        { opType: 'Gather', input: ['embeddings', 'input_ids'], output: ['gathered'], attribute: [{ name: 'axis', type: 2, i: 0 }] },
        { opType: 'Cast', input: ['attention_mask'], output: ['mask_float'], attribute: [{ name: 'to', type: 2, i: FLOAT }] },
        { opType: 'Unsqueeze', input: ['mask_float', 'last_axis'], output: ['mask_3d'] },
        { opType: 'Mul', input: ['gathered', 'mask_3d'], output: ['last_hidden_state'] },
      ],
      input: [
        { name: 'input_ids', type: tensorType(INT64, ['batch_size', 'sequence_length']) },
        { name: 'attention_mask', type: tensorType(INT64, ['batch_size', 'sequence_length']) },
      ],
      output: [{ name: 'last_hidden_state', type: tensorType(FLOAT, ['batch_size', 'sequence_length', hidden]) }],
    },
  });
  return onnx.ModelProto.encode(model).finish();
}

/** Writes a complete transformers.js model folder (config, tokenizer, onnx/model.onnx) into `dir`. */
export function writeTinyBertFolder(dir: string, hidden = 384): void {
  const vocabulary = tinyBertVocabulary();
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  const config = {
    model_type: 'bert',
    architectures: ['BertModel'],
    hidden_size: hidden,
    num_attention_heads: 1,
    num_hidden_layers: 1,
    vocab_size: vocabulary.length,
    max_position_embeddings: 512,
  };
  const tokenizerConfig = {
    tokenizer_class: 'BertTokenizer',
    do_lower_case: true,
    model_max_length: 512,
    pad_token: '[PAD]',
    unk_token: '[UNK]',
    cls_token: '[CLS]',
    sep_token: '[SEP]',
    mask_token: '[MASK]',
  };
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config, null, 2));
  writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tokenizerJson(vocabulary)));
  writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify(tokenizerConfig, null, 2));
  writeFileSync(join(dir, 'onnx', 'model.onnx'), buildTinyBertOnnx(vocabulary.length, hidden));
}

/** The tiny BERT folder under test/.cache, generated once (into a temporary folder, then renamed). */
export function tinyBertFolderPath(): string {
  const root = tinyModelCacheDir();
  const dir = join(root, 'moot-tiny-bert-v1');
  if (!existsSync(dir)) {
    const temporary = `${dir}.${process.pid}.tmp`;
    writeTinyBertFolder(temporary);
    try {
      renameSync(temporary, dir);
    } catch (error) {
      // Another test process won the race; its folder is identical.
      if (!existsSync(dir)) throw error;
    }
  }
  return dir;
}

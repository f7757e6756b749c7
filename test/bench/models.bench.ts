import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LlamaChat, type ChatHistoryItem, type LlamaGrammar } from 'node-llama-cpp';
import { LexicalEmbedder } from '../../main/embeddings/LexicalEmbedder';
import { TransformersEmbedder } from '../../main/embeddings/TransformersEmbedder';
import { getLlamaRuntime } from '../../main/llm/llamaRuntime';
import { LocalModelHost } from '../../main/llm/local/LocalModelHost';
import type { GenerationRequest } from '../../main/llm/LanguageModel';
import { judgeSchema } from '../support/tinyModels/agentSchemas';
import { tinyBertFolderPath } from '../support/tinyModels/tinyBertOnnx';
import { tinyLlamaGgufPath } from '../support/tinyModels/tinyLlamaGguf';
import { formatMs, median, percentile } from './stats';

const RUNS = 30;
const SYSTEM = 'You are the judge in a mock trial. Rule on objections under the Federal Rules of Evidence.';
const PROMPTS = ['Objection, hearsay.', 'Objection, leading.', 'Objection, relevance.'];

/** Runs two variants alternately (A, B, A, B…) so machine noise hits both alike. */
async function timePair(a: (index: number) => Promise<unknown>, b: (index: number) => Promise<unknown>): Promise<[number[], number[]]> {
  for (let warm = 0; warm < 3; warm++) {
    await a(warm);
    await b(warm);
  }
  const samplesA: number[] = [];
  const samplesB: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    let started = performance.now();
    await a(index);
    samplesA.push(performance.now() - started);
    started = performance.now();
    await b(index);
    samplesB.push(performance.now() - started);
  }
  return [samplesA, samplesB];
}

const summary = (samples: number[]) => `median ${formatMs(median(samples))}, p90 ${formatMs(percentile(samples, 90))}`;

/**
 * Wrapper overhead of LocalLanguageModel against raw node-llama-cpp (LlamaChat on one sequence,
 * same history, greedy, same token caps) on the tiny GGUF, where model time is smallest and the
 * wrapper's share is largest; then embedding throughput of the tiny ONNX model and lexical-v1.
 */
export default async function modelsBench(): Promise<void> {
  // threads: 1 on both sides: on a busy 2-core machine llama.cpp's spinning threads dominate otherwise.
  const host = new LocalModelHost();
  const model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 1024, sequences: 1, threads: 1 });
  const request = (index: number): GenerationRequest => ({
    agentKey: 'judge',
    systemPrompt: SYSTEM,
    prompt: PROMPTS[index % PROMPTS.length] as string,
    confidentiality: { level: 'public', packId: null },
    maxTokens: 16,
  });
  const llama = await getLlamaRuntime();
  const raw = await llama.loadModel({ modelPath: tinyLlamaGgufPath() });
  const context = await raw.createContext({ contextSize: 1024, sequences: 1, threads: 1 });
  const chat = new LlamaChat({ contextSequence: context.getSequence() });
  const grammar: LlamaGrammar = await llama.createGrammarForJsonSchema(judgeSchema.grammarSchema as never);
  const history = (index: number): ChatHistoryItem[] => [
    { type: 'system', text: SYSTEM },
    { type: 'user', text: PROMPTS[index % PROMPTS.length] as string },
  ];
  const [wrappedText, rawText] = await timePair(
    (index) => model.generateText(request(index)),
    (index) => chat.generateResponse(history(index), { maxTokens: 16, temperature: 0 }),
  );
  const [wrappedJson, rawJson] = await timePair(
    (index) => model.generateStructured({ ...request(index), maxTokens: 200, schema: judgeSchema }),
    (index) => chat.generateResponse(history(index), { maxTokens: 200, temperature: 0, grammar }),
  );
  await context.dispose();
  await raw.dispose();
  await host.unload();

  const overhead = (wrapped: number[], bare: number[]) => {
    const delta = median(wrapped) - median(bare);
    return `${delta < 0 ? '-' : ''}${formatMs(Math.abs(delta))} (${((delta / median(bare)) * 100).toFixed(1)}%)`;
  };
  console.log(`tiny GGUF, text (16 tokens): raw LlamaChat ${summary(rawText)}; LocalLanguageModel ${summary(wrappedText)}; overhead ${overhead(wrappedText, rawText)}`);
  console.log(`tiny GGUF, judge JSON under grammar: raw ${summary(rawJson)}; wrapper ${summary(wrappedJson)}; overhead ${overhead(wrappedJson, rawJson)}`);

  const texts = Array.from({ length: 256 }, (_, index) => `Question ${index}: did the witness see the red car drive fast down the street at night?`);
  const cacheDir = mkdtempSync(join(tmpdir(), 'moot-bench-embed-'));
  try {
    const onnx = new TransformersEmbedder({ id: 'tiny-bert', modelDir: tinyBertFolderPath(), cacheDir });
    await onnx.embed(texts.slice(0, 8));
    let started = performance.now();
    await onnx.embed(texts);
    const onnxMs = performance.now() - started;
    await onnx.dispose();
    const lexical = new LexicalEmbedder();
    await lexical.embed(texts.slice(0, 8));
    started = performance.now();
    for (let round = 0; round < 10; round++) await lexical.embed(texts);
    const lexicalMs = (performance.now() - started) / 10;
    console.log(`embeddings, 256 texts: tiny ONNX (batches of 32) ${formatMs(onnxMs)} = ${((texts.length / onnxMs) * 1000).toFixed(0)} texts/s; lexical-v1 ${formatMs(lexicalMs)} = ${((texts.length / lexicalMs) * 1000).toFixed(0)} texts/s`);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

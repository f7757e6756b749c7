import type { Llama, LlamaModel } from 'node-llama-cpp';
import type { LocalModelStatus, ModelFit, ModelStageStatus } from '../../../shared/contract/schemas/models';
import { getLlamaRuntime } from '../llamaRuntime';
import { ModelUnavailableError } from '../modelErrors';
import { SerialLock } from '../SerialLock';
import { checkModelFit, type RamState } from './checkModelFit';
import { LocalLanguageModel } from './LocalLanguageModel';

export interface LoadLocalModelOptions {
  modelId: string;
  modelPath: string;
  /** Tokens per sequence. */
  contextSize?: number;
  /** Agents that can generate side by side (opposing counsel, judge, witness). */
  sequences?: number;
  /** llama.cpp threads; on a busy 2-core machine, 1 avoids spin-wait contention. */
  threads?: number;
}

const DEFAULT_CONTEXT_SIZE = 4096;
// Opposing counsel, judge and witness can then generate side by side.
const DEFAULT_SEQUENCES = 3;

const idle = (): ModelStageStatus => ({ loaded: false, loadProgress: 0, error: null });
const done = (): ModelStageStatus => ({ loaded: true, loadProgress: 1, error: null });
const failed = (error: unknown): ModelStageStatus => ({ loaded: false, loadProgress: 0, error: messageOf(error) });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Owns the one loaded GGUF model, as node-llama-cpp's Electron template does: every load step
 * runs under one lock and disposes of what it replaces; the renderer sees only the serializable
 * status, pushed through `onStatus` on each change. A failed step is an `error` in the status
 * (and a `ModelUnavailableError` for the caller), never an unhandled rejection.
 */
export class LocalModelHost {
  private readonly lock = new SerialLock();
  private model: LlamaModel | null = null;
  private languageModel: LocalLanguageModel | null = null;
  private state: LocalModelStatus = {
    modelId: null,
    runtime: idle(),
    model: idle(),
    context: idle(),
    fit: null,
    parallelSequences: 0,
  };

  constructor(
    private readonly options: {
      onStatus?: (status: LocalModelStatus) => void;
      getLlama?: () => Promise<Llama>;
      ramState?: RamState;
    } = {},
  ) {}

  get status(): LocalModelStatus {
    return structuredClone(this.state);
  }

  /** The loaded model, or null; the cast falls back to the rules when it is null. */
  get current(): LocalLanguageModel | null {
    return this.languageModel;
  }

  load(request: LoadLocalModelOptions): Promise<LocalLanguageModel> {
    return this.lock.run(async () => {
      await this.disposeLoaded();
      const contextSize = request.contextSize ?? DEFAULT_CONTEXT_SIZE;
      const sequences = request.sequences ?? DEFAULT_SEQUENCES;
      this.update({ modelId: request.modelId, model: idle(), context: idle(), fit: null, parallelSequences: 0 });

      let llama: Llama;
      try {
        llama = await (this.options.getLlama ?? getLlamaRuntime)();
        this.update({ runtime: done() });
      } catch (error) {
        this.update({ runtime: failed(error) });
        throw new ModelUnavailableError(`The llama.cpp runtime could not start: ${messageOf(error)}`);
      }

      try {
        const fit = await checkModelFit(llama, request.modelPath, { contextSize, sequences, ramState: this.options.ramState });
        this.update({ fit });
        if (!fit.fits) throw new ModelUnavailableError(fit.message ?? 'This model does not fit on this machine.');
        let loading = true;
        this.model = await llama.loadModel({
          modelPath: request.modelPath,
          // llama.cpp may report progress after loadModel resolves: never let it un-load the stage.
          onLoadProgress: (loadProgress) => {
            if (loading) this.update({ model: { loaded: false, loadProgress, error: null } });
          },
        });
        loading = false;
        this.update({ model: done() });
      } catch (error) {
        this.update({ model: failed(error) });
        throw error instanceof ModelUnavailableError ? error : new ModelUnavailableError(`The model could not be loaded: ${messageOf(error)}`);
      }

      try {
        const context = await this.model.createContext({ contextSize, sequences, threads: request.threads });
        this.languageModel = await LocalLanguageModel.create(`local:${request.modelId}`, llama, this.model, context);
        this.update({ context: done(), parallelSequences: this.languageModel.parallelSequences });
        return this.languageModel;
      } catch (error) {
        this.update({ context: failed(error) });
        await this.disposeLoaded();
        throw new ModelUnavailableError(`The model loaded, but no context of ${contextSize} tokens × ${sequences} could be created: ${messageOf(error)}`);
      }
    });
  }

  /** Whether the machine can hold this model with the given context, without loading it. */
  async checkFit(modelPath: string, options: { contextSize?: number; sequences?: number } = {}): Promise<ModelFit> {
    const llama = await (this.options.getLlama ?? getLlamaRuntime)();
    return checkModelFit(llama, modelPath, {
      contextSize: options.contextSize ?? DEFAULT_CONTEXT_SIZE,
      sequences: options.sequences ?? DEFAULT_SEQUENCES,
      ramState: this.options.ramState,
    });
  }

  unload(): Promise<void> {
    return this.lock.run(async () => {
      await this.disposeLoaded();
      this.update({ modelId: null, model: idle(), context: idle(), fit: null, parallelSequences: 0 });
    });
  }

  /** Runs outside of `load`'s error handling: callers hold the lock. */
  private async disposeLoaded(): Promise<void> {
    const languageModel = this.languageModel;
    const model = this.model;
    this.languageModel = null;
    this.model = null;
    if (languageModel) await languageModel.dispose();
    if (model) await model.dispose();
  }

  private update(patch: Partial<LocalModelStatus>): void {
    this.state = { ...this.state, ...patch };
    this.options.onStatus?.(this.status);
  }
}

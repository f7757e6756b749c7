import type { LlamaChat, LlamaContext, LlamaContextSequence } from 'node-llama-cpp';
import { ModelUnavailableError } from '../modelErrors';

/** One context sequence and the chat bound to it, lent to one agent at a time. */
export interface SequenceSlot {
  readonly sequence: LlamaContextSequence;
  readonly chat: LlamaChat;
  /** The agent whose system prompt is (probably) in this sequence's KV cache. */
  agentKey: string | null;
  busy: boolean;
  lastUsed: number;
}

/**
 * Lends the context's sequences to agents so they can generate side by side. An agent gets its
 * own previous sequence back when it is free, so its static system prompt is still in the KV
 * cache; otherwise a never-used one, otherwise the least recently used idle one. When all are
 * busy, callers wait in order.
 */
export class SequencePool {
  private readonly slots: SequenceSlot[] = [];
  private readonly waiting: { agentKey: string; resolve: (slot: SequenceSlot) => void; reject: (error: Error) => void }[] = [];
  private closed = false;
  private clock = 0;

  /** `Chat` is node-llama-cpp's LlamaChat, passed in so this module never imports it eagerly. */
  constructor(context: LlamaContext, Chat: typeof LlamaChat) {
    for (let i = 0; i < context.totalSequences; i++) {
      const sequence = context.getSequence();
      this.slots.push({ sequence, chat: new Chat({ contextSequence: sequence }), agentKey: null, busy: false, lastUsed: 0 });
    }
  }

  get size(): number {
    return this.slots.length;
  }

  acquire(agentKey: string): Promise<SequenceSlot> {
    if (this.closed) return Promise.reject(new ModelUnavailableError('The local model was unloaded.'));
    const slot = this.pick(agentKey);
    if (slot) return Promise.resolve(this.take(slot, agentKey));
    return new Promise((resolve, reject) => this.waiting.push({ agentKey, resolve, reject }));
  }

  release(slot: SequenceSlot): void {
    slot.busy = false;
    const next = this.waiting.findIndex((waiter) => this.pick(waiter.agentKey) !== undefined);
    if (next < 0) return;
    const [waiter] = this.waiting.splice(next, 1);
    if (waiter) waiter.resolve(this.take(this.pick(waiter.agentKey) as SequenceSlot, waiter.agentKey));
  }

  /** Rejects waiters; the context's disposal frees the sequences. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new ModelUnavailableError('The local model was unloaded.'));
    for (const slot of this.slots) slot.chat.dispose({ disposeSequence: false });
  }

  private pick(agentKey: string): SequenceSlot | undefined {
    const idle = this.slots.filter((slot) => !slot.busy);
    return (
      idle.find((slot) => slot.agentKey === agentKey) ??
      idle.find((slot) => slot.agentKey === null) ??
      idle.sort((a, b) => a.lastUsed - b.lastUsed)[0]
    );
  }

  private take(slot: SequenceSlot, agentKey: string): SequenceSlot {
    slot.busy = true;
    slot.agentKey = agentKey;
    slot.lastUsed = ++this.clock;
    return slot;
  }
}

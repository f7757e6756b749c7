import type { EventName, EventPayload } from '../../../shared/contract';

type AnyListener = (payload: never) => void;

/** Routes incoming events to the listeners subscribed by name. */
export class EventHub {
  private readonly listeners = new Map<string, Set<AnyListener>>();

  add<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as AnyListener);
    return () => set.delete(listener as AnyListener);
  }

  dispatch(name: string, payload: unknown): void {
    for (const listener of this.listeners.get(name) ?? []) (listener as (payload: unknown) => void)(payload);
  }
}

import { events, type EventMessage, type EventName, type EventPayload } from '../../shared/contract';

type Listener = (message: EventMessage) => void;

/**
 * Fan-out of pushed events to whichever transports are attached. Payloads are checked against
 * the contract at publish time, so a malformed event fails where it is made, not in the UI.
 */
export class EventBus {
  private readonly listeners = new Set<Listener>();

  publish<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const checked = events[name].parse(payload) as EventPayload<E>;
    const message = { name, payload: checked } as EventMessage;
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        // One broken subscriber (a closed socket, say) must not starve the others.
        console.error('[events] listener failed:', error);
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

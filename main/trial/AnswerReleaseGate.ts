/**
 * Holds back a speculative witness answer's streamed text until the session lets the answer
 * stand (no objection sustained), then passes it on, held text first. A dropped answer (the
 * objection was sustained) is discarded: its text never leaves the session.
 */
export class AnswerReleaseGate {
  private held: string[] = [];
  private state: 'holding' | 'open' | 'dropped' = 'holding';
  private readonly abandon = new AbortController();

  /** Aborted when the answer is dropped, so a model still generating it can stop. */
  get signal(): AbortSignal {
    return this.abandon.signal;
  }

  constructor(private readonly forward: (delta: string) => void) {}

  push(delta: string): void {
    if (this.state === 'open') this.forward(delta);
    else if (this.state === 'holding') this.held.push(delta);
  }

  open(): void {
    if (this.state !== 'holding') return;
    this.state = 'open';
    for (const delta of this.held) this.forward(delta);
    this.held = [];
  }

  drop(): void {
    this.state = 'dropped';
    this.held = [];
    this.abandon.abort();
  }
}

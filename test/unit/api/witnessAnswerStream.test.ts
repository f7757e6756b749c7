import { describe, expect, it } from 'vitest';
import type { EventMessage } from '../../../shared/contract';
import type { SessionEvent } from '../../../shared/domain';
import { EventBus, WitnessAnswerStream } from '../../../main/api';

// A whole answer (the rules cast's, or a fallback) goes out after its move as `witness.token`
// deltas: three words at a time when paced, so it reads as typed; in one piece when pacing is off.

const TEXT = 'A man came in at about 9:45 and walked straight to the counter.';
const answer: SessionEvent = { type: 'AnswerGiven', turn: 1, questionId: 'q1', witnessId: 'w', text: TEXT, kind: 'narrative', sources: [0] };

function deltasOf(delayMs: number): Promise<string[]> {
  const bus = new EventBus();
  const deltas: string[] = [];
  bus.subscribe((message: EventMessage) => {
    if (message.name === 'witness.token') deltas.push(message.payload.delta);
  });
  return new WitnessAnswerStream(bus, delayMs).settle('s1', [answer]).then(() => deltas);
}

describe('the stream of a whole answer', () => {
  it('paces it three words at a time', async () => {
    const deltas = await deltasOf(1);
    expect(deltas).toHaveLength(5);
    expect(deltas[0]).toBe('A man came ');
    expect(deltas.join('')).toBe(TEXT);
  });

  it('sends it in one delta when pacing is off', async () => {
    expect(await deltasOf(0)).toEqual([TEXT]);
  });

  it('sends only what a live stream has not sent yet', async () => {
    const bus = new EventBus();
    const deltas: string[] = [];
    bus.subscribe((message: EventMessage) => {
      if (message.name === 'witness.token') deltas.push(message.payload.delta);
    });
    const stream = new WitnessAnswerStream(bus, 0);
    stream.live('s1', 'q1', 'A man came in ');
    await stream.settle('s1', [answer]);
    expect(deltas).toEqual(['A man came in ', TEXT.slice('A man came in '.length)]);
  });
});

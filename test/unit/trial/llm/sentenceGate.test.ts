import { describe, expect, it } from 'vitest';
import { AnswerReleaseGate } from '../../../../main/trial/AnswerReleaseGate';
import { SentenceGate, type SentenceRefusal } from '../../../../main/trial/llm/SentenceGate';

/** A gate that refuses any sentence mentioning a dragon, fed `text` in pieces of `size` characters. */
function run(text: string, size: number, complete = true) {
  const emitted: string[] = [];
  const gate = new SentenceGate((sentence): SentenceRefusal | null => (/dragon/i.test(sentence) ? { reason: 'ungrounded', detail: sentence } : null), (delta) => emitted.push(delta));
  for (let i = 0; i < text.length; i += size) gate.push(text.slice(i, i + size));
  gate.finish(complete);
  return { emitted, released: gate.released(), refusal: gate.refusal };
}

describe('SentenceGate', () => {
  it('lets each sentence through only once the next has begun, and joins them exactly', () => {
    for (const size of [1, 3, 7, 200]) {
      const { emitted, released } = run('I work the evening shift, 3 p.m. to 11 p.m., by myself.\nI was alone. No. 5 was the man.', size);
      expect(emitted).toEqual(['I work the evening shift, 3 p.m. to 11 p.m., by myself.', ' I was alone.', ' No. 5 was the man.']);
      expect(released).toBe(emitted.join(''));
    }
  });

  it('stops at the first refused sentence and keeps what came before', () => {
    const { emitted, refusal } = run('I was alone. A dragon came in. I called 911.', 4);
    expect(emitted).toEqual(['I was alone.']);
    expect(refusal).toEqual({ reason: 'ungrounded', detail: 'A dragon came in.' });
  });

  it('drops a fragment cut off by the token cap, but not a finished last sentence', () => {
    expect(run('I was alone. He wore a grey', 5, false).released).toBe('I was alone.');
    expect(run('I was alone. He wore grey.', 5, false).released).toBe('I was alone. He wore grey.');
    // A cut-off fragment is still checked: nonsense is refused (so the answer is regenerated).
    expect(run('A dragon came in and', 5, false)).toMatchObject({ released: '', refusal: { reason: 'ungrounded' } });
  });
});

describe('AnswerReleaseGate', () => {
  it('holds text until opened, then passes the held text and the rest in order', () => {
    const out: string[] = [];
    const gate = new AnswerReleaseGate((delta) => out.push(delta));
    gate.push('a');
    gate.push('b');
    expect(out).toEqual([]);
    gate.open();
    gate.push('c');
    expect(out).toEqual(['a', 'b', 'c']);
  });

  it('sends nothing, ever, once dropped', () => {
    const out: string[] = [];
    const gate = new AnswerReleaseGate((delta) => out.push(delta));
    gate.push('a');
    gate.drop();
    gate.push('b');
    gate.open();
    expect(out).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfidentialFingerprints, readableTextOf } from '../../../main/egress/ConfidentialFingerprints';
import { readServerSentEvents } from '../../../main/llm/cloud/readServerSentEvents';

describe('ConfidentialFingerprints', () => {
  const affidavit = 'On March 3rd the tenant received a notice to quit, taped to the door of flat 4B, with no landlord signature.';

  it('finds eight consecutive words of a registered text, across case, spacing and JSON escapes', () => {
    const fingerprints = new ConfidentialFingerprints();
    fingerprints.register('clinic', [affidavit]);
    const body = JSON.stringify({ messages: [{ role: 'system', content: `Context:\n${affidavit.toUpperCase().replace(/ /g, '  ')}` }] });
    expect(fingerprints.findPackIn(readableTextOf(body))).toBe('clinic');
    expect(fingerprints.findPackIn('The tenant received a notice.')).toBeNull();
    fingerprints.forget('clinic');
    expect(fingerprints.findPackIn(affidavit)).toBeNull();
  });
});

describe('readServerSentEvents', () => {
  it('reassembles events split across chunks, with CRLF and multi-line data', async () => {
    const pieces = ['data: {"a"', ':1}\r\n\r\ndata: line one\ndata: line two\n', '\n: comment\ndata: [DONE]\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const events: string[] = [];
    for await (const data of readServerSentEvents(body)) events.push(data);
    expect(events).toEqual(['{"a":1}', 'line one\nline two', '[DONE]']);
  });
});

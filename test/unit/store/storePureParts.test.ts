import { describe, expect, it } from 'vitest';
import { escapeHtml, humaniseEventType, renderTranscriptHtml, type TranscriptDocument } from '../../../main/store/renderTranscriptHtml';
import { crossesSnapshotBoundary, foldEvents, type SessionFold } from '../../../main/store/sessionFold';
import { transcriptFileName } from '../../../main/store/transcriptExport';
import { embeddingToBlob, blobToEmbedding } from '../../../main/store/vectorBinding';

const doc: TranscriptDocument = {
  format: 'moot-transcript',
  formatVersion: 1,
  exportedAt: '2026-11-21T12:00:00.000Z',
  session: { id: 's', kind: 'trial', packId: 'pack-1', title: 'State <v.> Doe', meta: {}, createdAt: '2026-11-21T11:00:00.000Z', updatedAt: '2026-11-21T11:30:00.000Z', eventCount: 3 },
  events: [
    { seq: 1, type: 'QuestionAsked', payload: { speaker: 'Counsel', text: 'Where were you on <script>alert(1)</script>?' }, at: '2026-11-21T11:00:01.000Z' },
    { seq: 2, type: 'RulingMade', payload: { ruling: 'Sustained', ground: 'leading', rule: 'FRE 611(c)' }, at: '2026-11-21T11:00:02.000Z' },
    { seq: 3, type: 'ScoreChanged', payload: 4, at: '2026-11-21T11:00:03.000Z' },
  ],
};

describe('transcript HTML report', () => {
  const html = renderTranscriptHtml(doc);

  it('escapes every value and carries no script', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('<title>State &#60;v.&#62; Doe — transcript</title>');
    expect(html).toContain("default-src 'none'");
  });

  it('reads as a transcript: speaker, main line, then the other fields', () => {
    expect(html).toContain('<span class="type">Question asked</span> <span class="speaker">Counsel</span>');
    expect(html).toContain('<p>Sustained</p><dl><dt>ground</dt><dd>leading</dd><dt>rule</dt><dd>FRE 611(c)</dd></dl>');
    expect(html).toContain('<dt>value</dt><dd>4</dd>');
    expect(html).toContain('Trial · started 2026-11-21T11:00:00.000Z · 3 events · pack pack-1');
  });

  it('humanises event types and escapes HTML', () => {
    expect(humaniseEventType('ElicitEstablished')).toBe('Elicit established');
    expect(humaniseEventType('witness.token')).toBe('Witness token');
    expect(escapeHtml(`"a" & 'b'`)).toBe('&#34;a&#34; &#38; &#39;b&#39;');
  });

  it('makes file names safe', () => {
    expect(transcriptFileName('State v. Doe: day 1/2', 'html')).toBe('State-v-Doe-day-12.html');
    expect(transcriptFileName('???', 'json')).toBe('transcript.json');
  });
});

describe('session folds and snapshots', () => {
  const fold: SessionFold<number> = { id: 'sum', initial: () => 0, apply: (sum, event) => sum + (event.payload as number) };

  it('folds events in order', () => {
    const events = [1, 2, 3].map((n) => ({ sessionId: 's', seq: n, type: 'T', payload: n, at: '' }));
    expect(foldEvents(fold, events)).toBe(6);
    expect(foldEvents(fold, events, 10)).toBe(16);
  });

  it('takes a snapshot when a step crosses a multiple of N', () => {
    expect(crossesSnapshotBoundary(8, 11, 10)).toBe(true);
    expect(crossesSnapshotBoundary(10, 13, 10)).toBe(false);
    expect(crossesSnapshotBoundary(9, 10, 10)).toBe(true);
    expect(crossesSnapshotBoundary(0, 100, 0)).toBe(false);
  });
});

describe('vector binding', () => {
  it('round-trips float32 and names the field of a bad vector', () => {
    const vector = Float32Array.from({ length: 384 }, (_, index) => index / 7);
    expect(Array.from(blobToEmbedding(embeddingToBlob(vector, 'v')))).toEqual(Array.from(vector));
    expect(() => embeddingToBlob([1, 2], 'chunks[3].embedding')).toThrow('chunks[3].embedding has 2 dimensions; the store holds 384.');
  });
});

import type { SessionSummary } from './sessionsRepository';
import type { StoredEvent } from './sessionFold';

/** The exported transcript: the session and its whole event log, as plain JSON. */
export interface TranscriptDocument {
  format: 'moot-transcript';
  formatVersion: 1;
  exportedAt: string;
  session: SessionSummary;
  events: Omit<StoredEvent, 'sessionId'>[];
}

// The payload fields an event's main line is taken from, and who said it, in order of preference.
// Event types belong to the engines; the report stays readable for any type by falling back to
// a field list.
const TEXT_FIELDS = ['text', 'question', 'answer', 'ruling', 'statement', 'message', 'content', 'summary'];
const SPEAKER_FIELDS = ['speaker', 'role', 'by', 'agent', 'witnessName', 'witnessId'];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `QuestionAsked` → `Question asked`, `witness.answer` → `Witness answer`. */
export function humaniseEventType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pickString(payload: Record<string, unknown>, fields: readonly string[]): [string, string] | undefined {
  for (const field of fields) {
    const value = payload[field];
    if (typeof value === 'string' && value.trim() !== '') return [field, value];
  }
  return undefined;
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function renderEvent(event: TranscriptDocument['events'][number]): string {
  const payload = event.payload !== null && typeof event.payload === 'object' && !Array.isArray(event.payload) ? (event.payload as Record<string, unknown>) : { value: event.payload };
  const text = pickString(payload, TEXT_FIELDS);
  const speaker = pickString(payload, SPEAKER_FIELDS);
  const rest = Object.entries(payload).filter(([key]) => key !== text?.[0] && key !== speaker?.[0]);
  const details = rest.length
    ? `<dl>${rest.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(formatValue(value))}</dd>`).join('')}</dl>`
    : '';
  return [
    `<li class="event" id="e${event.seq}">`,
    `<div class="meta"><span class="seq">#${event.seq}</span> <span class="type">${escapeHtml(humaniseEventType(event.type))}</span>`,
    speaker ? ` <span class="speaker">${escapeHtml(speaker[1])}</span>` : '',
    ` <time datetime="${escapeHtml(event.at)}">${escapeHtml(event.at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></div>`,
    text ? `<p>${escapeHtml(text[1])}</p>` : '',
    details,
    '</li>',
  ].join('');
}

/**
 * A self-contained, printable HTML report of a transcript: no scripts, no remote content (the
 * CSP forbids both), every value escaped.
 */
export function renderTranscriptHtml(doc: TranscriptDocument): string {
  const { session } = doc;
  const title = `${session.title} — transcript`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.5rem;margin-bottom:.25rem}.facts{color:#555;margin-top:0}
ol{list-style:none;padding:0}.event{border-top:1px solid #ddd;padding:.5rem 0}
.meta{font-size:.85rem;color:#555}.type{font-weight:600;color:#1b1b1b}.speaker{font-style:italic}
time{float:right}p{margin:.25rem 0 0}dl{display:grid;grid-template-columns:auto 1fr;gap:0 .75rem;font-size:.85rem;margin:.25rem 0 0}
dt{color:#555}dd{margin:0;overflow-wrap:anywhere}@media print{time{float:none;margin-left:.5rem}}
</style>
</head>
<body>
<h1>${escapeHtml(session.title)}</h1>
<p class="facts">${escapeHtml(session.kind === 'trial' ? 'Trial' : 'Consultation')} · started ${escapeHtml(session.createdAt)} · ${doc.events.length} events${
    session.packId ? ` · pack ${escapeHtml(session.packId)}` : ''
  } · exported ${escapeHtml(doc.exportedAt)}</p>
<ol>
${doc.events.map(renderEvent).join('\n')}
</ol>
</body>
</html>
`;
}

import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { MemoryEventSink, parseScript, resumeTrialSession, runScript, TrialSession, type TrialSessionOptions } from '../../../main/trial';
import { createLlmCast } from '../../../main/trial/llm';
import { trafficScenario } from '../../unit/trial/fixtures/trafficScenario';
import { fakeTrialModel, type FakeReply } from '../../unit/trial/llm/fakeTrialModel';

// An integration test for its cost: the log is replayed at every point, seconds of CPU on a busy machine.
const options: TrialSessionOptions = { scenario: trafficScenario, playerSide: 'plaintiff', seed: 9, witnessIds: ['maria-reyes', 'tom-baker'] };
const script = parseScript(`What do you do for a living?
Where was your phone?
The light was green for you, correct?
What colour was the traffic light when you entered the intersection?
What did you notice about the other driver?
NEXT
PASS
OBJECT hearsay
PASS
NEXT
How fast was the blue sedan going?
The light was yellow for you, correct?
You had a beer at lunch, didn't you?
NEXT`);

/** A model that cycles through good answers and every kind of failure, so the log mixes both. */
function cyclingModel() {
  const counts = new Map<string, number>();
  const pick = (key: string, replies: FakeReply[]) => {
    const n = counts.get(key) ?? 0;
    counts.set(key, n + 1);
    return replies[n % replies.length]!;
  };
  let asked = 0;
  return fakeTrialModel((request) => {
    if (request.agentKey === 'judge') return pick('judge', [JSON.stringify({ ruling: 'overruled', reason: 'You may proceed.', rule: 'x' }), { hang: true }, '{"ruling"']);
    if (request.agentKey.startsWith('witness:')) {
      return pick('witness', ['The traffic light at Elm Street was green for me when I entered the intersection.', 'I saw a purple elephant.', 'I saw a purple elephant.']);
    }
    if (request.agentKey.includes(':oc_')) {
      return pick('question', [
        JSON.stringify({ done: false, question: `Tell us about moment number ${++asked} of that evening?`, targetElicitId: 'none', isIntentionallyDefective: false, defect: 'none' }),
        'not json',
        JSON.stringify({ done: false, question: 'Her phone was in her bag on the back seat, correct?', targetElicitId: 'none', isIntentionallyDefective: false, defect: 'none' }),
      ]);
    }
    return pick('objection', [
      JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false }),
      JSON.stringify({ object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false }),
      '{"object":',
    ]);
  });
}

const llmCast = () => createLlmCast(cyclingModel(), { confidentiality: { level: 'public', packId: 'test-traffic' }, timeoutMs: 5 });

async function reference(): Promise<SessionEvent[]> {
  const sink = new MemoryEventSink();
  const session = new TrialSession({ ...options, sink, cast: llmCast() });
  try {
    for await (const _ of runScript(session, script)) void _;
  } catch {
    // The script may outrun counsel's examinations; the log so far is the reference.
  }
  return sink.events;
}

describe('resuming a session the LLM cast played', () => {
  it('replays the recorded decisions and fallbacks at every point of the log, with or without a model', async () => {
    const full = await reference();
    expect(full[0]).toMatchObject({ type: 'SessionStarted', cast: 'local:fake' });
    const reasons = full.flatMap((event) => (event.type === 'FallbackUsed' ? [`${event.agent}:${event.reason.slice(0, 24)}`] : []));
    // The log really holds each kind of fallback.
    for (const kind of [/^opposing_counsel:(timeout|invalid-output)/, /^witness:ungrounded/, /^judge:(timeout|invalid-output)/, /^opposing_counsel:leak/]) {
      expect(reasons.some((reason) => kind.test(reason))).toBe(true);
    }
    for (let cut = 1; cut <= full.length; cut++) {
      for (const cast of [undefined, llmCast()]) {
        const sink = new MemoryEventSink();
        sink.append(full.slice(0, cut));
        const session = await resumeTrialSession({ ...options, sink, ...(cast ? { cast } : {}) }, full.slice(0, cut));
        expect(sink.events.slice(0, cut)).toEqual(full.slice(0, cut));
        expect(session.state.turn).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('plays on from the live cast after the replay', async () => {
    const full = await reference();
    const cut = full.findIndex((event) => event.type === 'PhaseChanged' && event.examination === 'cross') + 1;
    const sink = new MemoryEventSink();
    sink.append(full.slice(0, cut));
    const model = cyclingModel();
    const session = await resumeTrialSession({ ...options, sink, cast: createLlmCast(model, { confidentiality: { level: 'public', packId: 'test-traffic' }, timeoutMs: 5 }) }, full.slice(0, cut));
    expect(model.requests).toEqual([]);
    expect(session.awaiting).toBe('opposing_counsel');
    for await (const _ of session.handleOCAExaminationTurn()) void _;
    expect(model.requests.length).toBeGreaterThan(0);
    expect(sink.events.length).toBeGreaterThan(cut);
  });
});

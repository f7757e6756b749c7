import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { MemoryEventSink, parseScript, resumeTrialSession, runScript, TrialSession, type TrialSessionOptions } from '../../../main/trial';
import { trafficScenario } from './fixtures/trafficScenario';

const options: TrialSessionOptions = { scenario: trafficScenario, playerSide: 'plaintiff', seed: 9, witnessIds: ['maria-reyes', 'tom-baker'] };
const script = parseScript(`What do you do for a living?
Where was your phone?
The light was green for you, correct?
What colour was the traffic light when you entered the intersection?
What did you notice about the other driver?
Where was your phone?
NEXT
OBJECT hearsay
Why were you driving that evening?
NEXT
How fast was the blue sedan going?
The light was yellow for you, correct?
You had a beer at lunch, didn't you?
NEXT`);

async function reference(): Promise<SessionEvent[]> {
  const sink = new MemoryEventSink();
  const session = new TrialSession({ ...options, sink });
  try {
    for await (const _ of runScript(session, script)) void _;
  } catch {
    // The script may outrun counsel's examinations; the log so far is the reference.
  }
  return sink.events;
}

describe('resumeTrialSession', () => {
  it('resumes at every point of a log, completing a cut-off turn and writing nothing twice', async () => {
    const full = await reference();
    expect(full.length).toBeGreaterThan(40);
    for (let cut = 1; cut <= full.length; cut++) {
      const sink = new MemoryEventSink();
      sink.append(full.slice(0, cut));
      const session = await resumeTrialSession({ ...options, sink }, full.slice(0, cut));
      // Whatever was appended completes the interrupted step, exactly as the uninterrupted run did.
      expect(sink.events).toEqual(full.slice(0, sink.events.length));
      expect(session.state.turn).toBeLessThanOrEqual(full.filter((e) => 'turn' in e).at(-1)!.turn as number);
    }
  });

  it('plays on after a resume as if nothing had happened', async () => {
    const full = await reference();
    const cut = full.findIndex((event) => event.type === 'PhaseChanged' && event.examination === 'cross');
    const sink = new MemoryEventSink();
    sink.append(full.slice(0, cut + 1));
    const resumed = await resumeTrialSession({ ...options, sink }, full.slice(0, cut + 1));
    expect(resumed.awaiting).toBe('opposing_counsel');
    for await (const _ of resumed.handleOCAExaminationTurn()) void _;
    expect(sink.events).toEqual(full.slice(0, sink.events.length));
  });

  it('refuses a log the engine no longer plays the same way', async () => {
    const full = await reference();
    const tampered = full.map((event) => (event.type === 'AnswerGiven' ? { ...event, text: 'Something else.' } : event));
    await expect(resumeTrialSession(options, tampered)).rejects.toThrow(/cannot be resumed at event \d+: the engine now gives AnswerGiven where AnswerGiven is stored/);
  });
});

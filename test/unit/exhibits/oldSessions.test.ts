import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { withoutRuleQuote } from '../../../main/rules/ruleQuotes';
import { MemoryEventSink, parseScript, resumeTrialSession, runScript, TrialSession } from '../../../main/trial';
import { builtinTrialScenarios } from '../trial/fixtures/builtinScenarios';

const kestrel = builtinTrialScenarios().find((entry) => entry.id === 'kestrel-v-northgate')!.spec;
const options = { scenario: kestrel, playerSide: 'plaintiff' as const, seed: 4, witnessIds: ['capt-elliot-marsh'] };

/** A log as an older Moot wrote it: no exhibits on SessionStarted, counsel introducing none, rulings not quoting their rule. */
async function olderLog(): Promise<SessionEvent[]> {
  const sink = new MemoryEventSink();
  const session = new TrialSession({ ...options, sink, counselExhibits: false });
  for await (const _ of runScript(session, parseScript('What is your position on the Northgate Spirit?\nWere you going 22.5 knots, weren\'t you?'))) void _;
  return sink.events.map((event) => (event.type === 'RulingMade' ? { ...event, reason: withoutRuleQuote(event.reason) } : event));
}

describe('sessions stored before exhibits', () => {
  it('resume: counsel introduces no exhibit in them, and unquoted rulings compare equal', async () => {
    const stored = await olderLog();
    expect(stored[0]).not.toHaveProperty('exhibits');
    expect(stored.some((event) => event.type === 'ExhibitMarked')).toBe(false);
    expect(stored.some((event) => event.type === 'RulingMade')).toBe(true);
    const resumed = await resumeTrialSession(options, stored);
    expect(resumed.awaiting).not.toBe('ended');
  });

  it('a new session of the same witness has counsel introduce its exhibits', async () => {
    const sink = new MemoryEventSink();
    const session = new TrialSession({ ...options, sink });
    for await (const _ of runScript(session, parseScript('PASS'))) void _;
    expect(sink.events[0]).toMatchObject({ type: 'SessionStarted', exhibits: true });
    expect(sink.events.filter((event) => event.type === 'ExhibitMarked').map((event) => event.exhibitId)).toEqual(['d1-vdr-extract', 'd2-engine-log']);
  });
});

describe('script lines for exhibits', () => {
  it('reads MARK, OFFER, PUBLISH and IMPEACH, and names the line of a bad one', () => {
    expect(parseScript('MARK S-4\nOFFER S-4\nPUBLISH Exhibit S-4\nIMPEACH confront D-3')).toEqual([
      { line: 1, kind: 'exhibit', action: { kind: 'mark', exhibit: 'S-4' } },
      { line: 2, kind: 'exhibit', action: { kind: 'offer', exhibit: 'S-4' } },
      { line: 3, kind: 'exhibit', action: { kind: 'publish', exhibit: 'Exhibit S-4' } },
      { line: 4, kind: 'exhibit', action: { kind: 'impeach', exhibit: 'D-3', step: 'confront' } },
    ]);
    expect(() => parseScript('What happened?\nOFFER', 'turns.txt')).toThrow('turns.txt:2: OFFER needs an exhibit');
  });
});

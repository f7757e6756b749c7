import { describe, expect, it } from 'vitest';
import { TrialStartInput } from '../../../shared/contract/schemas/trial';
import { examinationChoiceProblem, nextHeldExamination, toggleExamination, type ExaminationType, type SessionEvent } from '../../../shared/domain';
import { MootError } from '../../../shared/errors';
import { MemoryEventSink, parseScript, resumeTrialSession, runScript, TrialSession, type TrialSessionOptions } from '../../../main/trial';
import { trafficScenario } from './fixtures/trafficScenario';

async function drain(generator: AsyncGenerator<SessionEvent>): Promise<void> {
  for await (const _ of generator) void _;
}

/** Plays the script, then lets counsel finish its examinations, until the player is to move or the trial ends. */
async function play(options: TrialSessionOptions, script: string): Promise<{ session: TrialSession; events: SessionEvent[] }> {
  const sink = new MemoryEventSink();
  const session = new TrialSession({ ...options, sink });
  await drain(runScript(session, parseScript(script)));
  // Counsel's own examination plays on, its questions let pass, until the player is to ask.
  for (;;) {
    if (session.awaiting === 'player_response') await drain(session.handlePlayerObjection(null));
    else if (session.awaiting === 'opposing_counsel') await drain(session.handleOCAExaminationTurn());
    else break;
  }
  return { session, events: sink.events };
}

/** The examinations the log opened, as "witness/examination". */
const opened = (events: readonly SessionEvent[]) => events.flatMap((e) => (e.type === 'PhaseChanged' && e.witnessId ? [`${e.witnessId}/${e.examination}`] : []));

const base: TrialSessionOptions = { scenario: trafficScenario, playerSide: 'plaintiff', seed: 3, opposingCounsel: { intentionalErrorRate: 0 } };

describe('choosing the examinations of a trial', () => {
  it('holds all four by default', async () => {
    const { events } = await play({ ...base, witnessIds: ['maria-reyes'] }, 'Where was your phone?\nNEXT\nNEXT\n');
    expect(opened(events).slice(0, 3)).toEqual(['maria-reyes/direct', 'maria-reyes/cross', 'maria-reyes/redirect']);
  });

  it('ends the trial after the direct when only direct is held', async () => {
    const { session, events } = await play({ ...base, witnessIds: ['maria-reyes'], examinations: ['direct'] }, 'Where was your phone?\nNEXT\n');
    expect(opened(events)).toEqual(['maria-reyes/direct']);
    expect(events.some((e) => e.type === 'CrossOutlineBuilt')).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'SessionEnded', reason: 'completed' });
    expect(session.awaiting).toBe('ended');
  });

  it('builds the cross outline and ends after counsel\'s cross when direct and cross are held', async () => {
    const { session, events } = await play({ ...base, witnessIds: ['maria-reyes'], examinations: ['cross', 'direct'] }, 'Where was your phone?\nWhat colour was the traffic light when you entered the intersection?\nNEXT\n');
    expect(opened(events)).toEqual(['maria-reyes/direct', 'maria-reyes/cross']);
    expect(events.findIndex((e) => e.type === 'CrossOutlineBuilt')).toBe(events.findIndex((e) => e.type === 'PhaseChanged' && e.examination === 'cross') - 1);
    // Counsel did cross-examine before the trial closed.
    expect(events.some((e) => e.type === 'QuestionAsked' && e.by === 'opposing_counsel' && e.examination === 'cross')).toBe(true);
    expect(session.awaiting).toBe('ended');
  });

  it('goes from redirect to the next witness when recross is not held', async () => {
    const { events } = await play({ ...base, witnessIds: ['maria-reyes', 'tom-baker'], examinations: ['direct', 'cross', 'redirect'] }, 'Where was your phone?\nNEXT\nNEXT\n');
    expect(opened(events).slice(0, 4)).toEqual(['maria-reyes/direct', 'maria-reyes/cross', 'maria-reyes/redirect', 'tom-baker/direct']);
    expect(opened(events).some((exam) => exam.endsWith('/recross'))).toBe(false);
  });

  it.each<[ExaminationType[], RegExp]>([
    [['cross'], /examinations must include "direct"/],
    [['direct', 'redirect'], /examinations: "redirect" requires "cross"/],
    [['direct', 'cross', 'recross'], /examinations: "recross" requires "redirect"/],
    [['direct', 'direct'], /examinations lists an examination twice/],
    [[], /examinations must include "direct"/],
  ])('refuses %j as bad input on the examinations field', (examinations, message) => {
    let thrown: unknown;
    try {
      new TrialSession({ ...base, examinations });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MootError);
    expect(thrown).toMatchObject({ code: 'bad_input', path: 'examinations', message: expect.stringMatching(message) });
  });

  it('checks the choice at the contract edge too, naming the field', () => {
    const result = TrialStartInput.safeParse({ packId: 'p', playerSide: 'defense', examinations: ['direct', 'recross'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['examinations'], message: expect.stringContaining('"recross" requires "redirect"') });
    expect(TrialStartInput.safeParse({ packId: 'p', playerSide: 'defense', examinations: ['direct', 'cross'] }).success).toBe(true);
  });

  it('keeps the chain when a box is toggled, and skips what is not held', () => {
    expect(toggleExamination(['direct'], 'recross', true)).toEqual(['direct', 'cross', 'redirect', 'recross']);
    expect(toggleExamination(['direct', 'cross', 'redirect', 'recross'], 'cross', false)).toEqual(['direct']);
    expect(toggleExamination(['direct', 'cross'], 'direct', false)).toEqual(['direct', 'cross']);
    expect(nextHeldExamination('direct', ['direct', 'cross'])).toBe('cross');
    expect(nextHeldExamination('cross', ['direct', 'cross'])).toBeNull();
    expect(nextHeldExamination('redirect')).toBe('recross');
    expect(examinationChoiceProblem(['recross', 'redirect', 'cross', 'direct'])).toBeNull();
  });
});

describe('resuming a trial with chosen examinations', () => {
  const options: TrialSessionOptions = { scenario: trafficScenario, playerSide: 'plaintiff', seed: 9, witnessIds: ['maria-reyes', 'tom-baker'], examinations: ['direct', 'cross'] };
  const script = `What do you do for a living?
Where was your phone?
What colour was the traffic light when you entered the intersection?
NEXT
How fast was the blue sedan going?
The light was yellow for you, correct?
NEXT`;

  it('resumes at every point of the log with the same options', async () => {
    const { session, events: full } = await play(options, script);
    expect(session.awaiting).toBe('ended');
    expect(opened(full)).toEqual(['maria-reyes/direct', 'maria-reyes/cross', 'tom-baker/direct', 'tom-baker/cross']);
    for (let cut = 1; cut <= full.length; cut++) {
      const sink = new MemoryEventSink();
      sink.append(full.slice(0, cut));
      await resumeTrialSession({ ...options, sink }, full.slice(0, cut));
      expect(sink.events).toEqual(full.slice(0, sink.events.length));
    }
  });

  it('refuses to resume the log with other examinations: the choice is part of the session', async () => {
    const { events: full } = await play(options, script);
    await expect(resumeTrialSession({ ...options, examinations: undefined }, full)).rejects.toThrow(/cannot be resumed/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Side, SessionEvent } from '../../../shared/domain';
import { buildSessionReport } from '../../../main/scoring';
import { MemoryEventSink, parseScript, resumeTrialSession, runScript, TrialSession } from '../../../main/trial';
import { builtinTrialScenarios } from '../trial/fixtures/builtinScenarios';

const scenarios = new Map(builtinTrialScenarios().map((entry) => [entry.id, entry]));

async function play(scenarioId: string, playerSide: Side, witnessId: string, script: string): Promise<{ events: SessionEvent[]; session: TrialSession }> {
  const { spec } = scenarios.get(scenarioId)!;
  const sink = new MemoryEventSink();
  const session = new TrialSession({ scenario: spec, playerSide, seed: 1, sink, witnessIds: [witnessId] });
  for await (const _ of runScript(session, parseScript(script))) void _;
  return { events: sink.events, session };
}

const ofType = <T extends SessionEvent['type']>(events: readonly SessionEvent[], type: T) =>
  events.filter((event): event is Extract<SessionEvent, { type: T }> => event.type === type);

const FULL_FOUNDATION = `
MARK S-4
SHOW S-4
APPROACH S-4
Do you recognise Exhibit S-4?
How do you know what it is?
Is it a fair and accurate record of your call?
OFFER S-4
PUBLISH S-4
`;

describe('an exhibit through its sponsoring witness (State v. Avery, S-4, Dale Hutchins)', () => {
  it('is marked, founded, offered, admitted and published when every element is laid', async () => {
    const { events, session } = await play('state-v-avery', 'plaintiff', 'dale-hutchins', FULL_FOUNDATION);
    expect(ofType(events, 'FoundationLaid').map((event) => event.elementId)).toEqual(['identifies', 'made-the-call', 'accurate']);
    expect(ofType(events, 'ExhibitObjectionWaived')).toHaveLength(1);
    expect(ofType(events, 'ExhibitRuled')[0]).toMatchObject({ exhibitId: 's4-911-transcript', admitted: true });
    expect(ofType(events, 'ExhibitPublished')).toHaveLength(1);
    expect(session.exhibits.ledger.exhibits.get('s4-911-transcript')).toMatchObject({ status: 'admitted', published: true });
    const answers = ofType(events, 'AnswerGiven').map((event) => event.text);
    expect(answers[0]).toMatch(/transcript of the 911 call/);
    const report = buildSessionReport(events, scenarios.get('state-v-avery')!.scenario.elicits);
    expect(report.exhibits).toMatchObject({ foundationsLaid: 3, admitted: ['s4-911-transcript'], refused: [], published: 1 });
    expect(report.scoreByReason.foundation_laid).toBe(3);
    expect(report.scoreByReason.exhibit_admitted).toBe(2);
  });

  it('is kept out on counsel\'s objection when an element is missing, and the ruling names it and quotes FRE 901', async () => {
    const script = FULL_FOUNDATION.replace('Is it a fair and accurate record of your call?\n', '').replace('PUBLISH S-4\n', '');
    const { events } = await play('state-v-avery', 'plaintiff', 'dale-hutchins', script);
    expect(ofType(events, 'ExhibitObjected')[0]).toMatchObject({ by: 'opposing_counsel', ground: 'authentication', rule: 'FRE 901' });
    const ruling = ofType(events, 'ExhibitRuled')[0]!;
    expect(ruling.admitted).toBe(false);
    expect(ruling.missing).toEqual(['it is a fair and accurate record of the call']);
    expect(ruling.reason).toContain('Sustained');
    expect(ruling.reason).toContain('it is a fair and accurate record of the call');
    expect(ruling.reason).toContain('the proponent must produce evidence sufficient to support a finding that the item is what the proponent claims it is');
  });

  it('cannot be published before it is admitted', async () => {
    await expect(play('state-v-avery', 'plaintiff', 'dale-hutchins', 'MARK S-4\nPUBLISH S-4')).rejects.toThrow(/only an admitted exhibit can be published/);
  });

  it('is not recognised by a witness whose affidavit does not speak of it', async () => {
    const { events } = await play('state-v-avery', 'plaintiff', 'mei-lin-zhao', 'MARK S-4\nSHOW S-4\nAPPROACH S-4\nDo you recognise Exhibit S-4?');
    expect(ofType(events, 'AnswerGiven').at(-1)?.text).toMatch(/I don't recognise Exhibit S-4/);
    expect(ofType(events, 'FoundationLaid')).toHaveLength(0);
  });

  it('comes in without foundation when the parties stipulated to it', async () => {
    const { events } = await play('state-v-avery', 'plaintiff', 'mei-lin-zhao', 'MARK S-1\nOFFER S-1');
    expect(ofType(events, 'ExhibitRuled')[0]).toMatchObject({ admitted: true });
    expect(ofType(events, 'ExhibitRuled')[0]!.reason).toMatch(/stipulation/);
  });

  it('replays from its stored log', async () => {
    const { events } = await play('state-v-avery', 'plaintiff', 'dale-hutchins', FULL_FOUNDATION);
    const { spec } = scenarios.get('state-v-avery')!;
    const resumed = await resumeTrialSession({ scenario: spec, playerSide: 'plaintiff', seed: 1, witnessIds: ['dale-hutchins'] }, events);
    expect(resumed.exhibits.ledger.exhibits.get('s4-911-transcript')?.status).toBe('admitted');
  });
});

describe("counsel's own exhibit (Kestrel v. Northgate, D-2 engine log, Captain Marsh)", () => {
  it('is laid with an element skipped on purpose; the hearsay objection is sustained and scores as the objection table says', async () => {
    const { events } = await play('kestrel-v-northgate', 'plaintiff', 'capt-elliot-marsh', 'OBJECT hearsay');
    // D-1 (the VDR extract, stipulated) comes in first through the same witness.
    expect(ofType(events, 'ExhibitRuled')[0]).toMatchObject({ exhibitId: 'd1-vdr-extract', admitted: true });
    const offered = ofType(events, 'ExhibitOffered')[1]!;
    expect(offered).toMatchObject({ by: 'opposing_counsel', exhibitId: 'd2-engine-log', isIntentionallyDefective: true, missing: ['near-the-time'] });
    const ruling = ofType(events, 'ExhibitRuled')[1]!;
    expect(ruling.admitted).toBe(false);
    expect(ruling.reason).toContain('made at or near the time');
    const scores = ofType(events, 'ScoreChanged').map((event) => [event.reason, event.delta]);
    expect(scores).toEqual([['objection_sustained', 2], ['objection_exact_ground', 1]]);
  });

  it('goes in when the student lets it pass, and the miss costs a point', async () => {
    const { events } = await play('kestrel-v-northgate', 'plaintiff', 'capt-elliot-marsh', 'PASS');
    expect(ofType(events, 'ExhibitRuled')[1]!.admitted).toBe(true);
    expect(ofType(events, 'ScoreChanged').map((event) => [event.reason, event.delta])).toEqual([['missed_defective', -1]]);
  });

  it('a stipulated one comes in without foundation (State v. Avery, D-1 with Keisha Morrow)', async () => {
    const { events } = await play('state-v-avery', 'plaintiff', 'keisha-morrow', '');
    const offered = ofType(events, 'ExhibitOffered')[0]!;
    expect(offered).toMatchObject({ by: 'opposing_counsel', exhibitId: 'd1-pizza-order', stipulated: true });
    expect(ofType(events, 'ExhibitRuled')[0]!.admitted).toBe(true);
    expect(ofType(events, 'FoundationLaid')).toHaveLength(0);
  });
});

describe('impeachment by prior inconsistent statement (FRE 613), Tomás Ferreira on cross', () => {
  const IMPEACH = `
You told this jury the ship was about 100 metres away when you first saw it?
IMPEACH COMMIT D-3
You gave a statement to Constable Amy Reeve of the harbour police at the hospital that morning?
IMPEACH CREDIT D-3
In that statement you said the ship was maybe 60 metres away when you first saw it, didn't you?
IMPEACH CONFRONT D-3
`;

  it('commit, credit and confront in order is an impeachment done well', async () => {
    const { events } = await play('kestrel-v-northgate', 'defense', 'tomas-ferreira', IMPEACH);
    const steps = ofType(events, 'ImpeachmentStep');
    expect(steps.map((step) => [step.step, step.complete])).toEqual([['commit', false], ['credit', false], ['confront', true]]);
    expect(ofType(events, 'ScoreChanged').filter((event) => event.reason === 'impeachment').map((event) => event.delta)).toEqual([3]);
  });

  it('confronting without committing and crediting first is recorded but not done well', async () => {
    const script = IMPEACH.split('\n').slice(0, 2).concat(['In that statement you said the ship was maybe 60 metres away when you first saw it, didn\'t you?', 'IMPEACH CONFRONT D-3']).join('\n');
    const { events } = await play('kestrel-v-northgate', 'defense', 'tomas-ferreira', script);
    expect(ofType(events, 'ImpeachmentStep').map((step) => step.complete)).toEqual([false]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../../shared/domain';
import type { LanguageModel } from '../../../../main/llm/LanguageModel';
import { TrialSession } from '../../../../main/trial';
import { createLlmCast } from '../../../../main/trial/llm';
import { trafficScenario } from '../fixtures/trafficScenario';
import { groundToRuleAhead, LIKELY_OBJECTION_CONFIDENCE, shouldSpeculate } from '../../../../main/trial/speculationPolicy';
import type { ObjectionAnalysis } from '../../../../main/trial/ObjectionClassifier';
import { fakeTrialModel } from './fakeTrialModel';

// Speculation (issue 20 item 5): the witness answers while counsel decides only where it pays.
// On one shared lane (local models) a question the classifier expects to draw a sustained
// objection is not answered ahead; with side-by-side lanes (cloud) the witness always starts at once.

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

const GROUNDED = 'The traffic light at Elm Street was green for me when I entered the intersection.';
const OBJECTION = JSON.stringify({ object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false });
const NO_OBJECTION = JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
const SUSTAINED = JSON.stringify({ ruling: 'sustained', reason: 'Leading on direct.', rule: 'FRE 611(c)' });
const LEADING = "The light was green when you entered the intersection, wasn't it?";
const OPEN = 'What colour was the traffic light when you entered the intersection?';

function trialOn(kind: LanguageModel['kind'], counsel: string, ruling = SUSTAINED) {
  const model = fakeTrialModel((request) => (request.agentKey === 'judge' ? ruling : request.agentKey.startsWith('witness:') ? GROUNDED : counsel));
  const trial = new TrialSession({
    scenario: trafficScenario,
    playerSide: 'plaintiff',
    seed: 7,
    witnessIds: ['maria-reyes'],
    opposingCounsel: { intentionalErrorRate: 0 },
    cast: createLlmCast({ ...model, kind, generateText: model.generateText, generateStructured: model.generateStructured }, { confidentiality: { level: 'public', packId: 'test-traffic' } }),
  });
  const agents = () => model.requests.map((request) => request.agentKey.split(':')[0]);
  return { trial, agents };
}

describe('speculative witness answers', () => {
  it('on a shared lane, does not start the witness on a question the classifier expects to be sustained', async () => {
    const { trial, agents } = trialOn('local', OBJECTION);
    await collect(trial.start());
    const events = await collect(trial.handleTurn(LEADING));
    expect(events.find((event) => event.type === 'RulingMade')).toMatchObject({ ruling: 'sustained' });
    expect(agents()).toEqual(['opposing-counsel', 'judge']);
  });

  it('speculates with a model witness unless the lane is shared and a finding makes a sustained objection likely', () => {
    const likely = { findings: [{ ground: 'leading', confidence: LIKELY_OBJECTION_CONFIDENCE, triggers: [] }], excused: [] } as ObjectionAnalysis;
    expect(shouldSpeculate({ findings: [], excused: [] }, { sharedLane: true, modelWitness: true })).toBe(true);
    expect(shouldSpeculate(likely, { sharedLane: true, modelWitness: true })).toBe(false);
    expect(shouldSpeculate({ findings: [{ ground: 'leading', confidence: 0.9, triggers: [] }], excused: [] } as ObjectionAnalysis, { sharedLane: false, modelWitness: true })).toBe(true);
  });

  it('never runs the rules witness ahead: it answers at once, and a sustained objection would waste its answer', () => {
    expect(shouldSpeculate({ findings: [], excused: [] }, { sharedLane: false, modelWitness: false })).toBe(false);
  });

  it('on a shared lane, answers a held-back question once the objection fails', async () => {
    const clean = trialOn('local', NO_OBJECTION);
    await collect(clean.trial.start());
    const events = await collect(clean.trial.handleTurn(OPEN));
    expect(events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: GROUNDED });

    const held = trialOn('local', NO_OBJECTION);
    await collect(held.trial.start());
    const answered = await collect(held.trial.handleTurn(LEADING));
    expect(answered.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: GROUNDED });
    expect(held.agents()).toEqual(['opposing-counsel', 'witness']);
  });

  it('on side-by-side lanes (cloud), starts the witness at once even when the objection will be sustained', async () => {
    const { trial, agents } = trialOn('cloud', OBJECTION);
    await collect(trial.start());
    const events = await collect(trial.handleTurn(LEADING));
    expect(events.find((event) => event.type === 'RulingMade')).toMatchObject({ ruling: 'sustained' });
    // Counsel and the witness start together, so the order of their two requests is not fixed;
    // what matters is that the witness was asked although the objection was sustained.
    expect([...agents()].sort()).toEqual(['judge', 'opposing-counsel', 'witness']);
  });

  it('on side-by-side lanes, asks the judge ahead on the expected ground and uses that ruling when counsel objects on it', async () => {
    const { trial, agents } = trialOn('cloud', OBJECTION);
    await collect(trial.start());
    const events = await collect(trial.handleTurn(LEADING));
    expect(events.filter((event) => event.type === 'RulingMade')).toEqual([expect.objectContaining({ ground: 'leading', ruling: 'sustained' })]);
    // One judge call: the one asked ahead, not a second after the objection.
    expect(agents().filter((agent) => agent === 'judge')).toHaveLength(1);
  });

  it('asks the judge again when counsel objects on another ground than the one ruled on ahead', async () => {
    const HEARSAY = JSON.stringify({ object: true, ground: 'hearsay', rule: 'FRE 802', isIntentionallyIncorrect: false });
    const OVERRULED = JSON.stringify({ ruling: 'overruled', reason: 'The witness may answer.', rule: 'FRE 802' });
    const { trial, agents } = trialOn('cloud', HEARSAY, OVERRULED);
    await collect(trial.start());
    const events = await collect(trial.handleTurn(LEADING));
    const rulings = events.filter((event) => event.type === 'RulingMade');
    expect(rulings).toHaveLength(1);
    expect(rulings[0]).toMatchObject({ ground: 'hearsay' });
    expect(agents().filter((agent) => agent === 'judge')).toHaveLength(2);
  });

  it('drops the ruling asked ahead when counsel does not object, and the witness answers', async () => {
    const { trial, agents } = trialOn('cloud', NO_OBJECTION);
    await collect(trial.start());
    const events = await collect(trial.handleTurn(LEADING));
    expect(events.some((event) => event.type === 'RulingMade' || event.type === 'ObjectionRaised')).toBe(false);
    expect(events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: GROUNDED });
    expect(agents().filter((agent) => agent === 'judge')).toHaveLength(1);
  });

  it('rules ahead only with side-by-side lanes, a model judge and a likely objection', () => {
    const likely = { findings: [{ ground: 'speculation', confidence: 0.7, triggers: [] }, { ground: 'leading', confidence: 0.9, triggers: [] }], excused: [] } as ObjectionAnalysis;
    expect(groundToRuleAhead(likely, { sharedLane: false, modelJudge: true })).toBe('leading');
    expect(groundToRuleAhead(likely, { sharedLane: true, modelJudge: true })).toBeNull();
    expect(groundToRuleAhead(likely, { sharedLane: false, modelJudge: false })).toBeNull();
    const unlikely = { findings: [{ ground: 'leading', confidence: LIKELY_OBJECTION_CONFIDENCE - 0.01, triggers: [] }], excused: [] } as ObjectionAnalysis;
    expect(groundToRuleAhead(unlikely, { sharedLane: false, modelJudge: true })).toBeNull();
  });
});

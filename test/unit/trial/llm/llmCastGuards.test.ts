import { describe, expect, it } from 'vitest';
import { OBJECTION_GROUNDS, type SessionEvent } from '../../../../shared/domain';
import type { GenerationRequest } from '../../../../main/llm/LanguageModel';
import { AffidavitIndex, checkGrounding, TrialSession } from '../../../../main/trial';
import { createLlmCast, LeakGuard } from '../../../../main/trial/llm';
import { opposingCounselSystemPrompt } from '../../../../main/trial/llm/prompts';
import { trafficScenario } from '../fixtures/trafficScenario';
import { fakeTrialModel, type FakeReply } from './fakeTrialModel';

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

const NO_OBJECTION = JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
const LEADING_OBJECTION = JSON.stringify({ object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false });
const GROUNDED = 'The traffic light at Elm Street was green for me when I entered the intersection.';
const UNGROUNDED = 'The truck was doing ninety and the driver waved a flag at me.';
const affidavit = new AffidavitIndex(trafficScenario.witnesses.find((witness) => witness.id === 'maria-reyes')!.affidavit);

type Replies = { counsel?: () => FakeReply; judge?: () => FakeReply; witness?: () => FakeReply };

/** A session of the LLM cast on the fake model; agents not scripted give good answers. */
function llmSession(replies: Replies) {
  const model = fakeTrialModel((request) => {
    if (request.agentKey === 'judge') return replies.judge?.() ?? JSON.stringify({ ruling: 'sustained', reason: 'The question suggests its answer.', rule: 'FRE 611(c)' });
    if (request.agentKey.startsWith('witness:')) return replies.witness?.() ?? GROUNDED;
    return replies.counsel?.() ?? NO_OBJECTION;
  });
  const trial = new TrialSession({
    scenario: trafficScenario,
    playerSide: 'plaintiff',
    seed: 7,
    witnessIds: ['maria-reyes'],
    opposingCounsel: { intentionalErrorRate: 0 },
    cast: createLlmCast(model, { confidentiality: { level: 'public', packId: 'test-traffic' }, timeoutMs: 40 }),
  });
  return { model, trial };
}

const fallbacks = (events: SessionEvent[]) => events.filter((event) => event.type === 'FallbackUsed');
const labelsOf = (keep: (weight: number) => boolean) => trafficScenario.elicits.filter((elicit) => keep(elicit.weight)).map((elicit) => elicit.label.toLowerCase());
const promptsOf = (requests: GenerationRequest[], prefix: string) => requests.filter((request) => request.agentKey.startsWith(prefix)).map((request) => `${request.systemPrompt}\n${request.prompt}`.toLowerCase());

describe('the LLM cast in a trial session', () => {
  it('plays a turn from the model when its outputs pass every guard', async () => {
    const { model, trial } = llmSession({});
    const started = await collect(trial.start());
    expect(started[0]).toMatchObject({ type: 'SessionStarted', cast: 'local:fake' });
    const events = await collect(trial.handleTurn('What colour was the traffic light when you entered the intersection?'));
    expect(fallbacks(events)).toEqual([]);
    expect(events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: GROUNDED, kind: 'narrative' });
    expect(model.requests.map((request) => request.agentKey).sort()).toEqual(['opposing-counsel:objection_user_direct', 'witness:maria-reyes']);
    for (const request of model.requests) expect(request.confidentiality).toEqual({ level: 'public', packId: 'test-traffic' });
  });

  it('falls back to the rules counsel when the model writes invalid JSON', async () => {
    const { trial } = llmSession({ counsel: () => '{"object": tru' });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('What colour was the traffic light when you entered the intersection?'));
    expect(fallbacks(events)).toEqual([expect.objectContaining({ agent: 'opposing_counsel', mode: 'objection_user_direct', reason: 'invalid-output: the output did not match the required shape' })]);
    expect(events.some((event) => event.type === 'AnswerGiven')).toBe(true);
  });

  it('regenerates an ungrounded answer once, then lets the rules witness answer', async () => {
    const { model, trial } = llmSession({ witness: () => UNGROUNDED });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('What happened next?'));
    expect(fallbacks(events)).toEqual([expect.objectContaining({ agent: 'witness', reason: 'ungrounded: the answer was not grounded in the affidavit' })]);
    const witnessCalls = model.requests.filter((request) => request.agentKey === 'witness:maria-reyes');
    expect(witnessCalls).toHaveLength(2);
    expect(witnessCalls[1]!.prompt).toMatch(/Answer again using only sentences from your affidavit/);
    const answer = events.find((event) => event.type === 'AnswerGiven');
    expect(answer && answer.type === 'AnswerGiven' && checkGrounding(answer.text, affidavit).grounded).toBe(true);
  });

  it('keeps the regenerated answer when the second try is grounded', async () => {
    const answers = [UNGROUNDED, GROUNDED];
    const { trial } = llmSession({ witness: () => answers.shift()! });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('What colour was the light?'));
    expect(fallbacks(events)).toEqual([]);
    expect(events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: GROUNDED });
  });

  it('never shows a witness answer that leaks a hidden elicit label', async () => {
    const { trial } = llmSession({ witness: () => 'The light was green for Reyes.' });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('What colour was the light?'));
    expect(fallbacks(events)).toEqual([expect.objectContaining({ agent: 'witness', reason: 'leak: the output repeated hidden content' })]);
    const answer = events.find((event) => event.type === 'AnswerGiven');
    expect(answer).toBeDefined();
    expect(answer && answer.type === 'AnswerGiven' && answer.text.toLowerCase()).not.toContain('green for reyes');
  });

  it('rules from the rules judge when the model hangs past the timeout', async () => {
    const { trial } = llmSession({ counsel: () => LEADING_OBJECTION, judge: () => ({ hang: true }) });
    await collect(trial.start());
    const events = await collect(trial.handleTurn("The light was green when you entered the intersection, wasn't it?"));
    expect(events.find((event) => event.type === 'ObjectionRaised')).toMatchObject({ by: 'opposing_counsel', ground: 'leading', rule: 'FRE 611(c)' });
    expect(fallbacks(events)).toEqual([expect.objectContaining({ agent: 'judge', reason: 'timeout: no answer within 40 ms' })]);
    expect(events.find((event) => event.type === 'RulingMade')).toMatchObject({ ground: 'leading', rule: 'FRE 611(c)' });
  });

  it("falls back when counsel's question carries the other side's elicit label, and prompts carry no hidden label", async () => {
    const leaked = JSON.stringify({ done: false, question: 'Her phone was in her bag on the back seat, correct?', targetElicitId: 'none', isIntentionallyDefective: false, defect: 'none' });
    const { model, trial } = llmSession({ counsel: () => leaked });
    await collect(trial.start());
    await collect(trial.handleTurn('What do you do for a living?'));
    await collect(trial.endExamination());
    expect(trial.state.mode).toBe('oc_cross');
    const events = await collect(trial.handleOCAExaminationTurn());
    expect(fallbacks(events)).toEqual([expect.objectContaining({ agent: 'opposing_counsel', mode: 'oc_cross', reason: 'leak: the output repeated hidden content' })]);
    const asked = events.find((event) => event.type === 'QuestionAsked');
    expect(asked).toMatchObject({ by: 'opposing_counsel', side: 'defense' });
    expect(asked && asked.type === 'QuestionAsked' && asked.text).not.toMatch(/her bag on the back seat/i);

    // Counsel (the defense) never sees the plaintiff's labels; witness and judge see none at all.
    const plaintiffLabels = labelsOf((weight) => weight > 0);
    for (const prompt of promptsOf(model.requests, 'opposing-counsel')) for (const label of plaintiffLabels) expect(prompt).not.toContain(label);
    for (const prompt of [...promptsOf(model.requests, 'witness'), ...promptsOf(model.requests, 'judge')]) {
      for (const label of labelsOf(() => true)) expect(prompt).not.toContain(label);
    }
    expect(promptsOf(model.requests, 'opposing-counsel').some((prompt) => prompt.includes('reyes was not wearing her glasses'))).toBe(true);
  });
});

describe('LLM cast prompts', () => {
  it('keep a static system prompt per agent (and per OCA mode) and put the turn in the user prompt', async () => {
    const { model, trial } = llmSession({});
    await collect(trial.start());
    await collect(trial.handleTurn('Where was your phone?'));
    await collect(trial.handleTurn('What happened to your neck?'));
    for (const key of ['witness:maria-reyes', 'opposing-counsel:objection_user_direct']) {
      const requests = model.requests.filter((request) => request.agentKey === key);
      expect(requests).toHaveLength(2);
      expect(requests[1]!.systemPrompt).toBe(requests[0]!.systemPrompt);
      expect(requests[1]!.prompt).not.toBe(requests[0]!.prompt);
      expect(requests[1]!.prompt).toContain('What happened to your neck?');
      expect(requests[0]!.systemPrompt).not.toContain('What happened to your neck?');
    }
    const modes = ['objection_user_direct', 'objection_user_cross', 'oc_direct', 'oc_cross'] as const;
    expect(new Set(modes.map((mode) => opposingCounselSystemPrompt(mode, OBJECTION_GROUNDS))).size).toBe(4);
  });
});

describe('LeakGuard', () => {
  const guard = new LeakGuard([
    { source: 'elicit light-green', text: 'The light was green for Reyes' },
    { source: 'elicit night-shift', text: 'Reyes had worked a twelve-hour night shift before the drive' },
  ]);

  it('finds a label said whole, or six words of a long one', () => {
    expect(guard.findLeak('Well, the light was green for Reyes.', '')).toBe('elicit light-green');
    expect(guard.findLeak('She had worked a twelve hour night shift, you know.', '')).toBe('elicit night-shift');
  });

  it('lets honest testimony and what the agent was shown pass', () => {
    expect(guard.findLeak('Yes. The light was green for me.', '')).toBeNull();
    expect(guard.findLeak('I had worked a twelve-hour night shift before the drive.', 'I had worked a twelve-hour night shift before the drive.')).toBeNull();
    expect(guard.findLeak('The light was green for Reyes?', 'Q: The light was green for Reyes?')).toBeNull();
  });
});

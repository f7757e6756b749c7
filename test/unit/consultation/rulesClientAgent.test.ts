import { describe, expect, it } from 'vitest';
import {
  analyseQuestion,
  DisclosureEngine,
  PERSONA_PRESETS,
  RulesClientAgent,
  type ClientTurn,
  type DisclosureContext,
} from '../../../main/consultation';
import type { PersonaLevels } from '../../../shared/domain/consultationEvents';
import { withoutEvaluationOnly } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';

const scenario = housingConsultation();
const agent = new RulesClientAgent();

function turnFor(question: string | null, levels: PersonaLevels, over: Partial<DisclosureContext> = {}, seed = 1): ClientTurn {
  const engine = new DisclosureEngine(withoutEvaluationOnly(scenario), levels);
  const analysis = question === null ? null : analyseQuestion(question);
  const context: DisclosureContext = {
    trust: 0.7,
    revealedFactIds: [],
    questions: question === null ? [] : [question],
    lastToldFactIds: [],
    followUp: analysis?.followUp ?? false,
    ...over,
  };
  return { turn: 1, projection: engine.project(context), question, analysis, recent: [], leaving: false, seed };
}

describe('RulesClientAgent', () => {
  it('opens with the opening statement, and a forthcoming client adds a volunteered fact', () => {
    const easy = agent.replySync(turnFor(null, PERSONA_PRESETS.easy));
    expect(easy.text).toContain(scenario.client.openingStatement.slice(4));
    expect(easy.disclosedFactIds).toEqual(['notice']);
    expect(agent.replySync(turnFor(null, PERSONA_PRESETS.hard)).disclosedFactIds).toEqual([]);
  });

  it('answers a question from the relevant projected facts only', () => {
    const reply = agent.replySync(turnFor('Tell me about the deposit you paid.', PERSONA_PRESETS.medium));
    expect(reply.disclosedFactIds).toContain('deposit');
    const deposit = scenario.facts.find((f) => f.id === 'deposit')!;
    expect(reply.text).toContain(deposit.text.slice(0, 30));
  });

  it('thanks kind words that share a word with a fact instead of answering with that fact', () => {
    // "cash" is the deposit's word; the remark asks nothing about it.
    const kind = agent.replySync(turnFor('That sounds hard. Lots of people pay a deposit in cash.', PERSONA_PRESETS.medium, { revealedFactIds: ['notice', 'household'] }));
    expect(kind.disclosedFactIds).not.toContain('deposit');
    const asked = agent.replySync(turnFor('Did you pay the deposit in cash?', PERSONA_PRESETS.medium, { revealedFactIds: ['notice', 'household'] }));
    expect(asked.disclosedFactIds).toContain('deposit');
  });

  it('gives a guarded answer to a closed question: one fact, its first sentence', () => {
    const reply = agent.replySync(turnFor('Did you pay a deposit?', PERSONA_PRESETS.hard));
    expect(reply.disclosedFactIds).toEqual(['deposit']);
  });

  it('speaks in everyday words with low legal literacy', () => {
    const levels = { ...PERSONA_PRESETS.medium, legalLiteracy: 'low' as const };
    const reply = agent.replySync(turnFor('What papers did you sign when you moved in?', levels));
    expect(reply.disclosedFactIds).toContain('tenancy');
    expect(reply.text).not.toMatch(/tenancy agreement/i);
    expect(reply.text).toContain('the rent papers');
  });

  it('tells a fragmented story with low narrative proficiency and an ordered one with high', () => {
    const question = 'Tell me about the boiler, the mould and what you did about them.';
    const ordered = agent.replySync(turnFor(question, PERSONA_PRESETS.easy));
    expect(ordered.text.indexOf('boiler has been broken')).toBeLessThan(ordered.text.indexOf('emailed'));
    const fragmented = [1, 2, 3, 4, 5, 6].map((seed) =>
      agent.replySync(turnFor(question, { ...PERSONA_PRESETS.medium, narrativeProficiency: 'low' }, {}, seed)).text,
    );
    expect(fragmented.some((text) => text.indexOf('emailed') < text.indexOf('boiler has been broken'))).toBe(true);
  });

  it('asks what jargon means instead of answering, when it does not know the law', () => {
    const reply = agent.replySync(turnFor('Is the deposit in a statutory scheme?', PERSONA_PRESETS.hard));
    expect(reply.kind).toBe('clarify');
    expect(reply.disclosedFactIds).toEqual([]);
    expect(reply.text).toContain('statutory');
  });

  it('never gives legal advice', () => {
    const reply = agent.replySync(turnFor('What do you think the law says about this?', PERSONA_PRESETS.easy));
    expect(reply.kind).toBe('deflect');
    expect(reply.disclosedFactIds).toEqual([]);
  });

  it('ends the meeting when the student wraps up or the engine says it leaves', () => {
    expect(agent.replySync(turnFor("Thank you, that's all I need for today.", PERSONA_PRESETS.medium))).toMatchObject({ kind: 'closing', endsMeeting: true });
    expect(agent.replySync({ ...turnFor('When was that?', PERSONA_PRESETS.hard), leaving: true })).toMatchObject({ endsMeeting: true, disclosedFactIds: [] });
  });

  it('meets an invitation with something new before repeating itself: a confidence it is now ready for', () => {
    const told = ['notice', 'household', 'repairs', 'complaint'];
    const reply = agent.replySync(turnFor('Let me check I have this right: the boiler has been broken since January and there is black mould in the bathroom. Is that right?', PERSONA_PRESETS.easy, { revealedFactIds: told }));
    expect(reply.disclosedFactIds).toEqual(['threat']);
  });

  it('answers a question about its feelings with a feeling and one of its worries, in the first person', () => {
    const reply = agent.replySync(turnFor('How are you feeling about all of this?', PERSONA_PRESETS.medium, { trust: 0.2 }));
    expect(reply.kind).toBe('feelings');
    expect(reply.disclosedFactIds).toEqual([]);
    expect(reply.text).toContain('What worries me most is where the children would go.');
  });

  it('answers a topic it has already told with that fact again, and confirms a summary said back', () => {
    const again = agent.replySync(turnFor('Did you ever get any paperwork for the deposit?', PERSONA_PRESETS.medium, { trust: 0.2, revealedFactIds: ['deposit'] }));
    expect(again.disclosedFactIds).toEqual(['deposit']);
    const summary = agent.replySync(
      turnFor('So you paid a deposit in cash and never got a certificate, is that right?', PERSONA_PRESETS.medium, { trust: 0.2, revealedFactIds: ['deposit'] }),
    );
    // Confirmed, not told again; the rent the word "paid" also touches is not what was asked.
    expect(summary.text).toMatch(/Yes, that's (?:right|it)\./);
    expect(summary.disclosedFactIds).not.toContain('deposit');
    expect(summary.disclosedFactIds).not.toContain('rent');
  });

  it('says it is not sure when nothing it may say is relevant', () => {
    const reply = agent.replySync(turnFor('Did you ever go to university?', PERSONA_PRESETS.medium, { trust: 0.1 }));
    expect(reply.kind).toBe('deflect');
    expect(reply.disclosedFactIds).toEqual([]);
  });

  it('is deterministic for a seed', () => {
    const turn = turnFor('Tell me about the boiler and the mould.', PERSONA_PRESETS.hard, { trust: 0.5 }, 42);
    expect(agent.replySync(turn)).toEqual(agent.replySync(turn));
  });
});

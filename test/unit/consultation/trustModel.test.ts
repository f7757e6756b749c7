import { describe, expect, it } from 'vitest';
import { analyseQuestion, PERSONA_PRESETS, TrustModel } from '../../../main/consultation';

const medium = new TrustModel(PERSONA_PRESETS.medium);
const step = (model: TrustModel, trust: number, text: string, interrupted = false) => model.update(trust, analyseQuestion(text, { interrupted }));

describe('TrustModel', () => {
  it('rises with empathy, open questions and plain language', () => {
    const update = step(medium, 0.4, "That must have been hard. What happened next?");
    expect(update.reasons).toEqual(['empathy', 'open_question', 'plain_language']);
    // (0.07 + 0.04 + 0.02), shrunk by (1 - 0.4 / 2) as trust grows.
    expect(update.trust).toBeCloseTo(0.4 + 0.13 * 0.8, 5);
    expect(step(medium, 0.8, 'That must have been hard. What happened next?').delta).toBeCloseTo(0.13 * 0.6, 5);
  });

  it('falls with jargon, interruptions and judgemental questions', () => {
    expect(step(medium, 0.4, 'Was there a repudiatory breach of the tenancy agreement?').trust).toBeCloseTo(0.4 - 0.12 - 0.01, 5);
    expect(step(medium, 0.4, 'When was this?', true).reasons).toContain('interruption');
    expect(step(medium, 0.4, 'When was this?', true).trust).toBeLessThan(0.4);
    const judged = step(medium, 0.4, "Why didn't you pay the rent?");
    expect(judged.reasons).toContain('judgemental');
    expect(judged.trust).toBeLessThan(0.4);
  });

  it('lets jargon hurt a client with low legal literacy more, and an unsteady one most', () => {
    const jargon = 'Is there a statutory remedy?';
    const hard = step(new TrustModel(PERSONA_PRESETS.hard), 0.5, jargon).delta;
    const med = step(medium, 0.5, jargon).delta;
    const easy = step(new TrustModel(PERSONA_PRESETS.easy), 0.5, jargon).delta;
    expect(hard).toBeLessThan(med);
    expect(med).toBeLessThan(easy);
  });

  it('rises with a plain question on the client\'s matter, but not with advice or jargon on it', () => {
    const asked = medium.update(0.4, analyseQuestion('Did you get a receipt?'), 0, true);
    expect(asked.reasons).toContain('on_topic');
    expect(asked.delta).toBeGreaterThan(medium.update(0.4, analyseQuestion('Did you get a receipt?'), 0, false).delta);
    expect(medium.update(0.4, analyseQuestion('You should pay the rent now.'), 0, true).reasons).not.toContain('on_topic');
    expect(medium.update(0.4, analyseQuestion('Was the notice served under the statute?'), 0, true).reasons).not.toContain('on_topic');
  });

  it('stays within 0..1', () => {
    expect(step(medium, 0.98, "I'm so sorry. Tell me what happened.").trust).toBe(1);
    expect(step(medium, 0.02, "Why didn't you mitigate the damages, obviously?").trust).toBe(0);
  });
});

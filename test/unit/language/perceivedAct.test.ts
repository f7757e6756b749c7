import { describe, expect, it } from 'vitest';
import { perceivedAct, tokensOf } from '../../../main/language';

const actOf = (text: string) => perceivedAct(tokensOf(text))?.lemma ?? null;

describe('perceivedAct: a verb of the senses, its object, and the act perceived', () => {
  it.each([
    ['I saw him grab the railing.', 'grab'],
    ['She heard the kettle whistling.', 'whistle'],
    ['Did you notice the guard open the hatch?', 'open'],
    ["We watched the neighbour's van reverse into the gate.", 'reverse'],
  ])('reads %j as perceiving %j', (text, act) => {
    expect(actOf(text)).toBe(act);
  });

  it.each([
    'I saw the van before it turned.',
    'Did you see her scarf?',
    'He heard that the shop had closed.',
    'Did you see anyone run?',
    'I saw the lift shaft.',
    'They watched the match on Sunday.',
  ])('finds no act perceived in %j', (text) => {
    expect(actOf(text)).toBeNull();
  });

  it('points at the verb of perceiving and at the act', () => {
    const tokens = tokensOf('Did you see him grab the railing?');
    const found = perceivedAct(tokens)!;
    expect(tokens[found.perceiving]!.lemma).toBe('see');
    expect(tokens[found.act]!.lower).toBe('grab');
  });
});

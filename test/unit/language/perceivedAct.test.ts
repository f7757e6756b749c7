import { describe, expect, it } from 'vitest';
import { perceivedAct, tokensOf } from '../../../main/language';

const actOf = (text: string) => perceivedAct(tokensOf(text))?.lemma ?? null;

describe('perceivedAct: a verb of the senses, its object, and the act perceived', () => {
  it.each([
    ['I saw him grab the railing.', 'grab'],
    ['She heard the kettle whistling.', 'whistle'],
    ['Did you notice the guard open the hatch?', 'open'],
    ["We watched the neighbour's van reverse into the gate.", 'reverse'],
    // the act read by the tagger as the last noun of the object's phrase
    ['Did you see the steward lock the cabin?', 'lock'],
    ['I saw Mrs Tull sign the register.', 'sign'],
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
    'Did you see the witness box the other day?',
    'Did you see the staff list that the manager posted?',
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

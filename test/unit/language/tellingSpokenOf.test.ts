import { describe, expect, it } from 'vitest';
import { marksFirstTellingAt, tellingSpokenOf } from '../../../main/language/firstTelling';
import { tokensOf } from '../../../main/language/analyse';

// What a premise says of a telling is read once and kept: the premise check asks it for every
// retrieved sentence and every figure of each. The kept reading must be the one the words give.
describe('how a premise speaks of a telling', () => {
  it.each([
    // A first telling, by its marking word before a verb of saying or a noun of one.
    ['You originally said the gate was locked at 9 p.m.', { first: true, telling: true, tellingOrRevision: true }],
    ['Your initial estimate was 30 boxes', { first: true, telling: true, tellingOrRevision: true }],
    // A telling, no first one.
    ['You told the insurer the damage came to £4,000', { first: false, telling: true, tellingOrRevision: true }],
    // A correction, no telling.
    ['In fact the shed was empty', { first: false, telling: false, tellingOrRevision: true }],
    // Neither: "first" of an act is no telling.
    ['When you first arrived the shed was empty', { first: false, telling: false, tellingOrRevision: false }],
  ])('%s', (premise, expected) => {
    expect(tellingSpokenOf(premise)).toEqual(expected);
  });

  it('is read once per premise: a second asking gets the same reading back', () => {
    const premise = 'You first reported that 14 crates were missing';
    const first = tellingSpokenOf(premise);
    expect(first.first).toBe(true);
    expect(tellingSpokenOf(premise)).toBe(first);
  });

  it('stays bounded: a thousand more premises leave the oldest unread one forgotten, and read afresh alike', () => {
    const oldest = 'You initially counted 3 ladders';
    const kept = tellingSpokenOf(oldest);
    for (let n = 0; n < 1000; n++) tellingSpokenOf(`The van was parked ${n} metres from the gate`);
    const again = tellingSpokenOf(oldest);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});

describe('a first-telling word at a position', () => {
  it('is found only at the marking word, before a telling', () => {
    const tokens = tokensOf('I first told the manager it was 6 p.m.');
    const marked = tokens.map((_, at) => marksFirstTellingAt(tokens, at));
    expect(marked.filter(Boolean)).toHaveLength(1);
    expect(tokens[marked.indexOf(true)]!.lower).toBe('first');
  });
});

import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language/analyse';
import { toldAsNone } from '../../../main/language/countedThing';
import { spansAWhile } from '../../../main/language/wholeWhile';

describe('spansAWhile reads a length of time told in words', () => {
  it.each([['We camped by the river the whole weekend.'], ['The alarm rang all night.'], ['She waited in the lobby for most of the morning.'], ['He was on the phone for much of that evening.']])('reads one in: %s', (text) => {
    expect(spansAWhile(tokensOf(text))).toBe(true);
  });

  it.each([['Most of the guests left early.'], ['We ate all the sandwiches.'], ['I saw him in the morning.']])('reads none where no while is stretched: %s', (text) => {
    expect(spansAWhile(tokensOf(text))).toBe(false);
  });
});

describe('toldAsNone reads a count or a sum of none told in words', () => {
  it('takes a denial of the act asked, told of the same people, as none of it', () => {
    expect(toldAsNone('times did you visit the quarry', 'I never visited the quarry.', false)).toBe(true);
    expect(toldAsNone('did the locksmith charge you', 'The locksmith did not charge me a penny.', true)).toBe(true);
  });

  it('does not take a denial of another act, or of the act told of someone else', () => {
    expect(toldAsNone('times did you visit the quarry', 'I never drove past the quarry.', false)).toBe(false);
    expect(toldAsNone('are you paid', 'Nobody paid for the broken gate.', true)).toBe(false);
    expect(toldAsNone('times did you visit the quarry', 'I visited the quarry in May.', false)).toBe(false);
  });

  it('takes a sum paid with nothing, only when a sum is asked', () => {
    expect(toldAsNone('did the vet charge for the visit', 'The vet saw the dog free of charge.', true)).toBe(true);
    expect(toldAsNone('did the vet charge for the visit', 'The vet saw the dog for nothing.', true)).toBe(true);
    expect(toldAsNone('dogs did the vet see', 'The vet saw the dog free of charge.', false)).toBe(false);
  });
});

describe('toldAsNone and the denial of another act', () => {
  it('does not take an act seen as denied when only the seeing is', () => {
    expect(toldAsNone('times did the boy go over the wall', 'I did not see the boy go over the wall.', false)).toBe(false);
  });

  it('does not read a count of the doers themselves from a denial', () => {
    expect(toldAsNone('lorries came to the quarry', 'The owner never came to the quarry.', false)).toBe(false);
  });
});

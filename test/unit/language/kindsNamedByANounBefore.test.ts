import { describe, expect, it } from 'vitest';
import { namesAnotherKindOf, namesAnotherRoomOfTheKind } from '../../../main/language';
import { contradictedDetails } from '../../../main/language/details';

// A noun before a noun says which kind of thing it is: "the kitchen window" and "the bathroom
// window" are two windows, but "police car" and "squad car" are one car in two words.
describe('nouns that name another kind of the same thing', () => {
  it('takes two rooms named by the noun before them for two rooms', () => {
    expect(namesAnotherKindOf('kitchen', 'bathroom', 'window')).toBe(true);
    expect(namesAnotherKindOf('blood', 'urine', 'test')).toBe(true);
  });

  it('keeps one thing said in two words as one', () => {
    expect(namesAnotherKindOf('police', 'squad', 'car')).toBe(false);
    expect(namesAnotherKindOf('phone', 'telephone', 'call')).toBe(false);
  });

  it('reads no kind into a vague noun', () => {
    expect(namesAnotherKindOf('side', 'kitchen', 'door')).toBe(false);
  });
});

// Only a place the act is put in, at or to is another place: the noun of a thing the act is done
// to ("the blood kit", "the state kit") may name the same thing by what it is for or whose it is.
describe('another room of the same kind of place', () => {
  it('takes the kitchen window for another than the bathroom one, after the same preposition', () => {
    expect(namesAnotherRoomOfTheKind('He climbed in at the kitchen window.', 'He got in at the bathroom window at the back.')).toBe(true);
  });

  it('leaves a room the sentence names too, and a thing that is no place', () => {
    expect(namesAnotherRoomOfTheKind('He climbed in at the kitchen window.', 'He got in at the bathroom window, next to the kitchen.')).toBe(false);
    expect(namesAnotherRoomOfTheKind('The urine sample stayed in my car.', 'I put the police sample in my car.')).toBe(false);
  });
});

// A timestamp read to the second: two readings of a log a few seconds apart are two times.
describe('clock times given to the second', () => {
  it('finds a time a few seconds off a rival', () => {
    expect(contradictedDetails('The alarm sounded at 02:14:05.', 'The panel logged the alarm at 02:14:33.').map((detail) => detail.cls)).toEqual(['time']);
  });

  it('keeps the same second, and a time given only to the minute, as the same time', () => {
    expect(contradictedDetails('The alarm sounded at 02:14:33.', 'The panel logged the alarm at 02:14:33.')).toEqual([]);
    expect(contradictedDetails('The alarm sounded at 02:14.', 'The panel logged the alarm at 02:14:33.')).toEqual([]);
  });
});

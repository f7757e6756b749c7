import { describe, expect, it } from 'vitest';
import { actsOf, detailsOf, sameAct, tokensOf } from '../../../main/language';

describe('sameAct: a verb that says the premise\'s act in other words', () => {
  it.each([
    ['phone', 'ring'],
    ['give', 'hand'],
    ['cut', 'saw'],
    ['come', 'arrive'],
    ['turn_down', 'refuse'],
    ['put', 'place'],
  ])('reads "%s" as said by "%s"', (premise, sentence) => {
    expect(sameAct(premise, sentence)).toBe(true);
  });

  it.each([
    ['live', 'know'],
    ['tell', 'require'],
    ['see', 'hear'],
    ['give', 'take'],
    ['buy', 'sell'],
    ['open', 'close'],
    ['leave', 'arrive'],
    ['saw', 'cut'],
  ])('does not read "%s" as said by "%s"', (premise, sentence) => {
    expect(sameAct(premise, sentence)).toBe(false);
  });
});

describe('sameAct under a denied sentence act: denying an act denies every way of doing it', () => {
  it.each([
    ['mention', 'tell'],
    ['saw', 'cut'],
  ])('reads "%s" as denied by "not %s"', (premise, sentence) => {
    expect(sameAct(premise, sentence)).toBe(false);
    expect(sameAct(premise, sentence, true)).toBe(true);
  });

  it.each([
    ['tell', 'mention'],
    ['cut', 'saw'],
    ['give', 'take'],
  ])('does not read "%s" as denied by "not %s"', (premise, sentence) => {
    expect(sameAct(premise, sentence, true)).toBe(false);
  });
});

describe('actsOf: the acts a verb of a sentence may be read as', () => {
  it('reads a particle after a short object with the verb\'s synonyms ("handed the keys back" is "give_back")', () => {
    const tokens = tokensOf('I handed the keys back to him.');
    expect(actsOf(tokens, tokens.findIndex((token) => token.lower === 'handed'))).toContain('give_back');
  });

  it('reads a phrasal verb WordNet lists as that act alone ("sent back" is not "sent")', () => {
    const tokens = tokensOf('Ashgrove sent back the form.');
    expect(actsOf(tokens, tokens.findIndex((token) => token.lower === 'sent'))).toEqual(['send_back']);
  });

  it('does not take a preposition that opens a phrase for a particle ("walked in the yard")', () => {
    const tokens = tokensOf('He walked the dog in the yard.');
    expect(actsOf(tokens, tokens.findIndex((token) => token.lower === 'walked'))).toEqual(['walk']);
  });
});

describe('detailsOf reads "May" after a preposition as the month', () => {
  it('takes "in May" for a date and "may" for a modal', () => {
    expect(detailsOf('You gave the keys back in May.').some((detail) => detail.cls === 'date' && detail.value.startsWith('5-'))).toBe(true);
    expect(detailsOf('You may give the keys back.').some((detail) => detail.cls === 'date')).toBe(false);
  });
});

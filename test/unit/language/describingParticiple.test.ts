import { describe, expect, it } from 'vitest';
import { predicateOf } from '../../../main/language/clauses';
import { describesTheNounBefore } from '../../../main/language/describingParticiple';
import { tokensOf } from '../../../main/language/analyse';
import { pastTenseOnly } from '../../../main/language/nlp';

// Sentences written for these tests: a participle right after the noun a clause opens with, and a
// finite verb later, only describes that noun; the act is the finite verb's.
const describes = (text: string, word: string) => {
  const tokens = tokensOf(text);
  return describesTheNounBefore(tokens, tokens.findIndex((token) => token.lower === word));
};

describe('a participle that describes the noun before it', () => {
  it('reads the finite verb after it as the act', () => {
    expect(predicateOf('The boat towed into the harbour sank overnight')?.lemma).toBe('sink');
    expect(predicateOf('The trailer borrowed on Friday broke down')?.lemma).toBe('break');
    expect(predicateOf('The ladder left against the wall was stolen')?.lemma).toBe('steal');
  });

  it('reads the state after "be" as what is asserted', () => {
    expect(predicateOf('A pony graded at 2 is underweight')?.lemma).toBe('underweight');
  });

  it('reads a "-ing" form after the noun, with its own object, the same way', () => {
    expect(predicateOf('The woman carrying the ladder slipped on the step')?.lemma).toBe('slip');
  });

  it('keeps an ordinary past tense as the act', () => {
    expect(predicateOf('The porter waited outside')?.lemma).toBe('wait');
    expect(predicateOf('The porter locked the gate')?.lemma).toBe('lock');
    expect(describes('The porter waited outside', 'waited')).toBe(false);
  });

  it('keeps the past tense when the later verb has a subject of its own', () => {
    expect(describes('The porter waited outside the flat she had rented', 'waited')).toBe(false);
    expect(describes('The porter waited near the shed the gardener had built', 'waited')).toBe(false);
  });

  it('does not reach past a word that opens a clause of time for the finite verb', () => {
    expect(predicateOf('Three porters waited by the gate until Mr Vance drove off')?.lemma).toBe('wait');
  });

  it('keeps the verb of a clause that "when" opens as that clause’s own', () => {
    expect(describes('When the porter walked past Ruth was asleep', 'walked')).toBe(false);
  });

  it('does not take a later form that may itself describe a noun for the finite verb', () => {
    expect(describes('The porter waited near the shed owned by the council', 'waited')).toBe(false);
  });

  it('tells a past tense that is never a participle', () => {
    expect(pastTenseOnly('sank')).toBe(true);
    expect(pastTenseOnly('stolen')).toBe(false);
    expect(pastTenseOnly('built')).toBe(false);
    expect(pastTenseOnly('waited')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { containsPhraseInAnyForm, lemmaForms, spellOutNegativePrefixes, tokensOf } from '../../../main/language';
import { SentenceIndex } from '../../../main/language/SentenceIndex';

// A keyword is read out of context, where the tagger guesses its part of speech; a sentence is
// read in context. The wording here is this file's own.

describe('word forms of a participle', () => {
  it('gives a participle read as a noun or adjective its verb too, and other words their lemma only', () => {
    // Alone, "padded" is read as a noun; in "was not padded" as the verb "pad".
    const [, padded] = tokensOf('not padded');
    expect(padded!.lemma).not.toBe('pad');
    expect(lemmaForms(padded!)).toEqual(expect.arrayContaining(['padded', 'pad']));
    const [, rope] = tokensOf('the rope');
    expect(lemmaForms(rope!)).toEqual(['rope']);
    // A word written otherwise than its lemma keeps the written form too.
    expect(lemmaForms(tokensOf('the ropes')[1]!)).toEqual(['rope', 'ropes']);
  });

  it('finds a phrase whose word the tagger reads as another word alone than in the sentence', () => {
    // "left elbow" alone reads "left" as the past of "leave"; the sentence reads it as an adjective.
    expect(containsPhraseInAnyForm('The graze ran along her left elbow.', 'left elbow')).toBe(true);
    const [left] = tokensOf('left elbow');
    expect(lemmaForms(left!)).toEqual(expect.arrayContaining(['leave', 'left']));
    expect(containsPhraseInAnyForm('The graze ran along her right elbow.', 'left elbow')).toBe(false);
  });

  it('finds a phrase whose participle the sentence reads as a verb, in order and adjacent only', () => {
    expect(containsPhraseInAnyForm('The crate was not padded at all.', 'not padded')).toBe(true);
    expect(containsPhraseInAnyForm('The crate was padded, not new.', 'not padded')).toBe(false);
    expect(containsPhraseInAnyForm('The ropes were checked daily.', 'checked daily')).toBe(true);
    expect(containsPhraseInAnyForm('Anything', '')).toBe(false);
  });
});

describe('a "non-" adjective spelled out', () => {
  it('reads "non-" before an adjective WordNet does not know whole as "not", and leaves other words as written', () => {
    expect(spellOutNegativePrefixes('The call was non-urgent and the patient was non-verbal.')).toBe('The call was not urgent and the patient was not verbal.');
    // A word WordNet knows whole, or a "non-" before a noun, is not a negation of an adjective.
    expect(spellOutNegativePrefixes('That is nonsense from a non-smoker.')).toBe('That is nonsense from a non-smoker.');
    expect(containsPhraseInAnyForm(spellOutNegativePrefixes('The dog was non-aggressive.'), 'not aggressive')).toBe(true);
  });
});

describe('a participle a question uses as an adjective', () => {
  // A dentist's rota, written for this test: "his working hours" (the tagger reads "working" as an
  // adjective there) is asked in no verb, the sentence says "works".
  const index = new SentenceIndex(['Mr. Ravi Sen is one of three dentists at the Quayside practice.', 'He works on Tuesdays and Fridays.']);

  it('finds the sentence that says its verb', () => {
    expect(index.coverageOf('are his working hours', 1)).toBeGreaterThan(0);
  });
});

describe('a verb the tagger hides as a noun', () => {
  // After a name the tagger takes for a verb, an irregular past is read as a noun; before a noun,
  // an "-ing" form is read as one. Both still say their verb.
  const index = new SentenceIndex(['Gus swam two lengths of the pool.', 'She has a valid cleaning licence.', 'He took a bit of the apple.']);

  it('indexes an irregular past read as a noun by its verb', () => {
    expect(index.lemmasOf(0).has('swim')).toBe(true);
  });

  it('indexes an "-ing" form read as a noun by its verb', () => {
    expect(index.lemmasOf(1).has('clean')).toBe(true);
  });

  it('leaves a word WordNet knows as a noun to its noun', () => {
    expect(index.lemmasOf(2).has('bite')).toBe(false);
  });
});

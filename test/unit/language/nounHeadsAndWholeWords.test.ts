import { describe, expect, it } from 'vitest';
import { contradictedDetails, overstatesExtent, tokensOf } from '../../../main/language';

// Readings a false premise's "no" depends on, in wording of these tests' own: a noun the tagger
// read as a verb where only a noun can stand (the head of a thing in a list, the head of a
// subject right before its auxiliary); "always" against a sentence that says "not always"; and
// the day of an act named by its noun ("took the reading") against the day its verb is told.
const posOf = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;

describe('a noun head the tagger read as a verb', () => {
  it('is the head of a thing joined to another by "or"', () => {
    expect(posOf('We kept no bank transfer or cheque stub.', 'transfer')).toBe('NOUN');
    expect(posOf('The clerk did not send any file transfer or letter.', 'transfer')).toBe('NOUN');
  });

  it('keeps the verb when an act is joined on, or no noun stands before it', () => {
    expect(posOf('I let the dog run and jump.', 'run')).toBe('VERB');
    expect(posOf('They check and sign every form.', 'check')).toBe('VERB');
  });

  it('is the head of a subject a determiner opens, right before its auxiliary', () => {
    expect(posOf('A Lidar scan cannot see through mud.', 'scan')).toBe('NOUN');
    expect(posOf('The Dexa scan will show bone loss.', 'scan')).toBe('NOUN');
  });

  it('keeps the verb of a clause that does not open with the subject', () => {
    expect(posOf('We scan what the clerks can find.', 'scan')).toBe('VERB');
  });
});

describe('"always" against "not always"', () => {
  it('is overstated when the sentence denies the whole word itself', () => {
    expect(overstatesExtent('The gate always stays locked at night', 'The gate usually stays locked at night, but not always.')).toBe(true);
  });

  it('is not when the sentence says "always" too, or the claim is itself denied', () => {
    expect(overstatesExtent('The gate always stays locked at night', 'The gate always stays locked at night.')).toBe(false);
    expect(overstatesExtent('The gate does not always stay locked at night', 'The gate usually stays locked at night, but not always.')).toBe(false);
  });
});

describe('the day of an act named by its noun', () => {
  it('is rivalled by another day told of the same act by its verb', () => {
    expect(contradictedDetails('You carried out the inspection on June 21', 'On June 12 I inspected the hull in dry dock.').map((detail) => detail.cls)).toContain('date');
  });

  it('is not rivalled by the same day, nor by another person\'s act', () => {
    expect(contradictedDetails('You carried out the inspection on June 12', 'On June 12 I inspected the hull in dry dock.')).toEqual([]);
    expect(contradictedDetails('He carried out the inspection on June 21', 'On June 12 I inspected the hull in dry dock.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit precision: a witness who names an act only to hold it open ("I cannot
// rule out that she unlocked the shed", "I do not remember whether he went into the garage")
// says neither that it was done nor that it was not. Such a sentence does not state a fact that
// asserts the act; it still states a fact that is itself held open. The cases are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

const unlocked = { id: 'shed-unlocked-by-key', label: 'The shed was unlocked with a spare key, not with the padlock code', weight: 1, category: 'access', keywords: ['unlocked with a spare key', 'padlock code'] } satisfies ElicitSpec;
const wentIn = { id: 'went-into-garage', label: 'During the interval the guests went into the garage to fetch their coats', weight: 1, category: 'movements', keywords: ['interval', 'went into the garage'] } satisfies ElicitSpec;
const quoted = { id: 'quoted-steel', label: 'The builder said the steel would cost £2,100 more and, as she recalls, he would rather not pay for it', weight: 1, category: 'money', keywords: ['£2,100', 'rather not pay'] } satisfies ElicitSpec;
const heldOpen = { id: 'cannot-exclude-spare-key', label: 'The locksmith cannot rule out that the shed was unlocked with a spare key', weight: 1, category: 'access', keywords: ['spare key', 'cannot rule out'] } satisfies ElicitSpec;

describe('an act the witness only holds open', () => {
  it('does not credit an asserted fact from what the witness cannot rule out', async () => {
    expect(await credited('I cannot rule out that Mrs. Doyle unlocked the shed herself with a spare key, before the padlock code was changed or after.', [unlocked])).toEqual([]);
  });

  it('does not credit an asserted fact from what the witness does not remember', async () => {
    expect(await credited('I do not remember whether my brother went into the garage during the interval or stayed in the kitchen.', [wentIn])).toEqual([]);
  });

  it('still credits the asserted fact when the witness says it outright', async () => {
    expect(await credited('During the interval my brother went into the garage to fetch his coat.', [wentIn])).toEqual(['went-into-garage']);
  });

  it('does not take a related verb for the act the label asserts', async () => {
    expect(await credited('As far as I recall, he said he would rather not pay for the steel if the slab was level.', [quoted])).toEqual(['quoted-steel']);
  });

  it('still credits a fact that is itself held open', async () => {
    expect(await credited('I cannot rule out that the shed was unlocked with a spare key.', [heldOpen])).toEqual(['cannot-exclude-spare-key']);
  });
});

import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit. Two ways a count stands in a sentence that decide whether the sentence
// states it. A count limited by "only" before the verb ("Only four guards could unlock the gate")
// is the point of its statement, as "three of the ten" is: a witness who gives the same limited
// count in other words for the act has stated it. A value given only as the whole that another
// count takes a part of ("for 12 of those 50 minutes") is taken as told already, and is not
// stated by that sentence. The cases are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

/** An elicit of this file: its label and keywords are what each case is about. */
const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, weight: 1, category: 'evidence', keywords });

const keyholders = elicit('few-keyholders', 'Only four guards could unlock the archive gate, which also had an alarm', ['four guards']);
const meeting = elicit('long-meeting', 'The camera shows the two men talking in the car park for 50 minutes', ['50 minutes']);

describe('a count limited by "only"', () => {
  it('credits the same limited count said with other words for the act', async () => {
    expect(await credited('Only four guards hold a key to that gate, and each is vetted every year.', [keyholders])).toEqual(['few-keyholders']);
  });

  it('does not credit the bare number of the same people, with no limit', async () => {
    expect(await credited('Four guards work the night shift in that building.', [keyholders])).toEqual([]);
  });
});

describe('a value given only as the whole a part is counted from', () => {
  it('does not credit "12 of those 50 minutes" as the 50 minutes', async () => {
    expect(await credited('For about 12 of those 50 minutes the older man was on his phone.', [meeting])).toEqual([]);
  });

  it('still credits the value stated for itself', async () => {
    expect(await credited('The recording shows them talking beside the car for 50 minutes.', [meeting])).toEqual(['long-meeting']);
    expect(await credited('They talked for 50 minutes, and for 12 of those 50 minutes he was on his phone.', [meeting])).toEqual(['long-meeting']);
  });
});

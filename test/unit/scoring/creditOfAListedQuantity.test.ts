import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, elicit credit recall: a label that sums a fact up as a list ("…; three skin grafts and
// nine days on the ward") gives each quantity with the one thing it measures. A witness who
// says a quantity keyword with that thing has said one part of the fact whole, and is credited as
// a witness who says one of the label's statements is; the same quantity said of something else,
// or a phrase with no thing of its own, is not. The cases are this file's own.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

/** An elicit of this file: its label and keywords are what each case is about. */
const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, weight: 1, category: 'evidence', keywords });

const burns = elicit('burns', 'The ladle tipped and the molten metal burned both of his forearms and wrists; three skin grafts and nine days on the ward', ['forearms', 'three skin grafts', 'nine days']);
const ladder = elicit('ladder-too-short', 'The ladder could not reach the gutter safely from the patio; the ladder was 6 metres and the gutter 7 metres up', ['6 metres', '7 metres']);
const van = elicit('van-view', 'She watched the whole fight from the bus stop on Quay Street, about 15 metres away, under a shop sign', ['15 metres', 'shop sign']);

describe('a quantity keyword said with the thing the label lists it with', () => {
  it('credits the quantity with its thing ("nine days on the ward")', async () => {
    expect(await credited('After that I was kept in for nine days on the ward.', [burns])).toEqual(['burns']);
  });

  it('credits a measurement said of its thing in another tense and form ("the ladder is 6 metres long")', async () => {
    expect(await credited('The ladder we had with us that day is 6 metres long.', [ladder])).toEqual(['ladder-too-short']);
  });

  it('does not credit the same quantity said of another thing', async () => {
    expect(await credited('Nine days later I went back to the foundry to collect my things.', [burns])).toEqual([]);
    expect(await credited('The scaffold tower we hired is 6 metres high.', [ladder])).toEqual([]);
  });

  it('does not credit a quantity whose phrase names no thing of its own ("about 15 metres away")', async () => {
    expect(await credited('The shed at the back is about 15 metres away from the kitchen door.', [van])).toEqual([]);
  });
});

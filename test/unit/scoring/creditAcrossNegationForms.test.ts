import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import { detailsOf } from '../../../main/language/details';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { negationDiffers } from '../../../main/scoring/factEvidence';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Elicit credit where the witness says the fact with its negation, or its count, in another form
// than the instructor's label: "without X being hurt" against "no X was hurt", a negation that
// reaches its act past a phrase set off by commas, a denial with an exception ("nobody but her"),
// a part of a span ("30 of those nights"), and a colour said of another thing. Every case is this
// file's own: a lifeguard, a bakery, a lock-up garage, a night porter, a delivery van.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

const token = (text: string, word: string) => tokensOf(text).find((each) => each.lower === word)!;

describe('"without" opening a clause with a subject of its own', () => {
  it('denies that clause\'s act ("without a swimmer being injured"), and leaves a thing lacked alone', () => {
    expect(token('She ran the pool for ten summers without a swimmer being injured.', 'injured').negated).toBe(true);
    expect(token('He left the bakery without anyone noticing.', 'noticing').negated).toBe(true);
    expect(token('She ran the pool for ten summers without a swimmer being injured.', 'ran').negated).toBe(false);
    expect(token('He cycled home without a helmet.', 'without').negation).toBe(false);
  });

  it('credits a label in "without" with the witness\'s "no … was" and not with its opposite', async () => {
    const safe: ElicitSpec = { id: 'safe-record', label: 'The lifeguard had watched the pool for ten summers without a swimmer being injured', weight: 1, category: 'pool', keywords: ['ten summers', 'no swimmer was injured'] };
    expect(negationDiffers(safe, 'I watched that pool for ten summers, and no swimmer was injured.')).toBe(false);
    expect(await credited('I watched that pool for ten summers, and no swimmer was injured.', [safe])).toEqual(['safe-record']);
    expect(await credited('I watched that pool for ten summers, and a swimmer was injured every summer.', [safe])).toEqual([]);
  });
});

describe('a negation that reaches its act past a phrase set off by commas', () => {
  it('denies the act after the phrase, not the phrase', () => {
    const said = 'The porter did not, on the night of the fire, check the back stairs.';
    expect(token(said, 'check').negated).toBe(true);
    expect(token(said, 'fire').negated).toBe(false);
  });

  it('leaves a clause after the comma out of the negation ("did not, and she knew it")', () => {
    expect(token('He did not, and she knew it, sign the lease.', 'knew').negated).toBe(false);
  });

  it('credits the denied act so said, and not the act said plainly', async () => {
    const unlocked: ElicitSpec = { id: 'door-unlocked', label: 'The night porter probably did not lock the side door that evening', weight: 1, category: 'hotel', keywords: ['probably did not', 'lock the side door'] };
    expect(negationDiffers(unlocked, 'I probably did not, that evening, lock the side door.')).toBe(false);
    expect(await credited('I probably did not, that evening, lock the side door.', [unlocked])).toEqual(['door-unlocked']);
    expect(await credited('That evening I locked the side door.', [unlocked])).toEqual([]);
  });
});

describe('a denial with an exception', () => {
  const onlyTwo: ElicitSpec = { id: 'garage-users', label: 'Only the landlord and his nephew used the lock-up garage', weight: 1, category: 'access', keywords: ['garage', 'his nephew'] };

  it('says the act of those the exception names ("nobody … except his nephew")', async () => {
    expect(negationDiffers(onlyTwo, 'I never saw anybody open the garage except the landlord and his nephew.')).toBe(false);
    expect(await credited('Nobody used the garage apart from the landlord and his nephew.', [onlyTwo])).toEqual(['garage-users']);
  });

  it('is still a denial without the exception', async () => {
    expect(await credited('Nobody used the garage, not even his nephew.', [onlyTwo])).toEqual([]);
  });
});

describe('a part of a span of time', () => {
  it('reads "30 of those nights" as as many nights as "30 nights"', () => {
    const days = detailsOf('I logged a delivery on 30 of those nights.').filter((detail) => detail.cls === 'duration');
    const plain = detailsOf('a delivery on 30 nights').filter((detail) => detail.cls === 'duration');
    expect(days.map((detail) => detail.value)).toEqual(plain.map((detail) => detail.value));
    expect(plain).toHaveLength(1);
  });

  it('credits a count of a span said as a part of it', async () => {
    const noise: ElicitSpec = { id: 'van-log', label: 'Reversing vans woke the porter; his log records vans on 30 nights', weight: 1, category: 'nuisance', keywords: ['reversing vans', '30 of those nights'] };
    expect(await credited('I kept a log through the summer, and I logged vans on 30 of those nights.', [noise])).toEqual(['van-log']);
    expect(await credited('I kept a log through the summer, and I logged vans on 12 of those nights.', [noise])).toEqual([]);
  });
});

describe('an adjective before its noun, against its opposite before another noun', () => {
  it('is no denial ("a black van" and "white flour")', () => {
    const flour: ElicitSpec = { id: 'flour-sacks', label: 'The van held 20 sacks of white flour', weight: 1, category: 'bakery', keywords: ['20 sacks'] };
    expect(negationDiffers(flour, 'A black van held 20 sacks of flour.')).toBe(false);
    expect(negationDiffers(flour, 'The van held 20 sacks of black flour.')).toBe(true);
  });
});

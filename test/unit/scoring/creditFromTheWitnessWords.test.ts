import { describe, expect, it } from 'vitest';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { negationDiffers } from '../../../main/scoring/factEvidence';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';

// Issue 12, item 3: an elicit is credited when the witness's own sentence says its fact, however
// the witness words it, and only then. Each case is this file's own (a building site, a tenancy,
// a swimming pool, a warehouse), not any pack's.

const credited = async (answer: string, candidates: readonly ElicitSpec[]) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question: 'What happened?', answer, answerKind: 'narrative', candidates })).map((match) => match.elicitId);

describe('the polarity of what the witness said', () => {
  it('reads an adjective before a count ("the other 6 crates") as picking out the thing, not as a state a negation denies', async () => {
    const crates: ElicitSpec = { id: 'crates-unopened', label: 'The other six crates were never opened by customs', weight: 1, category: 'import', keywords: ['other 6 crates'] };
    expect(await credited('I did not open the other 6 crates; I only counted them.', [crates])).toEqual(['crates-unopened']);
    expect(await credited('I opened the other 6 crates myself.', [crates])).toEqual([]);
  });

  it('does not read an exclamation ("Oh no,") as a "no" that denies the clause after it', async () => {
    const gate: ElicitSpec = { id: 'meant-to-lock', label: 'The foreman said on site that he was meant to lock the gate', weight: 1, category: 'site', keywords: ['meant to lock the gate'] };
    expect(await credited('The foreman came over and said, "Oh no, I was meant to lock the gate."', [gate])).toEqual(['meant-to-lock']);
    expect(await credited('The foreman said, "I was never meant to lock the gate."', [gate])).toEqual([]);
  });

  it('reads a thing after "any" that a negated verb reaches ("did not see any handrail") as denied, as "no handrail" is', async () => {
    const stairs: ElicitSpec = { id: 'no-handrail', label: 'There was no handrail or lighting on the cellar stairs', weight: 1, category: 'premises', keywords: ['handrail', 'lighting'] };
    expect(negationDiffers(stairs, 'I did not see any handrail or lighting on the cellar stairs.')).toBe(false);
    expect(await credited('I did not see any handrail or lighting on the cellar stairs.', [stairs])).toEqual(['no-handrail']);
    expect(await credited('I saw a handrail and good lighting on the cellar stairs.', [stairs])).toEqual([]);
  });

  it('reads a verb a preposition governs in the subject ("no ladders for reaching the roof") as what the thing is for, not as the verb denied', async () => {
    const ladders: ElicitSpec = { id: 'no-ladders', label: 'No ladders for reaching the roof were found at the house', weight: 1, category: 'search', keywords: ['ladders', 'reaching the roof'] };
    expect(await credited('I found no ladders for reaching the roof at the house.', [ladders])).toEqual(['no-ladders']);
    expect(await credited('I found two ladders for reaching the roof at the house.', [ladders])).toEqual([]);
  });

  it('leaves a clause of time after a negative object out of its denial ("saw no headlamp until it was close")', async () => {
    const headlamp: ElicitSpec = { id: 'no-headlamp', label: "Nobody in the signal box saw the engine's headlamp before it was close", weight: 1, category: 'rail', keywords: ['no headlamp', 'headlamp'] };
    expect(negationDiffers(headlamp, 'I saw no headlamp on it until it was very close.')).toBe(false);
    expect(await credited('I saw no headlamp on it until it was very close.', [headlamp])).toEqual(['no-headlamp']);
    expect(await credited('I saw its headlamp long before it was close.', [headlamp])).toEqual([]);
  });

  it('reads a negative participle ("unsigned") as the act denied, and not as the act done', async () => {
    const inventory: ElicitSpec = { id: 'inventory-unsigned', label: 'The tenant never signed the inventory', weight: 1, category: 'tenancy', keywords: ['unsigned', 'inventory'] };
    const signed: ElicitSpec = { id: 'inventory-signed', label: 'The tenant signed the inventory', weight: 1, category: 'tenancy', keywords: ['unsigned', 'inventory'] };
    expect(await credited('The inventory came back to me unsigned.', [inventory, signed])).toEqual(['inventory-unsigned']);
  });

  it('reads "not … until" as setting when a thing began, so "due by" the same time agrees with it', async () => {
    const crane: ElicitSpec = { id: 'crane-due', label: 'The crane was inspected at 08:30 and the next inspection was not due until 14:30', weight: 1, category: 'site', keywords: ['08:30', '14:30'] };
    expect(await credited('The next inspection of the crane was due by 14:30.', [crane])).toEqual(['crane-due']);
    expect(await credited('The crane was never inspected that day.', [crane])).toEqual([]);
  });
});

describe('the instructor\'s keywords, as the witness says them', () => {
  it('counts a negation as a word of a keyword phrase said whole ("did not look into the water")', async () => {
    const pool: ElicitSpec = { id: 'did-not-look', label: 'The lifeguard walked past the deep end at 15:10 without looking into the water', weight: 1, category: 'pool', keywords: ['15:10', 'did not look into the water'] };
    expect(await credited('I was busy with the rota, and I did not look into the water.', [pool])).toEqual(['did-not-look']);
    expect(await credited('I was busy with the rota, and I looked into the water.', [pool])).toEqual([]);
  });

  it('takes a day ("3 April") as said only where the witness gives that day, not a month that leaves it open', async () => {
    const lodger: ElicitSpec = { id: 'lodger-had-flat', label: 'Mr Quill had the flat from 3 April to 9 April', weight: 1, category: 'tenancy', keywords: ['Quill', '3 April', '9 April'] };
    expect(await credited('In April 2024 I let a room to a man called Quill, and he stayed for a year.', [lodger])).toEqual([]);
    expect(await credited('Quill had the flat from 3 April until 9 April.', [lodger])).toEqual(['lodger-had-flat']);
  });

  it('does not credit a quantity keyword said without the denial that is its statement\'s point', async () => {
    const testing: ElicitSpec = { id: 'monthly-too-rare', label: 'Testing once a month is not enough in summer; careful councils test every 10 to 14 days', weight: 1, category: 'pool', keywords: ['once a month', '10 to 14 days'] };
    expect(await credited("The council's written procedure requires each pool to be tested once a month.", [testing])).toEqual([]);
    expect(await credited('In my opinion a test once a month is not enough for an outdoor pool in summer.', [testing])).toEqual(['monthly-too-rare']);
  });
});

describe('a value that names what the fact is about', () => {
  it('does not take a count or time before the label\'s verb ("At 07:15 the yard was empty") as making a sentence about the fact', async () => {
    const yard: ElicitSpec = { id: 'yard-empty', label: 'At 07:15 the loading yard of depot 3 was empty and locked', weight: 1, category: 'depot', keywords: ['empty and locked', '07:15'] };
    expect(await credited('On Monday I walked through the loading yard of depot 3 at 07:15 and signed the log.', [yard])).toEqual([]);
    expect(await credited('At 07:15 the loading yard of depot 3 was empty and locked.', [yard])).toEqual(['yard-empty']);
  });

  it('does not take a participle that picks out the label\'s thing ("the six jars tested by the lab") as what the fact says of it', async () => {
    const jars: ElicitSpec = { id: 'jars-lead', label: 'All six jars tested by the county lab contained lead', weight: 1, category: 'food', keywords: ['6', 'county lab', 'lead'] };
    expect(await credited('I tested each of those 6 jars at the county lab on Tuesday.', [jars])).toEqual([]);
    expect(await credited('All 6 jars contained lead, according to the county lab.', [jars])).toEqual(['jars-lead']);
  });
});

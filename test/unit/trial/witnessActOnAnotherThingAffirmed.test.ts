import { describe, expect, it } from 'vitest';
import { affirmedOnlyOfAnotherThing } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dispute over forged wine labels, written for these tests: an expert who read some of the
// papers and not others.
const expert: WitnessSpec = {
  id: 'odile-marchand',
  name: 'Odile Marchand',
  side: 'defense',
  role: 'Wine authentication consultant',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have authenticated fine wine for sixteen years.',
    'I have read a Chateau Vellan shipping invoice from 1998 that listed capsules of the older style, with a wax seal.',
    'I have not read Chateau Vellan\'s own records.',
    'I tasted none of the seized bottles, and I examined the labels under ultraviolet light.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(expert, question, { friendlyExaminer: false });

describe('affirmedOnlyOfAnotherThing', () => {
  it('holds where the act the premise denies is done to another thing, though its owner is the premise\'s', () => {
    expect(affirmedOnlyOfAnotherThing("You haven't read the estate's cellar ledger", 'I have read an estate newsletter from 2001.')).toBe(true);
    expect(affirmedOnlyOfAnotherThing('You never opened the locked crate', 'I opened another crate on the same pallet.')).toBe(true);
  });

  it('does not hold where the thing done to is the premise\'s own, or only a pronoun', () => {
    expect(affirmedOnlyOfAnotherThing("You haven't read the estate's cellar ledger", 'I have read the cellar ledger of the estate.')).toBe(false);
    expect(affirmedOnlyOfAnotherThing("You haven't read the estate's cellar ledger", 'I have read it twice.')).toBe(false);
  });

  it('does not hold where the things named are a list that holds the premise\'s own', () => {
    expect(affirmedOnlyOfAnotherThing("You couldn't read the date", 'I could read the vintage and the estate, but not the date.')).toBe(false);
  });

  it('does not hold where the premise sets its own thing apart as another', () => {
    expect(affirmedOnlyOfAnotherThing('You never opened any other crate', 'I opened a crate of port.')).toBe(false);
  });
});

describe('RulesWitness on a denied act told as done to another thing', () => {
  it('does not say "no" to a denied reading because another paper of the same house was read', () => {
    const answer = ask("You haven't read Chateau Vellan's own records on capsules of the older style, have you?");
    expect(answer.kind).not.toBe('deny');
    expect(answer.text).not.toMatch(/^No\b/);
    expect(answer.text).toContain("I have not read Chateau Vellan's own records.");
  });

  it('nor bears the denied reading out by the paper that was read', () => {
    expect(ask("You haven't read Chateau Vellan's own records on capsules of the older style, have you?").text).not.toContain('shipping invoice');
  });

  it('still says "no" where the thing read is the one the premise denies', () => {
    expect(ask("You haven't read a Chateau Vellan shipping invoice, have you?").kind).toBe('deny');
    expect(ask("You haven't read a Chateau Vellan invoice listing capsules of the older style, have you?").kind).toBe('deny');
  });

  it('does not confirm a thing the account never says was or was not read', () => {
    expect(ask("You never read Chateau Vellan's price list, did you?").kind).not.toBe('confirm');
  });
});

import { describe, expect, it, vi } from 'vitest';
import * as evidence from '../../../main/scoring/factEvidence';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// An invented boatyard dispute, in my own words. What one sentence shows of one elicit depends on
// the two alone, so a sentence the credit has weighed is not weighed again when it comes back in
// another statement (as an affidavit sentence does, after the premise of a confirmation).
vi.mock('../../../main/scoring/factEvidence', async (original) => {
  const actual = await original<typeof evidence>();
  return { ...actual, statesTheFact: vi.fn(actual.statesTheFact) };
});

const hull: ElicitSpec = { id: 'hull', label: 'The hull cracked when the crane dropped the boat', weight: 2, category: 'damage', keywords: ['hull cracked', 'crane', 'dropped'] };
const cracked = 'The crane dropped the boat and the hull cracked.';

function credit(matcher: KeywordElicitMatcher, candidate: ElicitSpec, statement: string) {
  return matcher.matchSync(statement, { question: 'What happened at the boatyard?', answer: statement, answerKind: 'narrative', candidates: [candidate] });
}

/** How often the fact was looked for in `sentence`. */
const timesWeighed = (sentence: string) => vi.mocked(evidence.statesTheFact).mock.calls.filter(([, weighed]) => weighed === sentence).length;

describe('the sentences the keyword credit has weighed', () => {
  it('weighs a sentence once per elicit, in whatever statement it comes back', () => {
    const matcher = new KeywordElicitMatcher();
    const candidate = { ...hull };
    expect(credit(matcher, candidate, cracked).map((match) => match.elicitId)).toEqual(['hull']);
    expect(credit(matcher, candidate, `The boat was lifted on Monday. ${cracked}`).map((match) => match.elicitId)).toEqual(['hull']);
    expect(credit(matcher, candidate, `Yes. ${cracked} It was a windy day.`).map((match) => match.elicitId)).toEqual(['hull']);
    expect(timesWeighed(cracked)).toBe(1);
  });

  it('weighs the sentence afresh for another elicit', () => {
    const matcher = new KeywordElicitMatcher();
    const mast: ElicitSpec = { id: 'mast', label: 'The mast snapped in the storm', weight: 1, category: 'damage', keywords: ['mast snapped', 'storm'] };
    const before = timesWeighed(cracked);
    expect(credit(matcher, { ...hull }, `The yard was busy. ${cracked}`).map((match) => match.elicitId)).toEqual(['hull']);
    expect(credit(matcher, mast, `The yard was busy. ${cracked}`)).toEqual([]);
    expect(credit(matcher, { ...hull, id: 'hull-again' }, cracked).map((match) => match.elicitId)).toEqual(['hull-again']);
    expect(timesWeighed(cracked)).toBe(before + 2);
  });
});

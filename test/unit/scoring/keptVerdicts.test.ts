import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// An invented orchard dispute, in my own words. The keyword credit keeps its verdict on a statement
// with the elicit object it weighed, by the statement and the threshold: whatever else changes
// must be weighed afresh.
const frost: ElicitSpec = { id: 'frost', label: 'Frost killed the apple blossom in April', weight: 2, category: 'damage', keywords: ['frost', 'apple blossom', 'April'] };
const said = 'A hard frost killed the apple blossom in April.';
const elsewhere = 'The tractor was serviced in June.';

function verdicts(matcher: KeywordElicitMatcher, candidates: readonly ElicitSpec[], statement: string, threshold?: number) {
  return matcher.matchSync(statement, { question: 'What happened to the orchard?', answer: statement, answerKind: 'narrative', candidates }, threshold);
}

describe('the verdicts the keyword credit keeps', () => {
  it('gives, asked again, what it gave the first time', () => {
    const matcher = new KeywordElicitMatcher();
    const first = verdicts(matcher, [frost], said);
    expect(first.map((match) => match.elicitId)).toEqual(['frost']);
    expect(verdicts(matcher, [frost], said)).toEqual(first);
    expect(verdicts(matcher, [frost], elsewhere)).toEqual([]);
  });

  it('weighs an elicit that shares another\'s id but not its fact afresh, not by the verdict on the other', () => {
    const matcher = new KeywordElicitMatcher();
    expect(verdicts(matcher, [frost], said)).toHaveLength(1);
    const rewritten: ElicitSpec = { ...frost, label: 'The tractor was serviced in June', keywords: ['tractor', 'serviced', 'June'] };
    expect(verdicts(matcher, [rewritten], said)).toEqual([]);
    expect(verdicts(matcher, [rewritten], elsewhere).map((match) => match.elicitId)).toEqual(['frost']);
  });

  it('keeps a verdict by its threshold: a stricter one weighs the same statement again', () => {
    const matcher = new KeywordElicitMatcher();
    // One keyword of three said whole, one in part: enough at the usual threshold, not at nine tenths.
    const partly = 'The frost came in April.';
    const usual = verdicts(matcher, [frost], partly, 0.3);
    expect(usual.map((match) => match.elicitId)).toEqual(['frost']);
    expect(verdicts(matcher, [frost], partly, 0.9)).toEqual([]);
    expect(verdicts(matcher, [frost], partly, 0.3)).toEqual(usual);
  });

  it('returns each statement as asked, though two read the same once a prefix is spelled out', () => {
    const matcher = new KeywordElicitMatcher();
    const unseasonal: ElicitSpec = { id: 'unseasonal', label: 'The April frost was non-seasonal', weight: 1, category: 'weather', keywords: ['frost', 'non-seasonal', 'April'] };
    const prefixed = 'The April frost was non-seasonal.';
    const spelled = 'The April frost was not seasonal.';
    expect(verdicts(matcher, [unseasonal], prefixed)[0]!.statement).toBe(prefixed);
    expect(verdicts(matcher, [unseasonal], spelled)[0]!.statement).toBe(spelled);
  });
});

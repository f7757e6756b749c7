import { describe, expect, it } from 'vitest';
import { searchRules } from '../../../main/rules/RuleIndex';

// Written before the index was built: a plain-language question a student might type, and the
// rule (or subdivision) that must come back among the first three results.
const QUERIES: ReadonlyArray<readonly [query: string, expected: string]> = [
  ['business records', 'FRE 803(6)'],
  ['leading', 'FRE 611(c)'],
  ['what counts as hearsay', 'FRE 801'],
  ['hearsay is not admissible', 'FRE 802'],
  ['excited utterance', 'FRE 803(2)'],
  ['authenticate a document', 'FRE 901'],
  ['original document required to prove its contents', 'FRE 1002'],
  ['unfair prejudice outweighs probative value', 'FRE 403'],
  ['relevant evidence test', 'FRE 401'],
  ['prior inconsistent statement of a witness', 'FRE 613'],
  ['cross-examination beyond the scope of direct', 'FRE 611(b)'],
  ['witness needs personal knowledge', 'FRE 602'],
  ['expert witness testimony', 'FRE 702'],
  ['opinion of a lay witness', 'FRE 701'],
  ['character evidence to prove conduct', 'FRE 404'],
  ['impeach with a criminal conviction', 'FRE 609'],
  ['refresh memory with a writing', 'FRE 612'],
  ['compromise offers during settlement negotiations', 'FRE 408'],
  ['repairs made after an accident', 'FRE 407'],
  ['statement against interest when the declarant is unavailable', 'FRE 804(b)(3)'],
];

describe('searchRules', () => {
  it.each(QUERIES)('finds the rule for "%s" (%s) among the first three', (query, expected) => {
    const citations = searchRules(query, 3).map((hit) => hit.citation);
    expect(citations.some((citation) => citation === expected || citation.startsWith(`${expected}(`))).toBe(true);
  });

  it('returns nothing for words the rules never use', () => {
    expect(searchRules('zebra xylophone')).toEqual([]);
  });

  it('finds a rule by its number', () => {
    expect(searchRules('803(6)')[0]?.citation).toBe('FRE 803(6)');
  });
});

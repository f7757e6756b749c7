import { describe, expect, it } from 'vitest';
import { OBJECTION_CATALOGUE } from '../../../shared/domain';
import { FRE, citedText, freRule } from '../../../main/rules/FreText';
import { citationsIn, operativeClause, quoteRuling, ruleTextForPrompt, withoutRuleQuote } from '../../../main/rules/ruleQuotes';

describe('the shipped Federal Rules of Evidence', () => {
  it('say where their text comes from and when', () => {
    expect(FRE.source).toMatch(/^https:\/\/github\.com\/usarscotus\/legal-directory\/tree\/[0-9a-f]{40}\/_fre/);
    expect(FRE.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(FRE.rules).toHaveLength(69);
    expect(freRule('416')).toBeUndefined();
  });

  it('carry the amendments of 1 December 2024 to Rules 613(b), 801(d)(2) and 1006, and say so', () => {
    expect(FRE.amended).toMatch(/613\(b\), 801\(d\)\(2\) and 1006 as amended effective 1 December 2024/);
    expect(citedText('FRE 613(b)')!.text).toMatch(/^\(b\) Extrinsic Evidence of a Prior Inconsistent Statement\. Unless the court orders otherwise, extrinsic evidence .* may not be admitted until after the witness is given an opportunity to explain or deny/);
    expect(freRule('801')!.text).toMatch(/directly derived from a declarant or the declarant’s principal, a statement that would be admissible against the declarant or the principal under this rule is also admissible against the party\.$/);
    expect(citedText('FRE 1006(a)')!.text).toContain('whether or not they have been introduced into evidence');
    expect(citedText('FRE 1006(c)')).toMatchObject({ title: 'Illustrative Aids Not Covered' });
  });

  it('resolve every rule the objection buttons cite, with text taken from the file', () => {
    for (const info of Object.values(OBJECTION_CATALOGUE)) {
      const citations = citationsIn(info.rule);
      expect(citations.length).toBeGreaterThan(0);
      for (const citation of citations) {
        const cited = citedText(citation)!;
        expect(freRule(cited.citation.slice(4).replace(/\(.*$/, ''))!.text).toContain(cited.text.split('\n')[0]);
      }
    }
  });
});

describe('operative clauses', () => {
  it('quote the clause itself, without its marker and heading', () => {
    expect(operativeClause('FRE 611(c)')?.clause).toBe('Leading questions should not be used on direct examination except as necessary to develop the witness’s testimony.');
    expect(operativeClause('FRE 401')?.clause).toMatch(/^Evidence is relevant if: \(a\) it has any tendency .* and \(b\) the fact is of consequence in determining the action\.$/);
  });

  it('are added to an explained ruling, and taken off again for comparing older logs', () => {
    const ruling = { ruling: 'sustained' as const, ground: 'leading' as const, rule: 'FRE 611(c)', reason: 'Sustained. The question suggests its answer.' };
    const quoted = quoteRuling(ruling);
    expect(quoted.reason).toBe('Sustained. The question suggests its answer. FRE 611(c): “Leading questions should not be used on direct examination except as necessary to develop the witness’s testimony.”');
    expect(withoutRuleQuote(quoted.reason)).toBe(ruling.reason);
    expect(quoteRuling({ ...ruling, reason: 'Sustained.' }).reason).toBe('Sustained.');
  });

  it('give the LLM judge the text of every rule cited', () => {
    const text = ruleTextForPrompt('FRE 801, 802');
    expect(text).toContain('FRE 802 (The Rule Against Hearsay): Hearsay is not admissible unless');
    expect(text.length).toBeLessThanOrEqual(900);
  });
});

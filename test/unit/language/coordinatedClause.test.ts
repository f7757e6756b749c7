import { describe, expect, it } from 'vitest';
import { clauseBreakBetween, tokensOf } from '../../../main/language';
import { leavesTheActOpen } from '../../../main/language/leftOpen';

/** Whether a new clause starts between the first token spelt `from` and the first spelt `to`. */
function breaksBetween(sentence: string, from: string, to: string): boolean {
  const tokens = tokensOf(sentence);
  return clauseBreakBetween(tokens, tokens.findIndex((token) => token.lower === from), tokens.findIndex((token) => token.lower === to));
}

describe('a coordinator after a comma before a noun phrase with its own verb', () => {
  it('starts a new clause, so a hedge or doubt before it does not reach the act after it', () => {
    expect(breaksBetween('I checked the shutter, and the padlock was missing.', 'checked', 'missing')).toBe(true);
    expect(leavesTheActOpen('I cannot rule out that the pump overheated, but the valve downstream had been shut since Monday.', 'shut')).toBe(false);
    expect(leavesTheActOpen('I do not know whether the tenant paid in cash, and the agent in Leeds signed the receipt.', 'sign')).toBe(false);
  });

  it('leaves a noun phrase with no verb of its own in the clause before, as one more thing it tells of', () => {
    expect(breaksBetween('I cannot rule out that the tenant damaged the boiler, or the radiator in the hall.', 'rule', 'radiator')).toBe(false);
    expect(leavesTheActOpen('I cannot rule out that the tenant damaged the boiler, or the radiator in the hall.', 'damage')).toBe(true);
  });

  it('reads a noun phrase after the comma with no verb before it as one more subject, not a new clause', () => {
    expect(leavesTheActOpen('I cannot say whether the shutter, and the padlock were forced.', 'force')).toBe(true);
  });

  it('keeps a second "that" clause under the frame of the first', () => {
    expect(leavesTheActOpen('I cannot exclude that the tenant moved the meter, and that the landlord repaired it later.', 'repair')).toBe(true);
  });
});

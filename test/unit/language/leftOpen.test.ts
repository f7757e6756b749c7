import { describe, expect, it } from 'vitest';
import { leavesTheActOpen } from '../../../main/language/leftOpen';

describe('leavesTheActOpen', () => {
  it('reads an act inside a whether-clause the witness does not know as left open', () => {
    expect(leavesTheActOpen('I cannot say whether the tenant paid the rent.', 'pay')).toBe(true);
    expect(leavesTheActOpen('I did not ask whether she had phoned the landlord, and I do not know if she did.', 'phone')).toBe(true);
  });

  it('reads an act told in a clause of its own after the whether-clause as told outright', () => {
    expect(leavesTheActOpen('I did not check whether the shed was locked, and I have never met the tenant.', 'meet')).toBe(false);
    expect(leavesTheActOpen('I cannot say whether the van was insured; I drove it home that night.', 'drive')).toBe(false);
  });
});

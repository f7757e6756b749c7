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

  it('reads an act the witness cannot rule out, cannot swear to or calls possible as left open', () => {
    expect(leavesTheActOpen('I cannot rule out that the courier dropped the parcel.', 'drop')).toBe(true);
    expect(leavesTheActOpen('I could not swear that the alarm was set.', 'set')).toBe(true);
    expect(leavesTheActOpen('It is possible that the tenant moved out in June.', 'move')).toBe(true);
  });

  it('reads an act after a memory the witness denies as left open, not as denied', () => {
    expect(leavesTheActOpen('I do not remember the porter locking the side gate.', 'lock')).toBe(true);
    expect(leavesTheActOpen("I can't recall her signing the lease.", 'sign')).toBe(true);
    expect(leavesTheActOpen('I remember the porter locking the side gate.', 'lock')).toBe(false);
    expect(leavesTheActOpen('I do not remember the date, and the porter did not lock the side gate.', 'lock')).toBe(false);
  });

  it('reads an act stated outright, or told as certain, as not left open', () => {
    expect(leavesTheActOpen('The courier dropped the parcel on the step.', 'drop')).toBe(false);
    expect(leavesTheActOpen('It is not possible that the tenant moved out in June.', 'move')).toBe(false);
    expect(leavesTheActOpen('I did not see the courier, but he dropped the parcel on the step.', 'drop')).toBe(false);
  });
});

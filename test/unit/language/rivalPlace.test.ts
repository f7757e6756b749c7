import { describe, expect, it } from 'vitest';
import { namesAnotherPlace } from '../../../main/language/rivalPlace';

describe('namesAnotherPlace', () => {
  it('finds the same act taken to, or done at, another building', () => {
    expect(namesAnotherPlace('She posted the keys to your cottage', 'She posted the keys to my garage.')).toBe(true);
    expect(namesAnotherPlace('He waited at the library', 'He waited at the station for an hour.')).toBe(true);
  });

  it('accepts the same place, in its own word, a broader word or one the sentence points back to', () => {
    expect(namesAnotherPlace('She posted the keys to your cottage', 'She posted the keys to my cottage.')).toBe(false);
    expect(namesAnotherPlace('She posted the keys to your cottage', 'She posted the keys to my house.')).toBe(false);
    expect(namesAnotherPlace('She posted the keys to your cottage', 'She posted the keys to my dwelling.')).toBe(false);
    expect(namesAnotherPlace('She posted the keys to your cottage', 'She posted the keys there.', new Set(['cottage']))).toBe(false);
    expect(namesAnotherPlace('He waited in the parking lot', 'He waited in the car park for ten minutes.')).toBe(false);
  });

  it('says nothing where the sentence names no place', () => {
    expect(namesAnotherPlace('She posted the keys to your cottage', 'She posted the keys on Monday.')).toBe(false);
  });
});

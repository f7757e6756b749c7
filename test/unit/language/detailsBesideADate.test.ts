import { describe, expect, it } from 'vitest';
import { detailsOf } from '../../../main/language/details';

describe('an amount said soon after a date', () => {
  it('is an amount of its own, not a part of the date', () => {
    const numbers = detailsOf('The invoice of 3 March charged £2,450 for the roof.').filter((detail) => detail.cls === 'number');
    expect(numbers.map((detail) => detail.value)).toEqual(['2450']);
  });

  it('leaves a day and a year with their month', () => {
    expect(detailsOf('On 3 March 2024 the roof was mended.').filter((detail) => detail.cls === 'number')).toEqual([]);
  });
});

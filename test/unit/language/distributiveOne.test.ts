import { describe, expect, it } from 'vitest';
import { detailsOf } from '../../../main/language';

// "Every one of his readings" goes through all of them: its "one" is no count, and read as the
// number 1 it stood against any sentence that gave a number ("the second reading was 1.5").
describe('"one" after "every" or "each"', () => {
  const numbers = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'number').map((detail) => detail.value);

  it('counts nothing', () => {
    expect(numbers('You checked every one of the meter readings.')).toEqual([]);
    expect(numbers('Each one of the jars was sealed.')).toEqual([]);
  });

  it('still counts one where "one" counts', () => {
    expect(numbers('One of the three jars was open.')).toEqual(['1', '3']);
  });
});

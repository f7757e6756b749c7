import { describe, expect, it } from 'vitest';
import { contradictedDetails, detailsOf } from '../../../main/language';

const numbers = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'number').map((detail) => detail.value);
const times = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'time').map((detail) => detail.value);

// "A single X" counts one X, as "one X" does; denied ("never saw a single X") it counts nothing.
describe('a count said as "a single" thing', () => {
  it('is read as one', () => {
    expect(numbers('She rang a single bell at the door.')).toEqual(['1']);
  });

  it('is not read as one where the phrase is denied', () => {
    expect(numbers('She did not ring a single bell.')).toEqual([]);
  });

  it('corrects a claim of more, and bears out a claim of one', () => {
    const evidence = 'From the yard she rang a single bell at the door.';
    expect(contradictedDetails('She rang three bells at the door', evidence)).not.toHaveLength(0);
    expect(contradictedDetails('She rang one bell at the door', evidence)).toHaveLength(0);
  });
});

// "None of the six jars" counts a part of a whole, as "four of the six jars" does.
describe('a count of none of a whole', () => {
  it('is read as a count of nought', () => {
    expect(numbers('He labelled none of the six jars.')).toContain('0');
  });

  it('corrects a claim of some of the same whole, and leaves a claim of none alone', () => {
    const evidence = 'By noon he had labelled none of the six jars on the shelf.';
    expect(contradictedDetails('He labelled four of the six jars', evidence)).not.toHaveLength(0);
    expect(contradictedDetails('He labelled none of the six jars', evidence)).toHaveLength(0);
  });

  it('is no rival of another act\'s count where the whole has no size told', () => {
    const evidence = 'None of the porters was late, though one of the porters dropped a crate on the stairs.';
    expect(contradictedDetails('One of the porters dropped a crate on the stairs', evidence)).toHaveLength(0);
  });

  it('is not read where no whole follows', () => {
    expect(numbers('None came back.')).toEqual([]);
  });
});

// One bare figure on each side of two statements that mostly say the same words is the same reading.
describe('a single bare figure on each side of a matched pair', () => {
  const evidence = 'The drift of this gauge in our workshop is plus or minus 0.002.';

  it('corrects another figure', () => {
    expect(contradictedDetails('The drift of your gauge is plus or minus 0.02', evidence)).not.toHaveLength(0);
  });

  it('leaves the same figure alone', () => {
    expect(contradictedDetails('The drift of your gauge is plus or minus 0.002', evidence)).toHaveLength(0);
  });

  it('does not set a bare figure against one with a unit', () => {
    expect(contradictedDetails('The drift of your gauge is within 3', 'The drift of this gauge in our workshop is within 2 millimetres, and 0.5 on the dial.')).toHaveLength(0);
  });
});

// "Left the depot around six": a rough hour put after the place of an act is its time.
describe('a rough hour after a place', () => {
  it('is read as a time', () => {
    expect(times('We left the depot around six.')).toEqual(['6:00?']);
  });

  it('is still a count after a verb', () => {
    expect(times('We ordered about six.')).toEqual([]);
  });

  it('corrects a claim against the clock time told, and leaves the same hour alone', () => {
    const evidence = 'That Sunday we loaded the van and left the depot at about 9:00 a.m.';
    expect(contradictedDetails('You left the depot around six', evidence)).not.toHaveLength(0);
    expect(contradictedDetails('You left the depot around nine', evidence)).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { timesPointedBackTo, tokensOf } from '../../../main/language';

const pointedBack = (text: string) => [...timesPointedBackTo(tokensOf(text))];

describe('timesPointedBackTo', () => {
  it('gives the words of the times a text points back to with "that" or "the same"', () => {
    expect(pointedBack('Who locked the gate that night?')).toEqual(['night']);
    expect(pointedBack('Did she call you the same afternoon?')).toEqual(['same', 'afternoon']);
    expect(pointedBack('At that time, were you the manager?')).toEqual(['time']);
  });

  it('gives none for a time that moves on, for today, or for a thing pointed at', () => {
    expect(pointedBack('Who locked the gate the next night?')).toEqual([]);
    expect(pointedBack('Who locked the gate this morning?')).toEqual([]);
    expect(pointedBack('Who locked that gate?')).toEqual([]);
  });
});

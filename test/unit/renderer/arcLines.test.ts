import { describe, expect, it } from 'vitest';
import { arcLineText } from '../../../renderer/src/stores/trial/arcLines';

describe('the transcript line of a ruling on the motion', () => {
  it('says the ruling once, then the judge\'s reason', () => {
    const event = { type: 'MotionRuled', motion: 'directed_verdict', by: 'player', side: 'defense', moved: true, granted: false, elements: [], reason: 'Denied. There is evidence on every element.' } as unknown as Parameters<typeof arcLineText>[0];
    expect(arcLineText(event)).toBe('Motion for a directed verdict by the defense: denied. There is evidence on every element.');
  });
});

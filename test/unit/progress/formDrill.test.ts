import { describe, expect, it } from 'vitest';
import { buildFormDrill, checkOpenRewrite } from '../../../main/drills';

const vocabulary = { subjects: ['the plate', 'the lights'], people: ['Dale'], caseText: 'plate lights' };

describe('the form drill', () => {
  it('is seeded, from the scenario, and its own examples pass the check', () => {
    const items = buildFormDrill(vocabulary, { seed: 4 });
    expect(buildFormDrill(vocabulary, { seed: 4 })).toEqual(items);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.leading).toMatch(/the (plate|lights)/i);
      expect(checkOpenRewrite(item.leading, item.leading).ok).toBe(false);
      expect(checkOpenRewrite(item.leading, item.example)).toEqual({ ok: true, problems: [] });
    }
  });

  it('names what is wrong with a rewrite', () => {
    const leading = "You saw the plate, didn't you?";
    expect(checkOpenRewrite(leading, 'What did you see of the plate?')).toEqual({ ok: true, problems: [] });
    expect(checkOpenRewrite(leading, 'You saw the plate?').problems).toEqual(['It still suggests its answer: start with who, what, where, when, how or describe.']);
    expect(checkOpenRewrite(leading, 'What did you see of the plate and where were you standing?').problems).toContain('It asks more than one thing: ask one question at a time.');
    expect(checkOpenRewrite(leading, 'What did you have for lunch?').problems).toContain('It has left the subject: ask about what the leading question was about.');
  });
});

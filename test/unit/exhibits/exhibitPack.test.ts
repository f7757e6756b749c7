import { describe, expect, it } from 'vitest';
import { TrialScenario } from '../../../shared/scenario';
import { DEFAULT_ELEMENTS, foundationElements } from '../../../main/exhibits/foundationDefaults';
import { builtinTrialScenarios } from '../trial/fixtures/builtinScenarios';

describe('exhibits in the pack format', () => {
  const avery = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!.scenario;

  it('gives a business record the four facts of FRE 803(6) by default', () => {
    const record = avery.exhibits.find((exhibit) => exhibit.id === 'd1-pizza-order')!;
    expect(foundationElements(record).map((element) => element.label)).toEqual([
      'the witness recognises the exhibit',
      'made at or near the time',
      'by someone with knowledge',
      'kept in the regular course of business',
      'making it was a regular practice',
    ]);
  });

  it("uses the pack's own elements instead of the kind's when it names them", () => {
    const transcript = avery.exhibits.find((exhibit) => exhibit.id === 's4-911-transcript')!;
    expect(foundationElements(transcript).map((element) => element.id)).toEqual(['identifies', 'made-the-call', 'accurate']);
    expect(foundationElements(transcript)).not.toEqual(DEFAULT_ELEMENTS.document);
  });

  it('keeps an exhibit without kind or foundation valid (older packs)', () => {
    const plain = { ...avery, exhibits: [{ id: 'x1', label: 'X-1', title: 'A letter', description: 'A letter.' }] };
    expect(TrialScenario.safeParse(plain).success).toBe(true);
  });

  it('names the path of a foundation witness that does not exist', () => {
    const bad = { ...avery, exhibits: [{ id: 'x1', label: 'X-1', title: 'A letter', description: 'A letter.', foundation: { witnesses: ['nobody'] } }] };
    const parsed = TrialScenario.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['exhibits', 0, 'foundation'], message: 'No witness has the id "nobody".' });
  });
});

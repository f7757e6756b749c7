import { describe, expect, it } from 'vitest';
import { ScenarioContext } from '../../../main/trial';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

// The elicit credit keeps what it has weighed with each elicit object; every trial parses its pack
// anew, so sessions of one pack are handed one object per elicit's content, never a stale one.
describe('the elicits a session is handed', () => {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  const witness = spec.witnesses[0]!;

  it('are the same objects in every session of the pack, so what was weighed in one serves the next', () => {
    const first = new ScenarioContext(structuredClone(spec)).elicitsFor(witness.id);
    const second = new ScenarioContext(structuredClone(spec)).elicitsFor(witness.id);
    expect(first.length).toBeGreaterThan(0);
    second.forEach((elicit, index) => expect(elicit).toBe(first[index]));
  });

  it('follow the content: an edited elicit is an object of its own', () => {
    const original = new ScenarioContext(structuredClone(spec)).elicitsFor(witness.id)[0]!;
    const edited = { ...spec, elicits: spec.elicits.map((elicit) => (elicit.id === original.id ? { ...elicit, label: `${elicit.label} (amended)` } : elicit)) };
    const reread = new ScenarioContext(edited).elicitsFor(witness.id).find((elicit) => elicit.id === original.id)!;
    expect(reread).not.toBe(original);
    expect(reread.label).toBe(`${original.label} (amended)`);
  });
});

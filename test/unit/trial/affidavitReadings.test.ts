import { describe, expect, it } from 'vitest';
import { ScenarioContext } from '../../../main/trial';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

// Each trial started on a pack builds its own scenario context; the affidavits it reads are the
// same texts every time, and are read once (kept by text), never served stale for an edited one.
describe('a session’s reading of its affidavits', () => {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  const witness = spec.witnesses[0]!;

  it('is shared by every session of the same pack, not read again', () => {
    const first = new ScenarioContext(structuredClone(spec));
    const second = new ScenarioContext(structuredClone(spec));
    expect(second.affidavit(witness.id).sentences).toBe(first.affidavit(witness.id).sentences);
  });

  it('follows the text: an edited affidavit is read anew, its sentences and its words', () => {
    new ScenarioContext(spec);
    const added = 'The heron circled the quarry twice.';
    const edited = { ...spec, witnesses: spec.witnesses.map((entry) => (entry.id === witness.id ? { ...entry, affidavit: `${entry.affidavit} ${added}` } : entry)) };
    const context = new ScenarioContext(edited);
    expect(context.affidavit(witness.id).sentences.at(-1)).toBe(added);
    expect(context.caseVocabulary.has('heron')).toBe(true);
    expect(new ScenarioContext(spec).caseVocabulary.has('heron')).toBe(false);
  });
});

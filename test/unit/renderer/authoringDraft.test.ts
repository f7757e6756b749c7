import { describe, expect, it } from 'vitest';
import { validateDraft } from '../../../main/authoring/draftPack';
import { getAt, issuePath, setAt } from '../../../renderer/src/stores/authoring/draftPaths';
import { idFromText } from '../../../shared/scenario';
import { newCondition, newDraft, newElicit, newFact, newParty, newRubricItem, newWitness } from '../../../renderer/src/stores/authoring/draftTemplates';

/** Every empty text filled in, as an author would: what is left must be valid. */
function filledIn(value: unknown, path = ''): unknown {
  if (value === '') return path.endsWith('.id') ? 'filled-id' : `Text for ${path}.`;
  if (Array.isArray(value)) return value.map((item, i) => filledIn(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filledIn(item, `${path}.${key}`)]));
  return value;
}

describe('the authoring draft helpers', () => {
  it('sets a value deep in a copy, leaving the original alone, and clears an optional field with undefined', () => {
    const draft = { scenario: { witnesses: [{ name: 'A' }, { name: 'B' }] } };
    const next = setAt(draft, ['scenario', 'witnesses', 1, 'name'], 'C');
    expect(getAt(next, ['scenario', 'witnesses', 1, 'name'])).toBe('C');
    expect(draft.scenario.witnesses[1]!.name).toBe('B');
    expect(next.scenario.witnesses[0]).toBe(draft.scenario.witnesses[0]);
    expect(getAt(setAt(next, ['scenario', 'witnesses', 0, 'name'], undefined), ['scenario', 'witnesses', 0])).toEqual({});
    expect(getAt(draft, ['scenario', 'missing', 3])).toBeUndefined();
  });

  it('names a place as the checks do: scenario paths as the validator writes them, manifest paths prefixed', () => {
    expect(issuePath(['scenario', 'elicits', 0, 'weight'])).toBe('elicits[0].weight');
    expect(issuePath(['scenario', 'claims'])).toBe('claims');
    expect(issuePath(['manifest', 'title'])).toBe('manifest.title');
  });

  it('makes a pack id from a title', () => {
    expect(idFromText('Reyes v. Dalton Haulage (2026)')).toBe('reyes-v-dalton-haulage-2026');
    expect(idFromText('  Ünïcode—Case ')).toBe('unicode-case');
  });

  it('starts each kind of pack with the texts to write named, and nothing else wrong', () => {
    for (const kind of ['trial', 'consultation'] as const) {
      const draft = newDraft(kind);
      const { issues } = validateDraft(draft);
      expect(issues.length, kind).toBeGreaterThan(5);
      expect(issues.every((issue) => /must not be empty|Use 1 to 64/.test(issue.message)), JSON.stringify(issues)).toBe(true);
      expect(validateDraft(filledIn(draft) as typeof draft).issues, kind).toEqual([]);
    }
  });

  it('adds items that are valid once their texts are written', () => {
    const trial = filledIn(newDraft('trial')) as ReturnType<typeof newDraft>;
    const scenario = trial.scenario as { witnesses: unknown[]; elicits: unknown[]; parties: unknown[] };
    const more = {
      ...trial,
      scenario: {
        ...trial.scenario,
        witnesses: [...scenario.witnesses, filledIn(newWitness(2))],
        elicits: [...scenario.elicits, filledIn({ ...newElicit(2, 'witness-2'), id: 'elicit-2' })],
        parties: [...scenario.parties, filledIn(newParty(3, 'defense'))],
      },
    };
    expect(validateDraft(more).issues).toEqual([]);
    const consultation = filledIn(newDraft('consultation')) as ReturnType<typeof newDraft>;
    const hidden = { ...(filledIn(newFact(2)) as object), id: 'fact-2', disclosure: 'hidden', unlock: { mode: 'any', conditions: [{ ...newCondition('afterFacts'), factIds: ['fact-1'] }, newCondition('rapport')] } };
    const withMore = { ...consultation, scenario: { ...consultation.scenario, facts: [...(consultation.scenario.facts as unknown[]), hidden], rubric: [...(consultation.scenario.rubric as unknown[]), { ...(filledIn(newRubricItem(2)) as object), id: 'item-2' }] } };
    expect(validateDraft(withMore).issues).toEqual([]);
  });
});

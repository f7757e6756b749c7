import { describe, expect, it } from 'vitest';
import {
  ConsultationScenario,
  PackManifest,
  parseScenario,
  SCENARIO_FORMAT_VERSION,
  migrateScenario,
  TrialScenario,
  withoutEvaluationOnly,
} from '../../../shared/scenario';

const witness = (id: string, side: 'plaintiff' | 'defense') => ({
  id,
  name: `Witness ${id}`,
  side,
  role: 'Deckhand',
  affidavit: 'I saw the ship.',
  profile: { cooperativeness: 0.5, verbosity: 0.5, memoryQuality: 0.5 },
  knowledgeBoundaries: [],
});

const minimalTrial = () => ({
  kind: 'trial',
  formatVersion: 1,
  metadata: { title: 'T', summary: 'S', category: 'civil', difficulty: 'introductory', durationMinutes: 30 },
  caseType: 'civil',
  caption: 'A v B',
  claims: ['Negligence'],
  burdenOfProof: 'Preponderance of the evidence.',
  parties: [
    { id: 'a', name: 'A', side: 'plaintiff', description: 'Owner' },
    { id: 'b', name: 'B', side: 'defense', description: 'Master' },
  ],
  caseTheories: { plaintiff: 'B was too fast.', defense: 'A was not lit.' },
  stipulations: [],
  specialInstructions: [],
  juryInstructions: [],
  witnesses: [witness('w1', 'plaintiff'), witness('w2', 'defense')],
  exhibits: [],
  elicits: [{ id: 'e1', label: 'Speed 22.5 knots', weight: 3, category: 'speed', witnessId: 'w1' }],
  learningObjectives: [],
});

const minimalConsultation = () => ({
  kind: 'consultation',
  formatVersion: 1,
  metadata: { title: 'C', summary: 'S', category: 'housing', difficulty: 'introductory', durationMinutes: 30 },
  practiceArea: 'Housing',
  studentBrief: 'Interview the client.',
  setting: 'Clinic office.',
  client: {
    name: 'Dana',
    background: 'Tenant.',
    presentingProblem: 'Eviction notice.',
    openingStatement: 'I got a letter.',
    legalLiteracy: 'low',
    disclosureWillingness: 'medium',
    emotionalStability: 'low',
    narrativeProficiency: 'medium',
  },
  facts: [
    { id: 'f1', text: 'Rent is late.', category: 'rent', disclosure: 'volunteered' },
    {
      id: 'f2',
      text: 'Mould in the bedroom.',
      category: 'repairs',
      disclosure: 'hidden',
      unlock: { mode: 'any', conditions: [{ kind: 'askedAbout', keywords: ['repair', 'condition'] }] },
    },
  ],
  rubric: [
    {
      id: 'r1',
      label: 'Asks about repairs',
      category: 'fact-gathering',
      points: 2,
      description: 'Finds the disrepair.',
      referenceAnswer: { evaluationOnly: true, text: 'Disrepair counterclaim.' },
      relatedFactIds: ['f2'],
    },
  ],
  exhibits: [],
  learningObjectives: [],
});

describe('scenario schema', () => {
  it('accepts a minimal trial and consultation', () => {
    expect(TrialScenario.safeParse(minimalTrial()).success).toBe(true);
    expect(ConsultationScenario.safeParse(minimalConsultation()).success).toBe(true);
    expect(parseScenario(minimalConsultation()).ok).toBe(true);
  });

  it('reports a missing affidavit by JSON path and sentence', () => {
    const doc = minimalTrial() as Record<string, unknown> & { witnesses: Record<string, unknown>[] };
    delete doc.witnesses[1]!.affidavit;
    const result = parseScenario(doc);
    expect(result).toEqual({
      ok: false,
      issues: [{ path: 'witnesses[1].affidavit', message: 'This field is required and must be a string.' }],
    });
  });

  it('rejects a zero weight, a dangling witness id, duplicate ids and unknown fields', () => {
    const doc = minimalTrial();
    doc.elicits.push({ id: 'e1', label: 'x', weight: 0, category: 'c', witnessId: 'nobody' });
    (doc.metadata as Record<string, unknown>).titel = 'typo';
    const result = parseScenario(doc);
    if (result.ok) throw new Error('expected failure');
    const byPath = Object.fromEntries(result.issues.map((i) => [i.path, i.message]));
    expect(byPath['elicits[1].weight']).toMatch(/non-zero/);
    expect(byPath['metadata']).toMatch(/Unknown field "titel"/);
    // The cross-field checks run once the shapes are valid.
    doc.elicits[1]!.weight = -2;
    delete (doc.metadata as Record<string, unknown>).titel;
    const second = parseScenario(doc);
    if (second.ok) throw new Error('expected failure');
    expect(second.issues.map((i) => i.path).sort()).toEqual(['elicits[1].id', 'elicits[1].witnessId']);
  });

  it('requires an unlock rule on hidden facts and known fact ids', () => {
    const doc = minimalConsultation();
    delete (doc.facts[1] as Record<string, unknown>).unlock;
    doc.rubric[0]!.relatedFactIds = ['f9'];
    const result = parseScenario(doc);
    if (result.ok) throw new Error('expected failure');
    expect(result.issues.map((i) => i.path).sort()).toEqual(['facts[1].unlock', 'rubric[0].relatedFactIds[0]']);
  });

  it('refuses newer formats and runs migrations from older ones', () => {
    const newer = { ...minimalTrial(), formatVersion: SCENARIO_FORMAT_VERSION + 1 };
    const refused = parseScenario(newer);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues[0]!.message).toMatch(/Update Moot/);

    // The hook upgrades one version at a time, up to the target.
    const migrations = { 1: (doc: Record<string, unknown>) => ({ ...doc, formatVersion: 2, renamed: doc.caption }) };
    const migrated = migrateScenario(minimalTrial(), 2, migrations);
    expect(migrated.ok && (migrated.doc as Record<string, unknown>).renamed).toBe('A v B');
    expect(migrateScenario(minimalTrial(), 3, migrations)).toMatchObject({ ok: false, issues: [{ path: 'formatVersion' }] });
  });

  it('strips evaluation-only answers for role players', () => {
    const parsed = ConsultationScenario.parse(minimalConsultation());
    const safe = withoutEvaluationOnly(parsed);
    expect(JSON.stringify(safe)).not.toContain('Disrepair counterclaim');
    expect(safe.rubric[0]!.label).toBe('Asks about repairs');
  });

  it('validates a built manifest', () => {
    const ok = PackManifest.safeParse({
      formatVersion: 1,
      id: 'p',
      title: 'P',
      author: 'A',
      licence: 'CC-BY-4.0',
      confidential: false,
      kind: 'trial',
      files: { 'scenario.json': { sha256: 'a'.repeat(64), bytes: 3 } },
    });
    expect(ok.success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { buildClassView, type ReadProgressFile } from '../../../main/progress';

const skill = (id: string, value: number | null, observations: number) => ({
  id, label: id, group: 'form' as const, measure: 'share' as const, unit: 'share' as const, value, num: (value ?? 0) * observations, observations, counts: {}, trend: [], slope: null, sessionIds: [],
});

function student(name: string, fingerprint: string, exportedAt: string, values: [number | null, number][], packs: string[]): ReadProgressFile & { fileName: string } {
  return {
    fileName: `${name}.json`,
    signatureValid: true,
    file: {
      format: 'moot-progress',
      version: 1,
      signature: { publicKey: 'k', fingerprint, signature: 's' },
      body: {
        student: { name, profileId: name },
        exportedAt,
        sessionCount: packs.length,
        skills: values.map(([value, observations], index) => skill(`s${index}`, value, observations)),
        weakest: values.some(([value]) => value !== null && value < 0.5) ? [{ skillId: 's0', label: 's0', finding: '', nextStep: '', drill: null, sessionIds: [] }] : [],
        sessions: packs.map((packId, index) => ({ id: `${name}${index}`, kind: 'trial' as const, packId, title: packId.toUpperCase(), createdAt: exportedAt, eventCount: 10 })),
      },
    },
  };
}

describe('the class view', () => {
  it('spreads each skill over the students, names who needs help, counts the packs played, and keeps each student’s latest file', () => {
    const view = buildClassView([
      student('Cleo', 'c', '2026-02-01', [[0.2, 10], [0.9, 4]], ['avery', 'kestrel']),
      student('Abe', 'a', '2026-02-01', [[0.8, 5], [null, 0]], ['avery']),
      student('Bea', 'b', '2026-02-01', [[0.4, 5], [0.5, 2]], ['avery']),
      student('Cleo', 'c', '2026-01-01', [[0.1, 3], [0.1, 3]], ['avery']),
    ]);
    expect(view.students.map((s) => s.name)).toEqual(['Abe', 'Bea', 'Cleo']);
    expect(view.skills).toEqual([
      { id: 's0', label: 's0', unit: 'share', values: [0.8, 0.4, 0.2], median: 0.4, min: 0.2, max: 0.8 },
      { id: 's1', label: 's1', unit: 'share', values: [null, 0.5, 0.9], median: 0.7, min: 0.5, max: 0.9 },
    ]);
    expect(view.needsHelp).toEqual([{ skillId: 's0', label: 's0', students: ['Bea', 'Cleo'] }]);
    expect(view.packs).toEqual([
      { packId: 'avery', title: 'AVERY', students: ['Abe', 'Bea', 'Cleo'], sessions: 3 },
      { packId: 'kestrel', title: 'KESTREL', students: ['Cleo'], sessions: 1 },
    ]);
  });
});

import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPack } from '../../../main/packs';

const root = join(import.meta.dirname, '..', '..', '..', 'scenarios');
const folders = readdirSync(root).filter((name) => existsSync(join(root, name, 'manifest.json')));
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('built-in scenarios', () => {
  it('are the three expected packs', () => {
    expect(folders.sort()).toEqual(['kestrel-v-northgate', 'state-v-avery', 'vega-notice-to-quit']);
  });

  it.each(folders)('%s builds and validates, with the depth the course needs', async (folder) => {
    const { pack } = await buildPack(join(root, folder));
    expect(pack.signature.status).toBe('unsigned');
    expect(pack.manifest.id).toBe(folder);
    const s = pack.scenario;
    expect(s.exhibits.some((e) => e.mediaType === 'application/pdf' || e.mediaType === 'image/png')).toBe(true);
    if (s.kind === 'trial') {
      for (const w of s.witnesses) expect(wordCount(w.affidavit), w.id).toBeGreaterThanOrEqual(400);
      expect(s.elicits.length).toBeGreaterThanOrEqual(10);
      expect(s.elicits.some((e) => e.weight > 0)).toBe(true);
      expect(s.elicits.some((e) => e.weight < 0)).toBe(true);
      expect(s.elicits.every((e) => (e.modelQuestions ?? []).length > 0)).toBe(true);
      expect(s.stipulations.length).toBeGreaterThan(0);
      expect(s.juryInstructions.length).toBeGreaterThan(0);
      for (const side of ['plaintiff', 'defense'] as const) {
        expect(s.witnesses.filter((w) => w.side === side).length).toBeGreaterThanOrEqual(2);
      }
      // Every witness has elicits to aim at.
      for (const w of s.witnesses) expect(s.elicits.some((e) => e.witnessId === w.id), w.id).toBe(true);
    } else {
      expect(s.facts.filter((f) => f.disclosure === 'hidden').length).toBeGreaterThanOrEqual(4);
      expect(s.rubric.every((r) => r.referenceAnswer.evaluationOnly)).toBe(true);
    }
  });

  it('include a maritime case with experts on both sides', async () => {
    const { pack } = await buildPack(join(root, 'kestrel-v-northgate'));
    const s = pack.scenario;
    if (s.kind !== 'trial') throw new Error('expected a trial');
    expect(s.witnesses.filter((w) => w.isExpert).map((w) => w.side).sort()).toEqual(['defense', 'plaintiff']);
    expect(s.witnesses.map((w) => w.affidavit).join(' ')).toContain('22.5 knots');
  });
});

import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../main/models/loadCatalog';

describe('models/catalog.json', () => {
  const catalog = loadCatalog();

  it('parses, with agent models, a light model and all-MiniLM-L6-v2', () => {
    const roles = catalog.models.map((model) => model.role);
    expect(roles).toContain('agents');
    expect(roles).toContain('agents-light');
    expect(catalog.models.find((model) => model.role === 'embeddings')?.id).toBe('all-minilm-l6-v2');
  });

  it('pins every download to a Hugging Face revision and checks every GGUF by sha256', () => {
    for (const model of catalog.models) {
      for (const file of model.files) expect(file.url).toMatch(/^https:\/\/huggingface\.co\/[^/]+\/[^/]+\/resolve\/[0-9a-f]{40}\//);
      if (model.format === 'gguf') expect(model.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
      // An unverifiable figure is null and the notes say why; never a guess.
      if (model.files.some((file) => file.sizeBytes === null)) expect(model.notes).toMatch(/not verif|no documented/);
    }
  });

  it('names the field of a broken entry', () => {
    const broken = structuredClone(catalog) as { models: { files: { sha256: string | null }[] }[] };
    broken.models[1]!.files[0]!.sha256 = 'not-a-hash';
    expect(() => loadCatalog(broken)).toThrow(/catalog\.json is invalid at models\[1\]\.files\[0\]\.sha256/);
  });
});

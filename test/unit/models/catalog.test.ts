import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog, loadCatalogFile, resolveCatalog } from '../../../main/models/loadCatalog';

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

describe('MOOT_MODEL_CATALOG (a catalog file instead of the bundled one)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'moot-catalog-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bundled = loadCatalog();
  const write = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('uses the named file when set, the bundled catalog otherwise', () => {
    const mirror = { formatVersion: 1, models: [bundled.models[0]] };
    const path = write('mirror.json', JSON.stringify(mirror));
    expect(resolveCatalog({ MOOT_MODEL_CATALOG: path }).models.map((model) => model.id)).toEqual([bundled.models[0]?.id]);
    expect(resolveCatalog({}).models.length).toBe(bundled.models.length);
    expect(resolveCatalog({ MOOT_MODEL_CATALOG: '  ' }).models.length).toBe(bundled.models.length);
  });

  it('names the file and the field of a bad entry', () => {
    const broken = structuredClone(bundled) as { models: { files: { url: string }[] }[] };
    broken.models[0]!.files[0]!.url = 'not a url';
    const path = write('broken.json', JSON.stringify(broken));
    expect(() => resolveCatalog({ MOOT_MODEL_CATALOG: path })).toThrow(`${path} is invalid at models[0].files[0].url`);
  });

  it('names a missing file and a file that is not JSON', () => {
    const missing = join(dir, 'missing.json');
    expect(() => loadCatalogFile(missing)).toThrow(`The model catalog ${missing} cannot be read: no such file.`);
    const garbled = write('garbled.json', '{ "formatVersion": 1,');
    expect(() => loadCatalogFile(garbled)).toThrow(`The model catalog ${garbled} is not valid JSON`);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { packFormatFiles } from '../../../main/app/packFormatDocsCli';
import { appRoot } from '../../../main/app/appRoot';

// Issue 15: the JSON Schemas editors validate with, and docs/pack-format.md, are generated from the
// zod schemas; they must be current, and every real pack must pass them.

const files = packFormatFiles();
const packFolders = [
  ...readdirSync(join(appRoot, 'scenarios'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(appRoot, 'scenarios', entry.name)),
  ...readdirSync(join(appRoot, 'test/fixtures/unseen'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'scripts').map((entry) => join(appRoot, 'test/fixtures/unseen', entry.name)),
];
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
/** Compiled once per schema: compiling is the slow part. */
const compile = (file: string) => validators.get(file) ?? validators.set(file, ajv.compile(JSON.parse(files[file]!))).get(file)!;
const readJson = (folder: string, name: string) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>;

describe('the pack format reference', () => {
  it.each(Object.keys(files))('%s is current (run npm run docs:pack-format after changing a schema)', (path) => {
    expect(readFileSync(join(appRoot, path), 'utf8')).toBe(files[path]);
  });

  it('documents every field of both files with its effect', () => {
    const markdown = files['docs/pack-format.md']!;
    for (const field of ['affidavit', 'knowledgeBoundaries', 'weight', 'keywords', 'disclosure', 'atLeast', 'confidential', 'stipulatedAdmissible']) expect(markdown).toContain(`| \`${field}\` |`);
    // Every row says what the field does.
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => /\|\s*\|$/.test(row))).toEqual([]);
  });

  it.each(packFolders.map((folder) => [folder.split('/').slice(-2).join('/'), folder]))('accepts the real pack %s', (_name, folder) => {
    for (const [file, schema] of [['scenario.json', 'docs/schemas/scenario.schema.json'], ['manifest.json', 'docs/schemas/manifest.schema.json']] as const) {
      const validate = compile(schema);
      expect({ file, valid: validate(readJson(folder, file)), errors: validate.errors ?? null }).toEqual({ file, valid: true, errors: null });
    }
  });

  it('rejects what the validator rejects: a misspelt field, a dial out of range, a wrong kind of fact', () => {
    const validate = compile('docs/schemas/scenario.schema.json');
    const avery = readJson(join(appRoot, 'scenarios/state-v-avery'), 'scenario.json');
    const witness = (avery['witnesses'] as Record<string, unknown>[])[0]!;
    expect(validate({ ...avery, witnesess: [] })).toBe(false);
    expect(validate({ ...avery, witnesses: [{ ...witness, profile: { ...(witness['profile'] as object), verbosity: 7 } }] })).toBe(false);
    const vega = readJson(join(appRoot, 'scenarios/vega-notice-to-quit'), 'scenario.json');
    const fact = (vega['facts'] as Record<string, unknown>[])[0]!;
    expect(validate({ ...vega, facts: [{ ...fact, disclosure: 'secret' }] })).toBe(false);
    expect(validate(vega)).toBe(true);
  });
});

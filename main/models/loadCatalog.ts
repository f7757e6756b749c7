import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import catalogJson from '../../models/catalog.json';
import { ModelCatalog } from '../../shared/contract/schemas/models';
import { formatIssuePath } from '../../shared/formatIssuePath';

/** The bundled models/catalog.json, checked: a bad edit fails loudly, naming the field. */
export function loadCatalog(raw: unknown = catalogJson, source = 'models/catalog.json'): ModelCatalog {
  const parsed = ModelCatalog.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source} is invalid at ${formatIssuePath(issue?.path ?? [])}: ${issue?.message ?? 'unknown problem'}`);
  }
  const ids = new Set<string>();
  for (const model of parsed.data.models) {
    if (ids.has(model.id)) throw new Error(`${source} lists the id "${model.id}" twice.`);
    ids.add(model.id);
  }
  return parsed.data;
}

/** A catalog file on disk (an internal mirror's), checked like the bundled one. */
export function loadCatalogFile(path: string): ModelCatalog {
  const file = resolve(path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`The model catalog ${file} cannot be read: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}.`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`The model catalog ${file} is not valid JSON: ${(error as Error).message}`);
  }
  return loadCatalog(raw, file);
}

/**
 * The catalog the app offers: the file named by `MOOT_MODEL_CATALOG` (a clinic's internal mirror,
 * say) when it is set, otherwise the bundled one.
 */
export function resolveCatalog(env: NodeJS.ProcessEnv = process.env): ModelCatalog {
  const path = env.MOOT_MODEL_CATALOG?.trim();
  return path ? loadCatalogFile(path) : loadCatalog();
}

import catalogJson from '../../models/catalog.json';
import { ModelCatalog } from '../../shared/contract/schemas/models';
import { formatIssuePath } from '../../shared/formatIssuePath';

/** The bundled models/catalog.json, checked: a bad edit fails loudly, naming the field. */
export function loadCatalog(raw: unknown = catalogJson): ModelCatalog {
  const parsed = ModelCatalog.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`models/catalog.json is invalid at ${formatIssuePath(issue?.path ?? [])}: ${issue?.message ?? 'unknown problem'}`);
  }
  const ids = new Set<string>();
  for (const model of parsed.data.models) {
    if (ids.has(model.id)) throw new Error(`models/catalog.json lists the id "${model.id}" twice.`);
    ids.add(model.id);
  }
  return parsed.data;
}

import { z } from 'zod';
import { PackManifestSource } from '../../shared/scenario/PackManifest';
import { Scenario } from '../../shared/scenario/Scenario';

// The pack format's reference, made from the zod schemas that validate packs, so it can never
// drift from them: JSON Schemas that editors validate pack files with as they are typed, and
// docs/pack-format.md, a table per object with every field's type, range, default and its
// effect on play (each field's `.describe()` text).

/** One JSON Schema node, in the parts this renderer reads. */
interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

/** The JSON Schemas of `scenario.json` and `manifest.json` (as an author writes them: defaults optional). */
export function packFormatSchemas(): { scenario: object; manifest: object } {
  const toSchema = (schema: z.ZodType, title: string) => ({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) });
  return {
    scenario: toSchema(Scenario, 'Moot scenario.json (a trial or a client consultation)'),
    manifest: toSchema(PackManifestSource, 'Moot manifest.json'),
  };
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const BIG = 1e15;

/** The type and range of a field in words: "text, 1–200 characters", "number 0–1", "list of …, at most 30". */
function typeAndRange(node: JsonSchema, objectName: (node: JsonSchema) => string): string {
  if (node.const !== undefined) return code(node.const);
  if (node.enum) return `one of ${node.enum.map(code).join(', ')}`;
  if (node.oneOf ?? node.anyOf) return (node.oneOf ?? node.anyOf)!.map((option) => typeAndRange(option, objectName)).join(', or ');
  switch (node.type) {
    case 'string':
      if (node.pattern === ID_PATTERN) return 'id: 1–64 lower-case letters, digits or hyphens';
      if (node.format === 'date-time') return 'date and time, ISO 8601';
      if (node.pattern) return `text matching ${code(node.pattern)}`;
      return node.maxLength !== undefined ? `text, ${node.minLength ?? 0}–${node.maxLength} characters` : 'text';
    case 'number':
    case 'integer': {
      const kind = node.type === 'integer' ? 'whole number' : 'number';
      const max = node.maximum !== undefined && node.maximum < BIG ? node.maximum : null;
      if (node.minimum !== undefined && max !== null) return `${kind} ${node.minimum} to ${max}`;
      if (node.minimum !== undefined) return `${kind}, at least ${node.minimum}`;
      return kind;
    }
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const bounds = [node.minItems ? `at least ${node.minItems}` : null, node.maxItems !== undefined ? `at most ${node.maxItems}` : null].filter(Boolean).join(', ');
      return `list of ${node.items ? typeAndRange(node.items, objectName) : 'values'}${bounds ? ` (${bounds})` : ''}`;
    }
    case 'object':
      if (!node.properties && typeof node.additionalProperties === 'object') return `map of names to ${typeAndRange(node.additionalProperties, objectName)}`;
      return objectName(node);
    default:
      return 'any value';
  }
}

interface Section {
  heading: string;
  node: JsonSchema;
}

/** Objects reached from `node` (through lists and alternatives), each with the path that names it. */
function nestedObjects(node: JsonSchema, path: string): Section[] {
  if (node.type === 'array' && node.items) return nestedObjects(node.items, `${path}[]`);
  const options = node.oneOf ?? node.anyOf;
  if (options) {
    return options.flatMap((option) => {
      const kind = option.properties?.['kind']?.const;
      // The two kinds of scenario are headed by their kind; a kind inside a list is named after it.
      const named = kind === undefined ? path : path === '' ? String(kind) : `${path} (kind ${code(kind)})`;
      return nestedObjects(option, named);
    });
  }
  if (node.type === 'object' && node.properties) return [{ heading: path, node }];
  if (node.type === 'object' && typeof node.additionalProperties === 'object') return nestedObjects(node.additionalProperties, `${path}.*`);
  return [];
}

/** The Markdown of one file's fields: a table per object, objects in the order they are reached. */
function renderFile(title: string, root: JsonSchema, rootPath: string): string[] {
  const lines: string[] = [];
  const queue: Section[] = nestedObjects(root, rootPath);
  const rendered = new Map<string, string>();
  const objectName = (path: string) => (node: JsonSchema) => {
    const nested = queue.find((section) => section.node === node);
    return nested ? `object, see [${nested.heading}](#${anchor(nested.heading)})` : `object, see \`${path}\``;
  };
  lines.push(`## ${title}`, '');
  for (let i = 0; i < queue.length; i++) {
    const { heading, node } = queue[i]!;
    lines.push(`### ${heading}`, '');
    // A type used in several places (metadata, exhibits) is described once.
    const key = JSON.stringify(node);
    const earlier = rendered.get(key);
    if (earlier) {
      lines.push(`The same fields as [${earlier}](#${anchor(earlier)}).`, '');
      continue;
    }
    rendered.set(key, heading);
    if (node.description) lines.push(node.description, '');
    lines.push('| field | type and range | required | what it does in play |', '|---|---|---|---|');
    const required = new Set(node.required ?? []);
    for (const [name, field] of Object.entries(node.properties ?? {})) {
      const fieldPath = `${heading}.${name}`;
      for (const nested of nestedObjects(field, fieldPath)) if (!queue.some((section) => section.node === nested.node)) queue.push(nested);
      const need = required.has(name) ? 'yes' : field.default !== undefined ? `no (default ${code(field.default)})` : 'no';
      const described = (field.description ?? '').replace(/\|/g, '\\|');
      lines.push(`| \`${name}\` | ${typeAndRange(field, objectName(fieldPath)).replace(/\|/g, '\\|')} | ${need} | ${described} |`);
    }
    lines.push('');
  }
  return lines;
}

/** GitHub's heading anchor: lower case, spaces to hyphens, punctuation but hyphens and underscores dropped. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

/** docs/pack-format.md. */
export function packFormatMarkdown(): string {
  const { scenario, manifest } = packFormatSchemas();
  const lines = [
    '# The scenario pack format',
    '',
    '<!-- Generated by `npm run docs:pack-format` from the zod schemas in shared/scenario/; edit those, not this file. -->',
    '',
    'A pack is a folder (or the `.moot` file built from it) holding `manifest.json`, `scenario.json` and,',
    'optionally, `exhibits/` with PDFs and images. `npm run pack -- validate <folder>` checks it and lists',
    'every problem with its JSON path; `npm run pack -- lint <folder>` warns about what would go wrong in',
    'play (keywords no affidavit says, elicits no answer can establish, knowledge boundaries that block',
    'elicits) and dry-runs each witness. The README explains building, signing and encrypting.',
    '',
    'Editors validate the two files as you type with the JSON Schemas in `docs/schemas/`. In VS Code:',
    '',
    '```json',
    '"json.schemas": [',
    '  { "fileMatch": ["**/scenario.json"], "url": "./docs/schemas/scenario.schema.json" },',
    '  { "fileMatch": ["**/manifest.json"], "url": "./docs/schemas/manifest.schema.json" }',
    ']',
    '```',
    '',
    'The schemas cannot say everything the validator checks: ids must be unique within their list,',
    'references (`witnessId`, `provedBy`, `factIds`, an exhibit\'s witnesses) must name something that',
    'exists, a hidden fact needs an unlock rule, and an elicit\'s weight is never 0.',
    '',
    'Text fields are trimmed, and may not be empty. A list marked "no (default `[]`)" may be left out.',
    '',
    ...renderFile('manifest.json', manifest as JsonSchema, 'manifest'),
    ...renderFile('scenario.json', scenario as JsonSchema, ''),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

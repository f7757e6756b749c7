import { BadInputError } from '../../shared/errors';

/** A JSON schema as plain data (what `z.toJSONSchema` emits, or hand-written). */
export type JsonSchema = { readonly [key: string]: unknown };

const BASIC_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reduces a JSON schema to the subset llama.cpp grammars can enforce (node-llama-cpp's
 * GbnfJsonSchema): type, enum, const, oneOf (anyOf is read as oneOf), object properties, array
 * items with min/maxItems, string min/maxLength. Other keywords (`pattern`, `minimum`, `$schema`,
 * descriptions) are dropped here and checked afterwards by the schema's own validation.
 * Throws `BadInputError` naming the path for a shape the grammar cannot express.
 */
export function toGrammarSchema(schema: unknown, path = '$'): JsonSchema {
  if (!isRecord(schema)) throw new BadInputError(`Schema at ${path} must be an object.`, path);
  if ('const' in schema) return { const: schema.const };
  if (Array.isArray(schema.enum)) return { enum: schema.enum };
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(alternatives)) {
    return { oneOf: alternatives.map((alternative, index) => toGrammarSchema(alternative, `${path}.oneOf[${index}]`)) };
  }
  const type = schema.type;
  if (type === 'object') {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, toGrammarSchema(value, `${path}.${key}`)]),
      ),
    };
  }
  if (type === 'array') {
    const result: Record<string, unknown> = { type: 'array' };
    if (schema.items !== undefined) result.items = toGrammarSchema(schema.items, `${path}[]`);
    if (typeof schema.minItems === 'number') result.minItems = schema.minItems;
    if (typeof schema.maxItems === 'number') result.maxItems = schema.maxItems;
    return result;
  }
  if (type === 'string') {
    const result: Record<string, unknown> = { type: 'string' };
    if (typeof schema.minLength === 'number') result.minLength = schema.minLength;
    if (typeof schema.maxLength === 'number') result.maxLength = schema.maxLength;
    return result;
  }
  if (typeof type === 'string' && BASIC_TYPES.has(type)) return { type };
  if (Array.isArray(type) && type.every((item) => typeof item === 'string' && BASIC_TYPES.has(item))) return { type };
  throw new BadInputError(`Schema at ${path} has a type the grammar cannot express: ${JSON.stringify(type)}.`, path);
}

/**
 * Checks a parsed value against the same subset (plus `required`, `additionalProperties: false`,
 * `minimum`/`maximum`). Returns the first problem as `{ path, message }`, or null when it fits.
 */
export function findSchemaViolation(value: unknown, schema: unknown, path = '$'): { path: string; message: string } | null {
  if (!isRecord(schema)) return null;
  const fail = (message: string) => ({ path, message });
  if ('const' in schema) return Object.is(value, schema.const) ? null : fail(`must be ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum)) {
    return schema.enum.some((option) => Object.is(option, value)) ? null : fail(`must be one of ${JSON.stringify(schema.enum)}`);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(alternatives)) {
    return alternatives.some((alternative) => findSchemaViolation(value, alternative, path) === null)
      ? null
      : fail('matches none of the allowed shapes');
  }
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  if (schema.type !== undefined && !types.some((type) => hasType(value, type))) return fail(`must be of type ${types.join(' or ')}`);
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return fail(`must be at least ${schema.minLength} characters`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return fail(`must be at most ${schema.maxLength} characters`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return fail(`must be >= ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) return fail(`must be <= ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return fail(`needs at least ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return fail(`allows at most ${schema.maxItems} items`);
    for (let index = 0; index < value.length; index++) {
      const problem = findSchemaViolation(value[index], schema.items, `${path}[${index}]`);
      if (problem) return problem;
    }
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    for (const key of required) if (!(key in value)) return { path: `${path}.${key}`, message: 'is required' };
    for (const [key, item] of Object.entries(value)) {
      if (key in properties) {
        const problem = findSchemaViolation(item, properties[key], `${path}.${key}`);
        if (problem) return problem;
      } else if (schema.additionalProperties === false) {
        return { path: `${path}.${key}`, message: 'is not allowed' };
      }
    }
  }
  return null;
}

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

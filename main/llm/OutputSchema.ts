import { z } from 'zod';
import { formatIssuePath } from '../../shared/formatIssuePath';
import { findSchemaViolation, toGrammarSchema, type JsonSchema } from './jsonSchemaSubset';
import { ModelOutputError } from './modelErrors';

/**
 * What a structured call must produce. `jsonSchema` is sent to the cloud as `response_format`;
 * `grammarSchema` is the subset enforced by a llama.cpp grammar; `parse` is the final check of
 * every answer, whoever generated it.
 */
export interface OutputSchema<T> {
  /** Short identifier (`judge_ruling`), used as the json_schema name for OpenAI-compatible servers. */
  readonly name: string;
  readonly jsonSchema: JsonSchema;
  readonly grammarSchema: JsonSchema;
  /** Returns the typed value or throws `ModelOutputError` naming the offending path. */
  parse(value: unknown, raw: string): T;
}

/** An output schema from a zod schema: the JSON schema is derived, zod does the final check. */
export function zodOutputSchema<T>(name: string, schema: z.ZodType<T>): OutputSchema<T> {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Record<string, unknown>;
  return {
    name,
    jsonSchema,
    grammarSchema: toGrammarSchema(jsonSchema),
    parse(value, raw) {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      const issue = result.error.issues[0];
      const path = formatIssuePath(issue?.path ?? []);
      throw new ModelOutputError(`The model's ${name} output is invalid at ${path}: ${issue?.message ?? 'unknown problem'}.`, raw, path);
    },
  };
}

/** An output schema from a plain JSON schema (the grammar subset), checked by `findSchemaViolation`. */
export function jsonOutputSchema<T = unknown>(name: string, jsonSchema: JsonSchema): OutputSchema<T> {
  return {
    name,
    jsonSchema,
    grammarSchema: toGrammarSchema(jsonSchema),
    parse(value, raw) {
      const problem = findSchemaViolation(value, jsonSchema);
      if (problem) throw new ModelOutputError(`The model's ${name} output is invalid at ${problem.path}: it ${problem.message}.`, raw, problem.path);
      return value as T;
    },
  };
}

/** Parses generated JSON text and checks it, with a clear error for truncated or malformed JSON. */
export function parseStructuredOutput<T>(schema: OutputSchema<T>, raw: string): T {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ModelOutputError(`The model's ${schema.name} output is not valid JSON (it may have hit maxTokens): ${raw.slice(0, 120)}`, raw);
  }
  return schema.parse(value, raw);
}

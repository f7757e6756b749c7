import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BadInputError } from '../../../shared/errors';
import { findSchemaViolation, toGrammarSchema } from '../../../main/llm/jsonSchemaSubset';
import { ModelOutputError } from '../../../main/llm/modelErrors';
import { jsonOutputSchema, parseStructuredOutput, zodOutputSchema } from '../../../main/llm/OutputSchema';

describe('output schemas', () => {
  const ruling = zodOutputSchema(
    'judge_ruling',
    z.object({ ruling: z.enum(['sustained', 'overruled']), reason: z.string().max(40), rule: z.string().nullable(), confidence: z.number().min(0).max(1) }),
  );

  it('derives a grammar schema from zod: enums, capped strings, nullable as a type list', () => {
    expect(ruling.grammarSchema).toEqual({
      type: 'object',
      properties: {
        ruling: { enum: ['sustained', 'overruled'] },
        reason: { type: 'string', maxLength: 40 },
        rule: { type: ['string', 'null'] },
        confidence: { type: 'number' },
      },
    });
    expect(ruling.jsonSchema).not.toHaveProperty('$schema');
    expect(ruling.jsonSchema).toMatchObject({ required: ['ruling', 'reason', 'rule', 'confidence'] });
  });

  it('parses valid output and names the path of invalid output', () => {
    expect(parseStructuredOutput(ruling, '{"ruling":"overruled","reason":"ok","rule":null,"confidence":0.5}')).toEqual({
      ruling: 'overruled',
      reason: 'ok',
      rule: null,
      confidence: 0.5,
    });
    expect(() => parseStructuredOutput(ruling, '{"ruling":"overruled","reason":"ok","rule":null,"confidence":2}')).toThrow(/invalid at confidence/);
    expect(() => parseStructuredOutput(ruling, '{"ruling":"overr')).toThrow(ModelOutputError);
    expect(() => parseStructuredOutput(ruling, '{"ruling":"overr')).toThrow(/not valid JSON \(it may have hit maxTokens\)/);
  });

  it('checks plain JSON schemas with required, additionalProperties, enums and bounds', () => {
    const schema = {
      type: 'object',
      properties: { object: { type: 'boolean' }, ground: { enum: ['hearsay', 'leading'] }, notes: { type: 'array', items: { type: 'string' }, maxItems: 2 } },
      required: ['object', 'ground'],
      additionalProperties: false,
    };
    const objection = jsonOutputSchema('objection', schema);
    expect(objection.parse({ object: true, ground: 'hearsay' }, '')).toEqual({ object: true, ground: 'hearsay' });
    expect(findSchemaViolation({ object: true }, schema)).toEqual({ path: '$.ground', message: 'is required' });
    expect(findSchemaViolation({ object: 1, ground: 'hearsay' }, schema)).toEqual({ path: '$.object', message: 'must be of type boolean' });
    expect(findSchemaViolation({ object: true, ground: 'hearsay', extra: 1 }, schema)).toEqual({ path: '$.extra', message: 'is not allowed' });
    expect(findSchemaViolation({ object: true, ground: 'hearsay', notes: ['a', 'b', 'c'] }, schema)).toEqual({ path: '$.notes', message: 'allows at most 2 items' });
    expect(() => objection.parse({ object: true, ground: 'gossip' }, '')).toThrow(/objection output is invalid at \$\.ground: it must be one of/);
  });

  it('refuses a schema the grammar cannot express, naming the path', () => {
    expect(() => toGrammarSchema({ type: 'object', properties: { when: { type: 'date' } } })).toThrow(BadInputError);
    expect(() => toGrammarSchema({ type: 'object', properties: { when: { type: 'date' } } })).toThrow(/Schema at \$\.when/);
  });
});

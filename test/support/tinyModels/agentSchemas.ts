import { z } from 'zod';
import { jsonOutputSchema, zodOutputSchema } from '../../../main/llm/OutputSchema';

// Shapes like the cast's outputs, with the string caps the cast will use: a random model under a
// grammar then always finishes its JSON within a few hundred tokens.
export const JudgeRuling = z.object({
  ruling: z.enum(['sustained', 'overruled']),
  reason: z.string().max(60),
  rule: z.string().max(16),
});

export const judgeSchema = zodOutputSchema('judge_ruling', JudgeRuling);

export const objectionSchema = jsonOutputSchema<{ object: boolean; ground: string; rule: string; isIntentionallyIncorrect: boolean }>(
  'objection',
  {
    type: 'object',
    properties: {
      object: { type: 'boolean' },
      ground: { type: 'string', enum: ['none', 'leading', 'hearsay', 'relevance', 'speculation', 'compound'] },
      rule: { type: 'string', maxLength: 16 },
      isIntentionallyIncorrect: { type: 'boolean' },
    },
    required: ['object', 'ground', 'rule', 'isIntentionallyIncorrect'],
    additionalProperties: false,
  },
);

export const examinationQuestionSchema = zodOutputSchema(
  'oca_question',
  z.object({ question: z.string().min(1).max(80), isIntentionallyDefective: z.boolean(), defect: z.string().max(20).nullable() }),
);

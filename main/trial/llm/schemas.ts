import { z } from 'zod';
import { Ruling, type ObjectionGround } from '../../../shared/domain';
import { zodOutputSchema, type OutputSchema } from '../../llm/OutputSchema';

// What the models of the LLM cast are asked to produce: flat JSON with every string capped, so
// output under a grammar always ends within `maxTokens`. The agents turn these into the typed
// decisions of `shared/domain/agentDecisions.ts`, which the engine validates for every cast.
// The caps fit each agent's `maxTokens` even at one token per character (a tiny test model).

const groundOrNone = (grounds: readonly ObjectionGround[]) => z.enum(['none', ...grounds] as [string, ...string[]]);

export const objectionOutputShape = (grounds: readonly ObjectionGround[]) =>
  z.object({
    object: z.boolean(),
    ground: groundOrNone(grounds),
    rule: z.string().max(24),
    isIntentionallyIncorrect: z.boolean(),
  });
export type ObjectionOutput = z.infer<ReturnType<typeof objectionOutputShape>>;

export const examinationOutputShape = (grounds: readonly ObjectionGround[]) =>
  z.object({
    done: z.boolean(),
    question: z.string().max(200),
    targetElicitId: z.string().max(40),
    isIntentionallyDefective: z.boolean(),
    defect: groundOrNone(grounds),
  });
export type ExaminationOutput = z.infer<ReturnType<typeof examinationOutputShape>>;

export const RulingOutput = z.object({
  ruling: Ruling,
  reason: z.string().min(1).max(200),
  rule: z.string().max(24),
});
export type RulingOutput = z.infer<typeof RulingOutput>;

export const objectionOutputSchema = (grounds: readonly ObjectionGround[]): OutputSchema<ObjectionOutput> =>
  zodOutputSchema('oca_objection', objectionOutputShape(grounds));
export const examinationOutputSchema = (grounds: readonly ObjectionGround[]): OutputSchema<ExaminationOutput> =>
  zodOutputSchema('oca_question', examinationOutputShape(grounds));
export const rulingOutputSchema: OutputSchema<RulingOutput> = zodOutputSchema('judge_ruling', RulingOutput);

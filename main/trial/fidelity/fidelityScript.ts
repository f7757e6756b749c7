import { z } from 'zod';
import { BadInputError } from '../../../shared/errors';

/** What kind of question a scripted line is, as its author labelled it. */
export const FidelityQuestionKind = z.enum(['open', 'wh', 'identity', 'yesno', 'tag', 'negative', 'leading', 'outside']);
/** What the affidavit makes of the question: it states the answer, supports or contradicts its premise, or is silent. */
export const FidelityExpectation = z.enum(['stated', 'confirm', 'correct', 'silent']);

/** One line of a fidelity script (JSONL), written with the scenario and never tuned to the engine. */
export const FidelityQuestion = z.object({
  witness: z.string().min(1),
  examination: z.enum(['direct', 'cross']),
  question: z.string().min(1),
  kind: FidelityQuestionKind,
  expect: FidelityExpectation,
  /** Elicits this question may fairly establish. */
  elicits: z.array(z.string()).default([]),
  /** The affidavit's words that answer it, or null. */
  answer: z.string().nullable().optional(),
});
export type FidelityQuestion = z.infer<typeof FidelityQuestion>;

/** Reads a JSONL fidelity script; every bad line is reported with its line number. */
export function parseFidelityScript(source: string, name: string): FidelityQuestion[] {
  const questions: FidelityQuestion[] = [];
  const problems: string[] = [];
  source.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      problems.push(`${name}:${index + 1}: not JSON (${(error as Error).message})`);
      return;
    }
    const parsed = FidelityQuestion.safeParse(json);
    if (parsed.success) questions.push(parsed.data);
    else problems.push(...parsed.error.issues.map((issue) => `${name}:${index + 1}: ${issue.path.join('.') || '(line)'}: ${issue.message}`));
  });
  if (problems.length > 0) throw new BadInputError(problems.join('\n'), name);
  if (questions.length === 0) throw new BadInputError(`${name} has no questions.`, name);
  return questions;
}

import { z } from 'zod';
import { BadInputError } from '../../../shared/errors';

// Real courtroom exchanges, one JSON object a line (the format of ../shared/eval/README.md): the
// question as asked, the exchange before it, the examination, the objection made (if any), the
// ruling as reported and, where the page shows it, the witness's answer.

export const DATASET_OBJECTIONS = [
  'leading', 'compound', 'argumentative', 'asked_and_answered', 'assumes_facts', 'speculation', 'hearsay',
  'relevance', 'beyond_scope', 'foundation', 'opinion', 'nonresponsive', 'other', 'none',
] as const;
export type DatasetObjection = (typeof DATASET_OBJECTIONS)[number];

export const ObjectionRecord = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  context: z.string(),
  examination: z.enum(['direct', 'cross', 'redirect', 'recross', 'deposition', 'unknown']),
  objection: z.enum(DATASET_OBJECTIONS),
  objection_text: z.string(),
  ruling: z.enum(['sustained', 'overruled', 'none', 'unknown']),
  source_url: z.string().url(),
  source_title: z.string(),
  notes: z.string().optional(),
  answer: z.string().optional(),
});
export type ObjectionRecord = z.infer<typeof ObjectionRecord>;

/** Parses a JSONL file of records; a bad line is an error naming the file, the line and the field. */
export function parseObjectionRecords(text: string, file: string): ObjectionRecord[] {
  const records: ObjectionRecord[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      throw new BadInputError(`${where} is not JSON: ${(err as Error).message}`, where);
    }
    const parsed = ObjectionRecord.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || '(record)';
      throw new BadInputError(`${where}: field "${field}": ${issue.message}`, `${where}: ${field}`);
    }
    records.push(parsed.data);
  });
  if (records.length === 0) throw new BadInputError(`${file} holds no records.`, file);
  return records;
}

/** The earlier exchange as question/answer pairs ("Q: … | A: …", pairs separated by " / " or newlines). */
export function contextExchanges(context: string): { question: string; answer: string }[] {
  const exchanges: { question: string; answer: string }[] = [];
  for (const match of context.matchAll(/Q:\s*(.*?)\s*(?:\|\s*A:\s*(.*?))?\s*(?=(?:\/\s*)?Q:|$)/gs)) {
    const question = (match[1] ?? '').trim();
    const answer = (match[2] ?? '').trim().replace(/\s*\/\s*$/, '');
    if (question || answer) exchanges.push({ question, answer });
  }
  // A context that holds only an answer ("A: Not six days…").
  if (exchanges.length === 0) {
    const answer = /A:\s*(.*)$/s.exec(context)?.[1]?.trim();
    if (answer) exchanges.push({ question: '', answer });
  }
  return exchanges;
}

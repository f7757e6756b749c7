import { z } from 'zod';
import { BadInputError } from '../../shared/errors';
import { listImportedRatedCases, listRatings, putImportedRatedCases, type RatedCaseRow, type WritableDB } from '../store';
import { EVAL_AGENTS } from './metrics';
import type { PackSource } from './loadStoredTrial';
import { loadSessionCases } from './sessionCases';

/** A rated agent turn: the case's text and the human's stars. `origin` says whether it was rated here. */
export interface RatedCase extends RatedCaseRow {
  origin: 'local' | 'imported';
}

/** One line of the JSONL dataset. */
const RatedCaseLine = z
  .object({
    caseId: z.string().min(1),
    agent: z.enum(EVAL_AGENTS as [string, ...string[]]),
    packId: z.string().min(1),
    confidential: z.boolean(),
    input: z.string(),
    output: z.string().min(1),
    stars: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    ratedAt: z.string().min(1),
  })
  .strict();

/** Every rated case: this workspace's ratings joined to their turns' cases, then the imported ones. */
export async function collectRatedCases(db: WritableDB, packs: PackSource): Promise<RatedCase[]> {
  const ratings = listRatings(db);
  const bySession = new Map<string, typeof ratings>();
  for (const rating of ratings) bySession.set(rating.sessionId, [...(bySession.get(rating.sessionId) ?? []), rating]);
  const local: RatedCase[] = [];
  for (const [sessionId, sessionRatings] of bySession) {
    const cases = new Map((await loadSessionCases(db, sessionId, packs)).cases.map((evalCase) => [evalCase.eventSeq, evalCase]));
    for (const rating of sessionRatings) {
      const evalCase = cases.get(rating.eventSeq);
      if (!evalCase) continue;
      local.push({
        origin: 'local',
        caseId: evalCase.id,
        agent: evalCase.agent,
        packId: evalCase.packId,
        confidential: evalCase.confidential,
        input: evalCase.input,
        output: evalCase.output,
        stars: rating.stars,
        comment: rating.comment,
        ratedAt: rating.at,
      });
    }
  }
  const imported = listImportedRatedCases(db)
    .filter((row) => !local.some((entry) => entry.caseId === row.caseId))
    .map((row): RatedCase => ({ ...row, origin: 'imported' }));
  return [...local, ...imported];
}

/** The dataset as JSONL: one rated case a line, without the `origin` (it is relative to a machine). */
export function ratedCasesToJsonl(cases: readonly RatedCase[]): string {
  return cases.map(({ origin: _origin, ...line }) => JSON.stringify(line)).join('\n') + (cases.length ? '\n' : '');
}

/** Parses a JSONL dataset; a bad line is refused with its file, line number and field, and nothing is imported. */
export function parseRatedCasesJsonl(text: string, source = 'ratings.jsonl'): RatedCaseRow[] {
  const rows: RatedCaseRow[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    const where = `${source}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new BadInputError(`${where}: not valid JSON.`, where);
    }
    const parsed = RatedCaseLine.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || '(line)';
      throw new BadInputError(`${where}: ${field}: ${issue.message}`, `${where}: ${field}`);
    }
    rows.push(parsed.data);
  });
  return rows;
}

/** Imports a JSONL dataset (all or nothing); returns how many cases it held. */
export function importRatedCasesJsonl(db: WritableDB, text: string, source?: string): number {
  const rows = parseRatedCasesJsonl(text, source);
  putImportedRatedCases(db, rows);
  return rows.length;
}

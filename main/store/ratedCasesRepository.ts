import { nowIso, type ReadableDB, type WritableDB } from './storeDatabase';

/** A rated agent turn with its text, as exported and imported between machines. */
export interface RatedCaseRow {
  caseId: string;
  agent: string;
  packId: string;
  confidential: boolean;
  input: string;
  output: string;
  stars: number;
  comment: string | null;
  ratedAt: string;
}

type Row = { case_id: string; agent: string; pack_id: string; confidential: 0 | 1; input: string; output: string; stars: number; comment: string | null; rated_at: string };

/** Stores imported rated cases in one transaction; a case imported again replaces the earlier copy. */
export function putImportedRatedCases(db: WritableDB, cases: readonly RatedCaseRow[]): void {
  const insert = db.prepare(
    `INSERT OR REPLACE INTO rated_cases (case_id, agent, pack_id, confidential, input, output, stars, comment, rated_at, imported_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = nowIso();
  db.transaction(() => {
    for (const c of cases) insert.run(c.caseId, c.agent, c.packId, c.confidential ? 1 : 0, c.input, c.output, c.stars, c.comment, c.ratedAt, at);
  }).immediate();
}

export function listImportedRatedCases(db: ReadableDB): RatedCaseRow[] {
  return (db.prepare('SELECT * FROM rated_cases ORDER BY case_id').all() as Row[]).map((row) => ({
    caseId: row.case_id,
    agent: row.agent,
    packId: row.pack_id,
    confidential: row.confidential === 1,
    input: row.input,
    output: row.output,
    stars: row.stars,
    comment: row.comment,
    ratedAt: row.rated_at,
  }));
}

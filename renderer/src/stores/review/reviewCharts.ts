import type { TrialRoomReportResult } from '../../../../shared/contract/schemas/trialRoom';
import { OBJECTION_CATALOGUE, type ObjectionGround } from '../../../../shared/domain';

/** The three charts' data, derived from a report (pure, so it is tested without a browser). */
export interface ReviewCharts {
  scoreOverTurns: { turn: number; score: number }[];
  elicitsPerWitness: { witness: string; established: number; open: number }[];
  objectionsByGround: { ground: string; sustained: number; overruled: number; missed: number }[];
}

export function reviewCharts({ brief, events, report }: TrialRoomReportResult): ReviewCharts {
  const scoreOverTurns = [{ turn: 0, score: 0 }];
  for (const event of events) {
    if (event.type !== 'ScoreChanged') continue;
    const last = scoreOverTurns.at(-1)!;
    if (last.turn === event.turn) last.score = event.total;
    else scoreOverTurns.push({ turn: event.turn, score: event.total });
  }
  const name = (id: string) => brief.witnesses.find((w) => w.id === id)?.name ?? id;
  // The student's own elicits, per witness they belong to: established against still open.
  const established = new Set(report.elicits.filter((e) => e.established).map((e) => e.elicitId));
  const perWitness = new Map<string, { established: number; open: number }>();
  for (const elicit of brief.elicits) {
    const key = elicit.witnessId ?? 'any witness';
    const entry = perWitness.get(key) ?? { established: 0, open: 0 };
    if (established.has(elicit.id)) entry.established++;
    else entry.open++;
    perWitness.set(key, entry);
  }
  const elicitsPerWitness = [...perWitness].map(([id, counts]) => ({ witness: name(id), ...counts }));
  const byGround = new Map<ObjectionGround, { sustained: number; overruled: number; missed: number }>();
  const row = (ground: ObjectionGround) => {
    let entry = byGround.get(ground);
    if (!entry) byGround.set(ground, (entry = { sustained: 0, overruled: 0, missed: 0 }));
    return entry;
  };
  for (const made of report.objections.made) {
    if (made.ruling === 'sustained') row(made.ground).sustained++;
    else if (made.ruling === 'overruled') row(made.ground).overruled++;
  }
  for (const missed of report.objections.missed) if (missed.defect) row(missed.defect).missed++;
  const objectionsByGround = [...byGround].map(([ground, counts]) => ({ ground: OBJECTION_CATALOGUE[ground].label, ...counts }));
  return { scoreOverTurns, elicitsPerWitness, objectionsByGround };
}

import { BadInputError } from '../../shared/errors';
import { nowIso, type ReadableDB, type WritableDB } from './storeDatabase';

/** A student's 1–5 star rating of one agent response (an event of a session). */
export interface Rating {
  id: number;
  sessionId: string;
  eventSeq: number;
  stars: number;
  comment: string | null;
  at: string;
}

type RatingRow = { id: number; session_id: string; event_seq: number; stars: number; comment: string | null; at: string };

function rowToRating(row: RatingRow): Rating {
  return { id: row.id, sessionId: row.session_id, eventSeq: row.event_seq, stars: row.stars, comment: row.comment, at: row.at };
}

/**
 * Rates an event; rating the same event again replaces the earlier rating. The event must exist
 * (foreign key), and the rating goes when its session is deleted.
 */
export function rateEvent(db: WritableDB, rating: { sessionId: string; eventSeq: number; stars: number; comment?: string | null }): Rating {
  if (!Number.isInteger(rating.stars) || rating.stars < 1 || rating.stars > 5) throw new BadInputError('stars must be a whole number from 1 to 5.', 'stars');
  return db
    .transaction(() => {
      db.prepare('DELETE FROM ratings WHERE session_id = ? AND event_seq = ?').run(rating.sessionId, rating.eventSeq);
      const row = db
        .prepare('INSERT INTO ratings (session_id, event_seq, stars, comment, at) VALUES (?, ?, ?, ?, ?) RETURNING *')
        .get(rating.sessionId, rating.eventSeq, rating.stars, rating.comment ?? null, nowIso()) as RatingRow;
      return rowToRating(row);
    })
    .immediate();
}

/** Ratings of one session, or all of them (the evaluation dataset), in event order. */
export function listRatings(db: ReadableDB, sessionId?: string): Rating[] {
  const rows = (
    sessionId === undefined
      ? db.prepare('SELECT * FROM ratings ORDER BY session_id, event_seq').all()
      : db.prepare('SELECT * FROM ratings WHERE session_id = ? ORDER BY event_seq').all(sessionId)
  ) as RatingRow[];
  return rows.map(rowToRating);
}

import type { ReadableDB, WritableDB } from './storeDatabase';

/** One agent call, as the debug panel and the evaluation dashboard see it. */
export interface TraceSpan {
  id: string;
  sessionId: string | null;
  agent: string;
  mode: string | null;
  model: string;
  promptTokens: number;
  outputTokens: number;
  latencyMs: number;
  /** Why the rules cast answered instead of the model (timeout, invalid output…), or null. */
  fallbackReason: string | null;
  at: string;
}

type TraceRow = {
  id: string;
  session_id: string | null;
  agent: string;
  mode: string | null;
  model: string;
  prompt_tokens: number;
  output_tokens: number;
  latency_ms: number;
  fallback_reason: string | null;
  at: string;
};

function traceToRow(span: TraceSpan): TraceRow {
  return {
    id: span.id,
    session_id: span.sessionId,
    agent: span.agent,
    mode: span.mode,
    model: span.model,
    prompt_tokens: span.promptTokens,
    output_tokens: span.outputTokens,
    latency_ms: span.latencyMs,
    fallback_reason: span.fallbackReason,
    at: span.at,
  };
}

function rowToTrace(row: TraceRow): TraceSpan {
  return {
    id: row.id,
    sessionId: row.session_id,
    agent: row.agent,
    mode: row.mode,
    model: row.model,
    promptTokens: row.prompt_tokens,
    outputTokens: row.output_tokens,
    latencyMs: row.latency_ms,
    fallbackReason: row.fallback_reason,
    at: row.at,
  };
}

export function insertTrace(db: WritableDB, span: TraceSpan): void {
  db.prepare(
    `INSERT INTO traces (id, session_id, agent, mode, model, prompt_tokens, output_tokens, latency_ms, fallback_reason, at)
     VALUES (@id, @session_id, @agent, @mode, @model, @prompt_tokens, @output_tokens, @latency_ms, @fallback_reason, @at)`,
  ).run(traceToRow(span));
}

/** Traces in time order: one session's, or the latest `limit` of all. */
export function listTraces(db: ReadableDB, options: { sessionId?: string; limit?: number } = {}): TraceSpan[] {
  const limit = options.limit ?? 1_000;
  const rows = (
    options.sessionId === undefined
      ? db.prepare('SELECT * FROM (SELECT * FROM traces ORDER BY at DESC LIMIT ?) ORDER BY at').all(limit)
      : db.prepare('SELECT * FROM traces WHERE session_id = ? ORDER BY at LIMIT ?').all(options.sessionId, limit)
  ) as TraceRow[];
  return rows.map(rowToTrace);
}

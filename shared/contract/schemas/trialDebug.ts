import { z } from 'zod';
import { Actor, ObjectionGround } from '../../domain';

/** Longest texts a debug item carries; the publisher clips to these, so a long error cannot break a push. */
export const DEBUG_TEXT_MAX = { short: 80, long: 240 } as const;
export const DEBUG_LIST_MAX = 12;

const sessionId = z.string().min(1).max(200);
const shortText = z.string().max(DEBUG_TEXT_MAX.short);
const turn = z.number().int().nonnegative();

/** The classifier's findings on one question, pushed whether or not anyone objected. */
export const DebugAnalysis = z.object({
  sessionId,
  kind: z.literal('analysis'),
  turn,
  questionId: shortText,
  askedBy: Actor,
  findings: z
    .array(z.object({ ground: ObjectionGround, confidence: z.number().min(0).max(1), triggers: z.array(shortText).max(DEBUG_LIST_MAX) }))
    .max(DEBUG_LIST_MAX),
  /** Grounds whose pattern matched but the context makes proper, with why. */
  excused: z.array(z.object({ ground: ObjectionGround, reason: z.string().max(DEBUG_TEXT_MAX.long) })).max(DEBUG_LIST_MAX),
  /** Whether counsel objected to the player's question; null on counsel's own question. */
  counselObjected: z.boolean().nullable(),
});

/** One vector-memory operation of the session: a write (after the answer, off its path), or an agent's recall. */
export const DebugMemory = z.object({
  sessionId,
  kind: z.literal('memory'),
  op: z.enum(['enqueued', 'written', 'skipped', 'failed', 'recalled']),
  /** Who recalled (on `recalled`). */
  agent: z.enum(['witness', 'opposing_counsel', 'judge']).optional(),
  turn,
  witnessId: shortText,
  chunks: z.number().int().nonnegative().nullable(),
  ms: z.number().nonnegative().nullable(),
  error: z.string().max(DEBUG_TEXT_MAX.long).nullable(),
});

/** One model call of the session's LLM cast (the `traces` row, pushed live). */
export const DebugModelCall = z.object({
  sessionId,
  kind: z.literal('llm-call'),
  agent: shortText,
  mode: shortText.nullable(),
  model: z.string().max(DEBUG_TEXT_MAX.long),
  promptTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  latencyMs: z.number().nonnegative(),
  /** Why the call failed and the rules cast answered, or null. */
  fallbackReason: shortText.nullable(),
});

/** What the debug panel streams: never stored, only pushed while a session plays. */
export const TrialDebugItem = z.discriminatedUnion('kind', [DebugAnalysis, DebugMemory, DebugModelCall]);
export type TrialDebugItem = z.infer<typeof TrialDebugItem>;
export type DebugAnalysis = z.infer<typeof DebugAnalysis>;
export type DebugMemory = z.infer<typeof DebugMemory>;
export type DebugModelCall = z.infer<typeof DebugModelCall>;

import { z } from 'zod';
import { AdviceDimensionScores, AdviceScoringMethod, ClientAnswerKind, PersonaPreset } from '../../domain/consultationEvents';

// The consultation room and its report as they cross to the renderer. The room never carries a
// hidden fact, an unlock rule or a reference answer; the report (after the meeting) reveals them.

const SessionId = z.string().min(1).max(200);

/** One line of the interview as the room shows it. */
export const ConsultationLine = z.object({
  turn: z.number().int().nonnegative(),
  speaker: z.enum(['student', 'client']),
  text: z.string(),
  kind: z.union([ClientAnswerKind, z.enum(['question', 'advice'])]),
});
export type ConsultationLine = z.infer<typeof ConsultationLine>;

/** What the consultation room shows, plus the student's notes. `trust` is null when hidden (Hard). */
export const ConsultationRoom = z.object({
  sessionId: z.string(),
  packId: z.string(),
  title: z.string(),
  clientName: z.string(),
  studentBrief: z.string(),
  setting: z.string(),
  preset: PersonaPreset,
  transcript: z.array(ConsultationLine),
  /** 0..1, or null when the indicator is hidden. */
  trust: z.number().min(0).max(1).nullable(),
  ended: z.boolean(),
  adviceGiven: z.boolean(),
  notes: z.string(),
});
export type ConsultationRoom = z.infer<typeof ConsultationRoom>;

/** What one step (ask or advise) added: the new lines, and where the room stands after them. */
export const ConsultationStep = z.object({
  sessionId: z.string(),
  lines: z.array(ConsultationLine),
  trust: z.number().min(0).max(1).nullable(),
  ended: z.boolean(),
  adviceGiven: z.boolean(),
});
export type ConsultationStep = z.infer<typeof ConsultationStep>;

/** A stored consultation, for the list of interviews to resume or review. */
export const ConsultationSummary = z.object({
  sessionId: z.string(),
  packId: z.string().nullable(),
  title: z.string(),
  preset: PersonaPreset.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ended: z.boolean(),
});
export type ConsultationSummary = z.infer<typeof ConsultationSummary>;

const AdviceItemScore = z.object({
  rubricId: z.string(),
  score: z.number(),
  dimensions: AdviceDimensionScores,
  rationale: z.string().optional(),
});

/** The report after the meeting: facts found and missed (with unlock hints), the rubric with reference answers, communication. */
export const ConsultationReport = z.object({
  scenarioId: z.string().nullable(),
  preset: PersonaPreset.nullable(),
  facts: z.object({
    found: z.array(z.object({ factId: z.string(), text: z.string(), weight: z.number(), turn: z.number(), question: z.string().nullable() })),
    missed: z.array(
      z.object({
        factId: z.string(),
        text: z.string(),
        weight: z.number(),
        disclosure: z.enum(['volunteered', 'onRequest', 'hidden']),
        question: z.string(),
        why: z.string(),
      }),
    ),
    foundCount: z.number().int(),
    total: z.number().int(),
    weightFound: z.number(),
    weightTotal: z.number(),
    score: z.number(),
  }),
  advice: z.object({
    approximate: z.boolean(),
    method: AdviceScoringMethod,
    items: z.array(AdviceItemScore),
    dimensions: AdviceDimensionScores,
    given: z.boolean(),
  }),
  rubric: z.object({
    items: z.array(
      z.object({
        rubricId: z.string(),
        label: z.string(),
        category: z.string(),
        points: z.number(),
        score: z.number(),
        earned: z.number(),
        basis: z.enum(['advice-coverage', 'facts', 'communication']),
        referenceAnswer: z.string(),
      }),
    ),
    earned: z.number(),
    available: z.number(),
    approximate: z.boolean(),
  }),
  communication: z.object({
    questions: z.number().int(),
    open: z.number().int(),
    closed: z.number().int(),
    statements: z.number().int(),
    openRatio: z.number().nullable(),
    oneAtATime: z.number().nullable(),
    jargonTurns: z.number().int(),
    jargonTerms: z.array(z.string()),
    plainWords: z.array(z.object({ term: z.string(), plain: z.string() })).default([]),
    summaries: z.number().int(),
    empathy: z.number().int(),
    judgemental: z.number().int(),
    interruptions: z.number().int(),
    trustStart: z.number(),
    trustEnd: z.number(),
    score: z.number(),
  }),
  prematureAdvice: z.array(z.object({ turn: z.number().int(), text: z.string(), keyFactsMissing: z.number().int() })),
  meeting: z.object({
    questions: z.number().int(),
    endedBy: z.enum(['student', 'client']).nullable(),
    reason: z.string().nullable(),
    trustEnd: z.number(),
    fallbacks: z.number().int(),
  }),
  trustHistory: z.array(z.number().min(0).max(1)),
});
export type ConsultationReport = z.infer<typeof ConsultationReport>;

export const StartConsultationInput = z
  .object({
    packId: z.string().min(1).max(64),
    /** Easy (all high), Medium, Hard (all low), or the persona the pack sets. */
    preset: PersonaPreset,
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  })
  .strict();
export const ConsultationSessionInput = z.object({ sessionId: SessionId }).strict();
export const AskClientInput = z
  .object({
    sessionId: SessionId,
    text: z.string().trim().min(1, 'Write a question or a remark first.').max(2000),
    /** The student cut the client off (trust falls). */
    interrupted: z.boolean().optional(),
  })
  .strict();
export const GiveAdviceInput = z
  .object({ sessionId: SessionId, advice: z.string().trim().min(1, 'Write the advice first.').max(10_000) })
  .strict();
export const SaveNotesInput = z.object({ sessionId: SessionId, notes: z.string().max(50_000) }).strict();
export const SaveNotesResult = z.object({ saved: z.boolean() });
export const ListConsultationsInput = z.object({}).strict();
export const ListConsultationsResult = z.object({ consultations: z.array(ConsultationSummary) });

import { z } from 'zod';
import { Dial, Exhibit, Id, LearningObjective, Level, ScenarioMetadata, Text } from './common';
import { checkReferences, checkUniqueIds } from './scenarioChecks';

/** Who the client is and how they talk. The four levels shape every simulated answer. */
export const ClientPersona = z.strictObject({
  name: Text(120),
  age: z.number().int().min(14).max(110).optional(),
  occupation: Text(200).optional(),
  background: Text(6_000),
  presentingProblem: Text(2_000),
  /** What the client says first, before any question. */
  openingStatement: Text(2_000),
  legalLiteracy: Level,
  disclosureWillingness: Level,
  emotionalStability: Level,
  narrativeProficiency: Level,
  concerns: z.array(Text(500)).max(20).default([]),
});
export type ClientPersona = z.infer<typeof ClientPersona>;

/** One condition that makes a hidden fact available to the client's answers. */
export const UnlockCondition = z.discriminatedUnion('kind', [
  /** The student's question touches the topic: at least `minMatches` of the keywords appear. */
  z.strictObject({
    kind: z.literal('askedAbout'),
    keywords: z.array(Text(80)).min(1).max(40),
    minMatches: z.number().int().min(1).default(1),
  }),
  /** Other facts must already have come out. */
  z.strictObject({ kind: z.literal('afterFacts'), factIds: z.array(Id).min(1).max(20) }),
  /** The client must trust the student at least this much (0..1), built by empathy and clarity. */
  z.strictObject({ kind: z.literal('rapport'), atLeast: Dial }),
]);
export type UnlockCondition = z.infer<typeof UnlockCondition>;

/**
 * A fact the client knows. `volunteered` facts come out unprompted, `onRequest` facts when asked
 * plainly, and `hidden` facts only when the unlock rule holds (`all` or `any` of its conditions).
 */
export const ConsultationFact = z.strictObject({
  id: Id,
  text: Text(4_000),
  category: Text(80),
  disclosure: z.enum(['volunteered', 'onRequest', 'hidden']),
  unlock: z
    .strictObject({
      mode: z.enum(['all', 'any']),
      conditions: z.array(UnlockCondition).min(1).max(10),
    })
    .optional(),
  /** True when the fact matters legally; the evaluator checks whether the student found it. */
  legallySignificant: z.boolean().default(false),
});
export type ConsultationFact = z.infer<typeof ConsultationFact>;

/** A reference answer only the evaluator may see; role-playing agents never receive it. */
export const EvaluationOnlyText = z.strictObject({
  evaluationOnly: z.literal(true),
  text: Text(8_000),
});

/** One thing the student is marked on, with the answer an expert would give. */
export const RubricItem = z.strictObject({
  id: Id,
  label: Text(300),
  category: z.enum(['rapport', 'fact-gathering', 'legal-analysis', 'advice', 'ethics', 'communication']),
  points: z.number().int().min(1).max(20),
  description: Text(2_000),
  referenceAnswer: EvaluationOnlyText,
  relatedFactIds: z.array(Id).max(20).optional(),
});
export type RubricItem = z.infer<typeof RubricItem>;

const ConsultationScenarioShape = z.strictObject({
  kind: z.literal('consultation'),
  formatVersion: z.literal(1),
  metadata: ScenarioMetadata,
  practiceArea: Text(120),
  /** What the student is told before the interview starts. */
  studentBrief: Text(6_000),
  setting: Text(2_000),
  client: ClientPersona,
  facts: z.array(ConsultationFact).min(1).max(200),
  rubric: z.array(RubricItem).min(1).max(100),
  exhibits: z.array(Exhibit).max(50).default([]),
  learningObjectives: z.array(LearningObjective).max(50).default([]),
});

/** A client consultation: a persona, what they know (some of it hidden), and how the student is marked. */
export const ConsultationScenario = ConsultationScenarioShape.superRefine((s, ctx) => {
  checkUniqueIds(ctx, s.facts, ['facts']);
  checkUniqueIds(ctx, s.rubric, ['rubric']);
  checkUniqueIds(ctx, s.exhibits, ['exhibits']);
  checkUniqueIds(ctx, s.learningObjectives, ['learningObjectives']);
  const factIds = new Set(s.facts.map((f) => f.id));
  s.facts.forEach((fact, i) => {
    if (fact.disclosure === 'hidden' && fact.unlock === undefined) {
      ctx.addIssue({ code: 'custom', path: ['facts', i, 'unlock'], message: 'A hidden fact needs an unlock rule.' });
    }
    fact.unlock?.conditions.forEach((c, j) => {
      if (c.kind !== 'afterFacts') return;
      checkReferences(ctx, c.factIds, factIds, (k) => ['facts', i, 'unlock', 'conditions', j, 'factIds', k], 'fact');
      if (c.factIds.includes(fact.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['facts', i, 'unlock', 'conditions', j],
          message: 'A fact cannot wait for itself to be unlocked.',
        });
      }
    });
  });
  s.rubric.forEach((item, i) =>
    checkReferences(ctx, item.relatedFactIds ?? [], factIds, (k) => ['rubric', i, 'relatedFactIds', k], 'fact'),
  );
});
export type ConsultationScenario = z.infer<typeof ConsultationScenario>;

/** The consultation as a role-playing agent may see it: rubric reference answers removed. */
export type RolePlayConsultation = Omit<ConsultationScenario, 'rubric'> & {
  rubric: Omit<RubricItem, 'referenceAnswer'>[];
};

/** Strips every `evaluationOnly` answer, for agents that play the client. */
export function withoutEvaluationOnly(s: ConsultationScenario): RolePlayConsultation {
  return { ...s, rubric: s.rubric.map(({ referenceAnswer: _hidden, ...rest }) => rest) };
}

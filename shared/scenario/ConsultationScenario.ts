import { z } from 'zod';
import { Dial, Exhibit, Id, LearningObjective, Level, ScenarioMetadata, Text } from './common';
import { checkReferences, checkUniqueIds } from './scenarioChecks';

/** Who the client is and how they talk. The four levels shape every simulated answer. */
export const ClientPersona = z.strictObject({
  name: Text(120).describe('The client\'s name.'),
  age: z.number().int().min(14).max(110).optional().describe('The client\'s age; a model client knows it.'),
  occupation: Text(200).optional().describe('The client\'s work; a model client knows it.'),
  background: Text(6_000).describe('Who the client is; a model client plays from it.'),
  presentingProblem: Text(2_000).describe('Why the client came, in a sentence or two.'),
  /** What the client says first, before any question. */
  openingStatement: Text(2_000).describe('What the client says first, before any question.'),
  legalLiteracy: Level.describe('How well the client knows legal words: low, and jargon costs trust and draws "What does that mean?".'),
  disclosureWillingness: Level.describe('How readily the client tells: it scales how fast trust grows, how much of a fact comes out, and whether hidden facts are hinted at.'),
  emotionalStability: Level.describe('How steady the client is: low, and judgemental questions or setbacks cost more trust and draw a hurt answer.'),
  narrativeProficiency: Level.describe('How well the client tells a story: how many facts one open question brings out (low: one).'),
  concerns: z.array(Text(500)).max(20).default([]).describe('What worries the client; a model client speaks of them, and the client guard lets them through.'),
});
export type ClientPersona = z.infer<typeof ClientPersona>;

/** One condition that makes a hidden fact available to the client's answers. */
export const UnlockCondition = z.discriminatedUnion('kind', [
  /** The student's question touches the topic: at least `minMatches` of the keywords appear. */
  z.strictObject({
    kind: z.literal('askedAbout').describe('Holds once a question of the student touches the topic.'),
    keywords: z.array(Text(80)).min(1).max(40).describe('The topic\'s words or phrases, matched in any form of the word ("evicted" meets "evict"); list the other words students use too.'),
    minMatches: z.number().int().min(1).default(1).describe('How many of the keywords one question must touch.'),
  }),
  /** Other facts must already have come out. */
  z.strictObject({ kind: z.literal('afterFacts').describe('Holds once other facts have come out.'), factIds: z.array(Id).min(1).max(20).describe('The facts that must have come out first.') }),
  /** The client must trust the student at least this much (0..1), built by empathy and clarity. */
  z.strictObject({
    kind: z.literal('rapport').describe('Holds while the client trusts the student enough.'),
    atLeast: Dial.describe('The trust needed, 0 to 1. Trust grows with empathy, open questions, plain words and summaries, and falls with jargon, judgement and interruptions; a guarded client needs a little more.'),
  }),
]);
export type UnlockCondition = z.infer<typeof UnlockCondition>;

/**
 * A fact the client knows. `volunteered` facts come out unprompted, `onRequest` facts when asked
 * plainly, and `hidden` facts only when the unlock rule holds (`all` or `any` of its conditions).
 */
export const ConsultationFact = z.strictObject({
  id: Id.describe('The fact\'s id, used by unlock conditions and rubric items.'),
  text: Text(4_000).describe('The fact in the client\'s first person ("I paid the rent every month until May"): what the client says.'),
  category: Text(80).describe('The fact\'s topic ("tenancy", "money"); the report groups facts by it.'),
  disclosure: z.enum(['volunteered', 'onRequest', 'hidden']).describe('volunteered: the client tells it unprompted; onRequest: when asked plainly about it; hidden: only when its unlock rule holds.'),
  unlock: z
    .strictObject({
      mode: z.enum(['all', 'any']).describe('Whether all of the conditions must hold, or any one.'),
      conditions: z.array(UnlockCondition).min(1).max(10).describe('The conditions.'),
    })
    .optional().describe('When a hidden fact can come out. Required for a hidden fact.'),
  /** True when the fact matters legally; the evaluator checks whether the student found it. */
  legallySignificant: z.boolean().default(false).describe('A fact that matters legally counts double in the facts-uncovered score.'),
});
export type ConsultationFact = z.infer<typeof ConsultationFact>;

/** A reference answer only the evaluator may see; role-playing agents never receive it. */
export const EvaluationOnlyText = z.strictObject({
  evaluationOnly: z.literal(true).describe('Marks the text as never sent to a role-playing agent.'),
  text: Text(8_000).describe('The answer.'),
});

/** One thing the student is marked on, with the answer an expert would give. */
export const RubricItem = z.strictObject({
  id: Id.describe('The item\'s id.'),
  label: Text(300).describe('What is marked, as the report shows it.'),
  category: z.enum(['rapport', 'fact-gathering', 'legal-analysis', 'advice', 'ethics', 'communication']).describe('How the item is scored: fact-gathering by the share of its facts uncovered; legal-analysis, advice and ethics by the advice given against the reference answer; rapport and communication by how the student talked.'),
  points: z.number().int().min(1).max(20).describe('The item\'s share of the total score.'),
  description: Text(2_000).describe('What a good answer does, shown in the report.'),
  referenceAnswer: EvaluationOnlyText.describe('The expert\'s answer: only the evaluator reads it, never the client agent.'),
  relatedFactIds: z.array(Id).max(20).optional().describe('For fact-gathering: the facts it is about. Absent: all facts.'),
});
export type RubricItem = z.infer<typeof RubricItem>;

const ConsultationScenarioShape = z.strictObject({
  kind: z.literal('consultation').describe('A client consultation.'),
  formatVersion: z.literal(1).describe('The scenario format version; older versions are migrated on import, newer ones refused.'),
  metadata: ScenarioMetadata.describe('What the Library shows about the scenario.'),
  practiceArea: Text(120).describe('The area of law ("Housing"). Not read in play yet.'),
  /** What the student is told before the interview starts. */
  studentBrief: Text(6_000).describe('What the student is told before the interview starts.'),
  setting: Text(2_000).describe('Where and when the interview happens.'),
  client: ClientPersona.describe('Who the client is and how they talk.'),
  facts: z.array(ConsultationFact).min(1).max(200).describe('What the client knows, some of it hidden: what the student is scored on uncovering.'),
  rubric: z.array(RubricItem).min(1).max(100).describe('How the student is marked.'),
  exhibits: z.array(Exhibit).max(50).default([]).describe('Documents the client brings.'),
  learningObjectives: z.array(LearningObjective).max(50).default([]).describe('What the student should be able to do afterwards.'),
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

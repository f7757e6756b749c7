import { z } from 'zod';
import { Exhibit, Id, LearningObjective, ScenarioMetadata, Side, Text } from './common';
import { Elicit, Witness } from './Witness';
import { checkReferences, checkUniqueIds } from './scenarioChecks';

/** A named party to the case and the side it sits on. */
export const Party = z.strictObject({
  id: Id,
  name: Text(200),
  side: Side,
  description: Text(2_000),
});
export type Party = z.infer<typeof Party>;

/** One instruction the judge reads to the jury before deliberation. */
export const JuryInstruction = z.strictObject({
  id: Id,
  title: Text(200),
  text: Text(8_000),
});
export type JuryInstruction = z.infer<typeof JuryInstruction>;

const TrialScenarioShape = z.strictObject({
  kind: z.literal('trial'),
  formatVersion: z.literal(1),
  metadata: ScenarioMetadata,
  caseType: z.enum(['civil', 'criminal']),
  caption: Text(300),
  /** The claims or charges, in the words the jury hears. */
  claims: z.array(Text(2_000)).min(1).max(20),
  burdenOfProof: Text(1_000),
  parties: z.array(Party).min(2).max(20),
  caseTheories: z.strictObject({ plaintiff: Text(4_000), defense: Text(4_000) }),
  stipulations: z.array(Text(2_000)).max(50),
  specialInstructions: z.array(Text(2_000)).max(50),
  juryInstructions: z.array(JuryInstruction).max(50),
  witnesses: z.array(Witness).min(1).max(30),
  exhibits: z.array(Exhibit).max(100),
  elicits: z.array(Elicit).min(1).max(500),
  learningObjectives: z.array(LearningObjective).max(50),
});

/** A trial scenario: the case file both sides argue from. */
export const TrialScenario = TrialScenarioShape.superRefine((s, ctx) => {
  checkUniqueIds(ctx, s.witnesses, ['witnesses']);
  checkUniqueIds(ctx, s.exhibits, ['exhibits']);
  checkUniqueIds(ctx, s.elicits, ['elicits']);
  checkUniqueIds(ctx, s.parties, ['parties']);
  checkUniqueIds(ctx, s.juryInstructions, ['juryInstructions']);
  checkUniqueIds(ctx, s.learningObjectives, ['learningObjectives']);
  const witnessIds = new Set(s.witnesses.map((w) => w.id));
  checkReferences(
    ctx,
    s.elicits.map((e) => e.witnessId),
    witnessIds,
    (i) => ['elicits', i, 'witnessId'],
    'witness',
  );
  s.exhibits.forEach((exhibit, i) => {
    const refs = [...(exhibit.foundation?.witnesses ?? []), ...(exhibit.priorStatement ? [exhibit.priorStatement.witnessId] : [])];
    checkReferences(ctx, refs, witnessIds, () => ['exhibits', i, exhibit.foundation ? 'foundation' : 'priorStatement'], 'witness');
  });
});
export type TrialScenario = z.infer<typeof TrialScenario>;
export { TrialScenarioShape };

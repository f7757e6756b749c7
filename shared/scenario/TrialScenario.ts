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

/** One element of the claim or charge, and the elicits that prove it (or cast doubt on it). */
export const ClaimElement = z.strictObject({
  id: Id,
  label: Text(500),
  /** Elicits that prove the element; the motion and the verdict weigh them. */
  provedBy: z.array(Id).min(1).max(50),
  /** Elicits that undermine the element. Absent: the defense's elicits weigh against every element. */
  rebuttedBy: z.array(Id).max(50).optional(),
});
export type ClaimElement = z.infer<typeof ClaimElement>;

/** The parts of the trial a pack holds besides the examinations; each is on unless set to false. */
export const TrialPhases = z.strictObject({
  openings: z.boolean().optional(),
  motion: z.boolean().optional(),
  closings: z.boolean().optional(),
  instructions: z.boolean().optional(),
  verdict: z.boolean().optional(),
});
export type TrialPhases = z.infer<typeof TrialPhases>;

const TrialScenarioShape = z.strictObject({
  kind: z.literal('trial'),
  formatVersion: z.literal(1),
  metadata: ScenarioMetadata,
  caseType: z.enum(['civil', 'criminal']),
  caption: Text(300),
  /** The claims or charges, in the words the jury hears. */
  claims: z.array(Text(2_000)).min(1).max(20),
  burdenOfProof: Text(1_000),
  /** The standard the verdict applies; absent: preponderance for civil, beyond a reasonable doubt for criminal. */
  burden: z.enum(['preponderance', 'beyond_reasonable_doubt']).optional(),
  /** The elements of the claim; absent, the motion and verdict weigh all elicits as one element. */
  elements: z.array(ClaimElement).max(30).optional(),
  phases: TrialPhases.optional(),
  parties: z.array(Party).min(2).max(20),
  caseTheories: z.strictObject({ plaintiff: Text(4_000), defense: Text(4_000) }),
  stipulations: z.array(Text(2_000)).max(50).default([]),
  specialInstructions: z.array(Text(2_000)).max(50).default([]),
  juryInstructions: z.array(JuryInstruction).max(50).default([]),
  witnesses: z.array(Witness).min(1).max(30),
  exhibits: z.array(Exhibit).max(100).default([]),
  elicits: z.array(Elicit).min(1).max(500),
  learningObjectives: z.array(LearningObjective).max(50).default([]),
});

/** A trial scenario: the case file both sides argue from. */
export const TrialScenario = TrialScenarioShape.superRefine((s, ctx) => {
  checkUniqueIds(ctx, s.witnesses, ['witnesses']);
  checkUniqueIds(ctx, s.exhibits, ['exhibits']);
  checkUniqueIds(ctx, s.elicits, ['elicits']);
  checkUniqueIds(ctx, s.parties, ['parties']);
  checkUniqueIds(ctx, s.juryInstructions, ['juryInstructions']);
  checkUniqueIds(ctx, s.learningObjectives, ['learningObjectives']);
  checkUniqueIds(ctx, s.elements ?? [], ['elements']);
  const elicitIds = new Set(s.elicits.map((e) => e.id));
  (s.elements ?? []).forEach((element, i) => {
    checkReferences(ctx, element.provedBy, elicitIds, (j) => ['elements', i, 'provedBy', j], 'elicit');
    checkReferences(ctx, element.rebuttedBy ?? [], elicitIds, (j) => ['elements', i, 'rebuttedBy', j], 'elicit');
  });
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

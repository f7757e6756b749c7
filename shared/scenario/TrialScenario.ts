import { z } from 'zod';
import { Exhibit, Id, LearningObjective, ScenarioMetadata, Side, Text } from './common';
import { Elicit, Witness } from './Witness';
import { checkReferences, checkUniqueIds } from './scenarioChecks';

/** A named party to the case and the side it sits on. */
export const Party = z.strictObject({
  id: Id.describe('The party\'s id.'),
  name: Text(200).describe('The party\'s name. Statements of the opposing party (and its officers and employees) are admissions, not hearsay (FRE 801(d)(2)).'),
  side: Side.describe('Which side the party is on.'),
  description: Text(2_000).describe('Who the party is. Not read in play yet.'),
});
export type Party = z.infer<typeof Party>;

/** One instruction the judge reads to the jury before deliberation. */
export const JuryInstruction = z.strictObject({
  id: Id.describe('The instruction\'s id.'),
  title: Text(200).describe('The instruction\'s heading ("Burden of proof").'),
  text: Text(8_000).describe('What the judge reads to the jury before the verdict.'),
});
export type JuryInstruction = z.infer<typeof JuryInstruction>;

/** One element of the claim or charge, and the elicits that prove it (or cast doubt on it). */
export const ClaimElement = z.strictObject({
  id: Id.describe('The element\'s id.'),
  label: Text(500).describe('The element as the jury instruction states it ("The defendant took property from the person of another").'),
  /** Elicits that prove the element; the motion and the verdict weigh them. */
  provedBy: z.array(Id).min(1).max(50).describe('Elicits that prove the element; the motion for a directed verdict and the verdict weigh them.'),
  /** Elicits that undermine the element. Absent: the defense's elicits weigh against every element. */
  rebuttedBy: z.array(Id).max(50).optional().describe('Elicits that undermine the element. Absent: the defense\'s elicits weigh against every element.'),
});
export type ClaimElement = z.infer<typeof ClaimElement>;

/** The parts of the trial a pack holds besides the examinations; each is on unless set to false. */
export const TrialPhases = z.strictObject({
  openings: z.boolean().optional().describe('Opening statements before the evidence. Default on.'),
  motion: z.boolean().optional().describe('A motion for a directed verdict after the plaintiff rests. Default on.'),
  closings: z.boolean().optional().describe('Closing arguments, with rebuttal for the side with the burden. Default on.'),
  instructions: z.boolean().optional().describe('The judge reads the jury instructions. Default on.'),
  verdict: z.boolean().optional().describe('A verdict on the evidence admitted. Default on.'),
});
export type TrialPhases = z.infer<typeof TrialPhases>;

const TrialScenarioShape = z.strictObject({
  kind: z.literal('trial').describe('A trial scenario.'),
  formatVersion: z.literal(1).describe('The scenario format version; older versions are migrated on import, newer ones refused.'),
  metadata: ScenarioMetadata.describe('What the Library shows about the scenario.'),
  caseType: z.enum(['civil', 'criminal']).describe('Criminal cases speak of the prosecution and the defendant, and default to proof beyond a reasonable doubt.'),
  caption: Text(300).describe('The case\'s caption ("State v. Avery"). Not read in play yet: the title is shown.'),
  /** The claims or charges, in the words the jury hears. */
  claims: z.array(Text(2_000)).min(1).max(20).describe('The claims or charges, in the words the jury hears. Not read in play yet; elements carry them into the motion and the verdict.'),
  burdenOfProof: Text(1_000).describe('The burden in words. Not read in play yet; burden sets the standard applied.'),
  /** The standard the verdict applies; absent: preponderance for civil, beyond a reasonable doubt for criminal. */
  burden: z.enum(['preponderance', 'beyond_reasonable_doubt']).optional().describe('The standard the verdict applies. Absent: preponderance for civil, beyond a reasonable doubt for criminal.'),
  /** The elements of the claim; absent, the motion and verdict weigh all elicits as one element. */
  elements: z.array(ClaimElement).max(30).optional().describe('The elements of the claim or charge. Absent: the motion and the verdict weigh all elicits as one element.'),
  phases: TrialPhases.optional().describe('Which parts of the trial besides the examinations the pack holds; each is on unless set to false.'),
  parties: z.array(Party).min(2).max(20).describe('The parties, at least one a side.'),
  caseTheories: z.strictObject({
    plaintiff: Text(4_000).describe('The plaintiff\'s (or prosecution\'s) theory of the case.'),
    defense: Text(4_000).describe('The defense\'s theory of the case.'),
  }).describe('Each side\'s theory of the case: the trial room shows the student\'s own, and counsel\'s opening and closing argue its side\'s.'),
  stipulations: z.array(Text(2_000)).max(50).default([]).describe('Facts both sides agree. They are in evidence from the start (a question resting on one never assumes facts not in evidence), their words belong to the case (relevance), and the trial room lists them.'),
  specialInstructions: z.array(Text(2_000)).max(50).default([]).describe('How this case is run ("the photo array is in evidence"); the trial room lists them for the student.'),
  juryInstructions: z.array(JuryInstruction).max(50).default([]).describe('What the judge reads to the jury before the verdict.'),
  witnesses: z.array(Witness).min(1).max(30).describe('The witnesses, each with its affidavit.'),
  exhibits: z.array(Exhibit).max(100).default([]).describe('Documents, photographs and objects, with their foundations.'),
  elicits: z.array(Elicit).min(1).max(500).describe('The facts each side wants established: what the student is scored on.'),
  learningObjectives: z.array(LearningObjective).max(50).default([]).describe('What the student should be able to do afterwards.'),
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
  checkReferences(
    ctx,
    s.elicits.map((e) => e.exhibitId),
    new Set(s.exhibits.map((exhibit) => exhibit.id)),
    (i) => ['elicits', i, 'exhibitId'],
    'exhibit',
  );
  s.exhibits.forEach((exhibit, i) => {
    const refs = [...(exhibit.foundation?.witnesses ?? []), ...(exhibit.priorStatement ? [exhibit.priorStatement.witnessId] : [])];
    checkReferences(ctx, refs, witnessIds, () => ['exhibits', i, exhibit.foundation ? 'foundation' : 'priorStatement'], 'witness');
  });
});
export type TrialScenario = z.infer<typeof TrialScenario>;
export { TrialScenarioShape };

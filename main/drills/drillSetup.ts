import type { ObjectionGround } from '../../shared/domain';
import type { TrialScenario } from '../../shared/scenario';
import { caughtSkillId, type SkillSummary } from '../progress';
import { DRILLED_GROUNDS, type DrillVocabulary } from './objectionDrill';

const TITLES = /^(?:captain|dr\.?|doctor|professor|prof\.?|officer|second|first|detective|sergeant|sgt\.?|mr\.?|mrs\.?|ms\.?|miss|judge)$/i;

/**
 * How counsel names a witness in a quick question: the first name without titles ("Rosa" for
 * "Captain Rosa Delgado-Finch"); null for a name the classifier's patterns cannot read as a person.
 */
function callName(full: string): string | null {
  const first = full.split(/\s+/).find((word) => !TITLES.test(word));
  return first && /^[A-Z][a-z]+$/.test(first) ? first : null;
}

/** The scenario's people and things, for the drill's question forms. */
export function drillVocabulary(scenario: TrialScenario): DrillVocabulary {
  // Single words from the elicits' keywords name things the witnesses speak about ("the plate").
  const subjects = [...new Set(scenario.elicits.flatMap((elicit) => elicit.keywords ?? []))]
    .filter((word) => /^[a-z]{4,}$/i.test(word))
    .map((word) => `the ${word}`);
  const people = scenario.witnesses.map((witness) => callName(witness.name)).filter((name): name is string => name !== null);
  const caseText = [...scenario.elicits.map((elicit) => elicit.label), ...scenario.witnesses.map((witness) => witness.affidavit)].join(' ');
  return { subjects, people, caseText };
}

/** A ground never seen yet weighs this much; a ground always caught weighs 1. */
const UNSEEN_WEIGHT = 2;

/** Weights towards the grounds the student misses: 1 + 4 × the share missed, from the skills profile. */
export function weakGroundWeights(skills: readonly Pick<SkillSummary, 'id' | 'value' | 'observations'>[]): Partial<Record<ObjectionGround, number>> {
  const byId = new Map(skills.map((skill) => [skill.id, skill]));
  return Object.fromEntries(
    DRILLED_GROUNDS.map((ground) => {
      const skill = byId.get(caughtSkillId(ground));
      const weight = skill && skill.value !== null && skill.observations > 0 ? 1 + 4 * (1 - skill.value) : UNSEEN_WEIGHT;
      return [ground, Math.round(weight * 100) / 100];
    }),
  );
}

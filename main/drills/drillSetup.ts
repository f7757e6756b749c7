import type { ObjectionGround } from '../../shared/domain';
import type { TrialScenario } from '../../shared/scenario';
import { analyse } from '../language';
import { contentWords } from '../scoring';
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

/**
 * Keywords the case's own text uses as common nouns, each as "the plate". A keyword list holds
 * adjectives, verbs, numbers and names too ("only", "missed", "eleven", "Delancey"); "the only" or
 * "the missed" is no thing a question can be about, and "the Delancey" reads oddly.
 */
function thingsSpokenOf(keywords: readonly string[], caseText: string): string[] {
  const asNoun = new Map<string, number>();
  const otherwise = new Map<string, number>();
  for (const token of analyse(caseText).tokens) {
    const tally = token.pos === 'NOUN' ? asNoun : otherwise;
    tally.set(token.lower, (tally.get(token.lower) ?? 0) + 1);
  }
  return keywords.filter((word) => {
    const lower = word.toLowerCase();
    return contentWords(lower).length > 0 && (asNoun.get(lower) ?? 0) > (otherwise.get(lower) ?? 0);
  });
}

/** The scenario's people and things, for the drill's question forms. */
export function drillVocabulary(scenario: TrialScenario): DrillVocabulary {
  const caseText = [...scenario.elicits.map((elicit) => elicit.label), ...scenario.witnesses.map((witness) => witness.affidavit)].join(' ');
  const keywords = [...new Set(scenario.elicits.flatMap((elicit) => elicit.keywords ?? []))].filter((word) => /^[a-z]{4,}$/i.test(word));
  const subjects = thingsSpokenOf(keywords, caseText).map((word) => `the ${word}`);
  const people = scenario.witnesses.map((witness) => callName(witness.name)).filter((name): name is string => name !== null);
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

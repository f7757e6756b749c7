import { OBJECTION_CATALOGUE, type ObjectionGround } from '../../../shared/domain';
import type { DatasetObjection, ObjectionRecord } from './objectionRecords';

/**
 * How the dataset's objection labels map to the engine's grounds. `opinion` covers lay and expert
 * opinion; the engine's ground for an opinion a witness may not give is lay opinion (FRE 701).
 * `other` (a bare "Objection", "form", or a ground outside the list) has no ground of the engine
 * at trial: it counts as objected for detection and as a miss for ground accuracy, never as skipped.
 */
export const DATASET_GROUND: Readonly<Record<Exclude<DatasetObjection, 'none'>, ObjectionGround | null>> = {
  leading: 'leading',
  compound: 'compound',
  argumentative: 'argumentative',
  asked_and_answered: 'asked_and_answered',
  assumes_facts: 'assumes_facts',
  speculation: 'speculation',
  hearsay: 'hearsay',
  relevance: 'relevance',
  beyond_scope: 'beyond_scope',
  foundation: 'foundation',
  opinion: 'lay_opinion',
  nonresponsive: 'nonresponsive',
  other: null,
};

/**
 * The engine's ground for a record's label. At a deposition `other` is the engine's `form`: an
 * objection to how a question is put is waived unless made at the deposition (FRCP 32(d)(3)(B)),
 * and it is made there as "Objection, form", a bare "Objection", or a word of form the label list
 * lacks ("vague", "misleading", "ambiguous"); each preserves whatever defect of form the question
 * has, which is what the engine's `form` claims. At trial a bare objection names no ground.
 */
export function datasetGround(label: DatasetObjection, examination: ObjectionRecord['examination']): ObjectionGround | null {
  if (label === 'none') return null;
  return label === 'other' && examination === 'deposition' ? 'form' : DATASET_GROUND[label];
}

/** Whether counsel named the record's ground: any ground of form names "Objection, form". */
export function namesTheGround(said: ObjectionGround | null, truth: ObjectionGround | null): boolean {
  if (said === null || truth === null) return false;
  return said === truth || (truth === 'form' && OBJECTION_CATALOGUE[said].kind === 'form');
}

import type { ObjectionGround } from '../../../shared/domain';
import type { DatasetObjection } from './objectionRecords';

/**
 * How the dataset's objection labels map to the engine's grounds. `opinion` covers lay and expert
 * opinion; the engine's ground for an opinion a witness may not give is lay opinion (FRE 701).
 * `other` (a bare "Objection", "form", or a ground outside the list) has no ground of the engine:
 * it counts as objected for detection and as a miss for ground accuracy, never as skipped.
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

export function datasetGround(label: DatasetObjection): ObjectionGround | null {
  return label === 'none' ? null : DATASET_GROUND[label];
}

import type { ConsultationFact } from '../../shared/scenario';
import type { ElicitSpec } from '../scoring';

/** A legally significant fact counts double in the facts-uncovered score. */
export function factWeight(fact: Pick<ConsultationFact, 'legallySignificant'>): number {
  return fact.legallySignificant ? 2 : 1;
}

/** A fact as the shared elicit matcher sees it: its text is the label it is recognised by. */
export function factAsElicit(fact: Pick<ConsultationFact, 'id' | 'text' | 'category' | 'legallySignificant'>): ElicitSpec {
  return { id: fact.id, label: fact.text, weight: factWeight(fact), category: fact.category };
}

import { EXHIBIT_OBJECTIONS, type ExhibitObjectionGround, type ObjectionGround } from '../../shared/domain';
import type { Exhibit, FoundationElement, FoundationGround } from '../../shared/scenario';
import { operativeClause } from '../rules/ruleQuotes';
import { foundationElements } from './foundationDefaults';

export interface ExhibitRulingDecision {
  admitted: boolean;
  ground: ExhibitObjectionGround | null;
  rule: string;
  reason: string;
  /** Labels of the elements found missing (all of them, for the student to see). */
  missing: string[];
}

/** The elements of the exhibit not yet laid. */
export function missingElements(exhibit: Exhibit, laid: ReadonlyMap<string, string>): FoundationElement[] {
  return foundationElements(exhibit).filter((element) => !laid.has(element.id));
}

const quoted = (rule: string): string => {
  const clause = operativeClause(rule);
  return clause ? ` ${clause.citation}: “${clause.clause}”` : '';
};

/** The labels as a sentence: "a, b and c". */
function listed(labels: readonly string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The judge's ruling on an offered exhibit, on the elements actually established. A stipulated
 * exhibit comes in without foundation. Without an objection it is received. On a foundation
 * ground (901, 803(6), 1002) the objection is sustained when an element of that ground is
 * missing, and the ruling names every missing element. The 403 balance is struck for admission:
 * the packs carry nothing that makes an exhibit's prejudice substantially outweigh its value.
 */
export function ruleOnExhibit(exhibit: Exhibit, laid: ReadonlyMap<string, string>, ground: ExhibitObjectionGround | null): ExhibitRulingDecision {
  const missing = missingElements(exhibit, laid);
  const labels = missing.map((element) => element.label);
  if (exhibit.stipulatedAdmissible) {
    return { admitted: true, ground, rule: 'FRE 901', reason: `Exhibit ${exhibit.label} is admitted by stipulation of the parties; no foundation is needed.`, missing: [] };
  }
  if (ground === null) {
    return { admitted: true, ground, rule: 'FRE 901', reason: `Without objection, Exhibit ${exhibit.label} is received.`, missing: labels };
  }
  const rule = EXHIBIT_OBJECTIONS[ground].rule;
  if (ground === 'unfair_prejudice') {
    return { admitted: true, ground, rule, reason: `Overruled. Its probative value is not substantially outweighed by unfair prejudice; Exhibit ${exhibit.label} is received.${quoted(rule)}`, missing: labels };
  }
  const onGround = missing.filter((element) => element.ground === ground);
  if (onGround.length === 0) {
    const more = missing.length > 0 ? ` (Counsel has not shown ${listed(labels)}, but that is not the objection made.)` : '';
    return { admitted: true, ground, rule, reason: `Overruled. The foundation for that objection has been laid; Exhibit ${exhibit.label} is received.${more}`, missing: labels };
  }
  return {
    admitted: false,
    ground,
    rule,
    reason: `Sustained. The foundation is incomplete: the witness has not established ${listed(labels)}. Exhibit ${exhibit.label} is not received.${quoted(rule)}`,
    missing: labels,
  };
}

const TO_EXHIBIT: Partial<Record<ObjectionGround, ExhibitObjectionGround>> = {
  foundation: 'authentication',
  hearsay: 'hearsay',
  best_evidence: 'best_evidence',
  relevance: 'unfair_prejudice',
};

/** The player's objection button as an exhibit objection (foundation is 901, relevance the 403 balance); null if it does not apply. */
export function exhibitGroundOf(ground: ObjectionGround): ExhibitObjectionGround | null {
  return TO_EXHIBIT[ground] ?? null;
}

/** The button that makes an exhibit objection, for replay and the objection table. */
export function objectionGroundOf(ground: ExhibitObjectionGround | FoundationGround): ObjectionGround {
  const found = (Object.keys(TO_EXHIBIT) as ObjectionGround[]).find((key) => TO_EXHIBIT[key] === ground);
  return found ?? 'foundation';
}

import type { TrialBrief } from '../../../../shared/contract/schemas/trialRoom';
import type { Phase, RebuttalItem, Side } from '../../../../shared/domain';

export type CaseType = 'civil' | 'criminal';

/** How the room names what the log holds as ids: witnesses, elicits, and the sides. */
export interface RoomNames {
  witness: (id: string) => string;
  /** An elicit's label, when the student may see it (their own; all of them once the trial ended). */
  elicit: (id: string) => string | undefined;
  caseType: CaseType;
}

export const plainNames: RoomNames = { witness: (id) => id, elicit: () => undefined, caseType: 'civil' };

/** The names a brief gives (a report adds the other side's elicit labels once the session ended). */
export function roomNamesOf(brief: Pick<TrialBrief, 'witnesses' | 'elicits'> & { caseType?: CaseType }, extraLabels: readonly { elicitId: string; label: string }[] = []): RoomNames {
  return {
    witness: (id) => brief.witnesses.find((w) => w.id === id)?.name ?? id,
    elicit: (id) => brief.elicits.find((e) => e.id === id)?.label ?? extraLabels.find((e) => e.elicitId === id)?.label,
    caseType: brief.caseType ?? 'civil',
  };
}

/** The party a side stands for: in a criminal case the plaintiff's side is the prosecution. */
export function partyName(side: Side, caseType: CaseType): string {
  if (caseType === 'criminal') return side === 'plaintiff' ? 'prosecution' : 'defendant';
  return side;
}

/** Who examines for a side ("by the prosecution", "by the defense"). */
export function examinerName(side: Side, caseType: CaseType): string {
  return caseType === 'criminal' && side === 'plaintiff' ? 'prosecution' : side;
}

export function phaseName(phase: Phase, caseType: CaseType): string {
  switch (phase) {
    case 'plaintiff_case':
      return caseType === 'criminal' ? "Prosecution's case" : "Plaintiff's case";
    case 'defense_case':
      return 'Defense case';
    case 'closed':
      return 'Evidence closed';
  }
}

/** The cross outline's point types, in words. */
export const REBUTTAL_TYPE_LABEL: Record<RebuttalItem['type'], string> = {
  inconsistent_testimony: 'inconsistent with the testimony',
  contradiction_with_prior_session: 'contradicts an earlier answer',
  contradicts_evidence: 'contradicts the evidence',
  prior_inconsistent_statement: 'prior inconsistent statement',
  impeachment_opportunity: 'a chance to impeach',
  bias_indicator: 'a sign of bias',
};

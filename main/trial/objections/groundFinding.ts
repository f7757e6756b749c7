import type { ObjectionGround } from '../../../shared/domain';

/** One ground the question may be objectionable on. */
export interface GroundFinding {
  ground: ObjectionGround;
  /** 0..1: how likely the question is objectionable on this ground. */
  confidence: number;
  /** The words of the question that show the ground. */
  triggers: string[];
}

/** A ground's test failed for a reason the ruling can give: leading on cross, a party's own statement. */
export interface ExcusedGround {
  ground: ObjectionGround;
  reason: string;
}

/** Collects findings, keeping the strongest per ground. */
export class FindingSet {
  readonly findings: GroundFinding[] = [];
  readonly excused: ExcusedGround[] = [];

  add(ground: ObjectionGround, confidence: number, triggers: readonly string[]): void {
    const rounded = Math.round(confidence * 100) / 100;
    const existing = this.findings.find((finding) => finding.ground === ground);
    if (!existing) this.findings.push({ ground, confidence: rounded, triggers: [...triggers] });
    else if (rounded > existing.confidence) Object.assign(existing, { confidence: rounded, triggers: [...triggers] });
  }

  has(ground: ObjectionGround): boolean {
    return this.findings.some((finding) => finding.ground === ground);
  }

  /** Removes a ground's finding because the context makes the question proper, and says why. */
  excuse(ground: ObjectionGround, reason: string): void {
    const index = this.findings.findIndex((finding) => finding.ground === ground);
    if (index >= 0) this.findings.splice(index, 1);
    // The reason is kept even when the test found nothing: the judge gives it when overruling.
    if (!this.excused.some((entry) => entry.ground === ground)) this.excused.push({ ground, reason });
  }
}

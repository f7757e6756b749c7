import { assertNever } from '../../../shared/contract/envelope';
import { OBJECTION_CATALOGUE, type Ruling, type RulingDecision } from '../../../shared/domain';
import { contentWordSet, jaccard } from '../../scoring';
import type { Judge, JudgeConfig, RulingRequest } from '../agents';

/** Similarity at which an earlier ruling on the same ground binds the judge (consistency). */
const PRECEDENT_SIMILARITY = 0.8;

/** The evidence a judge with this config needs to sustain: stricter and sustain-leaning need less. */
export function sustainThreshold(config: JudgeConfig): number {
  const threshold = 0.75 - 0.3 * config.strictness - 0.4 * (config.sustainBias - 0.5);
  return Math.min(0.95, Math.max(0.2, threshold));
}

/**
 * The rules judge. It rules on the stated ground only, on the classifier's evidence for it,
 * and follows its own earlier ruling on the same ground for a near-identical question.
 */
export class RulesJudge implements Judge {
  constructor(private readonly config: JudgeConfig) {}

  rule(request: RulingRequest): Promise<RulingDecision> {
    return Promise.resolve(this.ruleSync(request));
  }

  ruleSync(request: RulingRequest): RulingDecision {
    const info = OBJECTION_CATALOGUE[request.ground];
    const words = contentWordSet(request.question);
    const precedent = request.projection.earlierRulings.find(
      (earlier) => earlier.ground === request.ground && jaccard(contentWordSet(earlier.question), words) >= PRECEDENT_SIMILARITY,
    );
    const evidence = request.analysis.findings.find((finding) => finding.ground === request.ground)?.confidence ?? 0;
    const ruling: Ruling = precedent ? precedent.ruling : evidence >= sustainThreshold(this.config) ? 'sustained' : 'overruled';
    const excuse = request.analysis.excused.find((entry) => entry.ground === request.ground)?.reason;
    const because = ruling === 'sustained' ? info.sustainReason : (excuse ?? info.overruleReason);
    return { ruling, ground: request.ground, rule: info.rule, reason: this.word(ruling, info.rule, because) };
  }

  private word(ruling: Ruling, rule: string, because: string): string {
    const verdict = ruling === 'sustained' ? 'Sustained.' : 'Overruled.';
    switch (this.config.rulingStyle) {
      case 'terse':
        return verdict;
      case 'explanatory':
        return `${verdict} ${because}`;
      case 'formal':
        return `The objection is ${ruling} under ${rule}. ${because}`;
      default:
        return assertNever(this.config.rulingStyle);
    }
  }
}

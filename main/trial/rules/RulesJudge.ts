import { assertNever } from '../../../shared/contract/envelope';
import { OBJECTION_CATALOGUE, type ObjectionGround, type Ruling, type RulingDecision } from '../../../shared/domain';
import { contentWordSet, jaccard } from '../../scoring';
import type { Judge, JudgeConfig, RulingRequest } from '../agents';
import type { GroundFinding } from '../ObjectionClassifier';
import { judgeResponsiveness } from '../objections/responsiveness';
import { overruledOnTheMerits } from './rulingMerits';

/** Similarity at which an earlier ruling on the same ground binds the judge (consistency). */
const PRECEDENT_SIMILARITY = 0.8;

/**
 * The evidence of a ground's test the judge needs to sustain an objection on it. Once a ground is
 * claimed the question is looked at closely, so the bar is below the bar at which counsel objects
 * unprompted; a strict or sustain-leaning judge needs less.
 */
export function sustainThreshold(config: JudgeConfig): number {
  const threshold = 0.45 - 0.2 * (config.strictness - 0.5) - 0.3 * (config.sustainBias - 0.5);
  return Math.min(0.9, Math.max(0.2, threshold));
}

/** "Objection, form" (at a deposition) claims any defect of form: the form grounds' tests decide. */
function findingFor(request: RulingRequest): GroundFinding | undefined {
  const claimed = (ground: ObjectionGround) => (request.ground === 'form' ? OBJECTION_CATALOGUE[ground].kind === 'form' : ground === request.ground);
  return request.analysis.findings.find((finding) => claimed(finding.ground));
}

/**
 * The rules judge rules on the merits of the ground claimed: it applies that ground's own test
 * (the classifier's evidence for it, with the exceptions the classifier found: leading on cross, a
 * party opponent's statement, an expert's opinion…) and its own tests of the moment (a witness
 * hostile to its examiner, a fact put to be admitted or denied, a lay opinion from the senses, the
 * witness's perception already told: rulingMerits), never whether the classifier's best ground
 * equals the one claimed. It follows its own earlier ruling on the same ground for a near-identical
 * question, and says why in one sentence.
 */
export class RulesJudge implements Judge {
  constructor(private readonly config: JudgeConfig) {}

  rule(request: RulingRequest): Promise<RulingDecision> {
    return Promise.resolve(this.ruleSync(request));
  }

  ruleSync(request: RulingRequest): RulingDecision {
    const info = OBJECTION_CATALOGUE[request.ground];
    if (request.ground === 'nonresponsive' && request.answer === undefined) {
      // A motion to strike with no answer on the record to read: counsel's word, as far as the judge leans.
      const ruling: Ruling = this.config.sustainBias >= 0.5 ? 'sustained' : 'overruled';
      return { ruling, ground: request.ground, rule: info.rule, reason: this.word(ruling, info.rule, ruling === 'sustained' ? "Counsel's motion stands on the record as it is." : info.overruleReason) };
    }
    if (request.ground === 'nonresponsive') {
      // A motion to strike is ruled on the answer, not the question.
      const answer = judgeResponsiveness(request.question, request.answer ?? '');
      const ruling: Ruling = answer.nonresponsive ? 'sustained' : 'overruled';
      return { ruling, ground: request.ground, rule: info.rule, reason: this.word(ruling, info.rule, answer.nonresponsive ? `${answer.reason} The answer is struck.` : answer.reason) };
    }
    const words = contentWordSet(request.question);
    const precedent = request.projection.earlierRulings.find(
      (earlier) => earlier.ground === request.ground && jaccard(contentWordSet(earlier.question), words) >= PRECEDENT_SIMILARITY,
    );
    // The classifier's exceptions first, then what the moment and the question's form show.
    const excuse = request.analysis.excused.find((entry) => entry.ground === request.ground)?.reason ?? overruledOnTheMerits(request.question, request.ground, request.moment) ?? undefined;
    const finding = findingFor(request);
    let ruling: Ruling;
    // (an exception or a test of the moment decides even where the record is too thin for the ground's own test)
    const unassessable = !finding && !excuse && (request.analysis.unassessable ?? []).includes(request.ground);
    if (precedent) ruling = precedent.ruling;
    else if (excuse) ruling = 'overruled';
    // Without the record the test needs (a transcript excerpt, not a case file), the judge defers
    // to counsel's representation as far as its leaning goes.
    else if (unassessable) ruling = this.config.sustainBias >= 0.5 ? 'sustained' : 'overruled';
    else ruling = (finding?.confidence ?? 0) >= sustainThreshold(this.config) ? 'sustained' : 'overruled';
    const shown = finding?.triggers.find((trigger) => /[a-z]/i.test(trigger) && trigger.length <= 60);
    const because = unassessable
      ? ruling === 'sustained' ? 'Counsel\'s objection stands on the record as it is.' : info.overruleReason
      : ruling === 'sustained' ? `${info.sustainReason.replace(/\.$/, '')}${shown ? `: "${shown}"` : ''}.` : (excuse ?? info.overruleReason);
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

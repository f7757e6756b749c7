import type { ObjectionGround, Ruling } from '../../../shared/domain';
import { namesTheGround } from './datasetGrounds';
import type { DatasetObjection } from './objectionRecords';

/** What the engine did with one record, beside what the record says happened. */
export interface RecordOutcome {
  id: string;
  truth: DatasetObjection;
  /** The engine's ground for the dataset label (datasetGround); null for `none` and for `other` at trial. */
  truthGround: ObjectionGround | null;
  realRuling: 'sustained' | 'overruled' | 'none' | 'unknown';
  /** Counsel's ground, or null when it let the question (and the answer) stand. */
  counselGround: ObjectionGround | null;
  /** Counsel moved to strike the answer (heard because the question stood). */
  movedToStrike: boolean;
  /** The judge's ruling on counsel's objection; null when counsel made none. */
  chainRuling: Ruling | null;
  /** The judge's ruling given the objection actually made (its true ground). */
  trueGroundRuling: Ruling | null;
  /** The record has the witness's answer, so a motion to strike could be judged. */
  hasAnswer: boolean;
}

export interface GroundFigures {
  n: number;
  correct: number;
  accuracy: number;
}

export interface ObjectionFigures {
  n: number;
  detection: {
    precision: number;
    recall: number;
    f1: number;
    accuracy: number;
    neverObjectAccuracy: number;
    /** Share of the questions asked without objection that counsel objected to. */
    falsePositiveRate: number;
  };
  ground: {
    /** Objected records whose ground the engine has. */
    n: number;
    top1Accuracy: number;
    /** Objected records labelled `other` at trial (no ground of the engine): misses in `top1AccuracyAll`. */
    unmapped: number;
    top1AccuracyAll: number;
    /** Of those with a ground of the engine that counsel objected to, the share on the right ground. */
    top1WhenObjected: number;
    perGround: Record<string, GroundFigures>;
    /** truth ground → counsel's ground (or "none") → count. */
    confusion: Record<string, Record<string, number>>;
  };
  judge: {
    /** Objected records with a reported sustained or overruled ruling. */
    n: number;
    chainAgreement: number;
    alwaysSustain: number;
    alwaysOverrule: number;
    trueGroundAgreement: number;
    /**
     * Where the chain parts from the record. Of the ruled objections, those counsel made itself (its
     * ruling and the judge's can be compared) with the judge's agreement on them and always
     * sustaining's; and the sustained ones counsel let pass, which the chain counts as overruled:
     * counsel's silence, not the judge's ruling.
     */
    counselObjected: number;
    agreementWhenCounselObjected: number;
    alwaysSustainWhenCounselObjected: number;
    sustainedButLetPass: number;
  };
  nonresponsive: { n: number; caught: number };
}

const ratio = (hit: number, of: number) => (of === 0 ? 0 : hit / of);

export function objectionFigures(outcomes: readonly RecordOutcome[]): ObjectionFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const outcome of outcomes) {
    const objected = outcome.truth !== 'none';
    const flagged = outcome.counselGround !== null;
    if (objected && flagged) tp++;
    else if (objected) fn++;
    else if (flagged) fp++;
    else tn++;
  }
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);

  const objected = outcomes.filter((outcome) => outcome.truth !== 'none');
  const mapped = objected.filter((outcome) => outcome.truthGround !== null);
  const perGround: Record<string, GroundFigures> = {};
  const confusion: Record<string, Record<string, number>> = {};
  for (const outcome of objected) {
    const truth = outcome.truthGround ?? `(${outcome.truth})`;
    const said = outcome.counselGround ?? 'none';
    confusion[truth] ??= {};
    confusion[truth][said] = (confusion[truth][said] ?? 0) + 1;
    const figures = (perGround[truth] ??= { n: 0, correct: 0, accuracy: 0 });
    figures.n++;
    if (namesTheGround(outcome.counselGround, outcome.truthGround)) figures.correct++;
  }
  for (const figures of Object.values(perGround)) figures.accuracy = ratio(figures.correct, figures.n);
  const correct = mapped.filter((outcome) => namesTheGround(outcome.counselGround, outcome.truthGround)).length;

  const ruled = objected.filter((outcome) => outcome.realRuling === 'sustained' || outcome.realRuling === 'overruled');
  const sustained = ruled.filter((outcome) => outcome.realRuling === 'sustained').length;
  // Along the chain a question counsel lets pass is, in effect, allowed: as if overruled.
  const chainAgrees = ruled.filter((outcome) => (outcome.chainRuling ?? 'overruled') === outcome.realRuling).length;
  const trueGroundAgrees = ruled.filter((outcome) => outcome.trueGroundRuling === outcome.realRuling).length;
  const counselObjected = ruled.filter((outcome) => outcome.chainRuling !== null);

  const strike = outcomes.filter((outcome) => outcome.truth === 'nonresponsive' && outcome.hasAnswer);
  return {
    n: outcomes.length,
    detection: {
      precision,
      recall,
      f1: ratio(2 * precision * recall, precision + recall),
      accuracy: ratio(tp + tn, outcomes.length),
      neverObjectAccuracy: ratio(fp + tn, outcomes.length),
      falsePositiveRate: ratio(fp, fp + tn),
    },
    ground: {
      n: mapped.length,
      top1Accuracy: ratio(correct, mapped.length),
      unmapped: objected.length - mapped.length,
      top1AccuracyAll: ratio(correct, objected.length),
      top1WhenObjected: ratio(correct, mapped.filter((outcome) => outcome.counselGround !== null).length),
      perGround,
      confusion,
    },
    judge: {
      n: ruled.length,
      chainAgreement: ratio(chainAgrees, ruled.length),
      alwaysSustain: ratio(sustained, ruled.length),
      alwaysOverrule: ratio(ruled.length - sustained, ruled.length),
      trueGroundAgreement: ratio(trueGroundAgrees, ruled.length),
      counselObjected: counselObjected.length,
      agreementWhenCounselObjected: ratio(counselObjected.filter((outcome) => outcome.chainRuling === outcome.realRuling).length, counselObjected.length),
      alwaysSustainWhenCounselObjected: ratio(counselObjected.filter((outcome) => outcome.realRuling === 'sustained').length, counselObjected.length),
      sustainedButLetPass: ruled.filter((outcome) => outcome.chainRuling === null && outcome.realRuling === 'sustained').length,
    },
    nonresponsive: { n: strike.length, caught: strike.filter((outcome) => outcome.movedToStrike).length },
  };
}

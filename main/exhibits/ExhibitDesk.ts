import {
  EXHIBIT_OBJECTIONS,
  type Actor,
  type AnswerDecision,
  type ExaminationType,
  type ExhibitObjectionGround,
  type ImpeachmentStepKind,
  type ObjectionGround,
  type ScoreReason,
  type SessionEvent,
  type Side,
} from '../../shared/domain';
import { BadInputError, ConflictError } from '../../shared/errors';
import type { Exhibit } from '../../shared/scenario';
import type { SeededRandom } from '../../shared/SeededRandom';
import { objectionScore, type ScoreLine } from '../scoring';
import type { ScenarioContext } from '../trial/ScenarioContext';
import { applyExhibitEvent, emptyExhibitLedger, exhibitRecord, type ExhibitLedger } from './ExhibitLedger';
import { exhibitGroundOf, missingElements, objectionGroundOf, ruleOnExhibit } from './exhibitRuling';
import { foundationElements } from './foundationDefaults';
import { elementAskedFor, foundationAnswer } from './foundationQuestions';
import { impeachmentStep } from './impeachment';

/** A step the player takes with an exhibit. Foundation questions are plain questions. */
export type ExhibitAction =
  | { kind: 'mark'; exhibit: string }
  | { kind: 'show'; exhibit: string }
  | { kind: 'approach'; exhibit: string }
  | { kind: 'offer'; exhibit: string }
  | { kind: 'publish'; exhibit: string }
  | { kind: 'impeach'; exhibit: string; step: ImpeachmentStepKind };

/** Where the trial stands when a step is taken. */
export interface DeskMoment {
  turn: number;
  score: number;
  witnessId: string;
  examination: ExaminationType;
  playerSide: Side;
  /** The player's last question on this witness, for an impeachment step. */
  lastPlayerQuestion: { questionId: string; text: string } | null;
}

const POINTS: Partial<Record<ScoreReason, number>> = { foundation_laid: 1, exhibit_admitted: 2, impeachment: 3 };

/**
 * The exhibit steps of a trial: marking, showing, approaching, foundation, offer, objection,
 * ruling, publication and impeachment. It turns each step into events; the session stores them
 * and folds them back into `ledger`.
 */
export class ExhibitDesk {
  readonly ledger: ExhibitLedger = emptyExhibitLedger();
  private readonly exhibits: readonly Exhibit[];

  constructor(
    exhibits: readonly Exhibit[] | undefined,
    private readonly context: ScenarioContext,
    private readonly random: SeededRandom,
    private readonly intentionalErrorRate: number,
  ) {
    this.exhibits = exhibits ?? [];
  }

  apply(event: SessionEvent): void {
    applyExhibitEvent(this.ledger, event);
  }

  /** The exhibits in evidence: admitted in this trial, or stipulated admissible (both sides agreed it comes in). */
  inEvidence(): Set<string> {
    return new Set(this.exhibits.filter((exhibit) => exhibit.stipulatedAdmissible || exhibitRecord(this.ledger, exhibit.id).status === 'admitted').map((exhibit) => exhibit.id));
  }

  /** An exhibit by id or label ("s4-911-transcript", "S-4", "Exhibit S-4"). */
  find(reference: string): Exhibit {
    const key = reference.trim().replace(/^exhibit\s+/i, '').toLowerCase();
    const exhibit = this.exhibits.find((entry) => entry.id === key || entry.label.toLowerCase() === key);
    if (!exhibit) {
      const known = this.exhibits.map((entry) => entry.label).join(', ') || 'none';
      throw new BadInputError(`There is no exhibit "${reference}". Exhibits: ${known}.`, 'exhibit');
    }
    return exhibit;
  }

  /** The player's step with an exhibit, as events. Out-of-order steps are refused with the reason. */
  act(action: ExhibitAction, moment: DeskMoment): SessionEvent[] {
    const exhibit = this.find(action.exhibit);
    const record = exhibitRecord(this.ledger, exhibit.id);
    const { turn } = moment;
    const base = { turn, exhibitId: exhibit.id, by: 'player' as const };
    const refuse = (why: string): never => {
      throw new ConflictError(`Exhibit ${exhibit.label}: ${why}`);
    };
    switch (action.kind) {
      case 'mark':
        if (record.status !== 'unmarked') refuse('it is already marked.');
        return [{ type: 'ExhibitMarked', ...base, label: exhibit.label }];
      case 'show':
        if (record.status === 'unmarked') refuse('mark it for identification first.');
        return [{ type: 'ExhibitShownToCounsel', ...base }];
      case 'approach':
        if (record.status === 'unmarked') refuse('mark it for identification first.');
        if (!record.shown) refuse('show it to opposing counsel before approaching the witness.');
        return [{ type: 'WitnessApproached', ...base, witnessId: moment.witnessId }];
      case 'offer':
        return this.offer(exhibit, moment, refuse);
      case 'publish':
        if (record.status !== 'admitted') refuse('only an admitted exhibit can be published to the jury.');
        if (record.published) refuse('it has already been published.');
        return [{ type: 'ExhibitPublished', ...base }];
      case 'impeach':
        return this.impeach(exhibit, action.step, moment, refuse);
    }
  }

  private offer(exhibit: Exhibit, moment: DeskMoment, refuse: (why: string) => never): SessionEvent[] {
    const record = exhibitRecord(this.ledger, exhibit.id);
    if (record.status === 'unmarked') refuse('mark it for identification first.');
    if (record.status === 'admitted') refuse('it is already in evidence.');
    if (record.status === 'offered') refuse('it has already been offered.');
    const base = { turn: moment.turn, exhibitId: exhibit.id };
    const missing = missingElements(exhibit, record.laid);
    const offered: SessionEvent = { type: 'ExhibitOffered', ...base, by: 'player', missing: missing.map((element) => element.id), stipulated: exhibit.stipulatedAdmissible, isIntentionallyDefective: false };
    // Counsel objects on the ground of the first missing element; with the foundation laid it lets it in.
    const ground: ExhibitObjectionGround | null = exhibit.stipulatedAdmissible ? null : (missing[0]?.ground ?? null);
    const response: SessionEvent = ground
      ? { type: 'ExhibitObjected', ...base, by: 'opposing_counsel', ground, rule: EXHIBIT_OBJECTIONS[ground].rule }
      : { type: 'ExhibitObjectionWaived', ...base, by: 'opposing_counsel' };
    const ruling = ruleOnExhibit(exhibit, record.laid, ground);
    const events: SessionEvent[] = [offered, ...(exhibit.stipulatedAdmissible ? [] : [response]), { type: 'ExhibitRuled', ...withoutActor(base), ...ruling }];
    return ruling.admitted ? [...events, ...this.score(moment, [{ reason: 'exhibit_admitted', delta: POINTS.exhibit_admitted! }])] : events;
  }

  private impeach(exhibit: Exhibit, step: ImpeachmentStepKind, moment: DeskMoment, refuse: (why: string) => never): SessionEvent[] {
    const asked = moment.lastPlayerQuestion;
    if (!asked) refuse('ask the question for this step first; the step is marked on your last question.');
    const done = this.ledger.impeachments.get(`${moment.witnessId}:${exhibit.id}`) ?? [];
    const judged = impeachmentStep(exhibit, moment.witnessId, moment.examination, done, step, asked!.text);
    if (judged.problem) refuse(judged.problem);
    const event: SessionEvent = { type: 'ImpeachmentStep', turn: moment.turn, exhibitId: exhibit.id, witnessId: moment.witnessId, step, questionId: asked!.questionId, by: 'player', complete: judged.complete };
    return judged.complete ? [event, ...this.score(moment, [{ reason: 'impeachment', delta: POINTS.impeachment! }])] : [event];
  }

  /** The witness's answer to a foundation question about the exhibit in its hands, or null if it is not one. */
  foundationAnswer(witnessId: string, question: string): AnswerDecision | null {
    const approached = this.ledger.approached;
    if (!approached || approached.witnessId !== witnessId) return null;
    const exhibit = this.find(approached.exhibitId);
    const element = elementAskedFor(question, foundationElements(exhibit), exhibitRecord(this.ledger, exhibit.id).laid);
    return element ? foundationAnswer(exhibit, witnessId, element, this.context.affidavit(witnessId)).answer : null;
  }

  /** After an answer: the foundation element it laid, if any, and its point for the player. */
  afterAnswer(question: { questionId: string; text: string; witnessId: string; by: Actor }, answer: AnswerDecision, moment: DeskMoment): SessionEvent[] {
    const approached = this.ledger.approached;
    if (!approached || approached.witnessId !== question.witnessId || answer.kind !== 'confirm') return [];
    const exhibit = this.find(approached.exhibitId);
    const element = elementAskedFor(question.text, foundationElements(exhibit), exhibitRecord(this.ledger, exhibit.id).laid);
    if (!element || !foundationAnswer(exhibit, question.witnessId, element, this.context.affidavit(question.witnessId)).recognised) return [];
    const laid: SessionEvent = { type: 'FoundationLaid', turn: moment.turn, exhibitId: exhibit.id, witnessId: question.witnessId, elementId: element.id, questionId: question.questionId, by: question.by };
    return question.by === 'player' ? [laid, ...this.score(moment, [{ reason: 'foundation_laid', delta: POINTS.foundation_laid! }])] : [laid];
  }

  /**
   * Counsel introduces its own exhibit through the witness it has just called on direct: mark,
   * show, approach, the foundation questions and answers, then the offer, which waits for the
   * player. Sometimes it skips an element on purpose (the pack's `counselSkips`, or at its
   * deliberate-error rate), flagged for the objection table. Null when it has nothing to introduce.
   */
  counselIntroduction(moment: DeskMoment, counselSide: Side): SessionEvent[] | null {
    if (moment.examination !== 'direct') return null;
    const exhibit = this.exhibits.find(
      (entry) => entry.offeredBy === counselSide && entry.foundation?.witnesses.includes(moment.witnessId) && exhibitRecord(this.ledger, entry.id).status === 'unmarked',
    );
    if (!exhibit) return null;
    let turn = moment.turn;
    const base = () => ({ turn, exhibitId: exhibit.id, by: 'opposing_counsel' as const });
    const events: SessionEvent[] = [
      { type: 'ExhibitMarked', ...base(), label: exhibit.label },
      { type: 'ExhibitShownToCounsel', ...base() },
      { type: 'WitnessApproached', ...base(), witnessId: moment.witnessId },
    ];
    const elements = foundationElements(exhibit);
    const random = this.random.fork(`counsel-exhibit-${exhibit.id}`);
    const skipped = exhibit.stipulatedAdmissible
      ? null
      : exhibit.foundation?.counselSkips
        ? (elements.find((element) => element.id === exhibit.foundation?.counselSkips) ?? null)
        : random.chance(this.intentionalErrorRate)
          ? random.pick(elements)
          : null;
    const affidavit = this.context.affidavit(moment.witnessId);
    for (const element of exhibit.stipulatedAdmissible ? [] : elements) {
      if (element === skipped) continue;
      turn += 1;
      const questionId = `q${turn}`;
      const text = `${element.question} (Exhibit ${exhibit.label})`;
      const { answer } = foundationAnswer(exhibit, moment.witnessId, element, affidavit);
      events.push(
        { type: 'QuestionAsked', turn, questionId, witnessId: moment.witnessId, examination: 'direct', by: 'opposing_counsel', side: counselSide, text, topics: [], isIntentionallyDefective: false, defect: null, targetElicitId: null },
        { type: 'AnswerGiven', turn, questionId, witnessId: moment.witnessId, text: answer.text, kind: answer.kind, sources: answer.sources },
        { type: 'FoundationLaid', ...base(), witnessId: moment.witnessId, elementId: element.id, questionId },
      );
    }
    const laid = new Set(elements.filter((element) => element !== skipped).map((element) => element.id));
    const missing = exhibit.stipulatedAdmissible ? [] : elements.filter((element) => !laid.has(element.id)).map((element) => element.id);
    events.push({ type: 'ExhibitOffered', ...base(), missing, stipulated: exhibit.stipulatedAdmissible, isIntentionallyDefective: skipped !== null });
    if (exhibit.stipulatedAdmissible) events.push({ type: 'ExhibitRuled', ...withoutActor(base()), ...ruleOnExhibit(exhibit, new Map(), null) });
    return events;
  }

  /** The player answers counsel's pending offer: an objection (its button) or none. */
  answerOffer(ground: ObjectionGround | null, moment: DeskMoment): SessionEvent[] {
    const exhibitId = this.ledger.pendingOffer;
    if (!exhibitId) throw new ConflictError('Counsel has no exhibit on offer.');
    const exhibit = this.find(exhibitId);
    const record = exhibitRecord(this.ledger, exhibitId);
    const base = { turn: moment.turn, exhibitId };
    const skippedGround = record.defective ? (missingElements(exhibit, record.laid)[0]?.ground ?? null) : null;
    const defect = skippedGround ? objectionGroundOf(skippedGround) : null;
    if (ground === null) {
      const ruling = ruleOnExhibit(exhibit, record.laid, null);
      return [{ type: 'ExhibitObjectionWaived', ...base, by: 'player' }, { type: 'ExhibitRuled', ...withoutActor(base), ...ruling }, ...this.score(moment, objectionScore({ kind: 'passed' }, defect))];
    }
    const exhibitGround = exhibitGroundOf(ground);
    if (!exhibitGround) {
      throw new BadInputError(`An exhibit is objected to for lack of foundation, hearsay, best evidence or relevance (403), not "${ground}".`, 'ground');
    }
    const ruling = ruleOnExhibit(exhibit, record.laid, exhibitGround);
    const outcome = { kind: 'objected' as const, ground, ruling: ruling.admitted ? ('overruled' as const) : ('sustained' as const) };
    return [
      { type: 'ExhibitObjected', ...base, by: 'player', ground: exhibitGround, rule: EXHIBIT_OBJECTIONS[exhibitGround].rule },
      { type: 'ExhibitRuled', ...withoutActor(base), ...ruling },
      ...this.score(moment, objectionScore(outcome, defect)),
    ];
  }

  private score(moment: DeskMoment, lines: readonly ScoreLine[]): SessionEvent[] {
    let total = moment.score;
    return lines.map((line) => ({ type: 'ScoreChanged', turn: moment.turn, delta: line.delta, total: (total += line.delta), reason: line.reason, questionId: null, elicitId: null }));
  }
}

/** A ruling is the court's: its event names no actor (the stored schema has none, and a replay must equal the log). */
function withoutActor(base: { turn: number; exhibitId: string; by?: unknown }): { turn: number; exhibitId: string } {
  return { turn: base.turn, exhibitId: base.exhibitId };
}

import type { ExhibitAction } from '../../exhibits/ExhibitDesk';
import { isCrossLike, WORDS_PER_MINUTE, type EventOf, type ObjectionGround, type SessionEvent, type Side, type SpeechAssessment } from '../../../shared/domain';
import { ConflictError, MootError } from '../../../shared/errors';
import { LexicalEmbedder } from '../../embeddings/LexicalEmbedder';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitMatcher } from '../../scoring';
import type { TrialArcSpec, TrialScenarioSpec } from '../TrialScenarioSpec';
import type { Awaiting, TrialSession } from '../TrialSession';
import { budgetsOf, heldParts, systemClock, type ArcParts, type BudgetPart, type Clock, type TimeBudgets, type TrialArcOptions } from './arcConfig';
import { applyArcEvent, emptyArcState, type ArcState } from './arcState';
import { nextArcStep, phaseName, type ArcStep, type TrialPhaseName } from './arcStep';
import { assessByModel, counselClosingByModel, counselOpeningByModel, deliberationByModel, type ArcModelContext, type Guarded } from './arcModelParts';
import { closingObjections } from './closingObjections';
import { counselClosing, counselOpening } from './counselSpeeches';
import { burdenOf, claimElements, ruleOnMotion, verdictOf, weighElements } from './elements';
import { citationsOf, promisesOf } from './speechAnalysis';
import { SideClock } from './SideClock';

/** Whose move it is, with the arc's own moves for the player. */
export type ArcAwaiting = Awaiting | 'player_opening' | 'player_motion' | 'player_closing' | 'player_rebuttal';

export interface TrialArcSetup {
  scenario: TrialScenarioSpec;
  playerSide: Side;
  arc?: TrialArcOptions | undefined;
  matcher?: ElicitMatcher | undefined;
}

/**
 * The whole trial around a session's examinations: openings, the motion for a directed verdict,
 * closings with rebuttal, jury instructions and the verdict, and the time budgets. It drives the
 * session it wraps and stores its own events through it. With no part held it only forwards.
 */
export class TrialArc {
  readonly arc: ArcState = emptyArcState();
  readonly parts: ArcParts;
  private readonly spec: TrialArcSpec | undefined;
  private readonly matcher: ElicitMatcher;
  private readonly clock: Clock;
  private readonly budgets: TimeBudgets | null;
  private readonly time: SideClock;

  constructor(
    readonly session: TrialSession,
    private readonly setup: TrialArcSetup,
  ) {
    this.spec = setup.scenario.arc;
    this.parts = heldParts(this.spec, setup.arc);
    this.matcher = setup.matcher ?? new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder()));
    this.clock = setup.arc?.clock ?? systemClock;
    this.budgets = budgetsOf(setup.arc);
    this.time = new SideClock(this.clock);
  }

  /** Whether any part besides the examinations is held (the session must then be built with `holdEnd`). */
  static holdsParts(scenario: TrialScenarioSpec, arc: TrialArcOptions | undefined): boolean {
    return Object.values(heldParts(scenario.arc, arc)).some(Boolean);
  }

  get state() {
    return this.session.state;
  }

  get step(): ArcStep {
    return nextArcStep(this.session.state, this.arc, this.parts, (id) => this.session.context.witness(id).side);
  }

  get phase(): TrialPhaseName {
    return phaseName(this.step, this.session.state);
  }

  get awaiting(): ArcAwaiting {
    if (this.session.awaiting === 'start') return 'start';
    const step = this.step;
    const player = this.setup.playerSide;
    switch (step.kind) {
      case 'ended':
        return 'ended';
      case 'evidence':
        return this.session.awaiting === 'player_question' && this.examinationTimeSpent() ? 'opposing_counsel' : this.session.awaiting;
      case 'opening':
        return step.side === player && !this.spent(player, 'opening') ? 'player_opening' : 'opposing_counsel';
      case 'motion':
        return player === 'defense' ? 'player_motion' : 'opposing_counsel';
      case 'closing':
        if (step.side !== player || this.spent(player, 'closing')) return 'opposing_counsel';
        return step.part === 'rebuttal' ? 'player_rebuttal' : 'player_closing';
      default:
        return 'opposing_counsel';
    }
  }

  /** Time left to `side` on `part`, or null when untimed (the room's clock). */
  remaining(side: Side, part: BudgetPart): number | null {
    return this.budgets ? Math.max(0, this.budgets[part] - this.time.spent(side, part)) : null;
  }

  /** The budget of `part` per side, or null when untimed. */
  budget(part: BudgetPart): number | null {
    return this.budgets?.[part] ?? null;
  }

  /** Folds stored arc events (a resumed session), the time spent with them; the clock runs on for whoever is to move. */
  restore(events: readonly SessionEvent[]): void {
    for (const event of events) {
      applyArcEvent(this.arc, event);
      if (event.type === 'TimeCharged') this.time.book(event);
    }
    this.time.turnTo(this.clockOwner());
  }

  async *start(): AsyncGenerator<SessionEvent> {
    yield* this.track(this.session.start());
  }

  async *handleTurn(text: string): AsyncGenerator<SessionEvent> {
    if (this.awaiting === 'player_motion') yield* this.record([this.motionEvent('player', false)]);
    yield* this.track(this.session.handleTurn(text));
  }

  handlePlayerObjection(ground: ObjectionGround | null): AsyncGenerator<SessionEvent> {
    return this.track(this.session.handlePlayerObjection(ground));
  }

  moveToStrike(): AsyncGenerator<SessionEvent> {
    return this.track(this.session.moveToStrike());
  }

  /** An exhibit step (mark, offer, publish…) on the player's turn to ask. */
  exhibitAction(action: ExhibitAction): AsyncGenerator<SessionEvent> {
    return this.track(this.session.exhibitAction(action));
  }

  /** "No further questions"; at the motion it declines to move, at a rebuttal or closing it waives it. */
  async *endExamination(): AsyncGenerator<SessionEvent> {
    const awaiting = this.awaiting;
    if (awaiting === 'player_motion') yield* this.record([this.motionEvent('player', false)]);
    else if (awaiting === 'player_closing' || awaiting === 'player_rebuttal') yield* this.record([this.closingEvent('player', awaiting === 'player_rebuttal' ? 'rebuttal' : 'closing', '', true, [], [], [])]);
    else yield* this.track(this.session.endExamination());
  }

  /** Counsel's move, or the court's: an examination turn, a speech, the motion, the instructions, the verdict. */
  async *handleOCAExaminationTurn(): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'opposing_counsel') throw new ConflictError(`It is not the opposing counsel's turn (awaiting ${this.awaiting}).`);
    const step = this.step;
    const counsel: Side = this.setup.playerSide === 'plaintiff' ? 'defense' : 'plaintiff';
    const { elicits, witnesses } = this.setup.scenario;
    switch (step.kind) {
      case 'evidence':
        if (this.session.awaiting === 'player_question') {
          const part = isCrossLike(this.state.examination!) ? 'cross' : 'direct';
          yield* this.timeRanOut(part, `Time is up: your ${part} examination ends.`);
          yield* this.track(this.session.endExamination());
        } else {
          yield* this.track(this.session.handleOCAExaminationTurn());
        }
        return;
      case 'opening':
        if (step.side !== counsel) {
          yield* this.timeRanOut('opening', 'Time is up: your opening ends.');
          yield* this.record([{ type: 'OpeningGiven', by: 'player', side: step.side, text: '', reserved: false, promised: [], durationMs: this.budgets?.opening ?? null, budgetMs: this.budgets?.opening ?? null }]);
          return;
        }
        {
          yield* this.pauseClock();
          const { value: speech, fallback } = await counselOpeningByModel(this.modelContext(), counsel, counselOpening(this.requireSpec(), elicits, witnesses, counsel));
          yield* this.record([...fallback, { type: 'OpeningGiven', by: 'opposing_counsel', side: counsel, text: speech.text, reserved: false, promised: speech.elicitIds, durationMs: null, budgetMs: null }]);
        }
        return;
      case 'motion':
        yield* this.record([this.motionEvent('opposing_counsel', true)]);
        yield* this.afterMotion();
        return;
      case 'closing': {
        if (step.side !== counsel) {
          yield* this.timeRanOut('closing', `Time is up: your ${step.part} ends.`);
          yield* this.record([this.closingEvent('player', step.part, '', true, [], [], [])]);
          return;
        }
        const findings = this.findings();
        const rules = counselClosing(this.requireSpec(), elicits, this.state, findings, counsel, step.part);
        yield* this.pauseClock();
        const { value: speech, fallback } = await counselClosingByModel(this.modelContext(), counsel, step.part, findings, rules);
        yield* this.record([...fallback, this.closingEvent('opposing_counsel', step.part, speech.text, false, speech.elicitIds, [], [])]);
        return;
      }
      case 'instructions': {
        const spec = this.requireSpec();
        yield* this.record([{ type: 'InstructionsRead', burden: burdenOf(spec), instructions: spec.juryInstructions.map(({ id, title, text }) => ({ id, title, text })) }]);
        return;
      }
      case 'verdict': {
        const burden = burdenOf(this.spec);
        const findings = this.findings();
        const verdict = verdictOf(findings, burden);
        yield* this.pauseClock();
        const { value: deliberation, fallback } = await deliberationByModel(this.modelContext(), verdict.for, burden, findings);
        yield* this.record([...fallback, { type: 'VerdictReached', for: verdict.for, burden, directed: false, elements: findings, reason: verdict.reason, deliberation }, { type: 'SessionEnded', reason: 'completed' }]);
        return;
      }
      case 'end':
        yield* this.record([{ type: 'SessionEnded', reason: 'completed' }]);
        return;
      case 'ended':
        throw new ConflictError('The trial has ended.');
    }
  }

  /** The player's opening; the defense may reserve it until the start of its case. */
  async *giveOpening(text: string, options: { reserve?: boolean; durationMs?: number } = {}): AsyncGenerator<SessionEvent> {
    // Accepted also just after the budget ran out (the pane delivers what was written then): it is scored as over time.
    const step = this.step;
    if (this.session.awaiting === 'start' || step.kind !== 'opening' || step.side !== this.setup.playerSide) throw new ConflictError(`It is not the time for your opening (awaiting ${this.awaiting}).`);
    const side = this.setup.playerSide;
    const reserve = options.reserve === true;
    if (reserve && (side !== 'defense' || this.arc.openings.defense)) throw new MootError('bad_input', 'Only the defense may reserve its opening, and only once.', 'opening');
    const opening = text.trim();
    if (!reserve && !opening) throw new MootError('bad_input', 'The opening is empty.', 'opening');
    const promised = reserve ? [] : await promisesOf(opening, this.matcher, this.setup.scenario.elicits, side);
    const budgetMs = this.budgets?.opening ?? null;
    const durationMs = this.duration(options.durationMs);
    yield* this.pauseClock();
    const { value: assessment, fallback } = reserve ? { value: null, fallback: [] } : await this.assess('opening', opening);
    yield* this.record([...fallback, { type: 'OpeningGiven', by: 'player', side, text: reserve ? '' : opening, reserved: reserve, promised, durationMs, budgetMs, assessment }]);
  }

  /** The defense player moves for a directed verdict after the plaintiff rests. */
  async *moveForDirectedVerdict(): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'player_motion') throw new ConflictError(`A motion for a directed verdict is not in order now (awaiting ${this.awaiting}).`);
    yield* this.record([this.motionEvent('player', true)]);
    yield* this.afterMotion();
  }

  /** The player's closing or rebuttal; counsel objects to each sentence citing a fact never admitted. */
  async *giveClosing(text: string, options: { durationMs?: number } = {}): AsyncGenerator<SessionEvent> {
    const step = this.step;
    if (step.kind !== 'closing' || step.side !== this.setup.playerSide) throw new ConflictError(`It is not the time for your closing (awaiting ${this.awaiting}).`);
    const awaiting = step.part === 'rebuttal' ? 'player_rebuttal' : 'player_closing';
    const closing = text.trim();
    if (!closing) throw new MootError('bad_input', 'The closing is empty.', 'closing');
    const citations = await citationsOf(closing, this.matcher, this.setup.scenario.elicits, this.state);
    const objections = closingObjections(citations, this.state, this.setup.scenario);
    const part = awaiting === 'player_rebuttal' ? 'rebuttal' : 'closing';
    const event = this.closingEvent('player', part, closing, false, citations.cited, citations.unsupported, objections, options.durationMs);
    yield* this.pauseClock();
    const { value: assessment, fallback } = await this.assess(part, closing);
    yield* this.record([...fallback, { ...event, assessment }]);
  }

  private async *afterMotion(): AsyncGenerator<SessionEvent> {
    const motion = this.arc.motion;
    if (!motion?.granted) return;
    const burden = burdenOf(this.spec);
    yield* this.record([
      { type: 'VerdictReached', for: 'defense', burden, directed: true, elements: motion.elements, reason: `Directed verdict for the defense. ${motion.reason}`, deliberation: null },
      { type: 'SessionEnded', reason: 'completed' },
    ]);
  }

  /** What the model parts of the arc see and are guarded against. */
  private modelContext(): ArcModelContext {
    return { voice: this.session.arcVoice, matcher: this.matcher, scenario: this.setup.scenario, arc: this.requireSpec(), state: this.state };
  }

  /** The player's speech scored by the judge's model on the judgement criteria (none without a model). */
  private assess(part: 'opening' | 'closing' | 'rebuttal', text: string): Promise<Guarded<SpeechAssessment | null>> {
    const side = this.setup.playerSide;
    const established = this.setup.scenario.elicits.filter((elicit) => this.state.established.has(elicit.id)).map((elicit) => elicit.label);
    const budget = this.budgets ? (part === 'opening' ? this.budgets.opening : this.budgets.closing) : null;
    return assessByModel(this.modelContext(), {
      part,
      side,
      caseTheory: this.requireSpec().caseTheories[side],
      text,
      established: part === 'opening' ? [] : established,
      budgetWords: budget === null ? null : Math.round((budget / 60_000) * WORDS_PER_MINUTE),
    });
  }

  private findings() {
    const established = new Set(this.state.established.keys());
    return weighElements(claimElements(this.spec, this.setup.scenario.elicits), this.setup.scenario.elicits, established, burdenOf(this.spec));
  }

  private motionEvent(by: 'player' | 'opposing_counsel', moved: boolean): SessionEvent {
    // The motion tests only whether there is evidence on each element, so it weighs on preponderance.
    const established = new Set(this.state.established.keys());
    const elements = weighElements(claimElements(this.spec, this.setup.scenario.elicits), this.setup.scenario.elicits, established, 'preponderance');
    const ruling = moved ? ruleOnMotion(elements) : { granted: false, reason: 'The defense does not move for a directed verdict.' };
    return { type: 'MotionRuled', motion: 'directed_verdict', by, side: 'defense', moved, granted: ruling.granted, elements, reason: ruling.reason };
  }

  private closingEvent(
    by: 'player' | 'opposing_counsel',
    part: 'closing' | 'rebuttal',
    text: string,
    waived: boolean,
    cited: string[],
    unsupported: string[],
    objections: ReturnType<typeof closingObjections>,
    durationMs?: number,
  ): EventOf<'ClosingGiven'> {
    const side: Side = part === 'rebuttal' ? 'plaintiff' : by === 'player' ? this.setup.playerSide : this.setup.playerSide === 'plaintiff' ? 'defense' : 'plaintiff';
    const budgetMs = this.budgets?.closing ?? null;
    return { type: 'ClosingGiven', by, side, part, text, waived, cited, unsupported, objections, durationMs: by === 'player' && !waived ? this.duration(durationMs) : null, budgetMs };
  }

  private requireSpec(): TrialArcSpec {
    if (!this.spec) throw new MootError('internal', 'The trial arc needs the scenario arc spec.');
    return this.spec;
  }

  private duration(given: number | undefined): number | null {
    if (given !== undefined) return Math.max(0, Math.round(given));
    return this.budgets ? this.time.sinceTurnBegan() : null;
  }

  private spent(side: Side, part: BudgetPart): boolean {
    return this.budgets !== null && this.time.spent(side, part) >= this.budgets[part];
  }

  private examinationTimeSpent(): boolean {
    const { examination, examiner } = this.state;
    if (!this.budgets || !examination || examiner !== this.setup.playerSide) return false;
    return this.spent(examiner, isCrossLike(examination) ? 'cross' : 'direct');
  }

  /** The court's notice that the player's budget for `part` is spent; the part then ends. */
  private timeRanOut(part: BudgetPart, notice: string): AsyncGenerator<SessionEvent> {
    return this.record([{ type: 'TimeRanOut', side: this.setup.playerSide, part, notice }]);
  }

  /** Books the turn under way to its owner, stored in a timed trial so that a resumed one keeps the time spent. */
  private async *chargeTime(): AsyncGenerator<SessionEvent> {
    const charged = this.time.charge();
    if (this.budgets && charged && charged.ms > 0) yield* this.session.record([{ type: 'TimeCharged', ...charged }]);
  }

  /** Books the turn so far and stops the clock while a model works: its time is nobody's. */
  private async *pauseClock(): AsyncGenerator<SessionEvent> {
    yield* this.chargeTime();
    this.time.turnTo(null);
  }

  /** Runs a session flow, then starts the clock for whoever moves next. */
  private async *track(flow: AsyncGenerator<SessionEvent>): AsyncGenerator<SessionEvent> {
    yield* this.chargeTime();
    yield* flow;
    this.time.turnTo(this.clockOwner());
  }

  private async *record(events: readonly SessionEvent[]): AsyncGenerator<SessionEvent> {
    yield* this.chargeTime();
    for await (const event of this.session.record(events)) {
      applyArcEvent(this.arc, event);
      yield event;
    }
    this.time.turnTo(this.clockOwner());
  }

  /** Whose clock runs now: the examiner during the evidence, the speaker during a speech. */
  private clockOwner(): { side: Side; part: BudgetPart } | null {
    const step = this.step;
    if (step.kind === 'opening') return { side: step.side, part: 'opening' };
    if (step.kind === 'closing') return { side: step.side, part: 'closing' };
    const { examination, examiner } = this.state;
    if (step.kind === 'evidence' && examination && examiner) return { side: examiner, part: isCrossLike(examination) ? 'cross' : 'direct' };
    return null;
  }
}

import type { ArcVoice } from './phases/ArcVoice';
import {
  ALL_EXAMINATIONS,
  determineOCAMode,
  examinationChoiceProblem,
  examinerSide,
  nextHeldExamination,
  OBJECTION_CATALOGUE,
  opposingSide,
  type Actor,
  type AnswerDecision,
  type ExaminationType,
  type ObjectionGround,
  type Phase,
  type ScoreReason,
  type SessionEvent,
  type Side,
} from '../../shared/domain';
import { ConflictError, MootError } from '../../shared/errors';
import { quoteRuling } from '../rules/ruleQuotes';
import { ExhibitDesk, type DeskMoment, type ExhibitAction } from '../exhibits/ExhibitDesk';
import { LexicalEmbedder } from '../embeddings/LexicalEmbedder';
import { describeFallback, describeInvalidDecision } from '../llm/fallbackDetail';
import { RecordedFallback } from './RecordedCast';
import {
  ContextAwareElicitMatcher,
  elicitPoints,
  HybridElicitMatcher,
  objectionScore,
  readElicitsAhead,
  type ElicitMatcher,
} from '../scoring';
import {
  DEFAULT_JUDGE_CONFIG,
  DEFAULT_OPPOSING_COUNSEL_CONFIG,
  type AnswerRequest,
  type JudgeConfig,
  type OpposingCounselConfig,
  type TrialCast,
} from './agents';
import { buildCrossOutline } from './CrossOutline';
import { classificationContextFor, recentExchanges } from './classificationContextFor';
import { groundToRuleAhead, shouldSpeculate } from './speculationPolicy';
import { scoreAnswer } from './scoreAnswer';
import {
  validateAnswerDecision,
  validateExaminationDecision,
  validateObjectionDecision,
  validateRulingDecision,
  type Validated,
} from './decisionValidation';
import { AnswerReleaseGate } from './AnswerReleaseGate';
import { MemoryEventSink, type EventSink } from './EventSink';
import { NullMemoryWriter, type MemoryWriter, type RecallingAgent } from './MemoryWriter';
import { ObjectionClassifier, type ClassificationContext, type ObjectionAnalysis } from './ObjectionClassifier';
import { buildJudgeProjection, buildOpposingCounselProjection, buildWitnessProjection, type OpposingCounselProjection, type RecalledClaim } from './projections';
import { judgeResponsiveness } from './objections/responsiveness';
import { findDuplicate } from './QuestionDedup';
import { createRulesCast } from './rules/createRulesCast';
import { ScenarioContext } from './ScenarioContext';
import { SeededRandom } from '../../shared/SeededRandom';
import { applyEvent, emptyTestimonyState, type TestimonyState } from './TestimonyState';
import { notify, type AnalysisReport, type TrialObserver } from './TrialObserver';
import type { TrialScenarioSpec } from './TrialScenarioSpec';

/**
 * Builds a session's cast. `castName`, when given, is the name the cast will have (what
 * `SessionStarted.cast` records), known without building it: a resumed session compares it.
 */
export type TrialCastFactory = ((context: ScenarioContext, random: SeededRandom, config: { opposingCounsel: OpposingCounselConfig; judge: JudgeConfig }) => TrialCast) & { readonly castName?: string };

export interface TrialSessionOptions {
  scenario: TrialScenarioSpec;
  playerSide: Side;
  seed: number;
  /** Witnesses to call, in order. Default: the plaintiff's, then the defense's, in scenario order. */
  witnessIds?: readonly string[];
  /** Examinations held for each witness, in any order; default all four. Must include direct; redirect needs cross, recross needs redirect. */
  examinations?: readonly ExaminationType[];
  opposingCounsel?: Partial<OpposingCounselConfig>;
  judge?: Partial<JudgeConfig>;
  /** Builds the cast; default the rules cast. The rules cast is always the fallback. */
  cast?: TrialCastFactory;
  matcher?: ElicitMatcher;
  sink?: EventSink;
  memory?: MemoryWriter;
  /**
   * Receives a streaming witness's answer as it is generated (question id, text piece), only once
   * the answer stands: a speculative answer whose objection is sustained sends nothing. The
   * pieces are provisional; the `AnswerGiven` event, stored afterwards, is the record.
   */
  onWitnessText?: (questionId: string, delta: string) => void;
  /** Counsel introduces its own exhibits; default true. Resuming a log from before exhibits turns it off. */
  counselExhibits?: boolean;
  /** An exhibit's contents count only while it is in evidence (elicits resting on it, best-evidence objections); default true. Resuming an older log turns it off. */
  exhibitEvidence?: boolean;
  /** Told of decisions the log does not keep (the classifier's findings), for the debug panel. */
  observer?: TrialObserver;
  /** The trial's arc (main/trial/phases) ends the session itself: closing the evidence does not. */
  holdEnd?: boolean;
}

/** Whose move it is. */
export type Awaiting = 'start' | 'player_question' | 'player_response' | 'opposing_counsel' | 'ended';

interface PendingQuestion {
  questionId: string;
  turn: number;
  text: string;
  witnessId: string;
  examination: ExaminationType;
  /** What the question is really faulty on, for the objection table. */
  defect: ObjectionGround | null;
  analysis: ObjectionAnalysis;
  answer: SpeculativeAnswer;
}

/** A witness answer begun before anyone knows whether it will be heard. */
interface SpeculativeAnswer {
  decision: Promise<{ value: AnswerDecision; fallback: SessionEvent | null }>;
  gate: AnswerReleaseGate;
}

const DEFECT_THRESHOLD = 0.6;
/** Earlier claims an agent recalls from the vector memory per decision. */
const RECALL_LIMIT = 4;

/**
 * One trial session: the orchestrator. Each flow is an async generator of events; every step
 * is appended to the sink (taken whole, or the flow throws) and folded into the testimony state
 * before its events are yielded. The workspace's sink stores the steps of one API call in one
 * transaction before the call returns (`StoreEventSink.holding`), so nothing the student is shown
 * is unstored.
 */
/** How sure the answer test must be before counsel moves to strike an answer on its own. */
const COUNSEL_STRIKE_CONFIDENCE = 0.6;

export class TrialSession {
  readonly state: TestimonyState = emptyTestimonyState();
  readonly context: ScenarioContext;
  readonly sink: EventSink;
  private readonly classifier = new ObjectionClassifier();
  private readonly cast: TrialCast;
  private readonly rules: TrialCast;
  private readonly ocConfig: OpposingCounselConfig;
  private readonly enabledGrounds: ReadonlySet<ObjectionGround>;
  private readonly matcher: ElicitMatcher;
  private readonly memory: MemoryWriter;
  private readonly witnessOrder: readonly string[];
  private readonly examinations: readonly ExaminationType[];
  private pending: PendingQuestion | null = null;
  /** Exhibit steps (issue 22): their own events, folded into `exhibits.ledger`. */
  readonly exhibits: ExhibitDesk;

  constructor(private readonly options: TrialSessionOptions) {
    loadCollation();
    this.context = new ScenarioContext(options.scenario);
    this.ocConfig = { ...DEFAULT_OPPOSING_COUNSEL_CONFIG, ...options.opposingCounsel };
    this.enabledGrounds = new Set(this.ocConfig.enabledGrounds);
    const config = { opposingCounsel: this.ocConfig, judge: { ...DEFAULT_JUDGE_CONFIG, ...options.judge } };
    const random = new SeededRandom(options.seed);
    this.rules = createRulesCast(this.context, random.fork('rules'), config);
    this.cast = options.cast ? options.cast(this.context, random.fork('cast'), config) : this.rules;
    this.exhibits = new ExhibitDesk(options.scenario.exhibits, this.context, random.fork('exhibits'), this.ocConfig.intentionalErrorRate);
    this.matcher = options.matcher ?? new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder()));
    this.sink = options.sink ?? new MemoryEventSink();
    this.memory = options.memory ?? new NullMemoryWriter();
    const witnesses = options.scenario.witnesses;
    this.witnessOrder = options.witnessIds ?? [
      ...witnesses.filter((witness) => witness.side === 'plaintiff').map((witness) => witness.id),
      ...witnesses.filter((witness) => witness.side === 'defense').map((witness) => witness.id),
    ];
    if (this.witnessOrder.length === 0) throw new MootError('bad_input', 'A trial needs at least one witness.', 'witnesses');
    for (const id of this.witnessOrder) this.context.witness(id);
    for (const id of this.witnessOrder) readElicitsAhead(this.context.elicitsFor(id));
    this.examinations = options.examinations ?? ALL_EXAMINATIONS;
    const problem = examinationChoiceProblem(this.examinations);
    if (problem) throw new MootError('bad_input', problem, 'examinations');
  }

  private get counselExhibits(): boolean {
    return this.options.counselExhibits ?? true;
  }

  private get exhibitEvidence(): boolean {
    return this.options.exhibitEvidence ?? true;
  }

  /** The exhibits in evidence, when this session tracks them (it does unless it resumes an older log). */
  private inEvidence(): { inEvidence?: ReadonlySet<string> } {
    return this.exhibitEvidence ? { inEvidence: this.exhibits.inEvidence() } : {};
  }

  /** The model's parts of the trial's arc; none in the rules cast. */
  get arcVoice(): ArcVoice {
    return (this.cast !== this.rules && this.cast.arcVoice) || {};
  }

  /** The name of the cast playing this session (`rules`, `local:…`, `cloud:…`). */
  get castName(): string {
    return this.cast.name;
  }

  get awaiting(): Awaiting {
    if (this.state.ended || this.state.phase === 'closed') return 'ended';
    if (this.state.mode === null) return 'start';
    if (this.pending || this.exhibits.ledger.pendingOffer) return 'player_response';
    return this.state.mode.startsWith('objection_user') ? 'player_question' : 'opposing_counsel';
  }

  /** Opens the session: `SessionStarted`, then the first witness's direct. */
  async *start(): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'start') throw new ConflictError('The session has already started.');
    const { scenario, playerSide, seed } = this.options;
    yield* this.commit([
      { type: 'SessionStarted', scenarioId: scenario.id, scenarioTitle: scenario.title, playerSide, seed, cast: this.cast.name, ...(this.counselExhibits ? { exhibits: true } : {}), ...(this.exhibitEvidence ? { exhibitEvidence: true } : {}) },
      this.examinationStart(this.witnessOrder[0]!, 'direct'),
    ]);
  }

  /** The player asks a question (the player is examining). */
  async *handleTurn(text: string): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'player_question') throw new ConflictError(`It is not the player's turn to ask (awaiting ${this.awaiting}).`);
    const question = text.trim();
    if (!question) throw new MootError('bad_input', 'The question is empty.', 'question');
    const { witnessId, examination, playerSide } = this.current();
    const turn = this.state.turn + 1;
    const topics = this.context.topics.topicsOf(question);
    const duplicate = findDuplicate(this.state.witnesses.get(witnessId), question, topics, 'player');
    if (duplicate) {
      yield* this.commit([
        { type: 'QuestionBlocked', turn, witnessId, by: 'player', text: question, reason: 'duplicate', similarToQuestionId: duplicate.questionId, similarity: duplicate.similarity },
      ]);
      return;
    }
    const questionId = `q${turn}`;
    yield* this.commit([
      { type: 'QuestionAsked', turn, questionId, witnessId, examination, by: 'player', side: playerSide, text: question, topics, isIntentionallyDefective: false, defect: null, targetElicitId: null },
    ]);
    const analysis = this.classifier.classify(question, this.classificationContext(witnessId, examination, playerSide, question));
    // Where it pays (speculationPolicy), the witness starts answering while counsel decides whether
    // to object; the answer stays hidden (never stored or yielded) unless no objection is sustained.
    const speculated = shouldSpeculate(analysis, { sharedLane: this.cast.sharedLane === true, modelWitness: this.cast !== this.rules });
    let answer = speculated ? this.answer(turn, questionId, question, witnessId, examination, playerSide) : null;
    const ruledAhead = this.ruleAhead(turn, questionId, question, analysis);

    const ocProjection = buildOpposingCounselProjection(this.state, this.context, {
      side: opposingSide(playerSide),
      mode: this.state.mode!,
      witnessId,
      examination,
    });
    const objection = await this.decide(
      'opposing_counsel',
      this.state.mode,
      turn,
      () => this.cast.opposingCounsel.considerObjection({ turn, questionId, question, analysis, projection: ocProjection }),
      (raw) => validateObjectionDecision(raw, this.enabledGrounds),
      () => this.rules.opposingCounsel.considerObjection({ turn, questionId, question, analysis, projection: ocProjection }),
    );
    this.report({ turn, questionId, askedBy: 'player', analysis, counselObjected: objection.value.object });
    if (objection.value.object) {
      const { ground, confidence, triggers, isIntentionallyIncorrect } = objection.value;
      yield* this.commit([
        ...objection.fallback,
        { type: 'ObjectionRaised', turn, questionId, by: 'opposing_counsel', ground, rule: OBJECTION_CATALOGUE[ground].rule, confidence, triggers, isIntentionallyIncorrect },
      ]);
      const ruling = ruledAhead?.ground === ground ? await ruledAhead.ruling : await this.rule(turn, questionId, question, ground, 'opposing_counsel', analysis);
      yield* this.commit([...ruling.fallback, ruling.event]);
      if (ruling.event.ruling === 'sustained') {
        answer?.gate.drop();
        return;
      }
    } else if (objection.fallback.length > 0) {
      yield* this.commit(objection.fallback);
    }
    answer ??= this.answer(turn, questionId, question, witnessId, examination, playerSide);
    answer.gate.open();
    const given = await answer.decision;
    yield* this.commit([...(given.fallback ? [given.fallback] : []), this.answerEvent(turn, questionId, witnessId, given.value)]);
    yield* this.commit(await this.scoringEvents({ turn, questionId, witnessId, examination, by: 'player', text: question }, given.value));
    yield* this.commit(this.exhibits.afterAnswer({ questionId, text: question, witnessId, by: 'player' }, given.value, this.moment()));
    // Counsel moves to strike what the student's own witness volunteered, when it plainly did
    // (the same test for every cast, so the motion is rare and never a guess).
    if ((examination === 'direct' || examination === 'redirect') && judgeResponsiveness(question, given.value.text).confidence >= COUNSEL_STRIKE_CONFIDENCE) {
      yield* this.strike(questionId, 'opposing_counsel');
    }
  }

  /** The player's step with an exhibit (mark, show, approach, offer, publish, impeach). */
  async *exhibitAction(action: ExhibitAction): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'player_question') throw new ConflictError(`Exhibits are handled when it is the player's turn to ask (awaiting ${this.awaiting}).`);
    yield* this.commit(this.exhibits.act(action, this.moment()));
  }

  private moment(): DeskMoment {
    const { witnessId, examination, playerSide } = this.current();
    const asked = [...(this.state.witnesses.get(witnessId)?.questions ?? [])].reverse().find((question) => question.by === 'player');
    return { turn: this.state.turn, score: this.state.score, witnessId, examination, playerSide, lastPlayerQuestion: asked ? { questionId: asked.questionId, text: asked.text } : null };
  }

  /** The opposing counsel asks its next question, or ends its examination. */
  async *handleOCAExaminationTurn(): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'opposing_counsel') throw new ConflictError(`It is not the opposing counsel's turn (awaiting ${this.awaiting}).`);
    const { witnessId, examination, playerSide } = this.current();
    const ocSide = opposingSide(playerSide);
    const turn = this.state.turn + 1;
    const classificationContext = this.classificationContext(witnessId, examination, ocSide);
    const projection = buildOpposingCounselProjection(this.state, this.context, { side: ocSide, mode: this.state.mode!, witnessId, examination });
    const analysisOf = (question: string) => this.classifier.classify(question, this.classificationContext(witnessId, examination, ocSide, question));
    const introduction = this.counselExhibits ? this.exhibits.counselIntroduction(this.moment(), ocSide) : null;
    if (introduction) {
      yield* this.commit(introduction);
      return;
    }
    const decision = await this.decide(
      'opposing_counsel',
      this.state.mode,
      turn,
      async () => this.cast.opposingCounsel.nextQuestion({ turn, projection: await this.withRecalledTestimony(projection, turn, witnessId), classificationContext }),
      (raw) => validateExaminationDecision(raw, analysisOf),
      () => this.rules.opposingCounsel.nextQuestion({ turn, projection, classificationContext }),
    );
    if (decision.fallback.length > 0) yield* this.commit(decision.fallback);
    if (decision.value.done) {
      yield* this.advance();
      return;
    }
    const { question, targetElicitId, isIntentionallyDefective, defect } = decision.value;
    const topics = this.context.topics.topicsOf(question);
    const duplicate = findDuplicate(this.state.witnesses.get(witnessId), question, topics, 'opposing_counsel');
    if (duplicate) {
      // Counsel repeating itself has run out of plan: the block is recorded and its examination ends.
      yield* this.commit([
        { type: 'QuestionBlocked', turn, witnessId, by: 'opposing_counsel', text: question, reason: 'duplicate', similarToQuestionId: duplicate.questionId, similarity: duplicate.similarity },
      ]);
      yield* this.advance();
      return;
    }
    const questionId = `q${turn}`;
    yield* this.commit([
      { type: 'QuestionAsked', turn, questionId, witnessId, examination, by: 'opposing_counsel', side: ocSide, text: question, topics, isIntentionallyDefective, defect, targetElicitId },
    ]);
    const analysis = analysisOf(question);
    this.report({ turn, questionId, askedBy: 'opposing_counsel', analysis, counselObjected: null });
    const found = analysis.findings.find((finding) => finding.confidence >= DEFECT_THRESHOLD);
    const answer = this.answer(turn, questionId, question, witnessId, examination, ocSide);
    this.pending = { questionId, turn, text: question, witnessId, examination, defect: defect ?? found?.ground ?? null, analysis, answer };
  }

  /** The player objects to the opposing counsel's pending question (`ground`), or lets it pass (null). */
  async *handlePlayerObjection(ground: ObjectionGround | null): AsyncGenerator<SessionEvent> {
    if (this.exhibits.ledger.pendingOffer) {
      yield* this.commit(this.exhibits.answerOffer(ground, this.moment()));
      return;
    }
    const pending = this.pending;
    if (!pending || this.awaiting !== 'player_response') throw new ConflictError('There is no question of the opposing counsel to respond to.');
    const { turn, questionId, witnessId, examination } = pending;
    let total = this.state.score;
    const scoreEvents = (lines: ReturnType<typeof objectionScore>): SessionEvent[] =>
      lines.map((line) => ({ type: 'ScoreChanged', turn, delta: line.delta, total: (total += line.delta), reason: line.reason, questionId, elicitId: null }));
    if (ground === null) {
      yield* this.commit([{ type: 'ObjectionWaived', turn, questionId, by: 'player' }, ...scoreEvents(objectionScore({ kind: 'passed' }, pending.defect))]);
    } else {
      yield* this.commit([
        { type: 'ObjectionRaised', turn, questionId, by: 'player', ground, rule: OBJECTION_CATALOGUE[ground].rule, confidence: 1, triggers: [], isIntentionallyIncorrect: false },
      ]);
      const ruling = await this.rule(turn, questionId, pending.text, ground, 'player', pending.analysis);
      const lines = objectionScore({ kind: 'objected', ground, ruling: ruling.event.ruling }, pending.defect);
      yield* this.commit([...ruling.fallback, ruling.event, ...scoreEvents(lines)]);
      if (ruling.event.ruling === 'sustained') {
        pending.answer.gate.drop();
        this.pending = null;
        return;
      }
    }
    pending.answer.gate.open();
    const given = await pending.answer.decision;
    this.pending = null;
    yield* this.commit([...(given.fallback ? [given.fallback] : []), this.answerEvent(turn, questionId, witnessId, given.value)]);
    yield* this.commit(await this.scoringEvents({ turn, questionId, witnessId, examination, by: 'opposing_counsel', text: pending.text }, given.value));
    yield* this.commit(this.exhibits.afterAnswer({ questionId, text: pending.text, witnessId, by: 'opposing_counsel' }, given.value, this.moment()));
  }

  /**
   * The player moves to strike the witness's last answer, to the player's own question, as
   * nonresponsive. The judge rules on the answer; a struck answer stays on the record marked
   * struck, and the elicits it established are withdrawn with their points.
   */
  async *moveToStrike(): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'player_question') throw new ConflictError(`An answer can be struck on the player's turn to ask (awaiting ${this.awaiting}).`);
    const last = this.state.witnesses.get(this.current().witnessId)?.questions.at(-1);
    if (!last || last.by !== 'player' || !last.answer || last.struck) throw new ConflictError('There is no answer to your last question to strike.');
    yield* this.strike(last.questionId, 'player');
  }

  /** A motion to strike the answer to `questionId`, the judge's ruling on it, and what follows. */
  private async *strike(questionId: string, by: Actor): AsyncGenerator<SessionEvent> {
    const record = this.state.questions.get(questionId)!;
    const { turn, witnessId } = record;
    yield* this.commit([{ type: 'StrikeMoved', turn, questionId, by }]);
    const ruled = await this.rule(turn, questionId, record.text, 'nonresponsive', by, { findings: [], excused: [] }, record.answer?.text ?? '');
    const sustained = ruled.event.ruling === 'sustained';
    const withdrawn = sustained ? [...this.state.established.values()].filter((fact) => fact.turn === turn && fact.witnessId === witnessId).map((fact) => fact.elicitId) : [];
    const { ruling, rule, reason } = ruled.event;
    let total = this.state.score;
    const score = (delta: number, reason: ScoreReason, elicitId: string | null = null): SessionEvent => ({ type: 'ScoreChanged', turn, delta, total: (total += delta), reason, questionId, elicitId });
    const events: SessionEvent[] = [...ruled.fallback, { type: 'StrikeRuled', turn, questionId, ruling, rule, reason, withdrawnElicits: withdrawn }];
    // The player's motion scores like an objection; a withdrawn elicit takes back the points it earned.
    if (by === 'player') events.push(...objectionScore({ kind: 'objected', ground: 'nonresponsive', ruling }, sustained ? 'nonresponsive' : null).map((line) => score(line.delta, line.reason)));
    for (const elicitId of withdrawn) {
      const elicit = this.context.elicit(elicitId);
      const fact = this.state.established.get(elicitId)!;
      const points = elicit ? elicitPoints({ weight: elicit.weight, playerSide: this.options.playerSide, by: fact.by, examination: fact.examination }) : 0;
      if (points !== 0) events.push(score(-points, 'elicit', elicitId));
    }
    yield* this.commit(events);
  }

  /** The player ends the current examination ("no further questions"). */
  async *endExamination(): AsyncGenerator<SessionEvent> {
    if (this.awaiting !== 'player_question') throw new ConflictError(`Only the examining player can end the examination (awaiting ${this.awaiting}).`);
    yield* this.advance();
  }

  private async *advance(): AsyncGenerator<SessionEvent> {
    const { witnessId, examination } = this.current();
    // Examinations not chosen are skipped; the chain (direct, cross, ...) was checked at construction.
    let next = nextHeldExamination(examination, this.examinations);
    // A recross answers a redirect: with the redirect waived there is nothing to recross on.
    const askedOn = (exam: ExaminationType) => (this.state.witnesses.get(witnessId)?.questions ?? []).some((question) => question.examination === exam);
    if (next === 'recross' && !askedOn('redirect')) next = null;
    if (next) {
      const outline: SessionEvent[] =
        next === 'cross' ? [{ type: 'CrossOutlineBuilt', witnessId, items: buildCrossOutline(this.state, this.context, witnessId) }] : [];
      yield* this.commit([...outline, this.examinationStart(witnessId, next)]);
      return;
    }
    const following = this.witnessOrder[this.witnessOrder.indexOf(witnessId) + 1];
    if (following) {
      yield* this.commit([this.examinationStart(following, 'direct')]);
      return;
    }
    yield* this.commit([
      { type: 'PhaseChanged', phase: 'closed', witnessId: null, examination: null, examiner: null, mode: null },
      ...(this.options.holdEnd ? [] : [{ type: 'SessionEnded', reason: 'completed' } as const]),
    ]);
  }

  private examinationStart(witnessId: string, examination: ExaminationType): SessionEvent {
    const witness = this.context.witness(witnessId);
    const phase: Phase = witness.side === 'plaintiff' ? 'plaintiff_case' : 'defense_case';
    return {
      type: 'PhaseChanged',
      phase,
      witnessId,
      examination,
      examiner: examinerSide(examination, witness.side),
      mode: determineOCAMode(examination, witness.side, this.options.playerSide),
    };
  }

  private current(): { witnessId: string; examination: ExaminationType; playerSide: Side } {
    const { witnessId, examination } = this.state;
    if (!witnessId || !examination) throw new ConflictError('No witness is on the stand.');
    return { witnessId, examination, playerSide: this.options.playerSide };
  }

  private classificationContext(witnessId: string, examination: ExaminationType, examiner: Side, question?: string): ClassificationContext {
    return classificationContextFor(this.state, this.context, { witnessId, examination, examiner, ...(question === undefined ? {} : { question }), ...this.inEvidence() });
  }

  /** Starts the witness's answer; its streamed text waits behind the gate until the session opens it. */
  private answer(turn: number, questionId: string, question: string, witnessId: string, examination: ExaminationType, examinerSide: Side): SpeculativeAnswer {
    const foundation = this.exhibits.foundationAnswer(witnessId, question);
    // A foundation question about the exhibit in the witness's hands is answered from the pack's
    // foundation and the witness's affidavit, the same for every cast.
    if (foundation) return { decision: Promise.resolve({ value: foundation, fallback: null }), gate: new AnswerReleaseGate(() => undefined) };
    const projection = buildWitnessProjection(this.state, this.context, { witnessId, examination });
    const gate = new AnswerReleaseGate((delta) => this.options.onWitnessText?.(questionId, delta));
    const request: AnswerRequest = { turn, questionId, question, examination, examinerSide, projection, onText: (delta) => gate.push(delta), signal: gate.signal };
    const affidavit = this.context.affidavit(witnessId);
    const decision = this.decide(
      'witness',
      null,
      turn,
      async () => this.cast.witness(witnessId).answer({ ...request, projection: { ...projection, recalled: await this.recall('witness', turn, witnessId, question) } }),
      // The rules witness playing the session answers from its affidavit by construction; a model's answer, or the rules one standing in for it, is checked.
      (raw) => validateAnswerDecision(raw, affidavit, this.cast === this.rules ? 'by construction' : 'check'),
      () => this.rules.witness(witnessId).answer({ ...request, onText: undefined, signal: undefined }),
    ).then((decided) => ({ value: decided.value, fallback: decided.fallback[0] ?? null }));
    // Awaited only if the answer is heard; an unheard answer's failure is nobody's error.
    decision.catch(() => undefined);
    return { decision, gate };
  }

  /**
   * The judge's ruling on the objection the classifier expects, asked while counsel decides, where
   * that pays (speculationPolicy). The judge sees what it would see after the objection: its
   * projection holds only earlier rulings, which cannot change before counsel has decided.
   */
  private ruleAhead(turn: number, questionId: string, question: string, analysis: ObjectionAnalysis) {
    const ground = groundToRuleAhead(analysis, { sharedLane: this.cast.sharedLane === true, modelJudge: this.cast.judge !== this.rules.judge });
    if (!ground) return null;
    const ruling = this.rule(turn, questionId, question, ground, 'opposing_counsel', analysis);
    // Unused when counsel objects on another ground or not at all: its failure is nobody's then.
    ruling.catch(() => undefined);
    return { ground, ruling };
  }

  private async rule(turn: number, questionId: string, question: string, ground: ObjectionGround, objectedBy: Actor, analysis: ObjectionAnalysis, answer?: string) {
    const asked = this.state.questions.get(questionId);
    const witnessId = asked?.witnessId;
    // The examination and the witness's last exchanges in it: a witness fighting its examiner may be led, one that said it saw a thing has laid the foundation.
    const moment = asked ? { examination: asked.examination, ...recentExchanges(this.state.witnesses.get(asked.witnessId), asked.examination) } : undefined;
    const request = { turn, questionId, question, ground, objectedBy, analysis, projection: buildJudgeProjection(this.state), ...(answer !== undefined ? { answer } : {}), ...(moment ? { moment } : {}) };
    const decided = await this.decide(
      'judge',
      null,
      turn,
      async () => {
        // Asked and answered turns on what the witness already said: the judge reads it back.
        const recalled = ground === 'asked_and_answered' && witnessId ? await this.recall('judge', turn, witnessId, question) : [];
        return this.cast.judge.rule(recalled.length > 0 ? { ...request, projection: { ...request.projection, recalled } } : request);
      },
      (raw) => validateRulingDecision(raw, ground),
      () => this.rules.judge.rule(request),
    );
    // The explanation quotes the operative clause of the rule it rests on (main/rules).
    const { ruling, rule, reason } = quoteRuling(decided.value);
    const event: SessionEvent & { type: 'RulingMade' } = { type: 'RulingMade', turn, questionId, ground, ruling, rule, reason };
    return { event, fallback: decided.fallback };
  }

  /**
   * Runs the cast's agent and validates its decision; on a throw or an invalid decision the
   * rules agent decides instead and a `FallbackUsed` event records why. A rules decision that
   * fails validation is a bug, not a fallback, and throws.
   */
  private async decide<T>(
    agent: 'opposing_counsel' | 'judge' | 'witness',
    mode: string | null,
    turn: number,
    primary: () => Promise<unknown>,
    validate: (raw: unknown) => Validated<T>,
    fallback: () => Promise<unknown>,
  ): Promise<{ value: T; fallback: SessionEvent[] }> {
    let reason: string;
    try {
      const result = validate(await primary());
      if (result.ok) return { value: result.value, fallback: [] };
      if (this.cast === this.rules) throw new MootError('internal', `The rules ${agent} made an invalid decision: ${result.reason}`);
      reason = describeInvalidDecision(result.reason);
    } catch (error) {
      if (this.cast === this.rules) throw error;
      // A typed code with a redacted detail: never the model's text, a hidden label or an elicit id.
      reason = error instanceof RecordedFallback ? error.recorded : describeFallback(error);
    }
    const result = validate(await fallback());
    if (!result.ok) throw new MootError('internal', `The rules ${agent} made an invalid decision: ${result.reason}`);
    return { value: result.value, fallback: [{ type: 'FallbackUsed', turn, agent, mode, reason }] };
  }

  private answerEvent(turn: number, questionId: string, witnessId: string, answer: AnswerDecision): SessionEvent {
    return { type: 'AnswerGiven', turn, questionId, witnessId, text: answer.text, kind: answer.kind, sources: answer.sources };
  }

  private async scoringEvents(
    question: { turn: number; questionId: string; witnessId: string; examination: ExaminationType; by: Actor; text: string },
    answer: AnswerDecision,
  ): Promise<SessionEvent[]> {
    return scoreAnswer({ state: this.state, context: this.context, matcher: this.matcher, memory: this.memory, playerSide: this.options.playerSide, ...this.inEvidence() }, question, answer);
  }

  /**
   * The witness's earlier claims nearest to `text`, from the vector memory, for a model agent;
   * the rules agents read the testimony state itself, so they get none (and cost nothing).
   */
  private recall(agent: RecallingAgent, turn: number, witnessId: string, text: string): Promise<RecalledClaim[]> {
    if (this.cast === this.rules || !text.trim()) return Promise.resolve([]);
    return this.memory.recall({ agent, turn, witnessId, text, limit: RECALL_LIMIT });
  }

  /** On cross, redirect and recross: what the witness said on counsel's open points, to confront or rehabilitate. */
  private async withRecalledTestimony(projection: OpposingCounselProjection, turn: number, witnessId: string): Promise<OpposingCounselProjection> {
    if (projection.examination === 'direct') return projection;
    const points = [...projection.openRebuttalItems.map((item) => item.point), ...projection.plan.map((item) => item.label)].join(' ');
    const recalled = await this.recall('opposing_counsel', turn, witnessId, points);
    return recalled.length > 0 ? { ...projection, recalled } : projection;
  }

  private report(report: AnalysisReport): void {
    notify(() => this.options.observer?.onAnalysis?.(report));
  }

  /** Stores and folds events made outside the examinations (the trial's arc: openings, verdict…). */
  async *record(events: readonly SessionEvent[]): AsyncGenerator<SessionEvent> {
    yield* this.commit(events);
  }

  /** Stores one step, folds it, then yields its events: nothing is yielded that is not stored. */
  private async *commit(events: readonly SessionEvent[]): AsyncGenerator<SessionEvent> {
    if (events.length === 0) return;
    this.sink.append(events);
    for (const event of events) {
      applyEvent(this.state, event);
      this.exhibits.apply(event);
    }
    yield* events;
  }
}

let collationLoaded = false;

/**
 * A turn orders elicits, findings and matches by id with `localeCompare`, and the first locale
 * comparison in a process loads ICU's collation data (about 10 ms of CPU). Loaded while a session
 * is set up, that cost is not paid by the student's first question.
 */
function loadCollation(): void {
  if (collationLoaded) return;
  collationLoaded = true;
  'a'.localeCompare('b');
}

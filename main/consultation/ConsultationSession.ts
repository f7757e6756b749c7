import { describeFallback } from '../llm/fallbackDetail';
import { assertNever } from '../../shared/contract/envelope';
import type { AnswerKind } from '../../shared/domain';
import type { ClientAnswerKind, ConsultationEvent, PersonaPreset } from '../../shared/domain/consultationEvents';
import { BadInputError, ConflictError } from '../../shared/errors';
import { withoutEvaluationOnly, type ConsultationScenario } from '../../shared/scenario';
import type { ElicitMatcher } from '../scoring';
import { KeywordAdviceJudge, type AdviceJudge, type AdviceRubricScore } from './adviceRubric';
import type { ClientAgent, ClientReply, ClientTurn } from './ClientAgent';
import { clientTurnOf, disclosureContextOf } from './clientTurnOf';
import { ClientOutputGuard } from './ClientOutputGuard';
import { applyConsultationEvent, foldConsultation, initialConsultationState, type ConsultationState } from './consultationFold';
import type { ConsultationLog } from './consultationLog';
import { DisclosureEngine, type ClientProjection } from './DisclosureEngine';
import { factAsElicit } from './factWeights';
import { initialTrust, personaLevels } from './personaPresets';
import { analyseQuestion, asksSomething } from './QuestionAnalyser';
import { RulesClientAgent } from './RulesClientAgent';
import { TrustModel } from './TrustModel';

/** The client leaves after this many questions unless the scenario's duration says otherwise. */
const DEFAULT_MAX_TURNS = 60;
const SAFE_LINE = 'Sorry, could you ask me that another way?';

export interface ConsultationSessionOptions {
  scenario: ConsultationScenario;
  /** Scenario id for the log (the pack id, or the folder name). */
  scenarioId: string;
  preset: PersonaPreset;
  seed: number;
  /** The cast that plays the client; the rules cast stands in when it fails or is caught by the guard. */
  agent: ClientAgent;
  matcher: ElicitMatcher;
  log: ConsultationLog;
  maxTurns?: number;
  /**
   * Scores the advice; keyword coverage when absent, and whenever this judge fails. A function is
   * asked when the advice comes, so a model loaded mid-interview is used.
   */
  judge?: AdviceJudge | (() => AdviceJudge | null);
}

/**
 * One client interview. Each step (`begin`, `ask`, `giveAdvice`) is an async generator of typed
 * events: every event is appended to the log (one transaction per step) before it is yielded,
 * and the state is the fold of those events. Pass the events of a stored session to resume it.
 */
export class ConsultationSession {
  private readonly roleplay: ReturnType<typeof withoutEvaluationOnly>;
  private readonly guard: ClientOutputGuard;
  private readonly fallback = new RulesClientAgent();
  private readonly keywordJudge = new KeywordAdviceJudge();
  private readonly events: ConsultationEvent[] = [];
  private current: ConsultationState = initialConsultationState();
  private disclosure: DisclosureEngine | null = null;
  private trustModel: TrustModel | null = null;

  constructor(
    private readonly options: ConsultationSessionOptions,
    priorEvents: readonly ConsultationEvent[] = [],
  ) {
    // Agents only ever get projections built from the role-play view: no reference answers.
    this.roleplay = withoutEvaluationOnly(options.scenario);
    this.guard = new ClientOutputGuard(options.scenario);
    this.events.push(...priorEvents);
    this.current = foldConsultation(priorEvents);
    if (this.current.levels) this.configure();
  }

  get state(): ConsultationState {
    return this.current;
  }

  /** Every event so far, in order. */
  get log(): readonly ConsultationEvent[] {
    return this.events;
  }

  /** ConsultationStarted, then the client's opening statement. */
  async *begin(): AsyncGenerator<ConsultationEvent> {
    if (this.current.scenarioId !== null) throw new ConflictError('This consultation has already begun.');
    const { scenario, preset, seed } = this.options;
    const levels = personaLevels(scenario.client, preset);
    yield* this.commit([
      {
        type: 'ConsultationStarted',
        scenarioId: this.options.scenarioId,
        scenarioTitle: scenario.metadata.title,
        preset,
        persona: levels,
        seed,
        cast: this.options.agent.cast,
        initialTrust: initialTrust(levels),
      },
    ]);
    this.configure();
    yield* this.commit(await this.clientStep(0, null));
  }

  /** The student asks; trust moves; the client answers; facts it uncovered are scored. */
  async *ask(text: string, options: { interrupted?: boolean } = {}): AsyncGenerator<ConsultationEvent> {
    this.assertOpen();
    if (text.trim() === '') throw new BadInputError('The question is empty.', 'text');
    const turn = this.current.turn + 1;
    const analysis = analyseQuestion(text, options);
    const onTopic = asksSomething(analysis) && this.disclosure!.asksAboutUntold(text, this.current.uncovered.map((fact) => fact.factId));
    const trust = this.trustModel!.update(this.current.trust, analysis, onTopic ? 0 : this.turnsWithoutSubstance(), onTopic);
    yield* this.commit([
      { type: 'StudentAsked', turn, text: text.trim(), analysis },
      { type: 'TrustChanged', turn, trust: trust.trust, delta: trust.delta, reasons: trust.reasons },
    ]);
    const answer = await this.clientStep(turn, text.trim());
    if (!this.endsIn(answer) && turn >= (this.options.maxTurns ?? DEFAULT_MAX_TURNS)) {
      answer.push({ type: 'MeetingEnded', turn, by: 'client', reason: 'time_up' });
    }
    yield* this.commit(answer);
  }

  /**
   * How many turns in a row before this one brought no substance: neither a new fact nor a
   * question about a fact not yet out. A relevant question is progress even when a guarded client
   * holds the fact back, so only talk without substance (kind words alone) loses its gains.
   */
  private turnsWithoutSubstance(): number {
    const state = this.current;
    const revealedBefore = (turn: number) => state.uncovered.filter((fact) => fact.turn < turn).map((fact) => fact.factId);
    const substantive = ({ turn, text, analysis }: ConsultationState['questions'][number]) =>
      state.uncovered.some((fact) => fact.turn === turn) || (asksSomething(analysis) && this.disclosure!.asksAboutUntold(text, revealedBefore(turn)));
    let count = 0;
    for (const asked of [...state.questions].reverse()) {
      if (substantive(asked)) break;
      count += 1;
    }
    return count;
  }

  /** The student's advice ("wrap up and advise"). Ends the meeting if it is still open. */
  async *giveAdvice(text: string): AsyncGenerator<ConsultationEvent> {
    if (this.current.scenarioId === null) throw new ConflictError('The consultation has not begun.');
    if (this.current.advice !== null) throw new ConflictError('Advice has already been given.');
    if (text.trim() === '') throw new BadInputError('The advice is empty.', 'text');
    const turn = this.current.turn + 1;
    yield* this.commit([{ type: 'AdviceGiven', turn, text: text.trim() }]);
    const events: ConsultationEvent[] = [await this.scoreAdvice(turn)];
    if (this.current.ended === null) events.push({ type: 'MeetingEnded', turn, by: 'student', reason: 'advice_given' });
    yield* this.commit(events);
  }

  private async scoreAdvice(turn: number): Promise<ConsultationEvent> {
    const state = this.current;
    const input = {
      rubric: this.options.scenario.rubric,
      advice: state.advice ?? '',
      interview: [...state.questions.map((q) => q.text), state.advice ?? ''].join('\n'),
    };
    const chosen = typeof this.options.judge === 'function' ? this.options.judge() : this.options.judge;
    const judge = chosen ?? this.keywordJudge;
    let fallbackReason: string | null = null;
    let score: AdviceRubricScore;
    try {
      score = await judge.score(input);
    } catch (error) {
      if (judge === this.keywordJudge) throw error;
      fallbackReason = describeFallback(error);
      score = await this.keywordJudge.score(input);
    }
    return { type: 'AdviceScored', turn, ...score, fallbackReason };
  }

  /** The projection the client agent gets for a question (also what a debug panel may show). */
  projectionFor(question: string | null): ClientProjection {
    return this.disclosure!.project(disclosureContextOf(this.current, question));
  }

  private configure(): void {
    const levels = this.current.levels!;
    this.disclosure = new DisclosureEngine(this.roleplay, levels);
    this.trustModel = new TrustModel(levels);
  }

  private assertOpen(): void {
    if (this.current.scenarioId === null) throw new ConflictError('The consultation has not begun.');
    if (this.current.ended !== null) throw new ConflictError('The meeting has ended.');
  }

  private async clientStep(turn: number, question: string | null): Promise<ConsultationEvent[]> {
    const clientTurn = clientTurnOf(this.current, this.disclosure!, turn, question);
    const projection = clientTurn.projection;
    const guarded = await this.guardedReply(clientTurn);
    const { cast, fallbackReason } = guarded;
    // Leaving is the engine's decision, whatever the agent wrote.
    const reply = clientTurn.leaving ? { ...guarded.reply, disclosedFactIds: [], endsMeeting: true } : guarded.reply;
    const events: ConsultationEvent[] = [
      {
        type: 'ClientSpoke',
        turn,
        text: reply.text,
        kind: reply.kind,
        mood: projection.mood,
        disclosedFactIds: reply.disclosedFactIds,
        cast,
        fallbackReason,
      },
    ];
    events.push(...(await this.uncovered(turn, question, reply, projection)));
    if (reply.endsMeeting) {
      events.push({ type: 'MeetingEnded', turn, by: question !== null && clientTurn.analysis?.wrapUp ? 'student' : 'client', reason: clientTurn.analysis?.wrapUp ? 'wrap_up' : 'client_left' });
    }
    return events;
  }

  /** The chosen cast's answer if it passes the guard; else the rules cast's; else a safe line. */
  private async guardedReply(turn: ClientTurn): Promise<{ reply: ClientReply; cast: ClientAgent['cast']; fallbackReason: string | null }> {
    const agent = this.options.agent;
    let reason: string | null = null;
    try {
      const reply = await agent.reply(turn);
      const verdict = this.guard.check(reply, turn.projection, turn.question);
      if (verdict.ok) return { reply, cast: agent.cast, fallbackReason: null };
      // The kinds only: a locked fact's id must not reach the log or the debug panel.
      reason = `guard: ${[...new Set(verdict.violations.map((v) => v.kind))].join(', ')}`;
    } catch (error) {
      reason = describeFallback(error);
    }
    if (agent.cast !== 'rules') {
      const reply = this.fallback.replySync(turn);
      if (this.guard.check(reply, turn.projection, turn.question).ok) return { reply, cast: 'rules', fallbackReason: reason };
    }
    return { reply: { text: SAFE_LINE, kind: 'deflect', disclosedFactIds: [], endsMeeting: false }, cast: 'rules', fallbackReason: reason };
  }

  /** Facts the answer established, through the shared elicit matcher, among the facts it was allowed. */
  private async uncovered(turn: number, question: string | null, reply: ClientReply, projection: ClientProjection): Promise<ConsultationEvent[]> {
    const done = new Set(this.current.uncovered.map((u) => u.factId));
    const allowed = new Set(projection.facts.map((f) => f.id));
    const candidates = this.options.scenario.facts.filter((f) => allowed.has(f.id) && !done.has(f.id)).map(factAsElicit);
    if (candidates.length === 0) return [];
    const matches = await this.options.matcher.match({
      question: question ?? '',
      answer: reply.text,
      answerKind: matcherKind(reply.kind),
      candidates,
    });
    const weights = new Map(candidates.map((c) => [c.id, c.weight]));
    return matches.map((m) => ({
      type: 'FactUncovered' as const,
      turn,
      factId: m.elicitId,
      weight: weights.get(m.elicitId) ?? 1,
      tier: m.tier,
      confidence: Math.round(m.confidence * 1000) / 1000,
    }));
  }

  private endsIn(events: readonly ConsultationEvent[]): boolean {
    return events.some((event) => event.type === 'MeetingEnded');
  }

  /** Persists a step's events in one append, folds them, then yields them in order. */
  private async *commit(events: ConsultationEvent[]): AsyncGenerator<ConsultationEvent> {
    this.options.log.append(events);
    for (const event of events) {
      this.events.push(event);
      this.current = applyConsultationEvent(this.current, event);
    }
    for (const event of events) yield event;
  }
}

function matcherKind(kind: ClientAnswerKind): AnswerKind {
  switch (kind) {
    // A client's "Yes." or "Right." to the student's own summary says nothing the student did not:
    // facts are uncovered by what the client says, so a confirmation is read as its own words only.
    case 'opening':
    case 'narrative':
    case 'feelings':
    case 'confirm':
      return 'narrative';
    case 'deny':
      return 'deny';
    case 'deflect':
    case 'clarify':
    case 'closing':
      return 'unknown';
    default:
      return assertNever(kind);
  }
}

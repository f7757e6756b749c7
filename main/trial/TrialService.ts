import { randomUUID } from 'node:crypto';
import type { ExhibitAction } from '../exhibits/ExhibitDesk';
import { ExaminationType, fromStoredEvent, Side, type ObjectionGround, type SessionEvent } from '../../shared/domain';
import { NotFoundError } from '../../shared/errors';
import type { TrialScenario } from '../../shared/scenario';
import type { Embedder } from '../embeddings/Embedder';
import { createSession, readEvents } from '../store/eventLog';
import { getSession } from '../store/sessionsRepository';
import type { WritableDB } from '../store/storeDatabase';
import { DEFAULT_ERROR_SUBTLETY, type AdaptiveTrialDials } from '../../shared/contract';
import type { JudgeConfig, OpposingCounselConfig, WitnessConfig } from './agents';
import { resumedCastNote } from './castNote';
import { StoreEventSink } from './EventSink';
import { EmbeddingMemoryWriter } from './MemoryWriter';
import { toTrialScenarioSpec } from './TrialScenarioSpec';
import type { TrialObserver } from './TrialObserver';
import type { TrialSession, TrialSessionOptions } from './TrialSession';
import { createTrialArc, resumeTrialArc, type TrialArc, type ArcAwaiting, type TrialArcOptions, type TrialPhaseName } from './phases';
import { arcClockView, arcTimeLeft, type ArcClockView } from './phases/arcClockView';

export interface TrialServiceOptions {
  /** The validated trial scenario of a stored pack (throws NotFoundError/BadInputError). */
  scenario: (packId: string) => Promise<TrialScenario>;
  /** The workspace to store sessions in, opened on demand. */
  db: () => WritableDB;
  /** The embedder for vector memory; the lexical one when no model is installed. */
  embedder: () => Embedder;
  /** The cast for a pack's session (the LLM cast when a model is loaded); the rules cast when absent or undefined. */
  castFor?: (packId: string, sessionId: string) => TrialSessionOptions['cast'];
  /**
   * Counsel's, the judge's and the witnesses' dials from Settings, read when a session starts and
   * kept in its meta: a resumed session replays with the dials it was played with, not today's.
   */
  agentConfig?: () => TrialAgentConfig;
  /** Receives a streaming witness's answer as the session lets it through (see `TrialSessionOptions.onWitnessText`). */
  onWitnessText?: (sessionId: string, questionId: string, delta: string) => void;
  /** Watches a session's unstored decisions (classifier findings, memory writes) for the debug stream. */
  observerFor?: (sessionId: string) => TrialObserver;
}

/** The behaviour dials a session is played with. */
export interface TrialAgentConfig {
  opposingCounsel?: Partial<OpposingCounselConfig>;
  judge?: Partial<JudgeConfig>;
  /** Replaces every witness's scenario profile; absent, each keeps its own. */
  witnessProfile?: WitnessConfig;
}

/** What a trial session's row keeps besides its events, to rebuild it exactly. */
interface TrialMeta {
  playerSide: Side;
  seed: number;
  witnessIds?: string[] | undefined;
  examinations?: ExaminationType[] | undefined;
  agentConfig: TrialAgentConfig;
  /** The whole trial's parts and budgets; absent (and in sessions stored before it existed): examinations only. */
  arc?: Omit<TrialArcOptions, 'clock'> | undefined;
  /** The adaptive dials the student opted into (already folded into `agentConfig`); the room reads the checklist choice. */
  adaptive?: AdaptiveTrialDials | undefined;
}

/** Settings' dials with the adaptive ones over them: the rest of counsel's and the judge's config stays as set. */
export function withAdaptiveDials(config: TrialAgentConfig, dials: AdaptiveTrialDials | undefined): TrialAgentConfig {
  if (!dials) return config;
  return {
    ...config,
    opposingCounsel: { ...config.opposingCounsel, intentionalErrorRate: dials.intentionalErrorRate, errorSubtlety: dials.errorSubtlety },
    judge: { ...config.judge, strictness: dials.judgeStrictness },
  };
}

export interface TrialStatusView {
  sessionId: string;
  awaiting: ArcAwaiting;
  phase: TrialSession['state']['phase'];
  witnessId: string | null;
  examination: TrialSession['state']['examination'];
  mode: TrialSession['state']['mode'];
  score: number;
  turn: number;
  trialPhase?: TrialPhaseName;
  clock?: ArcClockView | null;
  /** The player's budget and time left on each part of a timed trial. */
  timeLeft?: ArcClockView[];
  /** The cast playing the session, as recorded when it started. */
  cast: string;
  /** Set once a stored session was resumed: with which cast, and that Settings apply to new sessions. */
  castNote: string | null;
}

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

/** A session being played, the sink that stores its calls, and the calls queued on it. */
interface LiveSession {
  session: TrialArc;
  sink: StoreEventSink;
  queue: Promise<unknown>;
}

/**
 * The live trial sessions of this process, each persisted to the workspace's event log as it
 * plays. Calls on one session are serialised, so two quick clicks cannot interleave two turns.
 */
export class TrialService {
  private readonly sessions = new Map<string, Promise<LiveSession>>();
  private readonly castNotes = new Map<string, string>();

  constructor(private readonly options: TrialServiceOptions) {}

  async start(input: { packId: string; playerSide: Side; witnessIds?: string[]; examinations?: ExaminationType[]; seed?: number; trial?: Omit<TrialArcOptions, 'clock'>; adaptive?: AdaptiveTrialDials }) {
    const scenario = await this.options.scenario(input.packId);
    const sessionId = randomUUID();
    const seed = input.seed ?? Math.floor(Math.random() * 2 ** 31);
    const db = this.options.db();
    const settings = this.options.agentConfig?.() ?? {};
    // The subtlety is kept in meta even when nothing set it, so the session replays with it should the default change.
    const agentConfig = withAdaptiveDials({ ...settings, opposingCounsel: { errorSubtlety: DEFAULT_ERROR_SUBTLETY, ...settings.opposingCounsel } }, input.adaptive);
    const meta: TrialMeta = { playerSide: input.playerSide, seed, witnessIds: input.witnessIds, examinations: input.examinations, agentConfig, arc: input.trial, adaptive: input.adaptive };
    // Built before the session row is written, so a bad choice (a witness, the examinations) stores nothing.
    const sink = new StoreEventSink(db, sessionId);
    const session = createTrialArc({ ...this.sessionOptions(sessionId, input.packId, scenario, meta, sink), arc: meta.arc });
    createSession(db, {
      id: sessionId,
      kind: 'trial',
      packId: input.packId,
      title: scenario.metadata.title,
      meta: { ...meta, witnessIds: meta.witnessIds ?? null, examinations: meta.examinations ?? null, arc: meta.arc ?? null, adaptive: meta.adaptive ?? null },
    });
    this.sessions.set(sessionId, Promise.resolve({ session, sink, queue: Promise.resolve() }));
    return this.step(sessionId, (s) => s.start());
  }

  ask(sessionId: string, question: string) {
    return this.step(sessionId, (s) => s.handleTurn(question));
  }

  respond(sessionId: string, ground: ObjectionGround | null) {
    return this.step(sessionId, (s) => s.handlePlayerObjection(ground));
  }

  /** The player's step with an exhibit (mark, show, approach, offer, publish, impeach). */
  exhibit(sessionId: string, action: ExhibitAction) {
    return this.step(sessionId, (s) => s.exhibitAction(action));
  }

  counselTurn(sessionId: string) {
    return this.step(sessionId, (s) => s.handleOCAExaminationTurn());
  }

  next(sessionId: string) {
    return this.step(sessionId, (s) => s.endExamination());
  }

  /** The player moves to strike the witness's last answer as nonresponsive. */
  strike(sessionId: string) {
    return this.step(sessionId, (s) => s.moveToStrike());
  }

  opening(sessionId: string, text: string, options: { reserve?: boolean | undefined; durationMs?: number | undefined }) {
    return this.step(sessionId, (s) => s.giveOpening(text, { ...(options.reserve ? { reserve: true } : {}), ...(options.durationMs !== undefined ? { durationMs: options.durationMs } : {}) }));
  }

  closing(sessionId: string, text: string, durationMs: number | undefined) {
    return this.step(sessionId, (s) => s.giveClosing(text, durationMs !== undefined ? { durationMs } : {}));
  }

  motion(sessionId: string) {
    return this.step(sessionId, (s) => s.moveForDirectedVerdict());
  }

  async status(sessionId: string): Promise<TrialStatusView> {
    return this.view(sessionId, (await this.live(sessionId)).session);
  }

  private sessionOptions(sessionId: string, packId: string, scenario: TrialScenario, meta: TrialMeta, sink: StoreEventSink): TrialSessionOptions {
    const db = this.options.db();
    const cast = this.options.castFor?.(packId, sessionId);
    const { opposingCounsel, judge, witnessProfile } = meta.agentConfig;
    const spec = toTrialScenarioSpec(packId, scenario);
    const observer = this.options.observerFor?.(sessionId);
    return {
      ...(cast ? { cast } : {}),
      ...(observer ? { observer } : {}),
      ...(opposingCounsel ? { opposingCounsel } : {}),
      ...(judge ? { judge } : {}),
      scenario: witnessProfile ? { ...spec, witnesses: spec.witnesses.map((witness) => ({ ...witness, profile: witnessProfile })) } : spec,
      playerSide: meta.playerSide,
      seed: meta.seed,
      witnessIds: meta.witnessIds,
      examinations: meta.examinations,
      sink,
      onWitnessText: (questionId, delta) => this.options.onWitnessText?.(sessionId, questionId, delta),
      memory: EmbeddingMemoryWriter.forWorkspace(db, this.options.embedder(), sessionId, observer),
    };
  }

  /** The live session, or the stored one resumed from its log (after a restart, say). */
  private live(sessionId: string): Promise<LiveSession> {
    let entry = this.sessions.get(sessionId);
    if (!entry) {
      entry = this.resume(sessionId);
      this.sessions.set(sessionId, entry);
      entry.catch(() => this.sessions.delete(sessionId));
    }
    return entry;
  }

  private async resume(sessionId: string): Promise<LiveSession> {
    const db = this.options.db();
    const stored = getSession(db, sessionId);
    if (!stored || stored.kind !== 'trial' || !stored.packId) throw new NotFoundError(`There is no trial session ${sessionId}.`, 'sessionId');
    const meta = stored.meta as { playerSide?: unknown; seed?: unknown; witnessIds?: unknown; examinations?: unknown; agentConfig?: unknown; arc?: unknown };
    const playerSide = Side.parse(meta.playerSide);
    const seed = typeof meta.seed === 'number' ? meta.seed : 0;
    const witnessIds = Array.isArray(meta.witnessIds) ? (meta.witnessIds as string[]) : undefined;
    // Sessions stored before the choice existed hold every examination.
    const examinations = meta.examinations == null ? undefined : ExaminationType.array().parse(meta.examinations);
    // Sessions stored before the dials were kept in meta replay with today's settings; those
    // stored before counsel's error subtlety, with its default (which draws as counsel did then).
    const agentConfig = typeof meta.agentConfig === 'object' && meta.agentConfig !== null ? (meta.agentConfig as TrialAgentConfig) : (this.options.agentConfig?.() ?? {});
    const scenario = await this.options.scenario(stored.packId);
    const events = readEvents(db, sessionId).map(fromStoredEvent);
    // Sessions stored before the whole trial existed only examine witnesses.
    const arc = typeof meta.arc === 'object' && meta.arc !== null ? (meta.arc as TrialArcOptions) : undefined;
    const sink = new StoreEventSink(db, sessionId);
    const session = await resumeTrialArc({ ...this.sessionOptions(sessionId, stored.packId, scenario, { playerSide, seed, witnessIds, examinations, agentConfig }, sink), arc }, events);
    const recorded = events[0]?.type === 'SessionStarted' ? events[0].cast : session.session.castName;
    const settingsNow = this.options.castFor?.(stored.packId, sessionId)?.castName ?? 'rules';
    this.castNotes.set(sessionId, resumedCastNote(recorded, settingsNow));
    return { session, sink, queue: Promise.resolve() };
  }

  /**
   * One call on a session, after the calls before it. Its steps are stored together, in one
   * transaction, when it ends and before it returns (`StoreEventSink.holding`). Should storing
   * them fail, the live session is ahead of its log: it is dropped, and the next call resumes the
   * session from the log.
   */
  private async step(sessionId: string, flow: (session: TrialArc) => AsyncGenerator<SessionEvent>): Promise<{ events: SessionEvent[]; status: TrialStatusView }> {
    const live = this.live(sessionId);
    const entry = await live;
    const result = entry.queue.then(async (): Promise<{ events: SessionEvent[]; status: TrialStatusView }> => {
      // A call before this one was dropped with its session: play on the session resumed from the log.
      if (this.sessions.get(sessionId) !== live) return this.step(sessionId, flow);
      try {
        const events = await entry.sink.holding(() => collect(flow(entry.session)));
        return { events, status: this.view(sessionId, entry.session) };
      } finally {
        if (entry.sink.failedToStore) this.sessions.delete(sessionId);
      }
    });
    entry.queue = result.catch(() => undefined);
    return result;
  }

  private view(sessionId: string, session: TrialArc): TrialStatusView {
    const { state } = session;
    const base = { sessionId, awaiting: session.awaiting, phase: state.phase, witnessId: state.witnessId, examination: state.examination, mode: state.mode, score: state.score, turn: state.turn, cast: session.session.castName, castNote: this.castNotes.get(sessionId) ?? null };
    return Object.values(session.parts).some(Boolean) ? { ...base, trialPhase: session.phase, clock: arcClockView(session), timeLeft: arcTimeLeft(session) } : base;
  }
}

import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ClientCast, PersonaPreset, type ConsultationEvent, type PersonaLevels } from '../../shared/domain/consultationEvents';
import { BadInputError, ConflictError, NotFoundError } from '../../shared/errors';
import type { ConsultationScenario, Scenario } from '../../shared/scenario';
import type { ElicitMatcher } from '../scoring';
import { getSession, type ReadableDB, type WritableDB } from '../store';
import type { AdviceJudge } from './adviceRubric';
import type { ClientAgent } from './ClientAgent';
import { buildConsultationReport, type ConsultationReport } from './ConsultationReport';
import { ConsultationSession } from './ConsultationSession';
import type { ConsultationLine } from './consultationFold';
import { createConsultationSession, readConsultationEvents, StoreConsultationLog } from './consultationLog';
import { RulesClientAgent } from './RulesClientAgent';

/** What a consultation session row keeps in `meta`, enough to rebuild it from its log. */
const ConsultationMeta = z.object({ packId: z.string(), preset: PersonaPreset, seed: z.number().int(), cast: ClientCast });
type ConsultationMeta = z.infer<typeof ConsultationMeta>;

export interface ConsultationServiceDeps {
  /** The workspace: `WorkspaceHost` fits, and tests pass a plain workspace's db twice. */
  db: { reader(): ReadableDB; writer(): WritableDB };
  /** Where scenarios come from: `PackLibrary` fits. */
  scenarios: { getScenario(packId: string): Scenario };
  matcher: ElicitMatcher;
  /** The agent for a cast; the rules client when absent or when it returns null. */
  agentFor?: (cast: ClientCast, packId: string, sessionId: string) => ClientAgent | null;
  /** The advice judge for a pack (an LLM judge when a model is loaded); keyword coverage when null. */
  judgeFor?: (packId: string, sessionId: string) => AdviceJudge | null;
  newSessionId?: () => string;
  newSeed?: () => number;
}

/** What the consultation room shows: never a hidden fact, an unlock rule or a reference answer. */
export interface ConsultationRoomView {
  sessionId: string;
  packId: string;
  title: string;
  clientName: string;
  studentBrief: string;
  setting: string;
  preset: PersonaPreset;
  transcript: ConsultationLine[];
  /** Null when the indicator is hidden (Hard). */
  trust: number | null;
  ended: boolean;
  adviceGiven: boolean;
}

/** The trust indicator is hidden on Hard, and for a pack persona as guarded as Hard's. */
export function trustIndicatorVisible(preset: PersonaPreset, levels: PersonaLevels | null): boolean {
  if (preset === 'hard') return false;
  if (preset !== 'scenario' || levels === null) return true;
  return Object.values(levels).filter((level) => level === 'low').length < 3;
}

/**
 * Consultations stored in the workspace: create one from a pack, play its steps, show the room
 * and, once the meeting is over, the report. A session not in memory is rebuilt from its log,
 * so an app restart resumes where the student stopped. The API layer streams the generators.
 */
export class ConsultationService {
  private readonly live = new Map<string, { session: ConsultationSession; scenario: ConsultationScenario; meta: ConsultationMeta }>();

  constructor(private readonly deps: ConsultationServiceDeps) {}

  /** Creates a stored session; `begin` then plays the client's opening. */
  create(input: { packId: string; preset: PersonaPreset; seed?: number; cast?: ClientCast }): string {
    const scenario = this.consultationOf(input.packId);
    const meta: ConsultationMeta = {
      packId: input.packId,
      preset: input.preset,
      seed: input.seed ?? (this.deps.newSeed ?? (() => randomInt(0, 2 ** 31)))(),
      cast: input.cast ?? 'rules',
    };
    const sessionId = (this.deps.newSessionId ?? randomUUID)();
    const log = createConsultationSession(this.deps.db.writer(), { id: sessionId, packId: input.packId, title: scenario.metadata.title, meta });
    this.live.set(sessionId, { session: this.sessionFor(sessionId, scenario, meta, log, []), scenario, meta });
    return sessionId;
  }

  begin(sessionId: string): AsyncGenerator<ConsultationEvent> {
    return this.get(sessionId).session.begin();
  }

  ask(sessionId: string, text: string, options: { interrupted?: boolean } = {}): AsyncGenerator<ConsultationEvent> {
    return this.get(sessionId).session.ask(text, options);
  }

  advise(sessionId: string, text: string): AsyncGenerator<ConsultationEvent> {
    return this.get(sessionId).session.giveAdvice(text);
  }

  view(sessionId: string): ConsultationRoomView {
    const { session, scenario, meta } = this.get(sessionId);
    const state = session.state;
    return {
      sessionId,
      packId: meta.packId,
      title: scenario.metadata.title,
      clientName: scenario.client.name,
      studentBrief: scenario.studentBrief,
      setting: scenario.setting,
      preset: meta.preset,
      transcript: state.transcript,
      trust: trustIndicatorVisible(meta.preset, state.levels) ? state.trust : null,
      ended: state.ended !== null,
      adviceGiven: state.advice !== null,
    };
  }

  /** The report reveals missed facts and reference answers, so only after the meeting has ended. */
  report(sessionId: string): ConsultationReport {
    const { session, scenario } = this.get(sessionId);
    if (session.state.ended === null) throw new ConflictError('The report is ready once the meeting has ended.');
    return buildConsultationReport(scenario, session.state);
  }

  /** Forgets the in-memory session (the log stays); the next call rebuilds it from the log. */
  evict(sessionId: string): void {
    this.live.delete(sessionId);
  }

  private get(sessionId: string) {
    const cached = this.live.get(sessionId);
    if (cached) return cached;
    const row = getSession(this.deps.db.reader(), sessionId);
    if (!row || row.kind !== 'consultation') throw new NotFoundError(`There is no consultation ${sessionId}.`, 'sessionId');
    const meta = ConsultationMeta.safeParse(row.meta);
    if (!meta.success) throw new BadInputError(`Consultation ${sessionId} has unreadable settings.`, 'sessionId');
    const scenario = this.consultationOf(meta.data.packId);
    const events = readConsultationEvents(this.deps.db.reader(), sessionId);
    const entry = {
      session: this.sessionFor(sessionId, scenario, meta.data, new StoreConsultationLog(this.deps.db.writer(), sessionId), events),
      scenario,
      meta: meta.data,
    };
    this.live.set(sessionId, entry);
    return entry;
  }

  private sessionFor(sessionId: string, scenario: ConsultationScenario, meta: ConsultationMeta, log: StoreConsultationLog, events: ConsultationEvent[]) {
    const agent = this.deps.agentFor?.(meta.cast, meta.packId, sessionId) ?? new RulesClientAgent();
    const judge = () => this.deps.judgeFor?.(meta.packId, sessionId) ?? null;
    return new ConsultationSession(
      { scenario, scenarioId: meta.packId, preset: meta.preset, seed: meta.seed, agent, matcher: this.deps.matcher, log, judge },
      events,
    );
  }

  private consultationOf(packId: string): ConsultationScenario {
    const scenario = this.deps.scenarios.getScenario(packId);
    if (scenario.kind !== 'consultation') throw new BadInputError(`The pack "${packId}" is a ${scenario.kind}, not a consultation.`, 'packId');
    return scenario;
  }
}

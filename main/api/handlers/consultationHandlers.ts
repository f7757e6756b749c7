import type { consultationProcedures } from '../../../shared/contract/procedures/consultation';
import type { ConsultationRoom, ConsultationStep, ConsultationSummary } from '../../../shared/contract/schemas/consultation';
import { PersonaPreset, type ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { NotFoundError } from '../../../shared/errors';
import type { ConsultationService } from '../../consultation';
import { getSession, getSetting, listSessions, readEvents, setSetting, visibleSessions, type WorkspaceHost } from '../../store';
import type { HandlersFor } from '../ApiHandlers';

export interface ConsultationServices {
  consultation: ConsultationService;
  workspace: WorkspaceHost;
  /** Built-in packs are seeded on first use; a consultation may be the first use. */
  packs: { ensureBuiltins(): Promise<void> };
}

/** The settings key of a session's notes: the student's own words, kept with the workspace. */
export const notesKey = (sessionId: string) => `consultation.notes.${sessionId}`;

async function drain(events: AsyncGenerator<ConsultationEvent>): Promise<void> {
  for await (const event of events) void event;
}

/**
 * Runs one step of a session at a time. A step reads the turn number, awaits the client and
 * then appends; two overlapping steps (a double click, two windows) would both take the same turn.
 */
class SessionQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(sessionId: string, step: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(sessionId) ?? Promise.resolve();
    const next = previous.then(step, step);
    const tail = next.catch(() => undefined);
    this.tails.set(sessionId, tail);
    void tail.then(() => {
      if (this.tails.get(sessionId) === tail) this.tails.delete(sessionId);
    });
    return next;
  }
}

export function createConsultationHandlers(services: ConsultationServices): HandlersFor<keyof typeof consultationProcedures> {
  const { consultation, workspace, packs } = services;
  const queue = new SessionQueue();

  const notesOf = (sessionId: string): string => {
    const value = getSetting(workspace.reader(), notesKey(sessionId));
    return typeof value === 'string' ? value : '';
  };
  const room = (sessionId: string): ConsultationRoom => ({ ...consultation.view(sessionId), notes: notesOf(sessionId) });

  /** Plays a step and returns only what it added, and the trust the room may show (null on Hard). */
  const step = (sessionId: string, play: () => AsyncGenerator<ConsultationEvent>): Promise<ConsultationStep> =>
    queue.run(sessionId, async () => {
      const before = consultation.view(sessionId).transcript.length;
      await drain(play());
      const after = consultation.view(sessionId);
      return { sessionId, lines: after.transcript.slice(before), trust: after.trust, ended: after.ended, adviceGiven: after.adviceGiven };
    });

  return {
    'consultation.start': async ({ packId, preset, seed }) => {
      await packs.ensureBuiltins();
      const sessionId = consultation.create({ packId, preset, ...(seed === undefined ? {} : { seed }) });
      await queue.run(sessionId, () => drain(consultation.begin(sessionId)));
      return room(sessionId);
    },
    'consultation.view': async ({ sessionId }) => room(sessionId),
    'consultation.ask': ({ sessionId, text, interrupted }) => step(sessionId, () => consultation.ask(sessionId, text, { interrupted: interrupted ?? false })),
    'consultation.advise': ({ sessionId, advice }) => step(sessionId, () => consultation.advise(sessionId, advice)),
    'consultation.report': async ({ sessionId }) => consultation.report(sessionId),
    'consultation.saveNotes': async ({ sessionId, notes }) => {
      const session = getSession(workspace.reader(), sessionId);
      if (!session || session.kind !== 'consultation') throw new NotFoundError(`There is no consultation ${sessionId}.`, 'sessionId');
      setSetting(workspace.writer(), notesKey(sessionId), notes);
      return { saved: true };
    },
    'consultation.list': async () => {
      const db = workspace.reader();
      const consultations = visibleSessions(db, listSessions(db))
        .filter((session) => session.kind === 'consultation')
        .map((session): ConsultationSummary => {
          const meta = session.meta as { preset?: unknown } | null;
          const preset = PersonaPreset.safeParse(meta?.preset);
          return {
            sessionId: session.id,
            packId: session.packId,
            title: session.title,
            preset: preset.success ? preset.data : null,
            createdAt: session.createdAt,
            updatedAt: session.updatedAt,
            // Only the log says whether the meeting ended; MeetingEnded is written once, near the end.
            ended: readEvents(db, session.id, Math.max(1, session.eventCount - 3)).some((event) => event.type === 'MeetingEnded'),
          };
        });
      return { consultations };
    },
  };
}

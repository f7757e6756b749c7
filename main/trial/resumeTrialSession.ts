import { isDeepStrictEqual } from 'node:util';
import type { SessionEvent } from '../../shared/domain';
import { ConflictError } from '../../shared/errors';
import { MemoryEventSink } from './EventSink';
import { NullMemoryWriter } from './MemoryWriter';
import { recordedCast } from './RecordedCast';
import { createRulesCast } from './rules/createRulesCast';
import { TrialSession, type TrialSessionOptions } from './TrialSession';

/** An event as it reads back from the log: JSON, so undefined fields are gone. */
const asStored = (event: SessionEvent | undefined): unknown => (event === undefined ? undefined : JSON.parse(JSON.stringify(event)));

async function drain(generator: AsyncGenerator<SessionEvent>): Promise<void> {
  for await (const _ of generator) void _;
}

/**
 * Rebuilds a live session from its stored log by replaying the player's moves (questions,
 * responses, NEXT) through the deterministic engine, and checks that the replay gives the very
 * same events. A log cut off inside a turn (a crash between two steps) is completed: the
 * missing steps are appended to the sink, so nothing is lost and nothing is written twice.
 *
 * The rules cast replays by itself. Any other cast (a model) has its recorded decisions fed back
 * by `recordedCast`, and `options.cast` (or the rules cast, with no model loaded) plays on.
 */
export async function resumeTrialSession(options: TrialSessionOptions, stored: readonly SessionEvent[]): Promise<TrialSession> {
  const sink = options.sink ?? new MemoryEventSink();
  const memory = options.memory ?? new NullMemoryWriter();
  const replayed: SessionEvent[] = [];
  let replaying = true;
  // A cast that cannot be re-run (a model) has its decisions read back from the log instead.
  const started = stored[0]?.type === 'SessionStarted' ? stored[0] : null;
  const cast: TrialSessionOptions['cast'] =
    started && started.cast !== 'rules'
      ? (context, random, config) => recordedCast(stored, () => replayed.length, started.cast, (options.cast ?? createRulesCast)(context, random, config))
      : options.cast;
  const session = new TrialSession({
    ...options,
    ...(cast ? { cast } : {}),
    sink: { append: (events) => (replaying ? replayed.push(...events) : sink.append(events)) },
    // Memory of the replayed answers is already stored, and their decisions need no recall.
    memory: {
      enqueue: (item) => (replaying ? undefined : memory.enqueue(item)),
      flush: () => memory.flush(),
      recall: (request) => (replaying ? Promise.resolve([]) : memory.recall(request)),
    },
    // Replayed turns were reported when they were played; only new ones are. (The memory writer
    // reports its own operations, and it is given no replayed answer.)
    observer: { onAnalysis: (report) => (replaying ? undefined : options.observer?.onAnalysis?.(report)) },
  });
  const mismatch = (why: string): never => {
    throw new ConflictError(`The stored session cannot be resumed at event ${replayed.length + 1}: ${why}`);
  };
  if (stored.length > 0) await drain(session.start());
  while (replayed.length < stored.length) {
    const before = replayed.length;
    const next = stored[replayed.length]!;
    switch (session.awaiting) {
      case 'opposing_counsel':
        await drain(session.handleOCAExaminationTurn());
        break;
      case 'player_question':
        if ((next.type === 'QuestionAsked' || next.type === 'QuestionBlocked') && next.by === 'player') await drain(session.handleTurn(next.text));
        else if (next.type === 'PhaseChanged' || next.type === 'CrossOutlineBuilt') await drain(session.endExamination());
        else mismatch(`a ${next.type} where the player was to ask`);
        break;
      case 'player_response':
        if (next.type === 'ObjectionWaived') await drain(session.handlePlayerObjection(null));
        else if (next.type === 'ObjectionRaised' && next.by === 'player') await drain(session.handlePlayerObjection(next.ground));
        else mismatch(`a ${next.type} where the player was to respond`);
        break;
      default:
        mismatch(`the trial is ${session.awaiting}, but more events are stored`);
    }
    if (replayed.length === before) mismatch('the replay made no progress');
  }
  for (let i = 0; i < stored.length; i++) {
    // Compare values, not text: stored events come back through the schema, which orders keys its
    // own way and drops undefined fields, so the same event need not serialise identically.
    if (!isDeepStrictEqual(asStored(replayed[i]), asStored(stored[i]))) mismatch(`the engine now gives ${replayed[i]?.type ?? 'nothing'} where ${stored[i]!.type} is stored (event ${i + 1})`);
  }
  replaying = false;
  // The rest of a turn that was cut off: store it now.
  if (replayed.length > stored.length) sink.append(replayed.slice(stored.length));
  return session;
}

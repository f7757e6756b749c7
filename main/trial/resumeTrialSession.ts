import { isDeepStrictEqual } from 'node:util';
import type { SessionEvent } from '../../shared/domain';
import { ConflictError } from '../../shared/errors';
import { exhibitActionOf, offerResponseOf } from '../exhibits/exhibitReplay';
import { withoutRuleQuote } from '../rules/ruleQuotes';
import { MemoryEventSink } from './EventSink';
import { NullMemoryWriter } from './MemoryWriter';
import { recordedCast } from './RecordedCast';
import { createRulesCast } from './rules/createRulesCast';
import { TrialSession, type TrialSessionOptions } from './TrialSession';

/** A ruling's reason compared without the rule quote added since (issue 22), so older logs still resume. */
const comparable = (event: SessionEvent | undefined): unknown => {
  const stored = asStored(event) as (SessionEvent & { reason?: string }) | undefined;
  return stored?.type === 'RulingMade' ? { ...stored, reason: withoutRuleQuote(stored.reason) } : stored;
};

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
 * The rules cast replays by itself, and a rules session stays rules whatever `options.cast` is.
 * Any other cast (a model) has its recorded decisions fed back by `recordedCast`, and plays on
 * with `options.cast` if that is the same model, or else the rules cast.
 */
export async function resumeTrialSession(options: TrialSessionOptions, stored: readonly SessionEvent[]): Promise<TrialSession> {
  const sink = options.sink ?? new MemoryEventSink();
  const memory = options.memory ?? new NullMemoryWriter();
  const replayed: SessionEvent[] = [];
  let replaying = true;
  // A cast that cannot be re-run (a model) has its decisions read back from the log instead.
  const started = stored[0]?.type === 'SessionStarted' ? stored[0] : null;
  // A session resumes with the cast recorded in its log, whatever Settings give now: a rules
  // session stays rules, and a model session plays on with that model only if it is the one
  // given now (otherwise the rules cast answers for it). Settings apply to new sessions.
  const cast: TrialSessionOptions['cast'] =
    started === null
      ? options.cast
      : started.cast === 'rules'
        ? undefined
        : (context, random, config) => {
            const current = options.cast?.(context, random, config);
            const live = current && current.name === started.cast ? current : createRulesCast(context, random, config);
            return recordedCast(stored, () => replayed.length, started.cast, live);
          };
  const { cast: _settingsCast, ...rest } = options;
  const session = new TrialSession({
    ...rest,
    // A log from before counsel introduced exhibits replays as it was played.
    counselExhibits: started ? started.exhibits === true : (options.counselExhibits ?? true),
    // Likewise a log from before exhibit contents needed the exhibit in evidence.
    exhibitEvidence: started ? started.exhibitEvidence === true : (options.exhibitEvidence ?? true),
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
        else if (next.type === 'StrikeMoved' && next.by === 'player') await drain(session.moveToStrike());
        else if (exhibitActionOf(next)) await drain(session.exhibitAction(exhibitActionOf(next)!));
        else mismatch(`a ${next.type} where the player was to ask`);
        break;
      case 'player_response':
        if (offerResponseOf(next) !== undefined) await drain(session.handlePlayerObjection(offerResponseOf(next) ?? null));
        else if (next.type === 'ObjectionWaived') await drain(session.handlePlayerObjection(null));
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
    if (!isDeepStrictEqual(comparable(replayed[i]), comparable(stored[i]))) mismatch(`the engine now gives ${replayed[i]?.type ?? 'nothing'} where ${stored[i]!.type} is stored (event ${i + 1})`);
  }
  replaying = false;
  // The rest of a turn that was cut off: store it now.
  if (replayed.length > stored.length) sink.append(replayed.slice(stored.length));
  return session;
}

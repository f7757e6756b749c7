import { OBJECTION_CATALOGUE, OBJECTION_GROUNDS, type ObjectionGround, type SessionEvent } from '../../shared/domain';
import { assertNever } from '../../shared/contract/envelope';
import { BadInputError } from '../../shared/errors';
import type { ExhibitAction } from '../exhibits/ExhibitDesk';
import { parseExhibitLine } from '../exhibits/exhibitScript';
import type { ArcAwaiting } from './phases/TrialArc';

/** What a script plays against: a session, or a session with its arc (which adds the speeches and the motion). */
export interface ScriptTarget {
  readonly awaiting: ArcAwaiting;
  start(): AsyncGenerator<SessionEvent>;
  handleTurn(text: string): AsyncGenerator<SessionEvent>;
  handlePlayerObjection(ground: ObjectionGround | null): AsyncGenerator<SessionEvent>;
  handleOCAExaminationTurn(): AsyncGenerator<SessionEvent>;
  endExamination(): AsyncGenerator<SessionEvent>;
  moveToStrike(): AsyncGenerator<SessionEvent>;
  giveOpening?(text: string, options?: { reserve?: boolean }): AsyncGenerator<SessionEvent>;
  moveForDirectedVerdict?(): AsyncGenerator<SessionEvent>;
  giveClosing?(text: string): AsyncGenerator<SessionEvent>;
  exhibitAction(action: ExhibitAction): AsyncGenerator<SessionEvent>;
}

/** One line of a player script. */
export type ScriptLine =
  | { line: number; kind: 'question'; text: string }
  | { line: number; kind: 'object'; ground: ObjectionGround }
  | { line: number; kind: 'pass' }
  | { line: number; kind: 'next' }
  | { line: number; kind: 'strike' }
  | { line: number; kind: 'opening'; text: string; reserve: boolean }
  | { line: number; kind: 'closing' | 'rebuttal'; text: string }
  | { line: number; kind: 'motion' }
  | { line: number; kind: 'exhibit'; action: ExhibitAction };

/** Reads a ground as an id ("asked_and_answered"), with spaces ("asked and answered") or by its label. */
export function parseGround(text: string): ObjectionGround | null {
  const key = text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const byId = OBJECTION_GROUNDS.find((ground) => ground === key);
  if (byId) return byId;
  return OBJECTION_GROUNDS.find((ground) => OBJECTION_CATALOGUE[ground].label.toLowerCase() === text.trim().toLowerCase()) ?? null;
}

/**
 * Parses a script: one turn a line; blank lines and lines starting with # are skipped.
 * `OBJECT <ground>`, `PASS`, `NEXT` and `STRIKE` (move to strike the last answer) are commands, and so are the speeches of the whole trial:
 * `OPENING <text>` (`OPENING reserve` for the defense), `CLOSING <text>`, `REBUTTAL <text>` and
 * `MOTION directed verdict`, and the exhibit steps `MARK`, `SHOW`, `APPROACH`, `OFFER`,
 * `PUBLISH <exhibit>` and `IMPEACH COMMIT|CREDIT|CONFRONT <exhibit>`. Anything else is a question
 * (foundation questions too).
 */
export function parseScript(text: string, source = 'script'): ScriptLine[] {
  const lines: ScriptLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content || content.startsWith('#')) return;
    const speech = /^(OPENING|CLOSING|REBUTTAL|MOTION)\b\s*(.*)$/.exec(content);
    if (speech) {
      lines.push(speechLine(line, speech[1]!, speech[2] ?? '', source));
      return;
    }
    const command = /^(OBJECT|PASS|NEXT|STRIKE)\b\s*(.*)$/.exec(content);
    const exhibit = command ? null : parseExhibitLine(content, `${source}:${line}`);
    if (exhibit) {
      lines.push({ line, kind: 'exhibit', action: exhibit });
    } else if (!command) {
      lines.push({ line, kind: 'question', text: content });
    } else if (command[1] === 'OBJECT') {
      const ground = parseGround(command[2] ?? '');
      if (!ground) {
        throw new BadInputError(`${source}:${line}: "${command[2] ?? ''}" is not an objection ground; use one of ${OBJECTION_GROUNDS.join(', ')}.`, `${source}:${line}`);
      }
      lines.push({ line, kind: 'object', ground });
    } else {
      if (command[2]) throw new BadInputError(`${source}:${line}: ${command[1]} takes no argument.`, `${source}:${line}`);
      lines.push({ line, kind: command[1] === 'PASS' ? 'pass' : command[1] === 'STRIKE' ? 'strike' : 'next' });
    }
  });
  return lines;
}

function speechLine(line: number, command: string, rest: string, source: string): ScriptLine {
  const where = `${source}:${line}`;
  const text = rest.trim();
  if (command === 'MOTION') {
    if (text.toLowerCase() !== 'directed verdict') throw new BadInputError(`${where}: the only motion is "MOTION directed verdict".`, where);
    return { line, kind: 'motion' };
  }
  if (!text) throw new BadInputError(`${where}: ${command} needs the text of the speech.`, where);
  if (command === 'OPENING') return { line, kind: 'opening', text, reserve: text.toLowerCase() === 'reserve' };
  return { line, kind: command === 'CLOSING' ? 'closing' : 'rebuttal', text };
}

/** Lets counsel's pending questions pass and plays counsel's turns until the player may ask (or the trial ends). */
async function* untilPlayerAsks(session: ScriptTarget): AsyncGenerator<SessionEvent> {
  for (;;) {
    const awaiting: ArcAwaiting = session.awaiting;
    if (awaiting === 'player_response') yield* session.handlePlayerObjection(null);
    else if (awaiting === 'opposing_counsel') yield* session.handleOCAExaminationTurn();
    else return;
  }
}

/**
 * Plays a script against a session. The opposing counsel's examination turns run by themselves
 * whenever it is their move. A question or NEXT line while counsel's questions await the player's
 * response lets each of them pass (recorded as waived). Plays counsel's
 * turns after the last line until the player is next to move.
 */
export async function* runScript(session: ScriptTarget, lines: readonly ScriptLine[], source = 'script'): AsyncGenerator<SessionEvent> {
  // A function, not the getter, so TypeScript does not narrow it across the awaits.
  const awaiting = (): ArcAwaiting => session.awaiting;
  if (awaiting() === 'start') yield* session.start();
  const where = (line: ScriptLine) => `${source}:${line.line}`;
  for (const line of lines) {
    while (awaiting() === 'opposing_counsel') yield* session.handleOCAExaminationTurn();
    if (awaiting() === 'ended') throw new BadInputError(`${where(line)}: the trial has ended; nothing more can be played.`, where(line));
    switch (line.kind) {
      case 'question':
        yield* untilPlayerAsks(session);
        if (awaiting() !== 'player_question' && awaiting() !== 'player_motion') throw new BadInputError(`${where(line)}: it is not the player's turn to ask a question (awaiting ${awaiting()}).`, where(line));
        yield* session.handleTurn(line.text);
        break;
      case 'object':
      case 'pass':
        if (awaiting() !== 'player_response') {
          throw new BadInputError(`${where(line)}: ${line.kind === 'object' ? 'OBJECT' : 'PASS'} but no question of the opposing counsel is waiting.`, where(line));
        }
        yield* session.handlePlayerObjection(line.kind === 'object' ? line.ground : null);
        break;
      case 'exhibit':
        yield* untilPlayerAsks(session);
        if (awaiting() !== 'player_question') throw new BadInputError(`${where(line)}: exhibit steps are taken on the player's turn to ask.`, where(line));
        yield* session.exhibitAction(line.action);
        break;
      case 'next':
        yield* untilPlayerAsks(session);
        if (!['player_question', 'player_motion', 'player_closing', 'player_rebuttal'].includes(awaiting())) throw new BadInputError(`${where(line)}: NEXT, but the player is not examining.`, where(line));
        yield* session.endExamination();
        break;
      case 'strike':
        if (awaiting() !== 'player_question') throw new BadInputError(`${where(line)}: STRIKE moves to strike the answer to your last question, on your turn to ask (awaiting ${awaiting()}).`, where(line));
        yield* session.moveToStrike();
        break;
      case 'opening':
      case 'closing':
      case 'rebuttal':
      case 'motion':
        yield* untilPlayerAsks(session);
        yield* playSpeech(session, line, where(line));
        break;
      default:
        assertNever(line);
    }
  }
  while (awaiting() === 'opposing_counsel') yield* session.handleOCAExaminationTurn();
}

const EXPECTED = { opening: 'player_opening', closing: 'player_closing', rebuttal: 'player_rebuttal', motion: 'player_motion' } as const;

/** An OPENING, CLOSING, REBUTTAL or MOTION line, played when it is the player's move for it. */
function playSpeech(session: ScriptTarget, line: Extract<ScriptLine, { kind: 'opening' | 'closing' | 'rebuttal' | 'motion' }>, where: string): AsyncGenerator<SessionEvent> {
  const expected = EXPECTED[line.kind];
  if (session.awaiting !== expected || !session.giveOpening || !session.giveClosing || !session.moveForDirectedVerdict) {
    throw new BadInputError(`${where}: ${line.kind.toUpperCase()} is not in order now (awaiting ${session.awaiting}); is the whole trial on (--trial full)?`, where);
  }
  switch (line.kind) {
    case 'opening':
      return line.reserve ? session.giveOpening('', { reserve: true }) : session.giveOpening(line.text);
    case 'closing':
    case 'rebuttal':
      return session.giveClosing(line.text);
    case 'motion':
      return session.moveForDirectedVerdict();
  }
}

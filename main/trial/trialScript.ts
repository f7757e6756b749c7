import { OBJECTION_CATALOGUE, OBJECTION_GROUNDS, type ObjectionGround, type SessionEvent } from '../../shared/domain';
import { BadInputError } from '../../shared/errors';
import type { ExhibitAction } from '../exhibits/ExhibitDesk';
import { parseExhibitLine } from '../exhibits/exhibitScript';
import type { Awaiting, TrialSession } from './TrialSession';

/** One line of a player script. */
export type ScriptLine =
  | { line: number; kind: 'question'; text: string }
  | { line: number; kind: 'object'; ground: ObjectionGround }
  | { line: number; kind: 'pass' }
  | { line: number; kind: 'next' }
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
 * `OBJECT <ground>`, `PASS` and `NEXT` are commands, and so are the exhibit steps `MARK`, `SHOW`,
 * `APPROACH`, `OFFER`, `PUBLISH <exhibit>` and `IMPEACH COMMIT|CREDIT|CONFRONT <exhibit>`; anything
 * else is a question (foundation questions too).
 */
export function parseScript(text: string, source = 'script'): ScriptLine[] {
  const lines: ScriptLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content || content.startsWith('#')) return;
    const command = /^(OBJECT|PASS|NEXT)\b\s*(.*)$/.exec(content);
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
      lines.push({ line, kind: command[1] === 'PASS' ? 'pass' : 'next' });
    }
  });
  return lines;
}

/** Lets counsel's pending questions pass and plays counsel's turns until the player may ask (or the trial ends). */
async function* untilPlayerAsks(session: TrialSession): AsyncGenerator<SessionEvent> {
  for (;;) {
    const awaiting: Awaiting = session.awaiting;
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
export async function* runScript(session: TrialSession, lines: readonly ScriptLine[], source = 'script'): AsyncGenerator<SessionEvent> {
  // A function, not the getter, so TypeScript does not narrow it across the awaits.
  const awaiting = (): Awaiting => session.awaiting;
  if (awaiting() === 'start') yield* session.start();
  const where = (line: ScriptLine) => `${source}:${line.line}`;
  for (const line of lines) {
    while (awaiting() === 'opposing_counsel') yield* session.handleOCAExaminationTurn();
    if (awaiting() === 'ended') throw new BadInputError(`${where(line)}: the trial has ended; nothing more can be played.`, where(line));
    switch (line.kind) {
      case 'question':
        yield* untilPlayerAsks(session);
        if (awaiting() !== 'player_question') throw new BadInputError(`${where(line)}: it is not the player's turn to ask a question.`, where(line));
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
        if (awaiting() !== 'player_question') throw new BadInputError(`${where(line)}: NEXT, but the player is not examining.`, where(line));
        yield* session.endExamination();
        break;
    }
  }
  while (awaiting() === 'opposing_counsel') yield* session.handleOCAExaminationTurn();
}

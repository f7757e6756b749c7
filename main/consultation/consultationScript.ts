import { z } from 'zod';
import type { ConsultationEvent } from '../../shared/domain/consultationEvents';
import { BadInputError } from '../../shared/errors';
import { formatIssuePath } from '../../shared/formatIssuePath';
import type { ConsultationSession } from './ConsultationSession';

/** One scripted student turn; `interrupted` is what the UI sends when the student cut the client off. */
export interface ScriptTurn {
  text: string;
  interrupted?: boolean;
}

/** A scripted interview: the questions in order, then the advice (if any). */
export interface ConsultationScript {
  turns: ScriptTurn[];
  advice: string | null;
}

const ScriptJson = z.strictObject({
  questions: z.array(z.union([z.string().min(1), z.strictObject({ text: z.string().min(1), interrupted: z.boolean().optional() })])).min(1),
  advice: z.string().min(1).optional(),
});

/**
 * Reads a script. JSON (`{ "questions": [...], "advice": "..." }`) when it starts with `{`;
 * otherwise one question per line, `#` comments and blank lines skipped, and a line starting
 * with `advice:` giving the advice (later `advice:` lines continue it).
 */
export function parseConsultationScript(source: string, name = 'script'): ConsultationScript {
  if (source.trimStart().startsWith('{')) {
    let raw: unknown;
    try {
      raw = JSON.parse(source);
    } catch (error) {
      throw new BadInputError(`${name} is not valid JSON: ${(error as Error).message}`, name);
    }
    const parsed = ScriptJson.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = formatIssuePath(issue.path);
      throw new BadInputError(`${name}: ${path || '(root)'}: ${issue.message}`, `${name}: ${path}`);
    }
    return {
      turns: parsed.data.questions.map((q) => (typeof q === 'string' ? { text: q } : q)),
      advice: parsed.data.advice ?? null,
    };
  }
  const turns: ScriptTurn[] = [];
  const advice: string[] = [];
  for (const line of source.split(/\r?\n/)) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const adviceLine = /^advice:\s*(.*)$/i.exec(text);
    if (adviceLine) advice.push(adviceLine[1]!);
    else turns.push({ text });
  }
  if (turns.length === 0) throw new BadInputError(`${name} has no questions.`, name);
  return { turns, advice: advice.length ? advice.join(' ').trim() || null : null };
}

/**
 * Plays a script: begins the session if needed, asks each question until the meeting ends,
 * then gives the advice. Returns every event the run produced.
 */
export async function runConsultationScript(session: ConsultationSession, script: ConsultationScript): Promise<ConsultationEvent[]> {
  const events: ConsultationEvent[] = [];
  if (session.state.scenarioId === null) for await (const event of session.begin()) events.push(event);
  for (const turn of script.turns) {
    if (session.state.ended !== null) break;
    for await (const event of session.ask(turn.text, { interrupted: turn.interrupted ?? false })) events.push(event);
  }
  if (script.advice !== null && session.state.advice === null) for await (const event of session.giveAdvice(script.advice)) events.push(event);
  return events;
}

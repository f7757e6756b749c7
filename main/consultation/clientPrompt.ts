import { z } from 'zod';
import type { PersonaLevels } from '../../shared/domain/consultationEvents';
import { ClientAnswerKind } from '../../shared/domain/consultationEvents';
import type { ClientTurn } from './ClientAgent';
import type { ProjectedPersona } from './DisclosureEngine';

// The LLM client's prompt, written once here so that every model sees the same rules. It is
// built from the projection only: locked facts, unlock rules and reference answers are not in
// its input, so they cannot be in the prompt. The output guard still checks every answer.

/** How each persona level should sound, in words a model can follow. */
export const VOICE_GUIDE: Record<keyof PersonaLevels, Record<PersonaLevels[keyof PersonaLevels], string>> = {
  legalLiteracy: {
    high: 'You understand legal terms and use them correctly.',
    medium: 'You know a few legal words but are unsure of their meaning.',
    low: 'You use everyday words, mix up legal concepts, and ask what legal terms mean.',
  },
  disclosureWillingness: {
    high: 'You are open and forthcoming.',
    medium: 'You answer what you are asked, and hold back what embarrasses you.',
    low: 'You are guarded: you hold back anything unfavourable until you are pressed and trust the student.',
  },
  emotionalStability: {
    high: 'You stay calm.',
    medium: 'You get anxious when the conversation turns to what worries you.',
    low: 'You are easily upset, especially by blame, jargon or interruptions.',
  },
  narrativeProficiency: {
    high: 'You tell events clearly and in order.',
    medium: 'You tell events mostly in order, with some gaps.',
    low: 'Your story is fragmented: you jump around in time and correct yourself.',
  },
};

/** What the LLM client must return: the schema behind its grammar and the final check. */
export const ClientReplyOutput = z.strictObject({
  text: z.string().min(1).max(1_500),
  kind: ClientAnswerKind.exclude(['opening']),
  disclosedFactIds: z.array(z.string()).max(6),
  endsMeeting: z.boolean(),
});
export type ClientReplyOutput = z.infer<typeof ClientReplyOutput>;

/**
 * The static part: the role, the rules and the persona. It is the same for every turn of a
 * session, so a local model serves it from the KV cache.
 */
export function clientSystemPrompt(persona: ProjectedPersona): string {
  const levels = persona.levels;
  return [
    `You are ${persona.name}${persona.age ? `, ${persona.age}` : ''}${persona.occupation ? `, ${persona.occupation.toLowerCase()}` : ''}, meeting a law student at a legal clinic for the first time.`,
    `Background: ${persona.background}`,
    `Why you came: ${persona.presentingProblem}`,
    persona.concerns.length > 0 ? `What worries you: ${persona.concerns.join('; ')}.` : '',
    `How you talk: ${(Object.keys(VOICE_GUIDE) as (keyof PersonaLevels)[]).map((k) => VOICE_GUIDE[k][levels[k]]).join(' ')}`,
    'Rules:',
    '- Speak in the first person, as the client, in one short spoken answer.',
    '- Use only the facts listed in the turn. If the answer is not among them, say you are not sure. Never invent dates, names, amounts or events.',
    '- Never give legal advice or say what the law is: you are the client, not the lawyer.',
    '- List in disclosedFactIds the ids of the facts your answer uses.',
    '- Set endsMeeting to true only when the student wraps up, or when told that you are leaving.',
    'Answer with JSON only.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The per-turn part: trust, mood, the facts allowed now, recent lines and the question. */
export function clientTurnPrompt(turn: ClientTurn): string {
  const facts = turn.projection.facts.map(
    (fact) => `- [${fact.id}]${fact.alreadyTold ? ' (already told)' : ''}${fact.reason === 'unlocked' ? ' (you now trust the student enough to say this)' : ''} ${fact.text}`,
  );
  const recent = turn.recent.map((line) => `${line.speaker === 'student' ? 'Student' : 'You'}: ${line.text}`);
  return [
    `Your mood: ${turn.projection.mood}. How much you trust the student (0 to 1): ${turn.projection.trust.toFixed(2)}.`,
    facts.length > 0 ? `Facts you may use now:\n${facts.join('\n')}` : 'There is nothing you are ready to tell right now.',
    recent.length > 0 ? `Recent conversation:\n${recent.join('\n')}` : '',
    turn.leaving ? 'You have had enough and are leaving: say so politely in one sentence and set endsMeeting to true.' : '',
    turn.question === null ? `Open the meeting, starting from: "${turn.projection.persona.openingStatement}"` : `The student says: "${turn.question}"`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

import { z } from 'zod';
import { zodOutputSchema } from '../../llm/OutputSchema';
import type { ArcVoice, AssessmentRequest, CounselSpeechRequest, DeliberationRequest } from '../phases/ArcVoice';
import { AgentOutputRejectedError } from './AgentOutputRejectedError';
import type { LeakGuard } from './LeakGuard';
import type { LlmAgentOptions } from './LlmAgentOptions';

// The arc's model parts: counsel's speeches (counsel's model) and the court's judgement of the
// student's speeches and the jury's deliberation (the judge's model). Caps keep the JSON short
// enough to end within maxTokens under a grammar.

const SpeechOutput = z.object({ text: z.string().min(1).max(1400) });
const score = z.number().int().min(0).max(10);
const AssessmentOutput = z.object({ theory: score, organisation: score, persuasiveness: score, note: z.string().max(240) });
const DeliberationOutput = z.object({ summary: z.string().min(1).max(500) });

export const speechOutputSchema = zodOutputSchema('counsel_speech', SpeechOutput);
export const assessmentOutputSchema = zodOutputSchema('speech_assessment', AssessmentOutput);
export const deliberationOutputSchema = zodOutputSchema('jury_deliberation', DeliberationOutput);

const SPEECH_MAX_TOKENS = 520;
const ASSESSMENT_MAX_TOKENS = 160;
const DELIBERATION_MAX_TOKENS = 220;

const list = (items: readonly string[]) => (items.length === 0 ? '(none)' : items.map((item) => `- ${item}`).join('\n'));

const COUNSEL_SYSTEM =
  'You are trial counsel in a mock trial, speaking to the jury. Write the speech asked for in plain spoken English, under 200 words. ' +
  'Cite only the facts listed; never add a fact, a name, a number or a quotation that is not in the list. Reply with JSON {"text": "..."}.';
const ASSESSOR_SYSTEM =
  'You are a mock-trial judge scoring a student advocate\'s speech on the AMTA criteria, each 0 to 10: theory (a clear, consistent theory of the case), ' +
  'organisation (a structure the jury can follow), persuasiveness (delivery on the page: clarity, word choice, confidence). Be strict; 5 is ordinary. ' +
  'Reply with JSON {"theory": n, "organisation": n, "persuasiveness": n, "note": "one sentence of advice"}.';
const JURY_SYSTEM =
  'You summarise a mock-trial jury\'s deliberation in three or four sentences, element by element, from the findings given. ' +
  'Do not add facts that are not in the findings. Reply with JSON {"summary": "..."}.';

/**
 * The arc's model parts: counsel's speeches when counsel is played by a model, the assessment
 * and the deliberation when the judge is. A part with no model is absent, and the arc uses the
 * rules text or says "not assessed".
 */
export function llmArcVoice(counsel: LlmAgentOptions | null, judge: LlmAgentOptions | null, counselGuard: (side: CounselSpeechRequest['side']) => LeakGuard): ArcVoice {
  const voice: ArcVoice = {};
  if (counsel) {
    voice.counselSpeech = async (request) => {
      const prompt = [
        `Speech: your ${request.part === 'rebuttal' ? 'rebuttal closing (brief)' : request.part} for the ${request.side} in a ${request.caseType} case.`,
        `Your case theory: ${request.caseTheory}`,
        `${request.part === 'opening' ? 'What your witnesses will prove' : 'Facts in evidence for your side'}:\n${list(request.facts)}`,
        ...(request.gaps.length > 0 ? [`Where the other side's case falls short:\n${list(request.gaps)}`] : []),
      ].join('\n\n');
      const { value } = await counsel.model.generateStructured({ ...call(counsel, 'opposing-counsel', prompt, SPEECH_MAX_TOKENS, 0.6), systemPrompt: COUNSEL_SYSTEM, schema: speechOutputSchema });
      const leak = counselGuard(request.side).findLeak(value.text, prompt);
      if (leak) throw new AgentOutputRejectedError('leak', `counsel's ${request.part} carries the hidden ${leak}`);
      return value.text.trim();
    };
  }
  if (judge) {
    voice.assessor = judge.model.id;
    voice.assess = async (request: AssessmentRequest) => {
      const prompt = [
        `The student's ${request.part} for the ${request.side}${request.budgetWords ? ` (time allows about ${request.budgetWords} words)` : ''}.`,
        `Their case theory, as the pack gives it: ${request.caseTheory}`,
        ...(request.part === 'opening' ? [] : [`Facts in evidence:\n${list(request.established)}`]),
        `The speech:\n"""${request.text}"""`,
      ].join('\n\n');
      const { value } = await judge.model.generateStructured({ ...call(judge, 'judge', prompt, ASSESSMENT_MAX_TOKENS, 0.2), systemPrompt: ASSESSOR_SYSTEM, schema: assessmentOutputSchema });
      return { theory: value.theory, organisation: value.organisation, persuasiveness: value.persuasiveness, note: value.note.trim() };
    };
    voice.deliberate = async (request: DeliberationRequest) => {
      const prompt = [
        `Verdict: for the ${request.verdictFor}, on ${request.burden.replace(/_/g, ' ')}.`,
        `Findings:\n${list(request.findings.map((finding) => `${finding.label}: ${finding.met ? 'met' : 'not met'}. ${finding.explanation}`))}`,
      ].join('\n\n');
      const { value } = await judge.model.generateStructured({ ...call(judge, 'judge', prompt, DELIBERATION_MAX_TOKENS, 0.3), systemPrompt: JURY_SYSTEM, schema: deliberationOutputSchema });
      return value.summary.trim();
    };
  }
  return voice;
}

function call(options: LlmAgentOptions, agentKey: string, prompt: string, maxTokens: number, temperature: number) {
  return {
    agentKey,
    prompt,
    confidentiality: options.confidentiality,
    timeoutMs: options.timeoutMs,
    maxTokens,
    temperature: options.temperature ?? temperature,
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

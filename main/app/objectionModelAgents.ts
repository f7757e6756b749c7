import { SeededRandom } from '../../shared/SeededRandom';
import { NO_PACK_CONTENT } from '../egress/Confidentiality';
import type { LanguageModel } from '../llm/LanguageModel';
import { DEFAULT_JUDGE_CONFIG, DEFAULT_OPPOSING_COUNSEL_CONFIG, type Judge, type OpposingCounsel } from '../trial/agents';
import { validateObjectionDecision, validateRulingDecision, type Validated } from '../trial/decisionValidation';
import { DEFAULT_LLM_TIMEOUT_MS, LeakGuard, LlmJudge, LlmOpposingCounsel } from '../trial/llm';
import type { ObjectionAgents } from '../trial/objections';

/**
 * Counsel and the judge played by `model`, as in a trial: a call that throws, times out or gives
 * an invalid decision falls back to the rules agent for that record, and is counted. The records
 * are public transcripts, so no pack content goes anywhere; nothing is hidden from the model.
 */
export function modelObjectionAgents(model: LanguageModel, rules: ObjectionAgents, onFallback: (agent: 'counsel' | 'judge') => void): ObjectionAgents {
  const config = { ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: 0 };
  const options = { model, confidentiality: NO_PACK_CONTENT, timeoutMs: DEFAULT_LLM_TIMEOUT_MS };
  const nothingHidden = new LeakGuard([]);
  const counsel = new LlmOpposingCounsel(options, config, new SeededRandom(1), () => nothingHidden);
  const judge = new LlmJudge(options, DEFAULT_JUDGE_CONFIG, nothingHidden);
  const enabled = new Set(config.enabledGrounds);

  async function decide<T>(agent: 'counsel' | 'judge', primary: () => Promise<unknown>, validate: (raw: unknown) => Validated<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      const result = validate(await primary());
      if (result.ok) return result.value;
    } catch {
      // The rules agent answers instead, as in a trial; the count says how often.
    }
    onFallback(agent);
    return fallback();
  }

  const modelCounsel: OpposingCounsel = {
    considerObjection: (request) => decide('counsel', () => counsel.considerObjection(request), (raw) => validateObjectionDecision(raw, enabled), () => rules.counsel.considerObjection(request)),
    nextQuestion: (request) => rules.counsel.nextQuestion(request),
  };
  const modelJudge: Judge = {
    rule: (request) => decide('judge', () => judge.rule(request), (raw) => validateRulingDecision(raw, request.ground), () => rules.judge.rule(request)),
  };
  return { ...rules, counsel: modelCounsel, judge: modelJudge };
}

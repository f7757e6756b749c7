import {
  AnswerDecision,
  ExaminationDecision,
  OBJECTION_CATALOGUE,
  ObjectionDecision,
  RulingDecision,
  type ObjectionGround,
} from '../../shared/domain';
import type { AffidavitIndex } from './AffidavitIndex';
import type { ObjectionAnalysis } from './ObjectionClassifier';
import { checkGrounding } from './witnessGrounding';

// One validation per decision type, for every cast: a rules decision passes by construction,
// an LLM decision that fails is replaced by the rules cast's, and the fallback is recorded.

export type Validated<T> = { ok: true; value: T } | { ok: false; reason: string };

export function validateObjectionDecision(raw: unknown, enabled: ReadonlySet<ObjectionGround>): Validated<ObjectionDecision> {
  const parsed = ObjectionDecision.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `objection decision: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  if (parsed.data.object && !enabled.has(parsed.data.ground)) return { ok: false, reason: `objection ground ${parsed.data.ground} is not enabled` };
  return { ok: true, value: parsed.data };
}

/**
 * A question flagged defective must be defective where the judge can see it: if the classifier
 * does not find the flagged ground, the flag is dropped (scoring would punish the player for
 * missing a fault that is not there).
 */
export function validateExaminationDecision(raw: unknown, analysisOf: (question: string) => ObjectionAnalysis): Validated<ExaminationDecision> {
  const parsed = ExaminationDecision.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `examination decision: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const decision = parsed.data;
  if (decision.done || !decision.isIntentionallyDefective) return { ok: true, value: decision };
  const confirmed = decision.defect !== null && analysisOf(decision.question).findings.some((finding) => finding.ground === decision.defect);
  return { ok: true, value: confirmed ? decision : { ...decision, isIntentionallyDefective: false, defect: null } };
}

/** The citation always comes from the catalogue, whatever a model wrote. */
export function validateRulingDecision(raw: unknown, ground: ObjectionGround): Validated<RulingDecision> {
  const parsed = RulingDecision.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `ruling decision: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  if (parsed.data.ground !== ground) return { ok: false, reason: `ruling on ${parsed.data.ground}, but the objection was ${ground}` };
  return { ok: true, value: { ...parsed.data, rule: OBJECTION_CATALOGUE[ground].rule } };
}

/**
 * Every sentence of an answer must trace to the affidavit. The rules witness's own answers do by
 * construction (affidavit sentences, their first-person forms, identity facts and stock phrases,
 * each with its sources; the grounding tests and `npm run fidelity` hold it to that), so with
 * `grounding: 'by construction'` only their shape is checked: the grounding check ranks every
 * sentence against the affidavit again, the costliest step of an answered turn after the answer.
 */
export function validateAnswerDecision(raw: unknown, affidavit: AffidavitIndex, grounding: 'check' | 'by construction' = 'check'): Validated<AnswerDecision> {
  const parsed = AnswerDecision.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: `answer decision: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const sources = parsed.data.sources.filter((index) => index < affidavit.sentences.length);
  if (grounding === 'by construction') return { ok: true, value: { ...parsed.data, sources } };
  const checked = checkGrounding(parsed.data.text, affidavit);
  if (!checked.grounded) return { ok: false, reason: `ungrounded answer: "${checked.ungrounded[0]}"` };
  return { ok: true, value: { ...parsed.data, sources: sources.length > 0 ? sources : checked.sources } };
}

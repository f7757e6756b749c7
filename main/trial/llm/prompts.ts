import { OBJECTION_CATALOGUE, type ObjectionGround, type OCAMode } from '../../../shared/domain';
import { ruleTextForPrompt } from '../../rules/ruleQuotes';
import type { AnswerRequest, ExaminationRequest, JudgeConfig, ObjectionRequest, RulingRequest } from '../agents';
import type { ObjectionAnalysis } from '../ObjectionClassifier';
import type { JudgeProjection } from '../projections';
import { renderJudgeProjection, renderOpposingCounselProjection, renderWitnessProjection } from '../projectionText';
import type { WitnessSpec } from '../TrialScenarioSpec';

// Prompt templates of the LLM cast. Each agent has a static system prompt (one per OCA mode for
// counsel), so the local model serves it from the KV cache, and a per-turn prompt built only from
// the agent's projection and the question: never the transcript, never hidden labels.

const groundList = (grounds: readonly ObjectionGround[]) => grounds.map((ground) => `${ground} (${OBJECTION_CATALOGUE[ground].label}, ${OBJECTION_CATALOGUE[ground].rule})`).join('; ');

const JSON_ONLY = 'Reply with the JSON object only.';

export function opposingCounselSystemPrompt(mode: OCAMode, grounds: readonly ObjectionGround[]): string {
  const common = `You are opposing counsel in a mock trial under the Federal Rules of Evidence, playing against a law student. Grounds you may use: ${groundList(grounds)}.`;
  switch (mode) {
    case 'objection_user_direct':
      return `${common} The student is examining their own witness on direct. Object when a question is leading, compound, calls for speculation or hearsay, or is otherwise improper on direct. Give the ground id, and the rule. ${JSON_ONLY}`;
    case 'objection_user_cross':
      return `${common} The student is cross-examining your witness. Leading questions are allowed on cross; object when a question is argumentative, compound, assumes facts, goes beyond the scope of direct, or is otherwise improper. Give the ground id, and the rule. ${JSON_ONLY}`;
    case 'oc_direct':
      return `${common} You are examining your own witness on direct. Ask one short, open, non-leading question at a time that brings out the facts your side needs, in the order of your plan. Set done to true when you have no further questions. ${JSON_ONLY}`;
    case 'oc_cross':
      return `${common} You are cross-examining the student's witness. Ask one short leading question at a time that tests the witness's account, using your open cross-examination points. Stay within the scope of direct. Set done to true when you have no further questions. ${JSON_ONLY}`;
  }
}

function findingsText(analysis: ObjectionAnalysis): string {
  if (analysis.findings.length === 0) return 'The classifier finds no fault in the question.';
  return `The classifier's evidence: ${analysis.findings.map((f) => `${f.ground} ${f.confidence.toFixed(2)}${f.triggers.length ? ` ("${f.triggers.join('", "')}")` : ''}`).join('; ')}.`;
}

export function objectionTurnPrompt(request: ObjectionRequest, deliberateMistake: boolean): string {
  return [
    renderOpposingCounselProjection(request.projection),
    `The student asks: "${request.question}"`,
    findingsText(request.analysis),
    deliberateMistake
      ? 'This turn, if the question is proper, make a deliberate mistake: object on a ground that does not apply and set isIntentionallyIncorrect to true.'
      : 'Object only if a ground applies; set isIntentionallyIncorrect to false. If you do not object, set object to false and ground to "none".',
  ].join('\n');
}

export function examinationTurnPrompt(request: ExaminationRequest, deliberateMistake: boolean): string {
  const { projection } = request;
  const lines = [renderOpposingCounselProjection(projection)];
  if (projection.storyPoints.length > 0) lines.push(`Your witness's account, not yet told:\n${projection.storyPoints.map((point) => `- ${point}`).join('\n')}`);
  if (projection.plan.length > 0) lines.push(`Plan ids (for targetElicitId): ${projection.plan.map((item) => item.elicitId).join(', ')}.`);
  lines.push(
    deliberateMistake
      ? 'This turn, make a deliberate mistake for the student to object to: ask a question faulty on one ground, set isIntentionallyDefective to true and defect to that ground.'
      : 'Ask a proper question; set isIntentionallyDefective to false and defect to "none". Use targetElicitId "none" when no plan item fits.',
  );
  return lines.join('\n');
}

export function judgeSystemPrompt(config: JudgeConfig): string {
  const strict = config.strictness > 0.66 ? 'You are strict: sustain on any real fault.' : config.strictness < 0.33 ? 'You are lenient: sustain only clear faults.' : 'You are even-handed.';
  const style = config.rulingStyle === 'terse' ? 'Keep the reason to a few words.' : config.rulingStyle === 'formal' ? 'Word the reason formally.' : 'Explain the reason in one sentence.';
  return `You are the judge in a mock trial under the Federal Rules of Evidence. Rule on each objection: sustained or overruled, with a short reason and the rule. ${strict} ${style} ${JSON_ONLY}`;
}

/** Earlier rulings a ruling prompt carries: on the same ground first, then the most recent. */
const RULINGS_IN_PROMPT = 3;

/**
 * The judge's projection narrowed to the objection at hand, so the prompt is the same size at turn
 * 10 and turn 500: the tally of this ground only, and three earlier rulings, this ground's first.
 */
function judgeViewFor(request: RulingRequest): JudgeProjection {
  const { earlierRulings, tallies } = request.projection;
  const sameGround = earlierRulings.filter((ruling) => ruling.ground === request.ground);
  const others = earlierRulings.filter((ruling) => ruling.ground !== request.ground);
  const tally = tallies[request.ground];
  return {
    earlierRulings: [...sameGround, ...others].slice(0, RULINGS_IN_PROMPT),
    tallies: tally ? { [request.ground]: tally } : {},
    ...(request.projection.recalled ? { recalled: request.projection.recalled } : {}),
  };
}

export function rulingTurnPrompt(request: RulingRequest): string {
  const info = OBJECTION_CATALOGUE[request.ground];
  return [
    renderJudgeProjection(judgeViewFor(request)),
    `Question: "${request.question}"`,
    // A motion to strike is made against the answer.
    ...(request.answer !== undefined ? [`Answer moved against: "${request.answer}"`] : []),
    `Objection by ${request.objectedBy === 'player' ? 'the student' : 'opposing counsel'}: ${info.label} (${info.rule}).`,
    findingsText(request.analysis),
    // The rule's own words, from the shipped Federal Rules of Evidence (main/rules).
    `The rule: ${ruleTextForPrompt(info.rule)}`,
  ].join('\n');
}

/**
 * Static per witness (so a local model keeps it in its KV cache): who they are and how to answer.
 * The affidavit itself comes with each turn, as the passages that bear on the question.
 */
export function witnessSystemPrompt(witness: WitnessSpec): string {
  const { cooperativeness, verbosity, memoryQuality } = witness.profile;
  const manner = [
    cooperativeness < 0.4 ? 'You are guarded and give as little as you can.' : 'You answer helpfully.',
    verbosity < 0.4 ? 'Answer in one short sentence.' : verbosity > 0.7 ? 'Answer in two or three sentences.' : 'Answer in one or two sentences.',
    memoryQuality < 0.4 ? 'Your memory of details is poor.' : '',
  ].filter(Boolean);
  return [
    `You are ${witness.name}, ${witness.role}, a witness in a mock trial. Answer the lawyer's question in the first person, as yourself.`,
    'Say only what the passages of your affidavit given with each question say, in their words where you can. If they do not say, answer "I don\'t know." or "I don\'t recall." Never invent a fact, a name, a time or a number.',
    ...manner,
  ].join('\n');
}

/** `passages`: the affidavit sentences for this question (see `affidavitPassages`). */
export function witnessTurnPrompt(request: AnswerRequest, retry: boolean, passages: readonly string[]): string {
  return [
    `Your affidavit (the passages that bear on this question):\n${passages.join(' ')}`,
    renderWitnessProjection(request.projection),
    `Question: "${request.question}"`,
    retry ? 'Your last answer said something your affidavit does not. Answer again using only sentences from your affidavit.' : 'Your answer:',
  ].join('\n');
}

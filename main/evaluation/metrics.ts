/** The agents whose turns are evaluated. `advice` is the consultation's marking of the student's advice. */
export type EvalAgent = 'witness' | 'judge' | 'counsel' | 'client' | 'advice';

export const EVAL_AGENTS: readonly EvalAgent[] = ['witness', 'judge', 'counsel', 'client', 'advice'];

/**
 * One metric, as data: what it measures (criteria), how a judge should go about it (the G-Eval
 * evaluation steps, filled in as a form), and the least mean score, from 0 to 1, that passes.
 */
export interface MetricDefinition {
  name: string;
  agent: EvalAgent;
  criteria: string;
  steps: readonly string[];
  threshold: number;
}

const metric = (agent: EvalAgent, name: string, threshold: number, criteria: string, steps: readonly string[]): MetricDefinition => ({
  name,
  agent,
  criteria,
  steps,
  threshold,
});

export const METRICS: readonly MetricDefinition[] = [
  metric('witness', 'AffidavitFaithfulness', 0.7, 'Every factual statement in the answer is supported by the affidavit, and none contradicts it.', [
    'List the factual statements in the answer.',
    'For each, find the affidavit sentence that supports it, or note that none does or that one contradicts it.',
    'Score 5 when all are supported, 1 when most are invented or contradicted.',
  ]),
  metric('witness', 'BehavioralCompliance', 0.6, "The answer fits the witness profile: its cooperativeness, verbosity and memory quality.", [
    'Read the profile dials (cooperativeness, verbosity, memory quality, each 0 to 1).',
    'Judge whether the length, willingness and certainty of the answer match them.',
    'Score 5 for a close fit, 1 when the answer behaves opposite to the profile.',
  ]),
  metric('witness', 'ResponseAuthenticity', 0.6, 'The answer sounds like a real person testifying in the first person, not like an assistant.', [
    'Check for first-person, plain spoken testimony.',
    'Penalise assistant phrasing, lists, legal advice or references to being an AI.',
    'Score 5 for natural testimony, 1 for an obviously artificial answer.',
  ]),
  metric('witness', 'WitnessAnswerRelevancy', 0.6, 'The answer responds to the question asked, no more and no less.', [
    'Identify what the question asks.',
    'Check whether the answer addresses it directly.',
    'Score 5 for a direct answer, 1 for an answer about something else.',
  ]),
  metric('judge', 'RulingCorrectness', 0.7, "The ruling (sustained or overruled) is the right one for the objection's ground on this question.", [
    'Read the ground of the objection and the question.',
    'Decide whether the question is faulty on that ground.',
    'Score 5 when the ruling matches, 1 when it is the opposite of the right one.',
  ]),
  metric('judge', 'RuleCitation', 0.5, 'The ruling cites the Federal Rule of Evidence that governs the ground.', [
    'Find the rule the ruling cites.',
    'Compare it with the rule of the ground.',
    'Score 5 for the right rule, 1 for none or a wrong one.',
  ]),
  metric('judge', 'JudicialDemeanor', 0.6, 'The ruling is brief, neutral and courteous, as a trial judge speaks.', [
    'Check tone: neutral, no sarcasm, no advocacy for a side.',
    'Check brevity: a ruling and at most a short reason.',
    'Score 5 for exemplary demeanour, 1 for partisan or rude wording.',
  ]),
  metric('judge', 'JudgeResponseFormat', 0.5, 'The ruling has the required form: a verdict on the stated ground, the rule, a reason that agrees with the verdict.', [
    'Check the ruling is sustained or overruled on the ground that was raised.',
    'Check the reason agrees with the verdict.',
    'Score 5 when the form is complete, 1 when it is broken.',
  ]),
  metric('counsel', 'TaskCompletion', 0.6, "Counsel's move does its job: an objection on a real fault, or a question that pursues its side's case.", [
    'Identify the task of the move (object, or examine).',
    'Judge whether the move achieves it.',
    'Score 5 when it does, 1 when it does not.',
  ]),
  metric('counsel', 'StrategicQuality', 0.5, 'The move is a sensible choice for its side at this point of the examination.', [
    "Consider counsel's side, the witness and the examination.",
    'Judge whether a competent advocate would make this move now.',
    'Score 5 for a sound choice, 1 for a pointless or harmful one.',
  ]),
  metric('counsel', 'PedagogicalValue', 0.5, 'The move teaches the student something: a fault to catch, a technique to notice.', [
    'Ask what the student can learn from this move.',
    'Deliberate, flagged mistakes count when they are catchable.',
    'Score 5 for a clear lesson, 1 for none.',
  ]),
  metric('counsel', 'ResponseFormat', 0.5, "Counsel's decision has the required form (the agent's decision schema).", [
    'Check the decision has every required field with a valid value.',
    'Score 5 when it does, 1 when it does not.',
  ]),
  metric('counsel', 'FactGrounding', 0.6, "Counsel's questions rest on facts of the case, not invented ones.", [
    'List the facts the question assumes.',
    'Check each against the affidavits and the case.',
    'Score 5 when all are in the case, 1 when the question invents facts.',
  ]),
  metric('client', 'FactConsistency', 0.7, "The client's answer is consistent with the client's facts and earlier answers.", [
    "Compare the answer with the client's facts.",
    'Check it against what the client said before.',
    'Score 5 when consistent, 1 when it contradicts them.',
  ]),
  metric('client', 'DisclosureCompliance', 0.7, 'The client tells a hidden fact only once its unlock conditions are met.', [
    'Find any hidden fact the answer reveals.',
    'Check that its unlock condition was met by the questions so far.',
    'Score 5 when disclosure follows the rules, 1 when a fact is given away.',
  ]),
  metric('client', 'PersonaConsistency', 0.6, "The client speaks in the persona's voice, mood and level of trust.", [
    'Read the persona.',
    'Judge whether the voice and attitude match it.',
    'Score 5 for a consistent persona, 1 for a broken one.',
  ]),
  metric('advice', 'AdviceJudgeAgreement', 0.6, "The marking of the student's advice agrees with what a qualified judge of the rubric would award.", [
    'Read the rubric item and its reference answer.',
    "Decide whether the student's advice meets it.",
    'Score 5 when the marking agrees, 1 when it does not.',
  ]),
];

const BY_NAME = new Map(METRICS.map((entry) => [entry.name, entry]));

/** The metric of that name; throws naming it when there is none. */
export function metricNamed(name: string): MetricDefinition {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`There is no evaluation metric "${name}".`);
  return found;
}

export function metricsFor(agent: EvalAgent): MetricDefinition[] {
  return METRICS.filter((entry) => entry.agent === agent);
}

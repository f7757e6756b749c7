import type { ClosingObjection } from '../../../shared/domain';
import type { TestimonyState } from '../TestimonyState';
import type { TrialScenarioSpec } from '../TrialScenarioSpec';
import type { SpeechCitations } from './speechAnalysis';

/** Counsel objects at most this often in one closing; more would be theatre. */
const MAX_OBJECTIONS = 3;

/**
 * Counsel's objections to a closing, each ruled by the judge. A sentence asserting an elicit this
 * trial never established draws "misstates the evidence" when the witness who could have said
 * it testified and did not, and "facts not in evidence" when nobody who could say it testified.
 * The judge sustains: the fact is, by the testimony state, not in evidence.
 */
export function closingObjections(citations: SpeechCitations, state: TestimonyState, scenario: TrialScenarioSpec): ClosingObjection[] {
  const objections: ClosingObjection[] = [];
  for (const { sentence, unsupported } of citations.sentences) {
    const elicitId = unsupported[0];
    if (elicitId === undefined || objections.length >= MAX_OBJECTIONS) continue;
    const elicit = scenario.elicits.find((candidate) => candidate.id === elicitId);
    const witnessTestified = elicit?.witnessId !== undefined && (state.witnesses.get(elicit.witnessId)?.questions.length ?? 0) > 0;
    const ground = witnessTestified ? 'misstates_evidence' : 'facts_not_in_evidence';
    const fact = elicit?.label ?? elicitId;
    const reason = witnessTestified
      ? `Sustained. The witness did not testify that ${fact.charAt(0).toLowerCase()}${fact.slice(1)}; the jury will disregard the statement.`
      : `Sustained. No evidence was admitted that ${fact.charAt(0).toLowerCase()}${fact.slice(1)}; the jury will disregard the statement.`;
    objections.push({ ground, sentence, elicitId, ruling: 'sustained', reason });
  }
  return objections;
}

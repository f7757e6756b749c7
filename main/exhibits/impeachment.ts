import type { ExaminationType, ImpeachmentStepKind } from '../../shared/domain';
import type { Exhibit } from '../../shared/scenario';
import { contentWordSet, coverage } from '../scoring';

/** Share of the statement's words the confronting question must read out. */
const PASSAGE_COVERAGE = 0.5;

/** Whether a confronting question puts the statement's own words to the witness. */
export function readsOutPassage(passage: string, question: string): boolean {
  return coverage(contentWordSet(passage), contentWordSet(question)) >= PASSAGE_COVERAGE;
}

/**
 * Judges one step of an impeachment by prior inconsistent statement (FRE 613): commit the
 * witness to today's testimony, credit the earlier statement (when, to whom, that it was true),
 * then confront them with its words. Done well when the three come in that order on cross and
 * the confronting question puts the passage itself. A step that cannot be taken has a `problem`.
 */
export function impeachmentStep(
  exhibit: Exhibit,
  witnessId: string,
  examination: ExaminationType,
  done: readonly ImpeachmentStepKind[],
  step: ImpeachmentStepKind,
  question: string,
): { problem: string | null; complete: boolean } {
  const statement = exhibit.priorStatement;
  if (!statement || statement.witnessId !== witnessId) return { problem: 'it is not a prior statement of the witness on the stand.', complete: false };
  if (examination !== 'cross' && examination !== 'recross') return { problem: 'impeach with a prior statement on cross-examination.', complete: false };
  if (step !== 'confront') return { problem: null, complete: false };
  const inOrder = done.includes('commit') && done.includes('credit') && done.indexOf('commit') < done.lastIndexOf('credit');
  const readOut = readsOutPassage(statement.passage, question);
  return { problem: null, complete: inOrder && readOut && !done.includes('confront') };
}

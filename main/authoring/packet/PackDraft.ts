import type { ScenarioIssue } from '../../../shared/scenario';

/** A note on a drafted field the author must check or write ("caseTheories: to be written"). */
export type DraftNote = ScenarioIssue;

// The draft's shape is the contract's (one definition): manifest and scenario, already validated
// against the pack schema, notes on what the packet did not say, and how the packet was read.
export type { PackDraft } from '../../../shared/contract/schemas/packDrafts';

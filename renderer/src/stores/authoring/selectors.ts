import type { DraftIssue, DraftWarning, ElicitSupport } from '../../../../shared/contract/schemas/authoring';
import type { AuthoringStore } from './actions';

const NO_ISSUES: DraftIssue[] = [];
const NO_WARNINGS: DraftWarning[] = [];

export const authoringSelectors = {
  draft: (state: AuthoringStore) => state.draft,
  dirty: (state: AuthoringStore) => state.dirty,
  check: (state: AuthoringStore) => state.check,
  checking: (state: AuthoringStore) => state.checking,
  pendingReplacement: (state: AuthoringStore) => state.pendingReplacement,
  signingKey: (state: AuthoringStore) => state.signingKey,
  folders: (state: AuthoringStore) => state.folders,
  packetDrafting: (state: AuthoringStore) => state.packetDrafting,
  draftNotes: (state: AuthoringStore) => state.draftNotes,
  busy: (state: AuthoringStore) => state.busy,
  notice: (state: AuthoringStore) => state.notice,
  error: (state: AuthoringStore) => state.error,
  issuesAt: (path: string) => (state: AuthoringStore) => state.check?.issues.filter((issue) => issue.path === path) ?? NO_ISSUES,
  warningsAt: (path: string) => (state: AuthoringStore) => state.check?.warnings.filter((warning) => warning.path === path) ?? NO_WARNINGS,
  support: (path: string) => (state: AuthoringStore): ElicitSupport | null => state.check?.supports.find((support) => support.path === path) ?? null,
};

import type { ProcedureOutput } from '../../../../shared/contract';
import type { AuthoringDraft, AuthoringKey } from '../../../../shared/contract/schemas/authoring';

export type DraftCheckResult = ProcedureOutput<'authoring.check'>;

/** What replaces the current draft once the author agrees to drop its unsaved changes. */
export type PendingReplacement = { kind: 'new'; packKind: 'trial' | 'consultation' } | { kind: 'open'; packId: string; from: PackSource } | { kind: 'draft'; draft: AuthoringDraft };

/** Where a pack is opened from: the Library, or a folder saved from this screen. */
export type PackSource = 'library' | 'folder';

export interface AuthoringState {
  draft: AuthoringDraft | null;
  /** Changed since it was opened or last saved. */
  dirty: boolean;
  /** The checks of the draft as it stood `checkedVersion` edits ago; null before the first check. */
  check: DraftCheckResult | null;
  checking: boolean;
  /** Bumped by every edit, so a check that answers late never overwrites a newer one. */
  version: number;
  pendingReplacement: PendingReplacement | null;
  signingKey: AuthoringKey | null;
  /** Folders saved from this screen, to open again. */
  folders: { id: string; title: string }[];
  busy: 'opening' | 'trying' | 'saving' | 'making-key' | null;
  notice: string | null;
  error: { message: string; path: string | null } | null;
}

export const initialAuthoringState: AuthoringState = {
  draft: null,
  dirty: false,
  check: null,
  checking: false,
  version: 0,
  pendingReplacement: null,
  signingKey: null,
  folders: [],
  busy: null,
  notice: null,
  error: null,
};

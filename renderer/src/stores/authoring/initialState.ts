import type { ProcedureOutput } from '../../../../shared/contract';
import type { AuthoringDraft, AuthoringKey } from '../../../../shared/contract/schemas/authoring';
import type { JobProgress } from '../../../../shared/contract/schemas/jobs';
import type { PackDraft } from '../../../../shared/contract/schemas/packDrafts';

export type DraftCheckResult = ProcedureOutput<'authoring.check'>;

/** What replaces the current draft once the author agrees to drop its unsaved changes. */
export type PendingReplacement = { kind: 'new'; packKind: 'trial' | 'consultation' } | { kind: 'open'; packId: string; from: PackSource } | { kind: 'draft'; draft: AuthoringDraft; notice?: string; notes?: PackDraft['notes'] };

/** Where a pack is opened from: the Library, or a folder saved from this screen. */
export type PackSource = 'library' | 'folder';

/** A case packet being read into a draft: its job (to cancel), its file, and the job's last progress. */
export interface PacketDrafting {
  jobId: string;
  fileName: string;
  progress: JobProgress | null;
}

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
  packetDrafting: PacketDrafting | null;
  /** What the case packet the open draft came from did not cover; empty for any other draft. */
  draftNotes: PackDraft['notes'];
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
  packetDrafting: null,
  draftNotes: [],
  busy: null,
  notice: null,
  error: null,
};

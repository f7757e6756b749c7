import { existsSync, renameSync } from 'node:fs';
import type { MootError } from '../../shared/errors';
import { openWorkspace, workspaceFilePath, type ReadOnlyWorkspace, type Workspace } from './openWorkspace';
import type { ReadableDB, WritableDB } from './storeDatabase';
import { isCorruptionError, WorkspaceCorruptError, WorkspaceReadOnlyError, WorkspaceTooNewError } from './storeErrors';
import { syncToDisk } from './walDurability';
import { backupWorkspace, fileStamp, restoreWorkspace, type BackupResult, type RestoreResult } from './workspaceBackup';

/** What the UI shows about the workspace: usable, or read-only and why. */
export interface WorkspaceStatus {
  file: string;
  state: 'closed' | 'ready' | 'read-only';
  schemaVersion: number | null;
  /** Why the workspace is read-only, in a sentence for the user. */
  problem: string | null;
}

/**
 * The app's one workspace, opened on first use so web mode starts fast. A damaged or newer file
 * is not an outage: it opens read-only (list and export still work), writes fail with the reason,
 * and a restore sets the file aside under a new name and starts from the backup.
 *
 * Services ask for `reader()`/`writer()` per operation rather than keeping a handle.
 */
export class WorkspaceHost {
  private current: Workspace | ReadOnlyWorkspace | undefined;
  private problem: MootError | undefined;

  constructor(readonly dataDir: string) {}

  private open(): Workspace | ReadOnlyWorkspace {
    if (this.current) return this.current;
    try {
      this.current = openWorkspace(this.dataDir);
      this.problem = undefined;
    } catch (error) {
      if (!(error instanceof WorkspaceTooNewError || error instanceof WorkspaceCorruptError)) throw error;
      this.problem = error;
      try {
        this.current = openWorkspace(this.dataDir, { readOnly: true });
      } catch {
        throw error;
      }
    }
    return this.current;
  }

  reader(): ReadableDB {
    return this.open().db;
  }

  writer(): WritableDB {
    const workspace = this.open();
    if (workspace.readOnly) throw new WorkspaceReadOnlyError(this.problem?.message ?? '');
    return workspace.db;
  }

  status(): WorkspaceStatus {
    const file = workspaceFilePath(this.dataDir);
    try {
      const workspace = this.open();
      return {
        file,
        state: workspace.readOnly ? 'read-only' : 'ready',
        schemaVersion: workspace.schemaVersion,
        problem: this.problem?.message ?? null,
      };
    } catch (error) {
      return { file, state: 'closed', schemaVersion: null, problem: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Reads every page (`PRAGMA quick_check`). Opening only reads the header, so damage inside the
   * file shows up here (or on the query that meets it). A damaged workspace is reopened
   * read-only, with the reason, exactly as if it had failed to open.
   */
  check(): WorkspaceStatus {
    const workspace = this.open();
    let findings: string[];
    try {
      const rows = workspace.db.pragma('quick_check(5)') as { quick_check: string }[];
      findings = rows.map((row) => row.quick_check).filter((finding) => finding !== 'ok');
    } catch (error) {
      // Damage bad enough stops the check itself.
      if (!isCorruptionError(error)) throw error;
      findings = [(error as Error).message];
    }
    if (findings.length > 0 && !workspace.readOnly) {
      const problem = new WorkspaceCorruptError(workspace.file, findings.join('; '));
      this.close();
      this.current = openWorkspace(this.dataDir, { readOnly: true });
      this.problem = problem;
    }
    return this.status();
  }

  backup(destination: string): Promise<BackupResult> {
    return backupWorkspace(this.reader(), destination);
  }

  /**
   * Restores a backup. When the current file is damaged or newer (or cannot be opened), it is
   * renamed aside first, never overwritten, and the backup goes into a fresh file.
   */
  async restore(source: string): Promise<RestoreResult & { damagedSavedAs: string | null }> {
    let damagedSavedAs: string | null = null;
    let workspace: Workspace | ReadOnlyWorkspace | undefined;
    try {
      workspace = this.open();
    } catch (error) {
      // Only a file known to be damaged or newer is set aside; any other failure (permissions,
      // a full disk) is reported as it is.
      if (!(error instanceof WorkspaceCorruptError || error instanceof WorkspaceTooNewError)) throw error;
      workspace = undefined;
    }
    if (!workspace || workspace.readOnly) {
      this.close();
      damagedSavedAs = this.setAside();
      workspace = this.open();
      if (workspace.readOnly) throw new WorkspaceReadOnlyError(this.problem?.message ?? '');
    }
    const result = await restoreWorkspace(workspace, source);
    return { ...result, damagedSavedAs };
  }

  private setAside(): string | null {
    const file = workspaceFilePath(this.dataDir);
    if (!existsSync(file)) return null;
    const aside = file.replace(/\.sqlite$/, `-set-aside-${fileStamp()}.sqlite`);
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    }
    return aside;
  }

  /**
   * Flushes what has been committed to the disk (see walDurability.ts); nothing to do when the
   * workspace is not open, is read-only, or nothing changed since the last flush.
   */
  async flush(): Promise<void> {
    const workspace = this.current;
    if (workspace && !workspace.readOnly) await syncToDisk(workspace.db);
  }

  close(): void {
    this.current?.close();
    this.current = undefined;
  }
}

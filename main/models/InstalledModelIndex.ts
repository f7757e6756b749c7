import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { InstalledModel } from '../../shared/contract/schemas/models';

const IndexFile = z.object({ formatVersion: z.literal(1), models: z.array(InstalledModel) });

/**
 * `installed.json` in the models folder: what was downloaded or imported, with provenance.
 * Written atomically (temporary file + rename). A damaged index is set aside, not overwritten
 * blindly: the manager rebuilds what it can from the files on disk.
 */
export class InstalledModelIndex {
  constructor(private readonly file: string) {}

  read(): InstalledModel[] {
    if (!existsSync(this.file)) return [];
    try {
      return IndexFile.parse(JSON.parse(readFileSync(this.file, 'utf8'))).models;
    } catch {
      renameSync(this.file, `${this.file}.damaged-${Date.now()}`);
      return [];
    }
  }

  write(models: readonly InstalledModel[]): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ formatVersion: 1, models }, null, 2));
    renameSync(temporary, this.file);
  }
}

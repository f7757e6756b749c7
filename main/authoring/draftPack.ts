import { parseScenario, PackManifestSource, toScenarioIssues, type PackManifest, type Scenario } from '../../shared/scenario';
import type { AuthoringDraft, DraftIssue } from '../../shared/contract/schemas/authoring';
import { issuesError } from '../packs/packJson';
import { packEntries } from '../packs/buildPack';
import type { OpenedPack } from '../packs/readPack';
import type { ZipEntryData } from '../packs/zipArchive';
import { elicitSupports, lintScenario, type ElicitSupport, type LintWarning } from './lintPack';

// A draft is a pack being written: manifest and scenario as plain JSON, exhibit files as base64.
// It becomes a pack only through `draftEntries`, which refuses it while any check fails.

export interface DraftCheck {
  issues: DraftIssue[];
  warnings: LintWarning[];
  supports: ElicitSupport[];
}

/** Manifest issues carry this prefix, so one list can sit beside both the manifest's and the scenario's fields. */
export const MANIFEST_PATH = 'manifest';

/** Validation of the whole draft: the manifest, the scenario, their kinds, and the exhibit files they name. */
export function validateDraft(draft: AuthoringDraft): { issues: DraftIssue[]; manifest: PackManifestSource | null; scenario: Scenario | null } {
  const issues: DraftIssue[] = [];
  const manifestResult = PackManifestSource.safeParse(draft.manifest);
  if (!manifestResult.success) issues.push(...toScenarioIssues(manifestResult.error).map((issue) => ({ ...issue, path: `${MANIFEST_PATH}.${issue.path}` })));
  const parsed = parseScenario(draft.scenario);
  if (!parsed.ok) issues.push(...parsed.issues);
  const manifest = manifestResult.success ? manifestResult.data : null;
  const scenario = parsed.ok ? parsed.scenario : null;
  if (manifest && scenario && manifest.kind !== scenario.kind) {
    issues.push({ path: `${MANIFEST_PATH}.kind`, message: `The manifest says "${manifest.kind}" but the scenario is a ${scenario.kind}.` });
  }
  const files = new Set(draft.exhibitFiles.map((file) => `exhibits/${file.name}`));
  scenario?.exhibits.forEach((exhibit, i) => {
    if (exhibit.file !== undefined && !files.has(exhibit.file)) {
      issues.push({ path: `exhibits[${i}].file`, message: `${exhibit.file} is not among the draft's files: drop the file in, or clear the field.` });
    }
  });
  return { issues, manifest, scenario };
}

/** Validation, then (once the scenario is valid) the linter's quick warnings and each elicit's supporting sentence. */
export async function checkDraft(draft: AuthoringDraft): Promise<DraftCheck> {
  const { issues, manifest, scenario } = validateDraft(draft);
  if (!scenario) return { issues, warnings: [], supports: [] };
  const id = manifest?.id ?? 'draft';
  const { warnings } = await lintScenario(id, scenario, { dryRun: false });
  return { issues, warnings, supports: scenario.kind === 'trial' ? elicitSupports(scenario) : [] };
}

/** The draft's pack entries; a draft with any issue is refused, every issue listed. */
export function draftEntries(draft: AuthoringDraft): { entries: ZipEntryData[]; manifest: PackManifestSource } {
  const { issues, manifest } = validateDraft(draft);
  if (issues.length > 0 || !manifest) throw issuesError('The draft', issues);
  const scenarioBytes = Buffer.from(`${JSON.stringify(draft.scenario, null, 2)}\n`, 'utf8');
  const exhibits = draft.exhibitFiles.map((file) => ({ name: `exhibits/${file.name}`, data: Buffer.from(file.base64, 'base64') }));
  return { entries: packEntries(manifest, scenarioBytes, exhibits), manifest };
}

/** The same draft under another id and title (a copy of a built-in pack, a try-out). */
export function withIdentity(draft: AuthoringDraft, id: string, title: string): AuthoringDraft {
  return { ...draft, manifest: { ...draft.manifest, id, title } };
}

/** A stored pack as a draft: its manifest without the builder's digests, its scenario as written, its exhibit files. */
export function draftFromPack(pack: OpenedPack): AuthoringDraft {
  const { files: _digests, ...manifest }: PackManifest = pack.manifest;
  const mediaTypes = new Map(pack.scenario.exhibits.map((exhibit) => [exhibit.file, exhibit.mediaType]));
  return {
    manifest,
    scenario: JSON.parse(pack.scenarioJson) as Record<string, unknown>,
    exhibitFiles: [...pack.exhibits].map(([name, data]) => ({
      name: name.replace(/^exhibits\//, ''),
      mediaType: mediaTypes.get(name) ?? 'application/octet-stream',
      base64: data.toString('base64'),
    })),
  };
}

/** An id derived from another within the 64 characters ids allow: `draft-kestrel`, `kestrel-copy`. */
export function derivedId(id: string, affix: { prefix?: string; suffix?: string }): string {
  const prefix = affix.prefix ?? '';
  const suffix = affix.suffix ?? '';
  return `${prefix}${id.slice(0, 64 - prefix.length - suffix.length)}${suffix}`.replace(/-+$/, '');
}

import type { PackInspection, PackSummary } from '../../shared/contract/schemas/packs';
import type { PackManifest, Scenario } from '../../shared/scenario';
import type { PackListing } from '../store';
import type { OpenedPack } from './readPack';

type SummaryCore = Omit<PackSummary, 'source' | 'importedAt'>;

/** The name the user trusts a signing key under, or null (main/packs/TrustedKeys.ts). */
export type TrustedSignerOf = (fingerprint: string | null) => string | null;

/** The Library facts of a pack, from its manifest and (when unlocked) its scenario. */
export function summarize(
  manifest: Pick<PackManifest, 'id' | 'title' | 'author' | 'licence' | 'kind' | 'confidential'> & { version?: string; description?: string },
  scenario: Scenario | null,
  facts: { encrypted: boolean; signatureStatus: PackSummary['signatureStatus']; signerFingerprint: string | null; sizeBytes: number; trustedSignerOf: TrustedSignerOf },
): SummaryCore {
  const trial = scenario?.kind === 'trial' ? scenario : null;
  const consultation = scenario?.kind === 'consultation' ? scenario : null;
  return {
    id: manifest.id,
    title: manifest.title,
    author: manifest.author,
    licence: manifest.licence,
    version: manifest.version ?? '1.0.0',
    kind: manifest.kind,
    description: manifest.description ?? scenario?.metadata.summary ?? null,
    category: scenario?.metadata.category ?? null,
    difficulty: scenario?.metadata.difficulty ?? null,
    durationMinutes: scenario?.metadata.durationMinutes ?? null,
    tags: scenario?.metadata.tags ?? [],
    confidential: manifest.confidential,
    encrypted: facts.encrypted,
    locked: scenario === null,
    signatureStatus: facts.signatureStatus,
    signerFingerprint: facts.signerFingerprint,
    // Only a signature that holds can speak for a trusted key.
    trustedSigner: facts.signatureStatus === 'signed' ? facts.trustedSignerOf(facts.signerFingerprint) : null,
    sizeBytes: facts.sizeBytes,
    counts: {
      witnesses: trial?.witnesses.length ?? 0,
      elicits: trial?.elicits.length ?? 0,
      exhibits: scenario?.exhibits.length ?? 0,
      facts: consultation?.facts.length ?? 0,
      rubricItems: consultation?.rubric.length ?? 0,
    },
  };
}

/** A stored row as the Library shows it. The stored JSON was validated on import, so it is trusted here. */
export function rowToSummary(row: PackListing, trustedSignerOf: TrustedSignerOf): PackSummary {
  const manifest = JSON.parse(row.manifestJson) as PackManifest;
  const scenario = row.scenarioJson === null ? null : (JSON.parse(row.scenarioJson) as Scenario);
  return {
    ...summarize(manifest, scenario, {
      encrypted: row.encrypted,
      signatureStatus: row.signatureStatus,
      signerFingerprint: row.signerFingerprint,
      sizeBytes: row.sizeBytes,
      trustedSignerOf,
    }),
    source: row.source,
    importedAt: row.importedAt,
  };
}

/** Everything `packs.inspect` reports about an opened pack. */
export function inspectionOf(pack: OpenedPack, sizeBytes: number, trustedSignerOf: TrustedSignerOf): PackInspection {
  const summary = summarize(pack.manifest, pack.scenario, {
    encrypted: pack.encrypted,
    signatureStatus: pack.signature.status,
    signerFingerprint: pack.signature.fingerprint,
    sizeBytes,
    trustedSignerOf,
  });
  return {
    title: pack.manifest.title,
    encrypted: pack.encrypted,
    locked: false,
    summary,
    signer: pack.signature.signer,
    problems: pack.signature.problems,
    files: filesOf(pack.manifest),
    witnesses: witnessesOf(pack.scenario),
  };
}

/**
 * What `packs.inspect` says of a stored encrypted pack without its passphrase: what import found,
 * from its row (the scenario was stored decrypted), so the trial setup can list its witnesses. The
 * signer's name and why a signature fails are in the encrypted file only: inspecting it with the
 * passphrase reads them.
 */
export function inspectionOfStored(row: PackListing & { scenarioJson: string }, trustedSignerOf: TrustedSignerOf): PackInspection {
  const manifest = JSON.parse(row.manifestJson) as PackManifest;
  const { source: _source, importedAt: _importedAt, ...summary } = rowToSummary(row, trustedSignerOf);
  return {
    title: row.title,
    encrypted: row.encrypted,
    locked: false,
    summary,
    signer: null,
    problems: row.signatureStatus === 'altered' ? ['This encrypted pack was altered after it was made: inspect it with its passphrase to see how.'] : [],
    files: filesOf(manifest),
    witnesses: witnessesOf(JSON.parse(row.scenarioJson) as Scenario),
  };
}

const filesOf = (manifest: PackManifest): PackInspection['files'] => Object.entries(manifest.files).map(([name, f]) => ({ name, bytes: f.bytes, sha256: f.sha256 }));

const witnessesOf = (scenario: Scenario): PackInspection['witnesses'] =>
  scenario.kind === 'trial' ? scenario.witnesses.map((w) => ({ id: w.id, name: w.name, side: w.side, role: w.role })) : [];

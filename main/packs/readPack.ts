import { parseScenario, PackManifest, PackSignature, type Scenario, type SignatureStatus } from '../../shared/scenario';
import { decryptPack, isEncryptedPack } from './packCrypto';
import { issuesError, parseJsonEntry, parseWith, sha256Hex } from './packJson';
import { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
import { PackFormatError } from './PackFormatError';
import { canonicalOrder, serializeManifest, serializeSignature, signedMessage } from './packCanonical';
import { verifySignedBytes } from './packSigning';
import { isZipOf, readZipEntries, type ZipEntryData } from './zipArchive';

export const MANIFEST_ENTRY = 'manifest.json';
export const SCENARIO_ENTRY = 'scenario.json';
export const SIGNATURE_ENTRY = 'signature.json';
const EXHIBIT_NAME = /^exhibits\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** What a signature check found; `problems` says why a pack counts as altered. */
export interface SignatureCheck {
  status: SignatureStatus;
  fingerprint: string | null;
  signer: string | null;
  problems: string[];
}

/** A pack that passed every structural and schema check. Its integrity verdict is in `signature`. */
export interface OpenedPack {
  manifest: PackManifest;
  scenario: Scenario;
  scenarioJson: string;
  entries: ZipEntryData[];
  exhibits: Map<string, Buffer>;
  signature: SignatureCheck;
  encrypted: boolean;
  /** The zip, decrypted when the file was encrypted. */
  zip: Buffer;
}

export interface ReadPackOptions {
  passphrase?: string;
  limits?: PackLimits;
}

const MAGIC_BYTES: Record<string, (data: Buffer) => boolean> = {
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (d) => d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
};

/**
 * Opens a `.moot` file from memory and validates everything: the zip, the entry names, the
 * manifest, the scenario and the exhibits it names. It throws a `PackFormatError` (or a
 * `PassphraseError`) naming the entry and JSON path. A pack whose hashes or signature do not hold
 * is returned with `signature.status === 'altered'`, so callers can show it rather than hide it.
 */
export async function readPack(bytes: Buffer, options: ReadPackOptions = {}): Promise<OpenedPack> {
  const limits = options.limits ?? DEFAULT_PACK_LIMITS;
  if (bytes.length > limits.maxFileBytes) {
    throw new PackFormatError(`The file is ${bytes.length} bytes; the limit is ${limits.maxFileBytes}.`, '(file)');
  }
  const encrypted = isEncryptedPack(bytes);
  const zip = encrypted ? await decryptPack(bytes, options.passphrase) : bytes;
  const entries = await readZipEntries(zip, limits);
  const byName = new Map(entries.map((e) => [e.name, e.data]));

  for (const { name } of entries) {
    if (name !== MANIFEST_ENTRY && name !== SCENARIO_ENTRY && name !== SIGNATURE_ENTRY && !EXHIBIT_NAME.test(name)) {
      throw new PackFormatError(
        `The entry "${name}" is not allowed: a pack holds manifest.json, scenario.json, signature.json and plain files under exhibits/.`,
        name,
      );
    }
  }
  const manifestBytes = byName.get(MANIFEST_ENTRY);
  if (!manifestBytes) throw new PackFormatError('The pack has no manifest.json.', MANIFEST_ENTRY);
  const scenarioBytes = byName.get(SCENARIO_ENTRY);
  if (!scenarioBytes) throw new PackFormatError('The pack has no scenario.json.', SCENARIO_ENTRY);

  const manifestJson = parseJsonEntry(MANIFEST_ENTRY, manifestBytes, Math.min(limits.maxJsonBytes, limits.maxManifestBytes));
  // Counted before validating: half a million bad entries would make half a million issues.
  const listed = (manifestJson as { files?: unknown } | null)?.files;
  if (listed !== null && typeof listed === 'object' && Object.keys(listed).length > limits.maxEntries) {
    throw new PackFormatError(`manifest.json lists ${Object.keys(listed).length} files; the limit is ${limits.maxEntries}.`, `${MANIFEST_ENTRY}: files`);
  }
  const manifest = parseWith(MANIFEST_ENTRY, PackManifest, manifestJson);
  const parsed = parseScenario(parseJsonEntry(SCENARIO_ENTRY, scenarioBytes, limits.maxJsonBytes));
  if (!parsed.ok) throw issuesError(SCENARIO_ENTRY, parsed.issues);
  const scenario = parsed.scenario;
  if (scenario.kind !== manifest.kind) {
    throw new PackFormatError(`manifest.json says kind "${manifest.kind}" but scenario.json is a ${scenario.kind} scenario.`, `${MANIFEST_ENTRY}: kind`);
  }

  const exhibits = new Map(entries.filter((e) => e.name.startsWith('exhibits/')).map((e) => [e.name, e.data]));
  scenario.exhibits.forEach((exhibit, i) => {
    if (exhibit.file === undefined) return;
    const data = exhibits.get(exhibit.file);
    const path = `${SCENARIO_ENTRY}: exhibits[${i}].file`;
    if (!data) throw new PackFormatError(`Exhibit ${exhibit.label} names ${exhibit.file}, which is not in the pack.`, path);
    const looksRight = exhibit.mediaType ? MAGIC_BYTES[exhibit.mediaType] : undefined;
    if (looksRight && !looksRight(data)) {
      throw new PackFormatError(`${exhibit.file} does not look like ${exhibit.mediaType}, which exhibit ${exhibit.label} says it is.`, path);
    }
  });

  return {
    manifest,
    scenario,
    scenarioJson: scenarioBytes.toString('utf8'),
    entries,
    exhibits,
    signature: await checkIntegrity(entries, manifest, manifestBytes, zip, limits),
    encrypted,
    zip,
  };
}

/** Every way the entries disagree with the manifest's list of files and digests; empty when they agree. */
export function digestProblems(entries: readonly ZipEntryData[], manifest: PackManifest): string[] {
  const problems: string[] = [];
  const listed = new Set(Object.keys(manifest.files));
  for (const { name, data } of entries) {
    if (name === MANIFEST_ENTRY || name === SIGNATURE_ENTRY) continue;
    const digest = manifest.files[name];
    listed.delete(name);
    if (!digest) problems.push(`${name} is not listed in the manifest.`);
    else if (digest.bytes !== data.length || digest.sha256 !== sha256Hex(data)) problems.push(`${name} does not match its sha256 in the manifest.`);
  }
  for (const name of listed) problems.push(`The manifest lists ${name}, which is not in the pack.`);
  return problems;
}

/** Compares every entry with the manifest's digests, then checks the signature and that the archive is canonical. */
async function checkIntegrity(
  entries: readonly ZipEntryData[],
  manifest: PackManifest,
  manifestBytes: Buffer,
  zip: Buffer,
  limits: PackLimits,
): Promise<SignatureCheck> {
  const problems = digestProblems(entries, manifest);

  const signatureBytes = entries.find((e) => e.name === SIGNATURE_ENTRY)?.data;
  if (!signatureBytes) return { status: problems.length ? 'altered' : 'unsigned', fingerprint: null, signer: null, problems };

  let signature: PackSignature;
  try {
    signature = parseWith(SIGNATURE_ENTRY, PackSignature, parseJsonEntry(SIGNATURE_ENTRY, signatureBytes, limits.maxJsonBytes));
  } catch (err) {
    problems.push(err instanceof Error ? err.message : 'signature.json is unreadable.');
    return { status: 'altered', fingerprint: null, signer: null, problems };
  }
  if (!verifySignedBytes(signedMessage(manifestBytes, signature), signature)) {
    problems.push('The signature does not match the manifest, signer, key and signing time.');
  }
  // A signed pack must be exactly the canonical archive our signer writes: manifest.json and
  // signature.json byte-for-byte canonical, entries in canonical order, every zip header as written.
  if (problems.length === 0 && !manifestBytes.equals(serializeManifest(manifest))) problems.push('manifest.json is not in canonical form.');
  if (problems.length === 0 && !signatureBytes.equals(serializeSignature(signature))) problems.push('signature.json is not in canonical form.');
  if (problems.length === 0 && !(await isZipOf(canonicalOrder(entries), zip))) {
    problems.push('The zip layout differs from the canonical signed archive (entry order or headers).');
  }
  return {
    status: problems.length ? 'altered' : 'signed',
    fingerprint: signature.fingerprint,
    signer: signature.signer,
    problems,
  };
}

/** Throws unless the pack's integrity holds: used by `verify`, `validate` and the fuzz tests. */
export function assertIntact(pack: OpenedPack, requireSignature: boolean): void {
  if (pack.signature.status === 'altered') {
    throw new PackFormatError(`The pack has been altered: ${pack.signature.problems.join(' ')}`, '(file)');
  }
  if (requireSignature && pack.signature.status !== 'signed') throw new PackFormatError('The pack is not signed.', 'signature.json');
}

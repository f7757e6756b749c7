import { parseScenario, PackManifest, PackSignature, type Scenario, type SignatureStatus } from '../../shared/scenario';
import { decryptPack, decryptPackFile, isEncryptedPack, isEncryptedPackFile } from './packCrypto';
import { issuesError, parseJsonEntry, parseWith } from './packJson';
import { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
import { PackFormatError } from './PackFormatError';
import { canonicalOrder, serializeManifest, serializeSignature, signedMessage } from './packCanonical';
import { verifySignedBytes } from './packSigning';
import { scanZip, type ScannedEntry, type ZipEntryData, type ZipSource } from './zipArchive';

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
export interface CheckedPack {
  manifest: PackManifest;
  scenario: Scenario;
  scenarioJson: string;
  /** Every file in the pack with its size and sha256, in the zip's order. */
  digests: EntryDigest[];
  signature: SignatureCheck;
  encrypted: boolean;
}

/** A pack read from memory, with every entry's data. */
export interface OpenedPack extends CheckedPack {
  entries: ZipEntryData[];
  exhibits: Map<string, Buffer>;
  /** The zip, decrypted when the file was encrypted. */
  zip: Buffer;
}

/** One entry as the manifest describes it: name, size and sha256. */
export interface EntryDigest {
  name: string;
  bytes: number;
  sha256: string;
}

export interface ReadPackOptions {
  passphrase?: string;
  limits?: PackLimits;
}

const MAGIC_BYTES: Record<string, (head: Buffer) => boolean> = {
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (d) => d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
};

const isJsonEntry = (name: string) => name === MANIFEST_ENTRY || name === SCENARIO_ENTRY || name === SIGNATURE_ENTRY;

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
  const { pack, scanned } = await checkPack({ bytes: zip }, () => true, limits, encrypted);
  const entries = scanned.map((e) => ({ name: e.name, data: e.data! }));
  const exhibits = new Map(entries.filter((e) => e.name.startsWith('exhibits/')).map((e) => [e.name, e.data]));
  return { ...pack, entries, exhibits, zip };
}

/** A pack checked from a file; an encrypted one keeps the zip it was decrypted into, for its exhibits. */
export interface CheckedPackFile extends CheckedPack {
  decryptedZip: Buffer | null;
}

/**
 * Opens a `.moot` file on disk with every check of `readPack`, in memory that does not grow with
 * the pack: each entry is hashed as it streams from the file and only the JSON files are kept.
 * An encrypted file is decrypted into memory first (never onto the disk). Errors name the file.
 */
export async function readPackFile(path: string, options: ReadPackOptions = {}): Promise<CheckedPackFile> {
  const limits = options.limits ?? DEFAULT_PACK_LIMITS;
  const encrypted = await isEncryptedPackFile(path);
  if (encrypted) {
    const zip = await decryptPackFile(path, options.passphrase, limits.maxFileBytes);
    return { ...(await checkPack({ bytes: zip }, isJsonEntry, limits, true)).pack, decryptedZip: zip };
  }
  return { ...(await checkPack({ path }, isJsonEntry, limits, false)).pack, decryptedZip: null };
}

async function checkPack(
  source: ZipSource,
  keep: (name: string) => boolean,
  limits: PackLimits,
  encrypted: boolean,
): Promise<{ pack: CheckedPack; scanned: ScannedEntry[] }> {
  const scan = await scanZip(source, limits, {
    keep,
    checkCanonical: (names) => names.includes(SIGNATURE_ENTRY),
    canonicalOrder: (names) => canonicalOrder(names.map((name) => ({ name }))).map((e) => e.name),
  });
  const scanned = scan.entries;
  const byName = new Map(scanned.map((e) => [e.name, e]));

  for (const { name } of scanned) {
    if (!isJsonEntry(name) && !EXHIBIT_NAME.test(name)) {
      throw new PackFormatError(
        `The entry "${name}" is not allowed: a pack holds manifest.json, scenario.json, signature.json and plain files under exhibits/.`,
        name,
      );
    }
  }
  const manifestBytes = byName.get(MANIFEST_ENTRY)?.data;
  if (!manifestBytes) throw new PackFormatError('The pack has no manifest.json.', MANIFEST_ENTRY);
  const scenarioBytes = byName.get(SCENARIO_ENTRY)?.data;
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

  scenario.exhibits.forEach((exhibit, i) => {
    if (exhibit.file === undefined) return;
    const found = exhibit.file.startsWith('exhibits/') ? byName.get(exhibit.file) : undefined;
    const path = `${SCENARIO_ENTRY}: exhibits[${i}].file`;
    if (!found) throw new PackFormatError(`Exhibit ${exhibit.label} names ${exhibit.file}, which is not in the pack.`, path);
    const looksRight = exhibit.mediaType ? MAGIC_BYTES[exhibit.mediaType] : undefined;
    if (looksRight && !looksRight(found.head)) {
      throw new PackFormatError(`${exhibit.file} does not look like ${exhibit.mediaType}, which exhibit ${exhibit.label} says it is.`, path);
    }
  });

  const digests = scanned.map(({ name, bytes, sha256 }) => ({ name, bytes, sha256 }));
  const signatureBytes = byName.get(SIGNATURE_ENTRY)?.data;
  return {
    pack: {
      manifest,
      scenario,
      scenarioJson: scenarioBytes.toString('utf8'),
      digests,
      signature: checkIntegrity(digests, manifest, manifestBytes, signatureBytes, scan.canonical, limits),
      encrypted,
    },
    scanned,
  };
}

/** Every way the entries disagree with the manifest's list of files and digests; empty when they agree. */
export function digestProblems(entries: readonly EntryDigest[], manifest: PackManifest): string[] {
  const problems: string[] = [];
  const listed = new Set(Object.keys(manifest.files));
  for (const { name, bytes, sha256 } of entries) {
    if (name === MANIFEST_ENTRY || name === SIGNATURE_ENTRY) continue;
    const digest = manifest.files[name];
    listed.delete(name);
    if (!digest) problems.push(`${name} is not listed in the manifest.`);
    else if (digest.bytes !== bytes || digest.sha256 !== sha256) problems.push(`${name} does not match its sha256 in the manifest.`);
  }
  for (const name of listed) problems.push(`The manifest lists ${name}, which is not in the pack.`);
  return problems;
}

/**
 * Compares every entry with the manifest's digests, then checks the signature and that the archive
 * is canonical (`canonical`, found while the zip was read).
 */
function checkIntegrity(
  digests: readonly EntryDigest[],
  manifest: PackManifest,
  manifestBytes: Buffer,
  signatureBytes: Buffer | undefined,
  canonical: boolean,
  limits: PackLimits,
): SignatureCheck {
  const problems = digestProblems(digests, manifest);
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
  if (problems.length === 0 && !canonical) {
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

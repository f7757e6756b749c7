import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { MootError } from '../../shared/errors';
import { assertIntact, buildPack, encryptPack, generateSigningKey, loadPrivateKey, readPack, signPack } from '../../main/packs';
import { packLimitCases } from './packLimitCases';
import { writeRawZip, type RawZipEntry } from './rawZip';
import { seededRandom } from './storeFixtures';

/** How one hostile input fared. `rejected` is the only acceptable outcome. */
export interface FuzzCase {
  name: string;
  outcome: 'rejected' | 'accepted' | 'crash' | 'timeout';
  message: string;
  ms: number;
  /** CPU time of the process while the case ran (user and system, scrypt's pool threads included). */
  cpuMs: number;
}

/**
 * A case still running after this long has hung. Its cost is judged by CPU time, which a busy machine
 * does not stretch: on two cores shared ten ways a passphrase's scrypt alone can take 2 s of wall time.
 */
const HANG_MS = 30_000;
const PASSPHRASE = 'fuzz passphrase';

/** Opens a pack the way `verify` does: valid, intact, and signed. */
async function strictOpen(bytes: Buffer): Promise<void> {
  assertIntact(await readPack(bytes, { passphrase: PASSPHRASE }), true);
}

/** The highest RSS seen after a case was read (sampled), in bytes: what reading costs, not making the inputs. */
let sampledPeakRss = 0;

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

async function runCase(name: string, bytes: Buffer): Promise<FuzzCase> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const sample = setInterval(() => (sampledPeakRss = Math.max(sampledPeakRss, process.memoryUsage().rss)), 10);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), HANG_MS);
  });
  try {
    const result = await Promise.race([strictOpen(bytes).then(() => 'accepted' as const), timeout]);
    return { name, outcome: result, message: '', ms: performance.now() - started, cpuMs: cpuMsSince(cpuAtStart) };
  } catch (err) {
    // A typed MootError with a sentence is a rejection; anything else escaped the reader's checks.
    const ok = err instanceof MootError && err.message.length > 10;
    return { name, outcome: ok ? 'rejected' : 'crash', message: err instanceof Error ? `${err.name}: ${err.message}` : String(err), ms: performance.now() - started, cpuMs: cpuMsSince(cpuAtStart) };
  } finally {
    clearTimeout(timer);
    clearInterval(sample);
    sampledPeakRss = Math.max(sampledPeakRss, process.memoryUsage().rss);
  }
}

function mutate(base: Buffer, random: () => number): { kind: string; bytes: Buffer } {
  const at = (n = base.length) => Math.floor(random() * n);
  const noise = (n: number) => Buffer.from(Array.from({ length: n }, () => at(256)));
  const kind = ['flip', 'truncate', 'insert', 'delete', 'overwrite', 'duplicate', 'zero', 'header', 'tail'][at(9)]!;
  const copy = Buffer.from(base);
  switch (kind) {
    case 'flip': {
      const flips = 1 + at(8);
      for (let i = 0; i < flips; i++) {
        const p = at();
        copy[p] = copy[p]! ^ (1 << at(8));
      }
      return { kind, bytes: copy };
    }
    case 'truncate':
      return { kind, bytes: base.subarray(0, at()) };
    case 'insert': {
      const p = at();
      return { kind, bytes: Buffer.concat([base.subarray(0, p), noise(1 + at(64)), base.subarray(p)]) };
    }
    case 'delete': {
      const p = at();
      return { kind, bytes: Buffer.concat([base.subarray(0, p), base.subarray(p + 1 + at(64))]) };
    }
    case 'overwrite': {
      const p = at();
      noise(1 + at(32)).copy(copy, p);
      return { kind, bytes: copy };
    }
    case 'duplicate': {
      const p = at();
      const q = p + at(base.length - p);
      return { kind, bytes: Buffer.concat([base.subarray(0, q), base.subarray(p, q), base.subarray(q)]) };
    }
    case 'zero': {
      const p = at();
      copy.fill(0, p, p + 1 + at(16));
      return { kind, bytes: copy };
    }
    case 'header': {
      const p = at(Math.min(64, base.length));
      copy[p] = at(256);
      return { kind, bytes: copy };
    }
    default: {
      // The end of central directory and the central directory: offsets, counts, sizes.
      const p = base.length - 1 - at(Math.min(200, base.length));
      copy[p] = at(256);
      return { kind, bytes: copy };
    }
  }
}

/** The hand-made hostile packs, each aimed at one defence. */
export function hostilePacks(valid: { manifest: Buffer; scenario: Buffer; exhibit: Buffer }): [string, Buffer][] {
  const good: RawZipEntry[] = [
    { name: 'manifest.json', data: valid.manifest },
    { name: 'scenario.json', data: valid.scenario },
    { name: 'exhibits/chart.pdf', data: valid.exhibit },
  ];
  const withEntry = (entry: RawZipEntry) => writeRawZip([...good, entry]);
  const zeros = (n: number) => Buffer.alloc(n);
  const scenarioWith = (mutateDoc: (doc: Record<string, unknown>) => void) => {
    const doc = JSON.parse(valid.scenario.toString('utf8')) as Record<string, unknown>;
    mutateDoc(doc);
    return writeRawZip([good[0]!, { name: 'scenario.json', data: Buffer.from(JSON.stringify(doc)) }, good[2]!]);
  };
  const bigDeflate = deflateRawSync(zeros(150 * 1024 * 1024), { level: 9 });
  const ratioBomb = deflateRawSync(zeros(20 * 1024 * 1024), { level: 9 });
  const badUtf8 = Buffer.concat([Buffer.from('{"kind":"trial","formatVersion":1,"caption":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
  const header = (json: string) => {
    const h = Buffer.from(json);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(h.length);
    return Buffer.concat([Buffer.from('MOOTENC1'), len, h, zeros(64)]);
  };
  return [
    ['zip bomb: 150 MB entry, declared honestly', withEntry({ name: 'exhibits/bomb.pdf', data: zeros(0), method: 8, payload: bigDeflate, uncompressedSize: 150 * 1024 * 1024, crc: 0 })],
    ['zip bomb: 20 MB of zeros at 1000:1', withEntry({ name: 'exhibits/ratio.pdf', data: zeros(0), method: 8, payload: ratioBomb, uncompressedSize: 20 * 1024 * 1024, crc: 0 })],
    ['zip bomb: header says 1 KB, stream inflates to 20 MB', withEntry({ name: 'exhibits/liar.pdf', data: zeros(1024), method: 8, payload: ratioBomb, uncompressedSize: 1024 })],
    ['overlapping entries (one payload named twice)', writeRawZip([...good, { name: 'exhibits/a.pdf', data: valid.exhibit }, { name: 'exhibits/b.pdf', data: valid.exhibit, sharesLocalHeaderOf: 3 }])],
    ['5,000 entries', writeRawZip([...good, ...Array.from({ length: 5000 }, (_, i) => ({ name: `exhibits/f${i}.txt`, data: Buffer.from('x') }))])],
    ['../ path', withEntry({ name: '../evil.txt', data: Buffer.from('x') })],
    ['nested ../ path', withEntry({ name: 'exhibits/../../evil.txt', data: Buffer.from('x') })],
    ['absolute path', withEntry({ name: '/etc/cron.d/evil', data: Buffer.from('x') })],
    ['drive-letter path', withEntry({ name: 'C:/Windows/evil.dll', data: Buffer.from('x') })],
    ['backslash path', withEntry({ name: 'exhibits\\..\\..\\evil.txt', data: Buffer.from('x') })],
    ['symlink entry', withEntry({ name: 'exhibits/link.pdf', data: Buffer.from('/etc/passwd'), externalAttributes: (0o120777 << 16) >>> 0 })],
    ['duplicate scenario.json', withEntry({ name: 'scenario.json', data: valid.scenario })],
    ['case-variant duplicate', withEntry({ name: 'Exhibits/Chart.pdf', data: valid.exhibit })],
    ['unexpected top-level file', withEntry({ name: 'run.sh', data: Buffer.from('rm -rf /') })],
    ['NUL in entry name', withEntry({ name: 'exhibits/a\u0000.pdf', data: Buffer.from('x') })],
    ['invalid UTF-8 entry name', withEntry({ name: Buffer.from([0x65, 0x78, 0xff, 0xfe]), data: Buffer.from('x') })],
    ['60 KB entry name', withEntry({ name: `exhibits/${'a'.repeat(60_000)}`, data: Buffer.from('x') })],
    ['zip-encrypted entry', withEntry({ name: 'exhibits/secret.pdf', data: Buffer.from('%PDF-1.4'), flags: 1 })],
    ['unknown compression method', withEntry({ name: 'exhibits/b.pdf', data: Buffer.from('%PDF-1.4'), method: 12 })],
    ['10 MB string in scenario.json', scenarioWith((doc) => ((doc.witnesses as Record<string, unknown>[])[0]!.affidavit = 'A'.repeat(10 * 1024 * 1024)))],
    ['5 MB affidavit (under the JSON limit, over the field limit)', scenarioWith((doc) => ((doc.witnesses as Record<string, unknown>[])[0]!.affidavit = 'word '.repeat(1024 * 1024)))],
    ['invalid UTF-8 in scenario.json', writeRawZip([good[0]!, { name: 'scenario.json', data: badUtf8 }, good[2]!])],
    ['invalid UTF-8 in manifest.json', writeRawZip([{ name: 'manifest.json', data: Buffer.from([0x7b, 0xff, 0x7d]) }, good[1]!, good[2]!])],
    ['deeply nested JSON', writeRawZip([good[0]!, { name: 'scenario.json', data: Buffer.from('['.repeat(500_000) + ']'.repeat(500_000)) }, good[2]!])],
    ['__proto__ key', scenarioWith((doc) => Object.defineProperty(doc, '__proto__', { value: { polluted: true }, enumerable: true }))],
    ['exhibit that is not a PDF', writeRawZip([good[0]!, good[1]!, { name: 'exhibits/chart.pdf', data: Buffer.from('MZ\u0090\u0000 not a pdf') }])],
    ['missing scenario.json', writeRawZip([good[0]!, good[2]!])],
    ['empty file', Buffer.alloc(0)],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))],
    ['encrypted header asking for 1 GB of scrypt', header(JSON.stringify({ format: 'moot-encrypted-pack', version: 1, encrypted: true, title: 'x', kdf: { name: 'scrypt', N: 2 ** 30, r: 8, p: 1, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' }, cipher: 'aes-256-gcm', iv: 'AAAAAAAAAAAAAAAA', check: 'AAAAAAAAAAAAAAAAAAAAAA==' }))],
    ['encrypted header longer than the file', Buffer.concat([Buffer.from('MOOTENC1'), Buffer.from([0x7f, 0xff, 0xff, 0xff]), zeros(32)])],
    ['encrypted header that is not JSON', header('{{{{')],
    ...packLimitCases(valid),
  ];
}

/** Runs every hostile and mutated pack; `count` mutations are made from each signed base. */
export async function runPackFuzz(sourceFolder: string, builtinFolder: string, mutationsPerBase: number, seed = 20260214): Promise<FuzzCase[]> {
  const key = loadPrivateKey(generateSigningKey().privateKeyPem);
  const fixture = await buildPack(sourceFolder);
  const signedFixture = await signPack(fixture.bytes, key);
  const signedBuiltin = await signPack((await buildPack(builtinFolder)).bytes, key);
  const encrypted = await encryptPack(signedFixture, PASSPHRASE, 'Fuzz');
  const entry = (name: string) => fixture.pack.entries.find((e) => e.name === name)!.data;

  const cases: FuzzCase[] = [];
  for (const [name, bytes] of hostilePacks({ manifest: entry('manifest.json'), scenario: entry('scenario.json'), exhibit: entry('exhibits/chart.pdf') })) {
    cases.push(await runCase(`hostile: ${name}`, bytes));
  }
  const random = seededRandom(seed);
  const bases: [string, Buffer, number][] = [
    ['signed fixture', signedFixture, mutationsPerBase],
    ['signed built-in', signedBuiltin, mutationsPerBase],
    // Each encrypted case costs one scrypt run, so fewer of them.
    ['encrypted', encrypted, Math.ceil(mutationsPerBase / 8)],
  ];
  for (const [baseName, base, count] of bases) {
    for (let i = 0; i < count; i++) {
      const { kind, bytes } = mutate(base, random);
      if (bytes.equals(base)) continue;
      cases.push(await runCase(`${baseName} #${i} ${kind}`, bytes));
    }
  }
  return cases;
}

// Child-process entry: `node --experimental-permission --allow-fs-write=<dir>/* packFuzzHarness.mjs <dir> <source> <builtin> <n>`.
if (typeof process.argv[1] === 'string' && /packFuzzHarness\.(m?js|ts)$/.test(process.argv[1]) && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}

async function main(): Promise<void> {
  const [outDir, source, builtin, n] = process.argv.slice(2);
  const started = performance.now();
  const cases = await runPackFuzz(source!, builtin!, Number(n));
  const totalMs = performance.now() - started;
  // Proof that the sandbox is on: a write outside the temp folder must be refused.
  let sandboxed = false;
  try {
    writeFileSync(join(source!, '..', 'escaped.txt'), 'x');
  } catch (err) {
    sandboxed = (err as { code?: string }).code === 'ERR_ACCESS_DENIED';
  }
  writeFileSync(join(outDir!, 'results.json'), JSON.stringify({ cases, totalMs, sandboxed, peakRssMb: sampledPeakRss / 1024 / 1024 }));
}

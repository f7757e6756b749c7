import { cpSync, createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildPack, encryptPack, generateSigningKey, loadPrivateKey, PackLibrary, readPack, readPackFile, signPack } from '../../main/packs';
import { openWorkspace } from '../../main/store';
import { runPackFuzz } from '../support/packFuzzHarness';
import { writeSourceFolder } from '../support/packFixtures';
import { callApi, startWebMode } from '../support/webMode';
import { againstGoal, formatMs, median } from './stats';

const root = join(import.meta.dirname, '..', '..');

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

/** Peak resident memory of a process so far (VmHWM), in MB; null off Linux. */
function peakRssMb(pid: number): number | null {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : null;
}

/**
 * The path a user takes in web mode, in a fresh app each run: the file streamed from the disk as
 * raw bytes to the staging folder (as a browser sends a picked file; an in-memory 50 MB body costs
 * the bench's own fetch about 1.5 s of copying before the server sees a byte), then `packs.import`
 * of the staged copy. Returns the time and the server's peak RSS.
 */
async function importThroughApi(file: string, passphrase?: string): Promise<{ ms: number; peakMb: number | null }> {
  const server = await startWebMode();
  try {
    const started = performance.now();
    const uploaded = await fetch(`${server.origin}/api/files/upload?batch=bench-upload&name=bench.moot&purpose=pack`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/octet-stream', 'content-length': String(statSync(file).size) },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    const staged = (await uploaded.json()) as { ok: boolean; value: { path: string } };
    if (!staged.ok) throw new Error(`upload failed: ${JSON.stringify(staged)}`);
    // The bench pack shares its id with a built-in: replacing it is confirmed up front.
    const imported = await callApi(server, 'packs.import', { path: staged.value.path, replace: true, ...(passphrase ? { passphrase } : {}) });
    const ms = performance.now() - started;
    if (!imported.body.ok) throw new Error(`packs.import failed: ${JSON.stringify(imported.body)}`);
    return { ms, peakMb: peakRssMb(server.child.pid!) };
  } finally {
    await server.stop();
  }
}

/**
 * Import of a 50 MB pack with exhibits: the maritime scenario plus five 10 MB scanned-PDF-like
 * exhibits (incompressible bytes behind a PDF header), signed, into a fresh workspace. Then the
 * fuzz corpus of the acceptance test, run in-process, for its count and total time.
 */
export default async function packsBench(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'moot-pack-bench-'));
  try {
    const source = join(work, 'src');
    cpSync(join(root, 'scenarios', 'kestrel-v-northgate'), source, { recursive: true });
    for (let i = 1; i <= 5; i++) {
      writeFileSync(join(source, 'exhibits', `scan-${i}.pdf`), Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(10 * 1024 * 1024)]));
    }
    const [{ bytes }, buildMs] = await time(() => buildPack(source));
    const key = loadPrivateKey(generateSigningKey().privateKeyPem);
    const [signed, signMs] = await time(() => signPack(bytes, key));
    console.log(`pack size: ${(signed.length / 1024 / 1024).toFixed(1)} MB (5 exhibits of 10 MB + scenario)`);
    console.log(`build (read folder, hash, zip, re-validate): ${formatMs(buildMs)}; sign: ${formatMs(signMs)}`);

    const signedPath = join(work, 'signed.moot');
    writeFileSync(signedPath, signed);
    const readTimes: number[] = [];
    const fileReadTimes: number[] = [];
    const importTimes: number[] = [];
    for (let run = 0; run < 3; run++) {
      readTimes.push((await time(() => readPack(signed)))[1]);
      fileReadTimes.push((await time(() => readPackFile(signedPath)))[1]);
      const dataDir = join(work, `ws-${run}`);
      const workspace = openWorkspace(dataDir);
      const library = new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: null });
      const [result, ms] = await time(() => library.import(signed));
      if (result.pack.signatureStatus !== 'signed') throw new Error('the benchmark pack should verify');
      importTimes.push(ms);
      workspace.close();
    }
    console.log(`validate + verify only (readPack, in memory), median of 3: ${formatMs(median(readTimes))}`);
    console.log(`validate + verify only (readPackFile, streamed from disk), median of 3: ${formatMs(median(fileReadTimes))}`);
    console.log(`${againstGoal('import of the 50 MB signed pack into a fresh workspace (in process), median of 3', median(importTimes), 2_000)} (runs: ${importTimes.map(formatMs).join(', ')})`);

    const encrypted = await encryptPack(signed, 'bench passphrase', 'Bench');
    const encryptedPath = join(work, 'encrypted.moot');
    writeFileSync(encryptedPath, encrypted);
    const [, decryptMs] = await time(() => readPack(encrypted, { passphrase: 'bench passphrase' }));
    console.log(againstGoal('open the same pack encrypted (scrypt N=2^16 + AES-256-GCM + validate)', decryptMs, 2_000));

    // Through the web API (built app in `dist/`), fresh app per run; medians of 3.
    const formatMb = (mb: number) => `${mb.toFixed(0)} MB`;
    for (const [label, file, passphrase] of [['signed', signedPath, undefined], ['encrypted', encryptedPath, 'bench passphrase']] as const) {
      const runs: { ms: number; peakMb: number | null }[] = [];
      for (let run = 0; run < 3; run++) runs.push(await importThroughApi(file, passphrase));
      console.log(`${againstGoal(`50 MB ${label} pack imported through the web API (streamed upload + packs.import), median of 3`, median(runs.map((r) => r.ms)), 2_000)} (runs: ${runs.map((r) => formatMs(r.ms)).join(', ')})`);
      const peaks = runs.flatMap((r) => (r.peakMb === null ? [] : [r.peakMb]));
      if (peaks.length > 0) console.log(`  ${againstGoal('server peak RSS, median', median(peaks), 300, formatMb)} (runs: ${peaks.map(formatMb).join(', ')})`);
    }

    const [cases, fuzzMs] = await time(() => runPackFuzz(writeSourceFolder(), join(root, 'scenarios', 'kestrel-v-northgate'), 300));
    const rejected = cases.filter((c) => c.outcome === 'rejected').length;
    const slowest = Math.max(...cases.map((c) => c.ms));
    console.log(`fuzz: ${cases.length} packs, ${rejected} rejected with a message, in ${(fuzzMs / 1000).toFixed(1)} s; slowest case ${formatMs(slowest)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

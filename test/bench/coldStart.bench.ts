import { readFileSync } from 'node:fs';
import { callApi, startWebMode } from '../support/webMode';
import { againstGoal, formatMs, median } from './stats';

const RUNS = 5;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux the app runs on). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, from /proc; null off Linux. */
function cpuMsOf(pid: number): number | null {
  try {
    // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Web-mode cold start: from spawning `launch.js` to the first API answer, median of 5. The CPU
 * time the process used by then is printed beside it: on a shared machine the wall time is the
 * scheduler's as much as the app's, and the CPU time shows what the app itself spends.
 */
export default async function coldStartBench(): Promise<void> {
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const server = await startWebMode();
    const answer = await callApi(server, 'app.about');
    samples.push(performance.now() - started);
    const cpuMs = cpuMsOf(server.child.pid!);
    if (cpuMs !== null) cpuSamples.push(cpuMs);
    await server.stop();
    if (!answer.body.ok) throw new Error(`app.about failed: ${JSON.stringify(answer.body)}`);
  }
  console.log(`${againstGoal('web-mode cold start to first API answer, median', median(samples), 1_000)} (runs: ${samples.map(formatMs).join(', ')})`);
  if (cpuSamples.length > 0) console.log(`  CPU time of the process by its first answer, median: ${formatMs(median(cpuSamples))} (runs: ${cpuSamples.map(formatMs).join(', ')})`);
}

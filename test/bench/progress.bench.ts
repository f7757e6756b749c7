import { buildSkillsProfile } from '../../main/progress';
import { randomTrialLog } from '../support/sessionHistory';
import { formatMs, median } from './stats';

/** The skills profile fold over 200 stored trials of 100 turns each (issue 19's goal: under 1 s). */
export default async function progressBench(): Promise<void> {
  const logs = Array.from({ length: 200 }, (_, i) => randomTrialLog(`s${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), 100, i + 1));
  const events = logs.reduce((sum, log) => sum + log.events.length, 0);
  const samples: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    buildSkillsProfile(logs);
    samples.push(performance.now() - started);
  }
  console.log(`skills profile fold, 200 sessions × 100 turns (${events} events): median ${formatMs(median(samples))}, max ${formatMs(Math.max(...samples))} over ${samples.length} runs`);
}

import { callApi, startWebMode } from '../support/webMode';
import { againstGoal, formatMs, median } from './stats';

/** Web-mode cold start: from spawning `launch.js` to the first API answer. Median of 5. */
export default async function coldStartBench(): Promise<void> {
  const samples: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const server = await startWebMode();
    const answer = await callApi(server, 'app.about');
    samples.push(performance.now() - started);
    await server.stop();
    if (!answer.body.ok) throw new Error(`app.about failed: ${JSON.stringify(answer.body)}`);
  }
  console.log(`${againstGoal('web-mode cold start to first API answer, median', median(samples), 1_000)} (runs: ${samples.map(formatMs).join(', ')})`);
}

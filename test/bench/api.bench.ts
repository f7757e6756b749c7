import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeMain } from '../../main/app/composeMain';
import { startWebServer } from '../../main/app/httpTransport';
import { builtinTrialScenarios, questionsFromSentence } from '../unit/trial/fixtures/builtinScenarios';
import { againstGoal, formatMs, percentile } from './stats';

const ASKS = 400;
const WITNESS = 'mei-lin-zhao';

/**
 * `trial.ask` through the web API, the path a student's question takes: HTTP, the contract's
 * schemas, the engine, the store (and its flush after the answer), the event bus with one SSE
 * client attached. A whole answer is normally paced out as `witness.token` deltas (15 ms per
 * three words, so it reads as typed) before the call returns; that pause is presentation, not
 * cost, so the figure against the goal is taken with the pacing off and the paced one is shown
 * beside it.
 */
export default async function apiBench(): Promise<void> {
  for (const pacing of [0, undefined]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'moot-api-bench-'));
    const { handlers, bus } = composeMain({ runtime: 'web', electronVersion: null, dataDir, ...(pacing === undefined ? {} : { witnessPacingMs: pacing }) });
    const token = randomBytes(24).toString('base64url');
    const server = await startWebServer({ handlers, bus, token, staticDir: dataDir, port: 0 });
    const origin = `http://127.0.0.1:${server.port}`;
    const events = new AbortController();
    try {
      const stream = await fetch(`${origin}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: events.signal });
      void stream.body!.pipeTo(new WritableStream()).catch(() => undefined);
      const call = async (name: string, input: unknown) => {
        const response = await fetch(`${origin}/api/${name}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(input) });
        const body = (await response.json()) as { ok: boolean; value: { status: { sessionId: string } }; error?: unknown };
        if (!body.ok) throw new Error(`${name}: ${JSON.stringify(body.error)}`);
        return body.value;
      };
      const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: [WITNESS], seed: 1 });
      const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
      const base = spec.witnesses.find((witness) => witness.id === WITNESS)!.affidavit.split(/(?<=\.)\s+/).flatMap(questionsFromSentence);
      const samples: number[] = [];
      const asks = pacing === undefined ? 100 : ASKS;
      for (let turn = 1; turn <= asks; turn++) {
        const question = `${base[turn % base.length]!.replace(/\?$/, '')}, as to detail ${turn}?`;
        const begun = performance.now();
        await call('trial.ask', { sessionId: started.status.sessionId, question });
        samples.push(performance.now() - begun);
      }
      if (pacing === 0) {
        console.log(`trial.ask through the web API, ${asks} calls on one witness, answer pacing off:`);
        console.log(`  p50 ${formatMs(percentile(samples, 50))}; ${againstGoal('p99', percentile(samples, 99), 10)}`);
      } else {
        console.log(`  with the default pacing of whole answers (15 ms per 3 words, ${asks} calls): p50 ${formatMs(percentile(samples, 50))}, p99 ${formatMs(percentile(samples, 99))}`);
      }
    } finally {
      events.abort();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { composeMain } from '../../main/app/composeMain';
import { startWebServer } from '../../main/app/httpTransport';
import { warmLanguageModel } from '../../main/language';
import { parseFidelityScript } from '../../main/trial/fidelity';
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
 * beside it. The client (the calls and the event stream) runs on a worker thread, with its own
 * heap and event loop, as the renderer is its own process: its fetches and garbage are not the
 * server's. The server's garbage collections during the calls are counted beside the figure: a
 * young-generation collection pauses the server for as long as it takes to copy what survives
 * it, which is work, not the machine's load, that a change of the code can show.
 *
 * The 400 calls cycle through the questions one affidavit gives, so after the first round counsel
 * objects (asked and answered) and 22 of them are answered: the figure's tail is those, the first
 * of which pays what a process does once. The slowest calls are named, and the answered calls'
 * own spread is taken over about a hundred questions new to each witness, in the warm server.
 */
export default async function apiBench(): Promise<void> {
  for (const pacing of [0, undefined]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'moot-api-bench-'));
    const { handlers, bus } = composeMain({ runtime: 'web', electronVersion: null, dataDir, ...(pacing === undefined ? {} : { witnessPacingMs: pacing }) });
    const token = randomBytes(24).toString('base64url');
    const server = await startWebServer({ handlers, bus, token, staticDir: dataDir, port: 0 });
    const origin = `http://127.0.0.1:${server.port}`;
    // The app loads the language model and WordNet's indexes in the first pause after its first
    // screen, long before a student's first question; the calls here begin at once, so that is done
    // first, as the app would have: else the first answered call paid it, a process's once.
    warmLanguageModel();
    try {
      const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
      const base = spec.witnesses.find((witness) => witness.id === WITNESS)!.affidavit.split(/(?<=\.)\s+/).flatMap(questionsFromSentence);
      const asks = pacing === undefined ? 100 : ASKS;
      const questions = Array.from({ length: asks }, (_, index) => `${base[(index + 1) % base.length]!.replace(/\?$/, '')}, as to detail ${index + 1}?`);
      const { result: calls, scavenges, others } = await collectionsDuring(() => askFromAnotherThread({ origin, token, sessions: [{ packId: 'state-v-avery', playerSide: 'plaintiff', witnessId: WITNESS, questions }] }));
      const samples = calls.map((call) => call.ms);
      if (pacing === 0) {
        console.log(`trial.ask through the web API, ${asks} calls on one witness, answer pacing off:`);
        console.log(`  p50 ${formatMs(percentile(samples, 50))}; ${againstGoal('p99', percentile(samples, 99), 10)}`);
        // Most calls repeat an earlier question (the list cycles), and counsel's asked-and-answered
        // objection is sustained: the calls the witness answers are the costly ones, shown apart.
        const answered = calls.filter((call) => call.answered).map((call) => call.ms);
        console.log(`  answered by the witness: ${answered.length} of ${asks} calls, p50 ${formatMs(percentile(answered, 50))}, max ${formatMs(Math.max(0, ...answered))}; the others are blocked or drew a sustained objection`);
        const pauses = scavenges.reduce((sum, ms) => sum + ms, 0);
        console.log(`  the server's young-generation collections: ${scavenges.length} (one per ${(asks / Math.max(1, scavenges.length)).toFixed(0)} calls), ${formatMs(pauses)} in all, longest ${formatMs(Math.max(0, ...scavenges))}; other collections ${others}`);
        // What the p99 is made of: the slowest calls, by their place in the session (the first
        // answered call of a process reads what a process reads once: WordNet, the code compiled).
        const slowest = calls.map((call, index) => ({ ...call, index })).sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(asks / 100) + 1);
        console.log(`  the slowest calls (call number, answered or not): ${slowest.map((call) => `#${call.index + 1} ${call.answered ? 'answered' : 'objected'} ${formatMs(call.ms)}`).join(', ')}`);
        // Most of those calls are objected to, and only 22 are answered: too few for a tail. Then, in
        // the same (now warm) server, questions each witness answers, new to it: the direct
        // examinations of the built-in packs' fidelity scripts, a session per witness.
        const fresh = (await askFromAnotherThread({ origin, token, sessions: directExaminations() })).filter((call) => call.answered).map((call) => call.ms);
        console.log(`  questions the witness answers, warm process (${fresh.length} direct-examination questions of the fidelity scripts, a session per witness of the built-in packs): p50 ${formatMs(percentile(fresh, 50))}, p90 ${formatMs(percentile(fresh, 90))}, p99 ${formatMs(percentile(fresh, 99))}, max ${formatMs(Math.max(0, ...fresh))}`);
      } else {
        console.log(`  with the default pacing of whole answers (15 ms per 3 words, ${asks} calls): p50 ${formatMs(percentile(samples, 50))}, p99 ${formatMs(percentile(samples, 99))}`);
      }
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** The main thread's garbage collections while `work` runs: each scavenge's pause, and how many others. */
async function collectionsDuring<T>(work: () => Promise<T>): Promise<{ result: T; scavenges: number[]; others: number }> {
  const scavenges: number[] = [];
  let others = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges.push(entry.duration);
      else others++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    const result = await work();
    // The observer is told of collections after they happen: let the last ones through.
    await new Promise((resolve) => setImmediate(resolve));
    return { result, scavenges, others };
  } finally {
    observer.disconnect();
  }
}

/** The direct-examination questions of the fidelity scripts of the built-in trial packs, as one session per witness, the witness's own side asking. */
function directExaminations(): { packId: string; playerSide: string; witnessId: string; questions: string[] }[] {
  const scripts = new URL('../fixtures/unseen/scripts/', import.meta.url).pathname;
  return builtinTrialScenarios().flatMap(({ id, spec }) => {
    const script = parseFidelityScript(readFileSync(`${scripts}${id}.fidelity.jsonl`, 'utf8'), id);
    return spec.witnesses.map((witness) => ({
      packId: id,
      playerSide: witness.side,
      witnessId: witness.id,
      questions: script.filter((line) => line.witness === witness.id && line.examination === 'direct').map((line) => line.question),
    }));
  }).filter((session) => session.questions.length > 0);
}

interface Call {
  ms: number;
  answered: boolean;
  /** Which of the sessions asked it. */
  session: number;
}

/** The student's side on a worker thread: opens the event stream, then for each session starts a trial and asks each question in turn, timing each call. */
async function askFromAnotherThread(input: { origin: string; token: string; sessions: { packId: string; playerSide: string; witnessId: string; questions: string[] }[] }): Promise<Call[]> {
  const worker = new Worker(CLIENT, { eval: true, workerData: input });
  try {
    return await new Promise<Call[]>((resolve, reject) => {
      worker.once('message', (message: { samples?: Call[]; error?: string }) => (message.samples ? resolve(message.samples) : reject(new Error(message.error))));
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { origin, token, sessions } = workerData;
const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
async function call(name, input) {
  const response = await fetch(origin + '/api/' + name, { method: 'POST', headers, body: JSON.stringify(input) });
  const body = await response.json();
  if (!body.ok) throw new Error(name + ': ' + JSON.stringify(body.error));
  return body.value;
}
(async () => {
  const events = await fetch(origin + '/api/events', { headers: { authorization: headers.authorization } });
  events.body.pipeTo(new WritableStream()).catch(() => undefined);
  const samples = [];
  for (const [session, { packId, playerSide, witnessId, questions }] of sessions.entries()) {
    const started = await call('trial.start', { packId, playerSide, witnessIds: [witnessId], seed: 1 });
    for (const question of questions) {
      const begun = performance.now();
      const { events } = await call('trial.ask', { sessionId: started.status.sessionId, question });
      samples.push({ ms: performance.now() - begun, answered: events.some((event) => event.type === 'AnswerGiven'), session });
    }
  }
  parentPort.postMessage({ samples });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fromStoredEvent } from '../../../shared/domain';
import { runTrialCli } from '../../../main/app/trialCli';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { countMemoryChunks, createSession, listSessions, openWorkspace, readEvents, searchMemory } from '../../../main/store';
import { EmbeddingMemoryWriter, foldTestimony, MemoryEventSink, parseScript, runScript, StoreEventSink, TrialSession } from '../../../main/trial';
import { trafficScenario } from '../../unit/trial/fixtures/trafficScenario';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'moot-trial-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const script = `Where was your phone?
What colour was the traffic light when you entered the intersection?
What did you notice about the other driver?
The light was green for you, correct?
NEXT
PASS
`;

describe('a trial session in the workspace (real SQLite + sqlite-vec)', () => {
  it('stores every step before it is yielded, and the stored log folds to the same state', async () => {
    const workspace = openWorkspace(tempDir());
    try {
      createSession(workspace.db, { id: 's1', kind: 'trial', packId: 'test-traffic', title: 'Reyes v. Baker', meta: { playerSide: 'plaintiff' } });
      const store = new StoreEventSink(workspace.db, 's1');
      const memorySink = new MemoryEventSink();
      const memory = EmbeddingMemoryWriter.forWorkspace(workspace.db, new LexicalEmbedder(), 's1');
      const session = new TrialSession({
        scenario: trafficScenario,
        playerSide: 'plaintiff',
        seed: 4,
        witnessIds: ['maria-reyes'],
        sink: { append: (events) => (store.append(events), memorySink.append(events)) },
        memory,
      });
      for await (const event of runScript(session, parseScript(script))) {
        // When an event reaches the consumer, it is already on disk.
        const stored = readEvents(workspace.db, 's1').map(fromStoredEvent);
        expect(stored).toContainEqual(event);
      }
      const stored = readEvents(workspace.db, 's1');
      expect(stored.map((event) => event.seq)).toEqual(stored.map((_, index) => index + 1));
      expect(stored.map(fromStoredEvent)).toEqual(memorySink.events);
      const resumed = foldTestimony(stored.map(fromStoredEvent));
      expect(resumed.score).toBe(session.state.score);
      expect([...resumed.established.keys()]).toEqual([...session.state.established.keys()]);

      // Memory is written off the answer path; once flushed, the claims are searchable.
      await memory.flush();
      expect(memory.errors).toEqual([]);
      expect(countMemoryChunks(workspace.db, 's1', 'lexical-v1')).toBeGreaterThan(0);
      const [query] = await new LexicalEmbedder().embed(['phone in the bag']);
      const hits = searchMemory(workspace.db, { sessionId: 's1', modelId: 'lexical-v1', embedding: query!, k: 1 });
      expect(hits[0]).toMatchObject({ witnessId: 'maria-reyes', text: expect.stringContaining('phone') });
    } finally {
      workspace.close();
    }
  });
});

describe('npm run trial', () => {
  function scenarioDir(): string {
    const dir = tempDir();
    writeFileSync(join(dir, 'scenario.json'), '{ "kind": "trial" }');
    return dir;
  }

  it('plays a built-in scenario, prints { events, report } with --json and stores the session under MOOT_DATA_DIR', async () => {
    const dataDir = tempDir();
    const scriptFile = join(tempDir(), 'turns.txt');
    writeFileSync(scriptFile, 'How were the lights in the store?\nThe man had a knife, correct?\nNEXT\nOBJECT leading\n');
    const out: string[] = [];
    const err: string[] = [];
    const code = await runTrialCli(
      ['--scenario', 'scenarios/state-v-avery', '--witness', 'mei-lin-zhao', '--as', 'plaintiff', '--script', scriptFile, '--json'],
      { out: (line) => out.push(line), err: (line) => err.push(line), env: { MOOT_DATA_DIR: dataDir } },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const { events, report } = JSON.parse(out.join('\n')) as { events: { type: string }[]; report: { totalScore: number } };
    const types = events.map((event) => event.type);
    for (const type of ['QuestionAsked', 'ObjectionRaised', 'RulingMade', 'AnswerGiven', 'ElicitEstablished', 'ScoreChanged']) expect(types).toContain(type);
    expect(events.find((event) => event.type === 'ObjectionRaised')).toMatchObject({ ground: 'leading', rule: 'FRE 611(c)', by: 'opposing_counsel' });
    expect(typeof report.totalScore).toBe('number');
    const workspace = openWorkspace(dataDir, { readOnly: true });
    try {
      const [session] = listSessions(workspace.db);
      expect(session).toMatchObject({ kind: 'trial', packId: 'state-v-avery' });
      expect(readEvents(workspace.db, session!.id)).toHaveLength(events.length);
    } finally {
      workspace.close();
    }
  });

  it('names the file and field of a bad scenario, and the line of a bad script', async () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line), env: {} };
    const scriptFile = join(tempDir(), 'bad.txt');
    writeFileSync(scriptFile, 'Where were you?\nOBJECT shouting\n');
    expect(await runTrialCli(['--scenario', scenarioDir(), '--witness', 'x', '--as', 'plaintiff', '--script', scriptFile], io)).toBe(1);
    expect(err.join('\n')).toMatch(/scenario\.json/);
    err.length = 0;
    expect(await runTrialCli(['--scenario', 'scenarios/state-v-avery', '--witness', 'mei-lin-zhao', '--as', 'plaintiff', '--script', scriptFile], io)).toBe(1);
    expect(err.join('\n')).toMatch(/bad\.txt:2: "shouting" is not an objection ground/);
    err.length = 0;
    expect(await runTrialCli(['--scenario', 'scenarios/state-v-avery', '--witness', 'nobody', '--as', 'plaintiff', '--script', scriptFile], io)).toBe(1);
    expect(err.join('\n')).toMatch(/no witness "nobody"/);
    err.length = 0;
    expect(await runTrialCli(['--scenario', 'scenarios/state-v-avery', '--witness', 'mei-lin-zhao', '--as', 'judge', '--script', scriptFile], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--as must be plaintiff or defense/);
    err.length = 0;
    expect(await runTrialCli(['--scenario', 'scenarios/state-v-avery', '--witness', 'mei-lin-zhao', '--as', 'plaintiff', '--examinations', 'direct,recross', '--script', scriptFile], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--examinations: "recross" requires "redirect"/);
    err.length = 0;
    expect(await runTrialCli(['--scenario', 'scenarios/state-v-avery', '--witness', 'mei-lin-zhao', '--as', 'plaintiff', '--examinations', 'direct,rebuttal', '--script', scriptFile], io)).toBe(2);
    expect(err.join('\n')).toMatch(/"rebuttal" is not an examination/);
  });

  it('holds only the examinations given with --examinations', async () => {
    const scriptFile = join(tempDir(), 'direct.txt');
    writeFileSync(scriptFile, 'How were the lights in the store?\nNEXT\n');
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line), env: {} };
    const code = await runTrialCli(['--scenario', 'scenarios/state-v-avery', '--witness', 'mei-lin-zhao', '--as', 'plaintiff', '--examinations', 'direct', '--script', scriptFile, '--json'], io);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const { events } = JSON.parse(out.join('\n')) as { events: { type: string; examination?: string | null }[] };
    expect(events.filter((event) => event.type === 'PhaseChanged').map((event) => event.examination)).toEqual(['direct', null]);
    expect(events.at(-1)).toEqual({ type: 'SessionEnded', reason: 'completed' });
  });
});

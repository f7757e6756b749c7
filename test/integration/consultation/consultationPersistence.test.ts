import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  buildConsultationReport,
  consultationFold,
  ConsultationSession,
  createConsultationSession,
  readConsultationEvents,
  RulesClientAgent,
  runConsultationScript,
  StoreConsultationLog,
} from '../../../main/consultation';
import { ContextAwareElicitMatcher, HybridElicitMatcher } from '../../../main/scoring';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { openWorkspace, readEvents, resumeSession, type Workspace } from '../../../main/store';
import { EMPATHETIC_OPEN_SCRIPT, housingConsultation } from '../../support/consultationFixture';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-consult-');
let counter = 0;
const open: Workspace[] = [];
afterEach(() => {
  for (const ws of open.splice(0)) ws.close();
});
afterAll(() => temp.remove());

function workspaceAt(name: string): Workspace {
  const ws = openWorkspace(`${temp.dir}/${name}`);
  open.push(ws);
  return ws;
}

const scenario = housingConsultation();
const options = (log: StoreConsultationLog) => ({
  scenario,
  scenarioId: 'housing-fixture',
  preset: 'hard' as const,
  seed: 11,
  agent: new RulesClientAgent(),
  // The real hybrid tier with the deterministic lexical embedder, wrapped by the context tier.
  matcher: new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())),
  log,
});
const script = { turns: EMPATHETIC_OPEN_SCRIPT.map((text) => ({ text })), advice: 'Do not leave before a court order. Gather the deposit receipt and your emails.' };

describe('consultation through the real store (SQLite)', () => {
  it('persists every event in order and resumes by folding the log', async () => {
    const ws = workspaceAt(`ws-${counter++}`);
    const log = createConsultationSession(ws.db, { id: 'c1', packId: null, title: 'Okafor' });
    const session = new ConsultationSession(options(log));
    const events = await runConsultationScript(session, script);

    const stored = readEvents(ws.db, 'c1');
    expect(stored.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(readConsultationEvents(ws.db, 'c1')).toEqual(events);

    // Reopen the file: the fold of the stored log is the live state, and the report matches.
    ws.close();
    const again = workspaceAt(`ws-${counter - 1}`);
    const resumed = resumeSession(again.db, 'c1', consultationFold, { useSnapshot: false });
    expect(resumed.state).toEqual(session.state);
    expect(resumed.lastSeq).toBe(events.length);
    expect(buildConsultationReport(scenario, resumed.state)).toEqual(buildConsultationReport(scenario, session.state));
    expect(resumed.state.uncovered.length).toBeGreaterThan(5);
  });

  it('continues a resumed session exactly as an uninterrupted one would', async () => {
    const whole = workspaceAt(`ws-${counter++}`);
    const wholeSession = new ConsultationSession(options(createConsultationSession(whole.db, { id: 'w', packId: null, title: 'whole' })));
    const wholeEvents = await runConsultationScript(wholeSession, script);

    const dir = `ws-${counter++}`;
    const first = workspaceAt(dir);
    const firstHalf = new ConsultationSession(options(createConsultationSession(first.db, { id: 'r', packId: null, title: 'resumed' })));
    await runConsultationScript(firstHalf, { turns: script.turns.slice(0, 5), advice: null });
    first.close();

    const second = workspaceAt(dir);
    const prior = readConsultationEvents(second.db, 'r');
    expect(prior.length).toBeGreaterThan(0);
    const resumed = new ConsultationSession(options(new StoreConsultationLog(second.db, 'r')), prior);
    await runConsultationScript(resumed, { turns: script.turns.slice(5), advice: script.advice });
    expect(readConsultationEvents(second.db, 'r')).toEqual(wholeEvents);
    expect(resumed.state).toEqual(wholeSession.state);
  });

  it('refuses a log that holds something other than consultation events', async () => {
    const ws = workspaceAt(`ws-${counter++}`);
    createConsultationSession(ws.db, { id: 'bad', packId: null, title: 'bad' });
    const { appendEvents } = await import('../../../main/store');
    appendEvents(ws.db, 'bad', [{ type: 'QuestionAsked', payload: { turn: 1 } }]);
    expect(() => readConsultationEvents(ws.db, 'bad')).toThrow(/Event 1 \(QuestionAsked\) is not a consultation event/);
  });
});

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendEvents,
  appendEventsAndFold,
  createSession,
  deleteSession,
  getSession,
  insertMemoryChunks,
  insertTrace,
  listSessions,
  listTraces,
  openWorkspace,
  readEvents,
  resumeSession,
  countMemoryChunks,
  type SessionFold,
  type Workspace,
} from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-events-');
let workspace: Workspace;
let counter = 0;
beforeEach(() => {
  workspace?.close();
  workspace = openWorkspace(`${temp.dir}/ws-${counter++}`);
});
afterAll(() => {
  workspace.close();
  temp.remove();
});

const transcriptFold: SessionFold<{ lines: string[]; score: number }> = {
  id: 'transcript-v1',
  initial: () => ({ lines: [], score: 0 }),
  apply: (state, event) => {
    const payload = event.payload as { text?: string; delta?: number };
    return {
      lines: payload.text ? [...state.lines, `${event.seq}:${payload.text}`] : state.lines,
      score: state.score + (payload.delta ?? 0),
    };
  },
};

const step = (n: number) => [
  { type: 'QuestionAsked', payload: { text: `question ${n}` } },
  { type: 'AnswerGiven', payload: { text: `answer ${n}` } },
  { type: 'ScoreChanged', payload: { delta: n % 3 } },
];

describe('event log', () => {
  it('appends a turn step with consecutive seq from 1 and reads it back', () => {
    const { db } = workspace;
    createSession(db, { id: 's1', kind: 'trial', packId: 'pack-1', title: 'State v. Doe', meta: { side: 'plaintiff' } });
    const first = appendEvents(db, 's1', step(1));
    expect(first.map((event) => event.seq)).toEqual([1, 2, 3]);
    const second = appendEvents(db, 's1', step(2));
    expect(second.map((event) => event.seq)).toEqual([4, 5, 6]);
    const events = readEvents(db, 's1');
    expect(events).toEqual([...first, ...second]);
    expect(events[0]).toMatchObject({ sessionId: 's1', seq: 1, type: 'QuestionAsked', payload: { text: 'question 1' } });
    expect(readEvents(db, 's1', 5).map((event) => event.seq)).toEqual([5, 6]);
    expect(getSession(db, 's1')).toMatchObject({ eventCount: 6, packId: 'pack-1', meta: { side: 'plaintiff' } });
  });

  it('writes nothing of a step when any event of it fails', () => {
    const { db } = workspace;
    createSession(db, { id: 's1', kind: 'trial', packId: null, title: 't', meta: null });
    appendEvents(db, 's1', step(1));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => appendEvents(db, 's1', [{ type: 'QuestionAsked', payload: { text: 'ok' } }, { type: 'AnswerGiven', payload: circular }])).toThrow(
      /events\[1\]\.payload cannot be stored as JSON/,
    );
    expect(() => appendEvents(db, 's1', [{ type: '', payload: {} }])).toThrow('events[0].type must be a non-empty string.');
    expect(() => appendEvents(db, 'missing', step(1))).toThrow('There is no session missing.');
    expect(readEvents(db, 's1')).toHaveLength(3);
    expect(getSession(db, 's1')?.eventCount).toBe(3);
  });

  it('resumes by folding, and a snapshot every N gives the same state', () => {
    const { db } = workspace;
    createSession(db, { id: 's1', kind: 'trial', packId: null, title: 't', meta: {} });
    let state = transcriptFold.initial();
    for (let n = 0; n < 40; n++) state = appendEventsAndFold(db, 's1', step(n), transcriptFold, state, { snapshotEvery: 10 }).state;
    const withSnapshot = resumeSession(db, 's1', transcriptFold);
    const fromStart = resumeSession(db, 's1', transcriptFold, { useSnapshot: false });
    expect(withSnapshot.state).toEqual(state);
    expect(fromStart.state).toEqual(state);
    expect(fromStart.snapshotSeq).toBeNull();
    // 120 events, steps of 3 crossing every multiple of 10: the last snapshot is at seq 120.
    expect(withSnapshot.snapshotSeq).toBe(120);
    expect(withSnapshot.lastSeq).toBe(120);
    // Events appended without a snapshot are folded on top of the last one.
    appendEvents(db, 's1', step(99));
    const later = resumeSession(db, 's1', transcriptFold);
    expect(later.snapshotSeq).toBe(120);
    expect(later.state).toEqual(resumeSession(db, 's1', transcriptFold, { useSnapshot: false }).state);
    // A fold with another id ignores these snapshots.
    expect(resumeSession(db, 's1', { ...transcriptFold, id: 'transcript-v2' }).snapshotSeq).toBeNull();
  });

  it('lists sessions newest first and deletes one with everything derived from it', () => {
    const { db } = workspace;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    createSession(db, { id: 'old', kind: 'trial', packId: null, title: 'Old', meta: {} });
    createSession(db, { id: 'new', kind: 'consultation', packId: null, title: 'New', meta: {} });
    vi.setSystemTime(new Date('2026-11-21T10:01:00.000Z'));
    appendEventsAndFold(db, 'new', step(1), transcriptFold, transcriptFold.initial(), { snapshotEvery: 1 });
    vi.setSystemTime(new Date('2026-11-21T10:02:00.000Z'));
    appendEvents(db, 'old', step(1));
    vi.useRealTimers();
    expect(listSessions(db).map((session) => session.id)).toEqual(['old', 'new']);
    insertMemoryChunks(db, [{ sessionId: 'new', modelId: 'm', embedding: new Float32Array(384).fill(0.5), witnessId: null, phase: 'x', turn: 1, elicitIds: [], text: 't' }]);
    insertTrace(db, { id: 't1', sessionId: 'new', agent: 'judge', mode: null, model: 'rules', promptTokens: 1, outputTokens: 2, latencyMs: 3, fallbackReason: 'timeout', at: '2026-01-01T00:00:00.000Z' });
    db.prepare("INSERT INTO ratings (session_id, event_seq, stars, at) VALUES ('new', 2, 5, 'now')").run();

    expect(deleteSession(db, 'new')).toBe(true);
    expect(deleteSession(db, 'new')).toBe(false);
    expect(listSessions(db).map((session) => session.id)).toEqual(['old']);
    expect(readEvents(db, 'new')).toEqual([]);
    expect(countMemoryChunks(db, 'new')).toBe(0);
    expect(listTraces(db, { sessionId: 'new' })).toEqual([]);
    for (const table of ['ratings', 'session_snapshots']) {
      expect(db.prepare(`SELECT count(*) AS n FROM ${table} WHERE session_id = 'new'`).get()).toEqual({ n: 0 });
    }
    expect(readEvents(db, 'old')).toHaveLength(3);
  });
});

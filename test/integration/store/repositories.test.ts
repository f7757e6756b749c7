import { afterAll, describe, expect, it } from 'vitest';
import {
  appendEvents,
  createSession,
  deleteEvalRun,
  finishEvalRun,
  insertEvalResults,
  listEvalResults,
  listEvalRuns,
  listRatings,
  rateEvent,
  startEvalRun,
  deletePack,
  deleteSetting,
  getPack,
  getPackFile,
  listPackFileNames,
  getSetting,
  insertPack,
  insertTrace,
  listPacks,
  listSettings,
  listTraces,
  openWorkspace,
  setPackScenario,
  setSetting,
  type PackRow,
} from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-repos-');
const workspace = openWorkspace(temp.dir);
afterAll(() => {
  workspace.close();
  temp.remove();
});

const pack = (id: string, title: string): PackRow => ({
  id,
  title,
  author: 'Clinic',
  licence: 'CC-BY-4.0',
  formatVersion: 1,
  kind: 'consultation',
  confidential: true,
  encrypted: true,
  signatureStatus: 'signed',
  signerFingerprint: 'ab:cd',
  manifestJson: JSON.stringify({ id }),
  scenarioJson: null,
  sizeBytes: 4,
  source: 'imported',
  importedAt: '2026-11-21T10:00:00.000Z',
  file: Buffer.from([0, 255, 1, 2]),
});

describe('packs repository', () => {
  it('round-trips every field, bytes exactly', () => {
    const { db } = workspace;
    insertPack(db, pack('b', 'Zeta'));
    insertPack(db, pack('a', 'alpha'));
    expect(getPack(db, 'b')).toEqual(pack('b', 'Zeta'));
    expect(listPacks(db).map((row) => row.id)).toEqual(['a', 'b']);
    expect(getPackFile(db, 'a')).toEqual({ bytes: Buffer.from([0, 255, 1, 2]) });
    expect(getPackFile(db, 'nope')).toBeUndefined();
    // A pack kept beside the database: its row names the file and holds no bytes.
    insertPack(db, { ...pack('c', 'Kept'), file: Buffer.alloc(0), fileName: 'c-1.moot' });
    expect(getPackFile(db, 'c')).toEqual({ fileName: 'c-1.moot' });
    expect(getPack(db, 'c')?.fileName).toBe('c-1.moot');
    expect(listPackFileNames(db)).toEqual(['c-1.moot']);
    insertPack(db, pack('c', 'Kept'));
    expect(getPackFile(db, 'c')).toEqual({ bytes: Buffer.from([0, 255, 1, 2]) });
    expect(listPackFileNames(db)).toEqual([]);
    expect(setPackScenario(db, 'a', '{"kind":"consultation"}')).toBe(true);
    expect(getPack(db, 'a')?.scenarioJson).toBe('{"kind":"consultation"}');
    insertPack(db, { ...pack('a', 'alpha 2'), sizeBytes: 9 });
    expect(getPack(db, 'a')).toMatchObject({ title: 'alpha 2', sizeBytes: 9 });
    expect(deletePack(db, 'a')).toBe(true);
    expect(deletePack(db, 'a')).toBe(false);
    expect(getPack(db, 'a')).toBeUndefined();
  });

  it('refuses values outside the schema', () => {
    expect(() => insertPack(workspace.db, { ...pack('c', 'C'), signatureStatus: 'forged' as PackRow['signatureStatus'] })).toThrow(/CHECK constraint/);
  });
});

describe('settings repository', () => {
  it('stores JSON values and replaces them', () => {
    const { db } = workspace;
    expect(getSetting(db, 'cloud')).toBeUndefined();
    setSetting(db, 'cloud', { enabled: false, endpoint: null });
    setSetting(db, 'theme', 'dark');
    expect(getSetting(db, 'cloud')).toEqual({ enabled: false, endpoint: null });
    setSetting(db, 'cloud', { enabled: true });
    expect(listSettings(db)).toEqual({ cloud: { enabled: true }, theme: 'dark' });
    expect(deleteSetting(db, 'theme')).toBe(true);
    expect(getSetting(db, 'theme')).toBeUndefined();
  });
});

describe('traces repository', () => {
  it('stores spans and lists them per session in time order', () => {
    const { db } = workspace;
    const span = (id: string, sessionId: string | null, at: string) => ({
      id,
      sessionId,
      agent: 'witness',
      mode: 'direct',
      model: 'tiny.gguf',
      promptTokens: 120,
      outputTokens: 30,
      latencyMs: 812.5,
      fallbackReason: null,
      at,
    });
    insertTrace(db, span('t2', 's', '2026-11-21T10:00:02.000Z'));
    insertTrace(db, span('t1', 's', '2026-11-21T10:00:01.000Z'));
    insertTrace(db, span('t3', null, '2026-11-21T10:00:03.000Z'));
    expect(listTraces(db, { sessionId: 's' })).toEqual([span('t1', 's', '2026-11-21T10:00:01.000Z'), span('t2', 's', '2026-11-21T10:00:02.000Z')]);
    expect(listTraces(db, { limit: 2 }).map((trace) => trace.id)).toEqual(['t2', 't3']);
  });
});

describe('ratings repository', () => {
  it('rates an existing event, replaces a re-rating, and refuses bad stars or unknown events', () => {
    const { db } = workspace;
    createSession(db, { id: 'rated', kind: 'trial', packId: null, title: 'Rated', meta: {} });
    appendEvents(db, 'rated', [
      { type: 'QuestionAsked', payload: {} },
      { type: 'AnswerGiven', payload: {} },
    ]);
    rateEvent(db, { sessionId: 'rated', eventSeq: 2, stars: 2 });
    const again = rateEvent(db, { sessionId: 'rated', eventSeq: 2, stars: 5, comment: 'Stayed in the affidavit.' });
    expect(listRatings(db, 'rated')).toEqual([again]);
    expect(again).toMatchObject({ sessionId: 'rated', eventSeq: 2, stars: 5, comment: 'Stayed in the affidavit.' });
    expect(() => rateEvent(db, { sessionId: 'rated', eventSeq: 2, stars: 6 })).toThrow('stars must be a whole number from 1 to 5.');
    expect(() => rateEvent(db, { sessionId: 'rated', eventSeq: 99, stars: 3 })).toThrow(/FOREIGN KEY/);
  });
});

describe('evaluation runs repository', () => {
  it('stores a run, its results and its summary', () => {
    const { db } = workspace;
    const run = startEvalRun(db, { id: 'run-1', suite: 'objections', config: { model: 'rules' } });
    expect(run).toMatchObject({ status: 'running', finishedAt: null, summary: null, config: { model: 'rules' } });
    insertEvalResults(db, [
      { runId: 'run-1', caseId: 'c2', metric: 'f1', score: 0.5, passed: false, detail: { confusion: [1, 2] } },
      { runId: 'run-1', caseId: 'c1', metric: 'f1', score: 1, passed: true, detail: null },
      { runId: 'run-1', caseId: 'c1', metric: 'latency', score: 12.5, passed: null, detail: {} },
    ]);
    expect(finishEvalRun(db, 'run-1', { status: 'done', summary: { f1: 0.75 } })).toBe(true);
    expect(listEvalRuns(db)).toMatchObject([{ id: 'run-1', status: 'done', summary: { f1: 0.75 } }]);
    expect(listEvalResults(db, 'run-1').map((result) => [result.caseId, result.metric, result.passed])).toEqual([
      ['c1', 'f1', true],
      ['c1', 'latency', null],
      ['c2', 'f1', false],
    ]);
    expect(deleteEvalRun(db, 'run-1')).toBe(true);
    expect(listEvalResults(db, 'run-1')).toEqual([]);
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../../main/app/appRoot';
import { composeMain } from '../../../main/app/composeMain';
import { startWebServer, type RunningWebServer } from '../../../main/app/httpTransport';
import { adaptiveSettings, buildSkillsProfile, readSessionLogs } from '../../../main/progress';
import { appendEvents, createSession, getSession, openWorkspace, type SessionSummary, type Workspace } from '../../../main/store';
import type { ApiEnvelope, ClassViewResult, Profile, SkillsProfileResult } from '../../../shared/contract';
import { randomTrialLog } from '../../support/sessionHistory';
import { makeTempDir } from '../../support/storeFixtures';

// Profiles through the real HTTP transport and store: sessions created while a profile is chosen
// belong to it, lists show only the chosen profile's, and the skills fold reads exactly those.
const TOKEN = 'progress-api-token-0123456789';
const temp = makeTempDir('moot-profiles-');
const dataDir = join(temp.dir, 'data');
let server: RunningWebServer;
let store: Workspace;

beforeAll(async () => {
  store = openWorkspace(dataDir);
  createSession(store.db, { id: 'legacy', kind: 'trial', packId: null, title: 'Before profiles', meta: {} });
  const previous = process.env.MOOT_DATA_DIR;
  process.env.MOOT_DATA_DIR = dataDir;
  const composition = composeMain({ runtime: 'web', electronVersion: null });
  if (previous === undefined) delete process.env.MOOT_DATA_DIR;
  else process.env.MOOT_DATA_DIR = previous;
  server = await startWebServer({ ...composition, token: TOKEN, staticDir: rendererDir, port: 0 });
});
afterAll(async () => {
  await server.close();
  store.close();
  temp.remove();
});

async function call<T>(name: string, input: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.message}`);
  return envelope.value;
}

/** A stored trial with a generated log, created the way the app creates one (the chosen profile owns it). */
function playTrial(id: string, seed: number): void {
  createSession(store.db, { id, kind: 'trial', packId: null, title: `Trial ${id}`, meta: {} });
  const { events } = randomTrialLog(id, '2026-01-01T00:00:00.000Z', 30, seed);
  appendEvents(store.db, id, events.map(({ type, payload }) => ({ type, payload })));
}

const listed = async () => (await call<{ sessions: { id: string }[] }>('sessions.list', {})).sessions.map((s) => s.id).sort();

describe('student profiles', () => {
  let ana: Profile;
  let ben: Profile;

  it('are made from a name, and the same name (case and spaces aside) picks the same profile', async () => {
    ana = (await call<{ profile: Profile }>('profiles.create', { name: 'Ana  Ruiz' })).profile;
    expect(ana.name).toBe('Ana Ruiz');
    for (const id of ['a1', 'a2', 'a3']) playTrial(id, id.charCodeAt(1));
    ben = (await call<{ profile: Profile }>('profiles.create', { name: 'Ben' })).profile;
    playTrial('b1', 9);
    expect((await call<{ profile: Profile }>('profiles.create', { name: ' ana ruiz ' })).profile.id).toBe(ana.id);
    await expect(call('profiles.create', { name: '   ' })).rejects.toThrow('A profile needs a name.');
    const { profiles, active } = await call<{ profiles: Profile[]; active: Profile | null }>('profiles.list', {});
    expect(profiles.map((p) => [p.name, p.sessionCount])).toEqual([
      ['Ana Ruiz', 3],
      ['Ben', 1],
    ]);
    expect(active?.id).toBe(ana.id);
  });

  it('each see only their own sessions; no profile sees the sessions of none', async () => {
    expect(await listed()).toEqual(['a1', 'a2', 'a3']);
    await call('profiles.select', { profileId: ben.id });
    expect(await listed()).toEqual(['b1']);
    await call('profiles.select', { profileId: null });
    expect(await listed()).toEqual(['legacy']);
    await expect(call('profiles.select', { profileId: 'nobody' })).rejects.toThrow('There is no profile nobody.');
  });

  it('fold their skills from their own sessions, and rebuilding after a deletion equals computing without it', async () => {
    await call('profiles.select', { profileId: ana.id });
    const before = await call<SkillsProfileResult>('progress.skills', {});
    expect(before.sessionCount).toBe(3);
    expect(before.profile?.id).toBe(ana.id);
    const without = ['a1', 'a3'].map((id) => getSession(store.db, id) as SessionSummary);
    const expected = buildSkillsProfile(readSessionLogs(store.db, without, () => ({})));
    await call('sessions.delete', { sessionId: 'a2' });
    const after = await call<SkillsProfileResult>('progress.skills', {});
    expect({ sessionCount: after.sessionCount, skills: after.skills, weakest: after.weakest }).toEqual(expected);
    expect(after.skills.find((s) => s.id === 'form.single')?.observations).toBeGreaterThan(0);
    // The suggested next settings follow the same fold.
    expect(after.adaptive).toEqual(adaptiveSettings(expected.skills));
  });

  it('export signed progress files (transcripts only when chosen) that a Class view reads together', async () => {
    type Exported = { fileName: string; text: string; fingerprint: string };
    await call('profiles.select', { profileId: ana.id });
    const anaFile = await call<Exported>('progress.export', { includeTranscripts: false });
    expect(anaFile.fileName).toBe('moot-progress-Ana-Ruiz.json');
    const anaDoc = JSON.parse(anaFile.text) as { format: string; body: { student: { name: string }; sessions: { id: string }[]; transcripts?: unknown[] } };
    expect(anaDoc.format).toBe('moot-progress');
    expect(anaDoc.body.sessions.map((s) => s.id).sort()).toEqual(['a1', 'a3']);
    expect(anaDoc.body.transcripts).toBeUndefined();
    // The same profile signs with the same key every time.
    expect((await call<Exported>('progress.export', { includeTranscripts: false })).fingerprint).toBe(anaFile.fingerprint);
    await call('profiles.select', { profileId: ben.id });
    const benFile = await call<Exported>('progress.export', { includeTranscripts: true });
    expect((JSON.parse(benFile.text) as { body: { transcripts: unknown[] } }).body.transcripts).toHaveLength(1);
    expect(benFile.fingerprint).not.toBe(anaFile.fingerprint);
    await call('profiles.select', { profileId: null });
    const guestFile = await call<Exported>('progress.export', { includeTranscripts: false });

    const tampered = anaFile.text.replace('"name": "Ana Ruiz"', '"name": "Ana Ruiz (edited)"');
    const view = await call<ClassViewResult>('progress.classView', {
      files: [
        { fileName: 'ana.json', text: anaFile.text },
        { fileName: 'ben.json', text: benFile.text },
        { fileName: 'guest.json', text: guestFile.text },
        { fileName: 'notes.txt', text: 'not json' },
        { fileName: 'other.json', text: '{"format":"moot-profile"}' },
      ],
    });
    expect(view.students.map((s) => [s.name, s.sessionCount, s.signatureValid])).toEqual([
      ['Ana Ruiz', 2, true],
      ['Ben', 1, true],
      ['Guest', 1, true],
    ]);
    expect(view.problems).toEqual([
      { fileName: 'notes.txt', message: "notes.txt is not JSON: export it again from the student's Progress screen." },
      { fileName: 'other.json', message: expect.stringMatching(/^other.json is not a Moot progress file: format: /) as unknown as string },
    ]);
    const single = view.skills.find((row) => row.id === 'form.single')!;
    expect(single.values).toHaveLength(3);
    const seen = single.values.filter((v): v is number => v !== null).sort((a, b) => a - b);
    expect([single.min, single.max]).toEqual([seen[0], seen[seen.length - 1]]);
    expect(view.needsHelp.every((row) => row.students.length > 0)).toBe(true);
    // An edited file is still shown, flagged; the later file of the same key replaces the earlier.
    const edited = await call<ClassViewResult>('progress.classView', { files: [{ fileName: 'ana.json', text: anaFile.text }, { fileName: 'ana-edited.json', text: tampered }] });
    expect(edited.students.map((s) => [s.fileName, s.signatureValid])).toEqual([['ana.json', true]]);
    const alone = await call<ClassViewResult>('progress.classView', { files: [{ fileName: 'ana-edited.json', text: tampered }] });
    expect(alone.students.map((s) => [s.name, s.signatureValid])).toEqual([['Ana Ruiz (edited)', false]]);
  });

  it('export with every session log, and remove with their sessions', async () => {
    const exported = await call<{ fileName: string; text: string }>('profiles.export', { profileId: ana.id });
    expect(exported.fileName).toBe('moot-profile-Ana-Ruiz.json');
    const doc = JSON.parse(exported.text) as { format: string; profile: Profile; sessions: { session: { id: string }; events: unknown[] }[] };
    expect(doc.format).toBe('moot-profile');
    expect(doc.sessions.map((s) => [s.session.id, s.events.length > 30])).toEqual([
      ['a1', true],
      ['a3', true],
    ]);
    expect(await call('profiles.remove', { profileId: ana.id })).toEqual({ removed: true, sessionsRemoved: 2 });
    expect(getSession(store.db, 'a1')).toBeUndefined();
    const { profiles, active } = await call<{ profiles: Profile[]; active: Profile | null }>('profiles.list', {});
    expect(profiles.map((p) => p.name)).toEqual(['Ben']);
    expect(active).toBeNull();
    expect(await listed()).toEqual(['legacy']);
  });

  it('draw a seeded objection drill from a built-in trial, weighted to a focus ground', async () => {
    type Drill = { seed: number; packId: string; timeLimitSeconds: number; weights: Record<string, number>; items: { defect: string | null; question: string }[] };
    const first = await call<Drill>('drills.objection', { seed: 5, focus: 'hearsay', length: 20 });
    expect(await call<Drill>('drills.objection', { seed: 5, focus: 'hearsay', length: 20 })).toEqual(first);
    expect(first).toMatchObject({ seed: 5, packId: 'state-v-avery', timeLimitSeconds: 10, weights: { hearsay: 8, leading: 2 } });
    expect(first.items).toHaveLength(20);
    // Evenly weighted, 14 defective questions over 9 grounds would hold about 1.6 hearsay ones.
    expect(first.items.filter((item) => item.defect === 'hearsay').length).toBeGreaterThanOrEqual(4);
    await expect(call('drills.objection', { packId: 'vega-notice-to-quit' })).rejects.toThrow('is not a trial');
  });

  it('draw a seeded form drill and check a rewrite with the classifier', async () => {
    const drill = await call<{ seed: number; items: { leading: string; example: string }[] }>('drills.form', { seed: 2 });
    expect(drill.items).toHaveLength(6);
    const first = drill.items[0]!;
    expect(await call('drills.checkForm', { leading: first.leading, rewrite: first.example })).toEqual({ ok: true, problems: [] });
    expect(await call('drills.checkForm', { leading: first.leading, rewrite: first.leading })).toMatchObject({ ok: false });
  });

  it('draw a seeded impeachment drill and check the three questions against the rebuilt item', async () => {
    type Impeachment = { seed: number; packId: string; items: { id: string; witness: string; examples: Record<'commit' | 'credit' | 'confront', string> }[] };
    const drill = await call<Impeachment>('drills.impeachment', { seed: 4, packId: 'kestrel-v-northgate' });
    expect(drill.items.map((item) => item.id)).toEqual(['i1', 'i2', 'i3']);
    expect(drill.items[0]!.witness).toBe('Tomás Ferreira');
    const last = drill.items[2]!;
    const checks = await call<{ checks: { ok: boolean }[] }>('drills.checkImpeachment', { seed: 4, packId: drill.packId, itemId: last.id, questions: [last.examples.commit, last.examples.credit, last.examples.confront] });
    expect(checks.checks.map((check) => check.ok)).toEqual([true, true, true]);
    const swapped = await call<{ checks: { ok: boolean }[] }>('drills.checkImpeachment', { seed: 4, packId: drill.packId, itemId: last.id, questions: [last.examples.confront, last.examples.credit, last.examples.commit] });
    expect(swapped.checks.map((check) => check.ok)).toEqual([false, true, false]);
    await expect(call('drills.checkImpeachment', { seed: 4, packId: drill.packId, itemId: 'i99', questions: ['', '', ''] })).rejects.toThrow('has no item i99');
  });
});

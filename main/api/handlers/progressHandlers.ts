import { randomUUID } from 'node:crypto';
import { generateSigningKey, loadPrivateKey, publicKeyClaims, signBytes, verifySignedBytes } from '../../packs/packSigning';
import type { progressProcedures } from '../../../shared/contract/procedures/progress';
import type { PackLibrary } from '../../packs';
import { buildFormDrill, buildImpeachmentDrill, buildObjectionDrill, checkImpeachment, checkOpenRewrite, drillVocabulary, weakGroundWeights } from '../../drills';
import { adaptiveSettings, buildClassView, buildSkillsProfile, readProgressFile, readSessionLogs, scenarioTargets, writeProgressFile } from '../../progress';
import {
  activeProfile,
  buildTranscript,
  createProfile,
  deleteSetting,
  getSetting,
  setSetting,
  exportProfile,
  getProfile,
  listProfiles,
  listSessions,
  profileSessionIds,
  removeProfile,
  selectProfile,
  transcriptFileName,
  visibleSessions,
  type WorkspaceHost,
  type WritableDB,
} from '../../store';
import { BadInputError, NotFoundError } from '../../../shared/errors';
import type { HandlersFor } from '../ApiHandlers';
import { notesKey } from './consultationHandlers';

export interface ProgressServices {
  workspace: WorkspaceHost;
  packs: PackLibrary;
}

/** Where a profile's own signing key for progress files is kept; made on its first export. */
const studentKeyName = (profileId: string | null) => `progress.studentKey.${profileId ?? 'guest'}`;

function studentKey(db: WritableDB, profileId: string | null) {
  const stored = getSetting(db, studentKeyName(profileId));
  if (typeof stored === 'string') return loadPrivateKey(stored);
  const made = generateSigningKey();
  setSetting(db, studentKeyName(profileId), made.privateKeyPem);
  return loadPrivateKey(made.privateKeyPem);
}

/** The drill's default pack: a built-in trial with hearsay and identification traps. */
const DEFAULT_DRILL_PACK = 'state-v-avery';
/** Seconds the student has to object to each drill question. */
export const DRILL_TIME_LIMIT_SECONDS = 10;
/** A focused drill weighs its ground this many times more than the others. */
const FOCUS_WEIGHT = 8;

export function createProgressHandlers(services: ProgressServices): HandlersFor<keyof typeof progressProcedures> {
  const { workspace, packs } = services;
  async function skills() {
    const db = workspace.reader();
    await packs.ensureBuiltins();
    const sessions = visibleSessions(db, listSessions(db));
    return buildSkillsProfile(readSessionLogs(db, sessions, (packId) => scenarioTargets(packs.getScenario(packId))));
  }
  async function trialPack(packId: string | undefined) {
    await packs.ensureBuiltins();
    const id = packId ?? DEFAULT_DRILL_PACK;
    const scenario = packs.getScenario(id);
    if (scenario.kind !== 'trial') throw new BadInputError(`The pack "${id}" is not a trial.`, 'packId');
    return { id, scenario };
  }
  return {
    'profiles.list': async () => {
      const db = workspace.reader();
      return { profiles: listProfiles(db), active: activeProfile(db) };
    },
    // Creating a profile also chooses it: the student who typed their name is the one at the keyboard.
    'profiles.create': async ({ name }) => {
      const db = workspace.writer();
      const profile = db.transaction(() => {
        const made = createProfile(db, name, randomUUID());
        selectProfile(db, made.id);
        return made;
      })();
      return { profile };
    },
    'profiles.select': async ({ profileId }) => ({ active: selectProfile(workspace.writer(), profileId) }),
    'profiles.remove': async ({ profileId }) => {
      const db = workspace.writer();
      const sessionIds = profileSessionIds(db, profileId);
      const removed = db.transaction(() => {
        // A consultation's notes live in settings; they go with their session.
        for (const sessionId of sessionIds) deleteSetting(db, notesKey(sessionId));
        deleteSetting(db, studentKeyName(profileId));
        return removeProfile(db, profileId);
      })();
      return { removed, sessionsRemoved: removed ? sessionIds.size : 0 };
    },
    'profiles.export': async ({ profileId }) => {
      const db = workspace.reader();
      const profile = getProfile(db, profileId);
      if (!profile) throw new NotFoundError(`There is no profile ${profileId}.`, 'profileId');
      const text = exportProfile(db, profileId, (ids) => [...ids].sort().map((id) => buildTranscript(db, id)));
      return { fileName: transcriptFileName(`moot-profile-${profile.name}`, 'json'), text };
    },
    'progress.skills': async () => {
      const profile = await skills();
      return { profile: activeProfile(workspace.reader()), ...profile, adaptive: adaptiveSettings(profile.skills) };
    },
    'progress.export': async ({ includeTranscripts }) => {
      const db = workspace.writer();
      const profile = activeProfile(db);
      const sessions = visibleSessions(db, listSessions(db));
      const { skills: skillList, weakest, sessionCount } = await skills();
      const key = studentKey(db, profile?.id ?? null);
      const claims = publicKeyClaims(key);
      const text = writeProgressFile(
        {
          student: { name: profile?.name ?? 'Guest', profileId: profile?.id ?? null },
          exportedAt: new Date().toISOString(),
          sessionCount,
          skills: skillList,
          weakest,
          sessions: sessions.map(({ id, kind, packId, title, createdAt, eventCount }) => ({ id, kind, packId, title, createdAt, eventCount })),
          ...(includeTranscripts ? { transcripts: sessions.map((session) => buildTranscript(db, session.id)) } : {}),
        },
        (message) => ({ ...claims, signature: signBytes(message, key) }),
      );
      return { fileName: transcriptFileName(`moot-progress-${profile?.name ?? 'guest'}`, 'json'), text, fingerprint: claims.fingerprint };
    },
    // Each file is read on its own: one bad file is named in `problems` and the others still show.
    'progress.classView': async ({ files }) => {
      const read = [];
      const problems = [];
      for (const { fileName, text } of files) {
        try {
          read.push({ fileName, ...readProgressFile(text, fileName, verifySignedBytes) });
        } catch (error) {
          problems.push({ fileName, message: error instanceof Error ? error.message : String(error) });
        }
      }
      return buildClassView(read, problems);
    },
    'drills.objection': async ({ seed, packId, length, focus }) => {
      const { id, scenario } = await trialPack(packId);
      const weights = focus ? { ...weakGroundWeights([]), [focus]: FOCUS_WEIGHT } : weakGroundWeights((await skills()).skills);
      const drillSeed = seed ?? Math.floor(Math.random() * 2 ** 31);
      const items = buildObjectionDrill(drillVocabulary(scenario), { seed: drillSeed, weights, ...(length === undefined ? {} : { length }) });
      return { seed: drillSeed, packId: id, timeLimitSeconds: DRILL_TIME_LIMIT_SECONDS, weights, items };
    },
    'drills.form': async ({ seed, packId }) => {
      const { scenario } = await trialPack(packId);
      const drillSeed = seed ?? Math.floor(Math.random() * 2 ** 31);
      return { seed: drillSeed, items: buildFormDrill(drillVocabulary(scenario), { seed: drillSeed }) };
    },
    'drills.checkForm': async ({ leading, rewrite }) => checkOpenRewrite(leading, rewrite),
    'drills.impeachment': async ({ seed, packId, length }) => {
      const { id, scenario } = await trialPack(packId);
      const drillSeed = seed ?? Math.floor(Math.random() * 2 ** 31);
      const items = buildImpeachmentDrill(scenario, { seed: drillSeed, ...(length === undefined ? {} : { length }) });
      return { seed: drillSeed, packId: id, items: items.map(({ distinguishing: _, ...item }) => item) };
    },
    // The drill is rebuilt from its seed, so the check rests on the pack, not on what the renderer sends back.
    'drills.checkImpeachment': async ({ seed, packId, itemId, questions }) => {
      const { scenario } = await trialPack(packId);
      const item = buildImpeachmentDrill(scenario, { seed, length: 10 }).find((candidate) => candidate.id === itemId);
      if (!item) throw new NotFoundError(`The impeachment drill of seed ${seed} has no item ${itemId}.`, 'itemId');
      return { checks: checkImpeachment(item, questions) };
    },
  };
}

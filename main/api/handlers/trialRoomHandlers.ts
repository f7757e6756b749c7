import type { trialRoomProcedures } from '../../../shared/contract/procedures/trialRoom';
import type { TrialBrief } from '../../../shared/contract/schemas/trialRoom';
import { fromStoredEvent, Side, type SessionEvent } from '../../../shared/domain';
import { BadInputError, NotFoundError } from '../../../shared/errors';
import type { TrialScenario } from '../../../shared/scenario';
import type { PackLibrary } from '../../packs';
import { buildSessionReport } from '../../scoring';
import { getSession, iterateEvents, type WorkspaceHost } from '../../store';
import { DEDUP_THRESHOLD, findDuplicate, foldTestimony, TopicIndex } from '../../trial';
import type { HandlersFor } from '../ApiHandlers';

export interface TrialRoomServices {
  workspace: WorkspaceHost;
  packs: PackLibrary;
}

/** A draft this close to an earlier question is worth a warning, before counsel's dedup would block it. */
const WARN_THRESHOLD = 0.7;

interface StoredTrial {
  packId: string;
  playerSide: Side;
  seed: number;
  /** Whether the session opted into adaptive dials that hide the elicit checklist; null: no adaptive dials (and sessions before them). */
  hideElicitChecklist: boolean | null;
  scenario: TrialScenario;
  events: SessionEvent[];
}

/** The trial room's read side: everything here is a fold over the stored log, never the live session. */
export function createTrialRoomHandlers(services: TrialRoomServices): HandlersFor<keyof typeof trialRoomProcedures> {
  const { workspace, packs } = services;

  async function load(sessionId: string): Promise<StoredTrial> {
    const db = workspace.reader();
    const session = getSession(db, sessionId);
    if (!session || session.kind !== 'trial' || !session.packId) throw new NotFoundError(`There is no trial session ${sessionId}.`, 'sessionId');
    const meta = (session.meta ?? {}) as { playerSide?: unknown; seed?: unknown; adaptive?: { hideElicitChecklist?: unknown } | null };
    const playerSide = Side.safeParse(meta.playerSide);
    if (!playerSide.success) throw new BadInputError(`The trial session ${sessionId} does not record the player's side.`, 'meta.playerSide');
    await packs.ensureBuiltins();
    const scenario = packs.getScenario(session.packId);
    if (scenario.kind !== 'trial') throw new BadInputError(`The pack "${session.packId}" is not a trial.`, 'packId');
    const events = [...iterateEvents(db, sessionId)].map(fromStoredEvent);
    const hideElicitChecklist = typeof meta.adaptive?.hideElicitChecklist === 'boolean' ? meta.adaptive.hideElicitChecklist : null;
    return { packId: session.packId, playerSide: playerSide.data, seed: typeof meta.seed === 'number' ? meta.seed : 0, hideElicitChecklist, scenario, events };
  }

  function briefOf(sessionId: string, trial: StoredTrial): TrialBrief {
    const { scenario, playerSide } = trial;
    // The sign of an elicit's weight says which side it helps: the student sees only their own.
    const ours = (weight: number) => (playerSide === 'plaintiff' ? weight > 0 : weight < 0);
    return {
      sessionId,
      packId: trial.packId,
      title: scenario.metadata.title,
      playerSide,
      caseType: scenario.caseType,
      seed: trial.seed,
      difficulty: scenario.metadata.difficulty,
      hideElicitChecklist: trial.hideElicitChecklist ?? scenario.metadata.difficulty === 'advanced',
      caseTheory: scenario.caseTheories[playerSide],
      stipulations: scenario.stipulations,
      specialInstructions: scenario.specialInstructions,
      witnesses: scenario.witnesses.map((w) => ({ id: w.id, name: w.name, side: w.side, role: w.role, affidavit: w.affidavit, isExpert: w.isExpert ?? false })),
      elicits: scenario.elicits
        .filter((e) => ours(e.weight))
        .map((e) => ({ id: e.id, label: e.label, weight: e.weight, category: e.category, witnessId: e.witnessId ?? null })),
    };
  }

  return {
    'trialRoom.brief': async ({ sessionId }) => briefOf(sessionId, await load(sessionId)),
    'trialRoom.log': async ({ sessionId }) => ({ events: (await load(sessionId)).events }),
    'trialRoom.checkDuplicate': async ({ sessionId, question }) => {
      const trial = await load(sessionId);
      const state = foldTestimony(trial.events);
      if (!state.witnessId || !question.trim()) return { duplicate: null };
      const topics = new TopicIndex(trial.scenario.elicits).topicsOf(question);
      const found = findDuplicate(state.witnesses.get(state.witnessId), question, topics, 'player', WARN_THRESHOLD);
      if (!found) return { duplicate: null };
      const earlier = state.questions.get(found.questionId);
      return { duplicate: { questionId: found.questionId, text: earlier?.text ?? '', similarity: found.similarity, wouldBlock: found.similarity >= DEDUP_THRESHOLD } };
    },
    'trialRoom.report': async ({ sessionId }) => {
      const trial = await load(sessionId);
      const brief = briefOf(sessionId, trial);
      const report = buildSessionReport(trial.events, trial.scenario.elicits);
      // Until the session ends, the other side's unestablished targets stay hidden.
      const ended = trial.events.some((event) => event.type === 'SessionEnded');
      const mine = new Set(brief.elicits.map((e) => e.id));
      if (!ended) report.elicits = report.elicits.filter((e) => mine.has(e.elicitId) || e.established);
      return { brief, events: trial.events, report };
    },
  };
}

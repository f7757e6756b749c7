import { fromStoredEvent, toStoredEvent, type SessionEvent } from '../../shared/domain';
import type { TrialScenario } from '../../shared/scenario';
import { appendEvents, createSession, readEvents, type WritableDB } from '../../main/store';
import { StoreEventSink, TrialSession } from '../../main/trial';
import type { PackSource } from '../../main/evaluation';
import { builtinTrialScenarios, questionsFromSentence } from '../unit/trial/fixtures/builtinScenarios';
import { housingConsultation, EMPATHETIC_OPEN_SCRIPT } from './consultationFixture';
import { makeConsultation } from './consultationRig';
import { createConsultationSession, scoreAdvice, toConsultationEvent } from '../../main/consultation';
import type { ConsultationEvent } from '../../shared/domain/consultationEvents';

export const EVAL_PACK = 'state-v-avery';
export const EVAL_WITNESS = 'mei-lin-zhao';

export function evalScenario(): TrialScenario {
  return builtinTrialScenarios().find((entry) => entry.id === EVAL_PACK)!.scenario;
}

/** The pack id of the housing consultation fixture in `builtinPackSource`. */
export const EVAL_CONSULTATION_PACK = 'housing-fixture';

/** The built-in trial scenarios and the housing consultation as a pack source; `confidential` marks every pack so. */
export function builtinPackSource(confidential = false): PackSource {
  const scenarios = new Map(builtinTrialScenarios().map((entry) => [entry.id, entry.scenario]));
  return {
    trialScenario: async (packId) => scenarios.get(packId)!,
    consultationScenario: async (packId) => {
      if (packId !== EVAL_CONSULTATION_PACK) throw new Error(`No consultation pack ${packId} in the test source.`);
      return housingConsultation();
    },
    isConfidential: () => confidential,
  };
}

/**
 * Plays a rules-cast session of about `turns` turns on State v. Avery and stores it: open and
 * leading questions (counsel objects to the leading ones), examinations ended in turn so counsel
 * crosses, and the player objecting to every other counsel question.
 */
export async function playStoredTrial(db: WritableDB, sessionId: string, turns: number, seed = 3): Promise<void> {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === EVAL_PACK)!;
  createSession(db, { id: sessionId, kind: 'trial', packId: EVAL_PACK, title: 'State v. Avery', meta: { playerSide: 'plaintiff', seed, agentConfig: {} } });
  const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed, sink: new StoreEventSink(db, sessionId) });
  const drain = async (flow: AsyncGenerator<SessionEvent>) => {
    for await (const _ of flow) void _;
  };
  await drain(session.start());
  let asked = 0;
  let responses = 0;
  while (session.awaiting !== 'ended' && session.state.turn < turns) {
    const awaiting = session.awaiting;
    if (awaiting === 'opposing_counsel') await drain(session.handleOCAExaminationTurn());
    else if (awaiting === 'player_response') await drain(session.handlePlayerObjection(responses++ % 2 === 0 ? 'speculation' : null));
    else if (awaiting === 'player_question') {
      const witnessId = session.state.witnessId!;
      const base = session.context.affidavit(witnessId).sentences.flatMap(questionsFromSentence);
      if (asked > 0 && asked % 8 === 0) {
        asked++;
        await drain(session.endExamination());
        continue;
      }
      const open = base[asked % Math.max(1, base.length)] ?? 'What happened next?';
      const question = asked % 3 === 1 ? `Isn't it true that you saw the ${open.split(' ').at(-1)!.replace('?', '')} ${asked}?` : `${open.replace(/\?$/, '')}, as to detail ${asked}?`;
      asked++;
      await drain(session.handleTurn(question));
    } else break;
  }
}

/** An answer no affidavit holds. */
export const INVENTED_ANSWER = 'A purple helicopter landed on the bank roof and the pilot waved a green flag at me.';

/**
 * Copies a stored session with planted faults: every other witness answer replaced by an
 * invented one, and every ruling reversed (its reason re-worded to match, the rule kept), so
 * only faithfulness and ruling correctness should fall.
 */
export function plantFaults(db: WritableDB, fromSessionId: string, toSessionId: string): { answers: number; rulings: number } {
  const events = readEvents(db, fromSessionId).map(fromStoredEvent);
  createSession(db, { id: toSessionId, kind: 'trial', packId: EVAL_PACK, title: 'State v. Avery (faulty)', meta: { playerSide: 'plaintiff', seed: 3, agentConfig: {} } });
  let answers = 0;
  let rulings = 0;
  const faulty = events.map((event): SessionEvent => {
    if (event.type === 'AnswerGiven' && answers++ % 2 === 0) return { ...event, text: INVENTED_ANSWER, sources: [] };
    if (event.type === 'RulingMade') {
      rulings++;
      const ruling = event.ruling === 'sustained' ? 'overruled' : 'sustained';
      return { ...event, ruling, reason: `${ruling === 'sustained' ? 'Sustained.' : 'Overruled.'} So ruled under ${event.rule}.` };
    }
    return event;
  });
  appendEvents(db, toSessionId, faulty.map(toStoredEvent));
  return { answers: Math.ceil(answers / 2), rulings };
}

/**
 * Plays a rules-cast consultation on the housing fixture and stores it: the empathetic script,
 * then advice, so its log holds client answers (hidden facts among them) and the advice marking.
 */
export async function playStoredConsultation(db: WritableDB, sessionId: string, seed = 7): Promise<void> {
  const log = createConsultationSession(db, { id: sessionId, packId: EVAL_CONSULTATION_PACK, title: 'Okafor: notice to leave', meta: {} });
  const { session } = makeConsultation({ log, preset: 'easy', seed });
  const drain = async (flow: AsyncGenerator<unknown>) => {
    for await (const _ of flow) void _;
  };
  await drain(session.begin());
  for (const question of EMPATHETIC_OPEN_SCRIPT) {
    if (session.state.ended) break;
    await drain(session.ask(question));
  }
  await drain(session.giveAdvice(CONSULTATION_ADVICE));
}

export const CONSULTATION_ADVICE =
  'You are an assured shorthold tenant. The section 21 notice may be invalid because your deposit was not protected. Do not leave before a court order, and agree a plan for the arrears.';

/** A hidden fact, locked until the student asks who lives in the flat (the script's last question). */
export const LOCKED_FACT_TEXT = 'My cousin Tomasz has been sleeping in the box room since April and gives me something towards the bills.';

/**
 * Copies a stored consultation with planted faults: answers at even places up to the eighth tell
 * a locked fact (a disclosure fault, but a fact of the client's), answers at odd places are
 * invented (not a fact of the client's, but nothing locked), and the advice marking is replaced by
 * a model's marking that gives each item the far end of the scale from what the advice covers.
 */
export function plantConsultationFaults(db: WritableDB, fromSessionId: string, toSessionId: string): { locked: number; invented: number } {
  const events = readEvents(db, fromSessionId).map(toConsultationEvent);
  const log = createConsultationSession(db, { id: toSessionId, packId: EVAL_CONSULTATION_PACK, title: 'Okafor (faulty)', meta: {} });
  let answers = 0;
  let locked = 0;
  let invented = 0;
  const faulty = events.map((event): ConsultationEvent => {
    if (event.type === 'ClientSpoke') {
      const index = answers++;
      if (index % 2 === 1) {
        invented++;
        return { ...event, text: INVENTED_ANSWER, disclosedFactIds: [] };
      }
      if (index <= 8) {
        locked++;
        return { ...event, text: LOCKED_FACT_TEXT };
      }
    }
    if (event.type === 'AdviceScored') {
      const keyword = scoreAdvice(housingConsultation().rubric, CONSULTATION_ADVICE, CONSULTATION_ADVICE).items;
      // The far end of the scale from the keyword marking: "10 - score" is no contrary marking of a score near 5.
      return { ...event, method: 'llm-judge', approximate: false, items: keyword.map((item) => ({ ...item, score: item.score >= 5 ? 0 : 10 })) };
    }
    return event;
  });
  log.append(faulty);
  return { locked, invented };
}

import { fromStoredEvent, OBJECTION_CATALOGUE, opposingSide, type ExaminationType, type SessionEvent } from '../../shared/domain';
import type { StoredEvent } from '../store';
import {
  applyEvent,
  buildJudgeProjection,
  buildOpposingCounselProjection,
  buildWitnessProjection,
  emptyTestimonyState,
  ObjectionClassifier,
  counselExaminationTurnText,
  counselObjectionTurnText,
  judgeTurnText,
  witnessTurnText,
  RulesJudge,
  rulingMomentOf,
  ScenarioContext,
  type JudgeConfig,
  type TestimonyState,
  type TrialScenarioSpec,
} from '../trial';
import { classificationContextFor } from '../trial/classificationContextFor';
import { caseIdOf, type EvalCase } from './EvalCase';

/** A stored trial session, as the case fold reads it. */
export interface StoredTrialSession {
  sessionId: string;
  packId: string;
  confidential: boolean;
  spec: TrialScenarioSpec;
  /** The judge's dials the session was played with. */
  judgeConfig: JudgeConfig;
  events: readonly StoredEvent[];
}

/**
 * Builds a session's evaluation cases by one fold over its stored log: for each agent turn, the
 * projection the agent saw (rebuilt from the testimony state just before it), its output, and
 * its reference. No agent is re-run; the rules judge is asked only for its reference ruling.
 */
export function buildTrialCases(session: StoredTrialSession): EvalCase[] {
  const context = new ScenarioContext(session.spec);
  const classifier = new ObjectionClassifier();
  const referenceJudge = new RulesJudge(session.judgeConfig);
  const state: TestimonyState = emptyTestimonyState();
  const cases: EvalCase[] = [];
  const base = { sessionId: session.sessionId, packId: session.packId, confidential: session.confidential };

  for (const stored of session.events) {
    const event = fromStoredEvent(stored);
    const made = caseFor(event);
    if (made) cases.push({ ...base, id: caseIdOf(session.sessionId, stored.seq), eventSeq: stored.seq, ...made });
    applyEvent(state, event);
  }
  return cases;

  function caseFor(event: SessionEvent): Omit<EvalCase, 'id' | 'eventSeq' | keyof typeof base> | null {
    switch (event.type) {
      case 'AnswerGiven': {
        const question = state.questions.get(event.questionId);
        if (!question) return null;
        const witness = context.witness(event.witnessId);
        const projection = buildWitnessProjection(state, context, { witnessId: event.witnessId, examination: question.examination });
        return {
          turn: event.turn,
          agent: 'witness',
          input: witnessTurnText(projection, question.text),
          output: event.text,
          decision: { text: event.text, kind: event.kind, sources: event.sources },
          reference: { kind: 'witness-answer', witnessId: event.witnessId, question: question.text, affidavit: witness.affidavit, profile: witness.profile ?? null },
        };
      }
      case 'RulingMade': {
        const question = state.questions.get(event.questionId);
        if (!question || !question.objection) return null;
        const moment = classificationContextFor(state, context, { witnessId: question.witnessId, examination: question.examination, examiner: question.side });
        const analysis = classifier.classify(question.text, moment);
        const projection = buildJudgeProjection(state);
        const expected = referenceJudge.ruleSync({
          turn: event.turn,
          questionId: event.questionId,
          question: question.text,
          ground: event.ground,
          objectedBy: question.objection.by,
          analysis,
          projection,
          moment: rulingMomentOf(moment),
        });
        return {
          turn: event.turn,
          agent: 'judge',
          input: judgeTurnText(projection, event.ground, question.text),
          output: `${event.ruling} (${event.rule}): ${event.reason}`,
          decision: { ruling: event.ruling, ground: event.ground, rule: event.rule, reason: event.reason },
          reference: { kind: 'ruling', question: question.text, ground: event.ground, groundRule: OBJECTION_CATALOGUE[event.ground].rule, expected },
        };
      }
      case 'QuestionAsked': {
        if (event.by !== 'opposing_counsel') return null;
        return {
          turn: event.turn,
          agent: 'counsel',
          input: counselInput(event.witnessId, event.examination, null),
          output: event.text,
          decision: { done: false, question: event.text, targetElicitId: event.targetElicitId, isIntentionallyDefective: event.isIntentionallyDefective, defect: event.defect },
          reference: { kind: 'counsel-question', witnessId: event.witnessId, isIntentionallyDefective: event.isIntentionallyDefective },
        };
      }
      case 'ObjectionRaised': {
        const question = state.questions.get(event.questionId);
        if (event.by !== 'opposing_counsel' || !question) return null;
        return {
          turn: event.turn,
          agent: 'counsel',
          input: counselInput(question.witnessId, question.examination, question.text),
          output: `Objection, ${OBJECTION_CATALOGUE[event.ground].label.toLowerCase()} (${event.rule}).`,
          decision: { object: true, ground: event.ground, confidence: event.confidence, triggers: event.triggers, isIntentionallyIncorrect: event.isIntentionallyIncorrect },
          reference: { kind: 'counsel-objection', question: question.text, ground: event.ground, isIntentionallyIncorrect: event.isIntentionallyIncorrect },
        };
      }
      default:
        return null;
    }
  }

  /** Counsel's turn text: choosing a question (`studentQuestion` null), or deciding to object to the student's. */
  function counselInput(witnessId: string, examination: ExaminationType, studentQuestion: string | null): string {
    if (!state.playerSide || !state.mode) return '';
    const side = opposingSide(state.playerSide);
    const projection = buildOpposingCounselProjection(state, context, { side, mode: state.mode, witnessId, examination });
    return studentQuestion === null ? counselExaminationTurnText(projection) : counselObjectionTurnText(projection, studentQuestion);
  }
}

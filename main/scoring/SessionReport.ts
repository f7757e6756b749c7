import { ScoreReason, type Actor, type ObjectionGround, type Ruling, type SessionEvent, type Side } from '../../shared/domain';
import { buildExhibitReport, type ExhibitReport } from '../exhibits/exhibitReport';
import type { ElicitSpec } from './ElicitSpec';

/** The end-of-session report: a pure function of the event log and the scenario's elicits. */
export interface SessionReport {
  scenarioId: string | null;
  playerSide: Side | null;
  totalScore: number;
  scoreByReason: Record<ScoreReason, number>;
  witnesses: {
    witnessId: string;
    questionsByPlayer: number;
    questionsByOpposingCounsel: number;
    answered: number;
    blocked: number;
    elicitsEstablished: string[];
  }[];
  elicits: {
    elicitId: string;
    label: string;
    weight: number;
    established: boolean;
    by: Actor | null;
    witnessId: string | null;
    turn: number | null;
    points: number;
  }[];
  objections: {
    /** The player's objections to counsel's questions. */
    made: { turn: number; questionId: string; ground: ObjectionGround; ruling: Ruling | null; points: number }[];
    /** Counsel's defective questions the player let pass. */
    missed: { turn: number; questionId: string; defect: ObjectionGround | null }[];
    /** Counsel's objections to the player's questions. */
    againstPlayer: { turn: number; questionId: string; ground: ObjectionGround; ruling: Ruling | null; isIntentionallyIncorrect: boolean }[];
  };
  rebuttal: { items: number; coveredByPlayer: number; coveredByOpposingCounsel: number };
  exhibits: ExhibitReport;
  timeline: { turn: number; by: Actor; witnessId: string; question: string; answer: string | null; ruling: Ruling | null; blocked: boolean; delta: number }[];
}

const REASONS: readonly ScoreReason[] = ScoreReason.options;

export function buildSessionReport(iterable: Iterable<SessionEvent>, elicits: readonly ElicitSpec[]): SessionReport {
  const events = [...iterable];
  const report: SessionReport = {
    scenarioId: null,
    playerSide: null,
    totalScore: 0,
    scoreByReason: Object.fromEntries(REASONS.map((reason) => [reason, 0])) as Record<ScoreReason, number>,
    witnesses: [],
    elicits: elicits.map((elicit) => ({ elicitId: elicit.id, label: elicit.label, weight: elicit.weight, established: false, by: null, witnessId: null, turn: null, points: 0 })),
    objections: { made: [], missed: [], againstPlayer: [] },
    rebuttal: { items: 0, coveredByPlayer: 0, coveredByOpposingCounsel: 0 },
    exhibits: buildExhibitReport(events),
    timeline: [],
  };
  const witnessRow = (witnessId: string) => {
    let row = report.witnesses.find((entry) => entry.witnessId === witnessId);
    if (!row) report.witnesses.push((row = { witnessId, questionsByPlayer: 0, questionsByOpposingCounsel: 0, answered: 0, blocked: 0, elicitsEstablished: [] }));
    return row;
  };
  const questions = new Map<string, { by: Actor; defect: ObjectionGround | null; timeline: SessionReport['timeline'][number] }>();
  const elicitRow = new Map(report.elicits.map((row) => [row.elicitId, row]));

  for (const event of events) {
    switch (event.type) {
      case 'SessionStarted':
        report.scenarioId = event.scenarioId;
        report.playerSide = event.playerSide;
        break;
      case 'QuestionAsked': {
        const row = witnessRow(event.witnessId);
        if (event.by === 'player') row.questionsByPlayer++;
        else row.questionsByOpposingCounsel++;
        const entry = { turn: event.turn, by: event.by, witnessId: event.witnessId, question: event.text, answer: null, ruling: null, blocked: false, delta: 0 };
        report.timeline.push(entry);
        questions.set(event.questionId, { by: event.by, defect: event.defect, timeline: entry });
        break;
      }
      case 'QuestionBlocked':
        witnessRow(event.witnessId).blocked++;
        report.timeline.push({ turn: event.turn, by: event.by, witnessId: event.witnessId, question: event.text, answer: null, ruling: null, blocked: true, delta: 0 });
        break;
      case 'ObjectionRaised':
        if (event.by === 'player') report.objections.made.push({ turn: event.turn, questionId: event.questionId, ground: event.ground, ruling: null, points: 0 });
        else report.objections.againstPlayer.push({ turn: event.turn, questionId: event.questionId, ground: event.ground, ruling: null, isIntentionallyIncorrect: event.isIntentionallyIncorrect });
        break;
      case 'ObjectionWaived': {
        const question = questions.get(event.questionId);
        if (question?.defect) report.objections.missed.push({ turn: event.turn, questionId: event.questionId, defect: question.defect });
        break;
      }
      case 'RulingMade': {
        const entry = [...report.objections.made, ...report.objections.againstPlayer].find((objection) => objection.questionId === event.questionId);
        if (entry) entry.ruling = event.ruling;
        const question = questions.get(event.questionId);
        if (question) question.timeline.ruling = event.ruling;
        break;
      }
      case 'StrikeMoved':
        if (event.by === 'player') report.objections.made.push({ turn: event.turn, questionId: event.questionId, ground: 'nonresponsive', ruling: null, points: 0 });
        else report.objections.againstPlayer.push({ turn: event.turn, questionId: event.questionId, ground: 'nonresponsive', ruling: null, isIntentionallyIncorrect: false });
        break;
      case 'StrikeRuled': {
        const entry = [...report.objections.made, ...report.objections.againstPlayer].find((objection) => objection.questionId === event.questionId && objection.ground === 'nonresponsive');
        if (entry) entry.ruling = event.ruling;
        if (event.ruling !== 'sustained') break;
        const question = questions.get(event.questionId);
        if (question?.timeline.answer) question.timeline.answer = `${question.timeline.answer} [struck]`;
        for (const elicitId of event.withdrawnElicits) {
          const row = elicitRow.get(elicitId);
          if (row) Object.assign(row, { established: false, by: null, witnessId: null, turn: null });
          for (const witness of report.witnesses) witness.elicitsEstablished = witness.elicitsEstablished.filter((id) => id !== elicitId);
        }
        break;
      }
      case 'AnswerGiven': {
        witnessRow(event.witnessId).answered++;
        const question = questions.get(event.questionId);
        if (question) question.timeline.answer = event.text;
        break;
      }
      case 'ElicitEstablished': {
        const row = elicitRow.get(event.elicitId);
        if (row && !row.established) Object.assign(row, { established: true, by: event.by, witnessId: event.witnessId, turn: event.turn });
        witnessRow(event.witnessId).elicitsEstablished.push(event.elicitId);
        break;
      }
      case 'ScoreChanged': {
        report.totalScore = event.total;
        report.scoreByReason[event.reason] += event.delta;
        if (event.elicitId) {
          const row = elicitRow.get(event.elicitId);
          if (row) row.points += event.delta;
        }
        const question = event.questionId ? questions.get(event.questionId) : undefined;
        if (question) question.timeline.delta += event.delta;
        // The latest objection on the question (a motion to strike comes after any objection to the question).
        const made = report.objections.made.findLast((objection) => objection.questionId === event.questionId);
        if (made && event.reason !== 'elicit' && event.reason !== 'rebuttal_coverage') made.points += event.delta;
        break;
      }
      case 'CrossOutlineBuilt':
        report.rebuttal.items += event.items.length;
        break;
      case 'RebuttalItemCovered':
        if (event.by === 'player') report.rebuttal.coveredByPlayer++;
        else report.rebuttal.coveredByOpposingCounsel++;
        break;
      default:
        break;
    }
  }
  return report;
}

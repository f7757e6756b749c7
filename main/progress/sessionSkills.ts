import type { ExaminationType, ObjectionGround, SessionEvent, Side } from '../../shared/domain';
import type { ConsultationEvent } from '../../shared/domain/consultationEvents';
import type { StoredEvent } from '../store/sessionFold';
import { ObjectionClassifier, type ClassificationContext } from '../trial/ObjectionClassifier';
import { caughtSkillId } from './skillCatalogue';

/** One stored session and what its scenario says it could have achieved. */
export interface SessionLog {
  sessionId: string;
  kind: 'trial' | 'consultation';
  title: string;
  createdAt: string;
  events: readonly StoredEvent[];
  /** The trial's elicits (signed weights: + the plaintiff's, - the defense's); absent when unknown. */
  elicits?: readonly { id: string; weight: number }[];
  /** The consultation's client facts; absent when unknown. */
  facts?: readonly { id: string; weight: number }[];
}

/** A skill's observations in one session: a share is num/den, a mean is sum/count. */
export interface Tally {
  num: number;
  den: number;
  /** Named sub-counts (caught, missed, wrongly named…). */
  counts: Record<string, number>;
}

export interface SessionSkills {
  sessionId: string;
  title: string;
  kind: SessionLog['kind'];
  at: string;
  tallies: Record<string, Tally>;
}

/** A gap longer than this is a pause (a break, a closed laptop), not time spent on a question. */
export const MAX_SECONDS_PER_QUESTION = 300;
/** Advice given before this share of the client's facts (by weight) is premature. */
export const TIMELY_ADVICE_SHARE = 0.5;

const classifier = new ObjectionClassifier();
const FORM_GROUNDS: readonly ObjectionGround[] = ['leading', 'compound', 'argumentative'];

// Form is judged from the question's words alone: no case vocabulary, so only the pattern grounds count.
function formContext(examination: ExaminationType): ClassificationContext {
  return {
    examination,
    hostileWitness: false,
    isExpert: false,
    scopeWords: null,
    answeredQuestions: [],
    evidenceWords: new Set(),
    caseVocabulary: new Set(),
    knowledgeBoundaries: [],
  };
}

/** Which form grounds a question's words show, whether or not the examination makes them proper. */
export function questionForm(text: string, examination: ExaminationType): Set<ObjectionGround> {
  const analysis = classifier.classify(text, formContext(examination));
  const grounds = [...analysis.findings.map((finding) => finding.ground), ...analysis.excused.map((entry) => entry.ground)];
  return new Set(grounds.filter((ground) => FORM_GROUNDS.includes(ground)));
}

class Tallies {
  readonly byId: Record<string, Tally> = {};
  add(id: string, num: number, den: number, counts: Record<string, number> = {}): void {
    const tally = (this.byId[id] ??= { num: 0, den: 0, counts: {} });
    tally.num += num;
    tally.den += den;
    for (const [name, n] of Object.entries(counts)) tally.counts[name] = (tally.counts[name] ?? 0) + n;
  }
}

const seconds = (from: string, to: string) => Math.min(MAX_SECONDS_PER_QUESTION, Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000));
// Stored rows were validated when written; re-parsing every event would dominate the fold's time.
const asEvent = <T>(stored: StoredEvent) => ({ ...(stored.payload as object), type: stored.type }) as T;

function trialTallies(log: SessionLog, tallies: Tallies): void {
  let side: Side | null = null;
  let previousAt: string | null = null;
  const defects = new Map<string, ObjectionGround>();
  const objections = new Map<string, ObjectionGround>();
  const sustained = new Set<string>();
  const established = new Set<string>();
  const outline = new Map<string, number>();
  const covered = new Set<string>();
  for (const stored of log.events) {
    const event = asEvent<SessionEvent>(stored);
    switch (event.type) {
      case 'SessionStarted':
        side = event.playerSide;
        break;
      case 'QuestionAsked':
        if (event.by === 'opposing_counsel' && event.isIntentionallyDefective && event.defect) defects.set(event.questionId, event.defect);
        if (event.by === 'player') {
          const form = questionForm(event.text, event.examination);
          const single = !form.has('compound') && !form.has('argumentative');
          tallies.add('form.single', single ? 1 : 0, 1, { compound: form.has('compound') ? 1 : 0, argumentative: form.has('argumentative') ? 1 : 0 });
          if (event.examination === 'direct' || event.examination === 'redirect') tallies.add('form.direct.open', form.size === 0 ? 1 : 0, 1, { leading: form.has('leading') ? 1 : 0 });
          else tallies.add('form.cross.leading', form.has('leading') ? 1 : 0, 1);
          if (previousAt) tallies.add('pace.secondsPerQuestion', seconds(previousAt, stored.at), 1);
        }
        break;
      case 'ObjectionRaised':
        if (event.by === 'player') objections.set(event.questionId, event.ground);
        break;
      case 'RulingMade':
        if (event.ruling === 'sustained') sustained.add(event.questionId);
        break;
      case 'ElicitEstablished':
        if (event.by === 'player') established.add(event.elicitId);
        break;
      case 'CrossOutlineBuilt':
        outline.set(event.witnessId, event.items.length);
        break;
      case 'RebuttalItemCovered':
        if (event.by === 'player') covered.add(event.itemId);
        break;
      default:
        break;
    }
    previousAt = stored.at;
  }
  for (const [questionId, defect] of defects) {
    const named = objections.get(questionId);
    const outcome = named === undefined ? 'missed' : named === defect ? 'caught' : 'wronglyNamed';
    tallies.add(caughtSkillId(defect), outcome === 'caught' ? 1 : 0, 1, { caught: 0, missed: 0, wronglyNamed: 0, [outcome]: 1 });
  }
  for (const questionId of objections.keys()) {
    const founded = defects.has(questionId) || sustained.has(questionId);
    tallies.add('objection.founded', founded ? 1 : 0, 1, { baseless: founded ? 0 : 1 });
  }
  const ours = (log.elicits ?? []).filter((elicit) => (side === 'plaintiff' ? elicit.weight > 0 : side === 'defense' ? elicit.weight < 0 : false));
  if (ours.length > 0) {
    const got = ours.filter((elicit) => established.has(elicit.id));
    tallies.add('elicits.share', got.length, ours.length);
    const weight = (list: typeof ours) => list.reduce((sum, elicit) => sum + Math.abs(elicit.weight), 0);
    tallies.add('elicits.weight', weight(got), weight(ours));
  }
  const items = [...outline.values()].reduce((sum, n) => sum + n, 0);
  if (items > 0) tallies.add('cross.coverage', Math.min(covered.size, items), items);
}

function consultationTallies(log: SessionLog, tallies: Tallies): void {
  const totalWeight = (log.facts ?? []).reduce((sum, fact) => sum + fact.weight, 0);
  const uncovered = new Map<string, number>();
  let trust: number | null = null;
  let dimensions: Extract<ConsultationEvent, { type: 'AdviceScored' }>['dimensions'] | null = null;
  const uncoveredWeight = () => [...uncovered.values()].reduce((sum, weight) => sum + weight, 0);
  for (const stored of log.events) {
    const event = asEvent<ConsultationEvent>(stored);
    switch (event.type) {
      case 'ConsultationStarted':
        trust = event.initialTrust;
        break;
      case 'StudentAsked':
        tallies.add('consultation.plainLanguage', event.analysis.jargon.length === 0 ? 1 : 0, 1, { jargon: event.analysis.jargon.length > 0 ? 1 : 0 });
        break;
      case 'TrustChanged':
        trust = event.trust;
        break;
      case 'FactUncovered':
        uncovered.set(event.factId, event.weight);
        break;
      case 'AdviceGiven':
        if (totalWeight > 0) {
          const timely = uncoveredWeight() >= TIMELY_ADVICE_SHARE * totalWeight;
          tallies.add('consultation.timelyAdvice', timely ? 1 : 0, 1, { premature: timely ? 0 : 1 });
        }
        break;
      case 'AdviceScored':
        dimensions = event.dimensions;
        break;
      default:
        break;
    }
  }
  if (totalWeight > 0) tallies.add('consultation.facts', Math.min(uncoveredWeight(), totalWeight), totalWeight);
  if (trust !== null) tallies.add('consultation.trust', trust, 1);
  if (dimensions) {
    for (const [name, score] of Object.entries(dimensions) as [string, number | null][]) {
      if (score !== null) tallies.add(`consultation.advice.${name}`, score / 10, 1);
    }
  }
}

/** What one session says about each skill: a pure function of its log. */
export function sessionSkills(log: SessionLog): SessionSkills {
  const tallies = new Tallies();
  if (log.kind === 'trial') trialTallies(log, tallies);
  else consultationTallies(log, tallies);
  return { sessionId: log.sessionId, title: log.title, kind: log.kind, at: log.createdAt, tallies: tallies.byId };
}

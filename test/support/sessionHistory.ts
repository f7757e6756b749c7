import type { ExaminationType, ObjectionGround, Side } from '../../shared/domain';
import { OBJECTION_GROUNDS } from '../../shared/domain';
import type { SessionLog } from '../../main/progress';
import type { StoredEvent } from '../../main/store';
import { seededRandom } from './storeFixtures';

/**
 * Builds a trial's stored log step by step, with a clock the test controls, so a history's skill
 * figures are known exactly.
 */
export class TrialLogBuilder {
  private readonly events: StoredEvent[] = [];
  private clock: number;
  private turn = 0;
  private questions = 0;

  constructor(
    readonly sessionId: string,
    readonly createdAt: string,
    side: Side = 'plaintiff',
  ) {
    this.clock = Date.parse(createdAt);
    this.push('SessionStarted', { scenarioId: 'scenario', scenarioTitle: 'State v. Doe', playerSide: side, seed: 1, cast: 'rules' });
  }

  private push(type: string, payload: object, afterSeconds = 0): void {
    this.clock += afterSeconds * 1000;
    this.events.push({ sessionId: this.sessionId, seq: this.events.length + 1, type, payload, at: new Date(this.clock).toISOString() });
  }

  /** The player asks; `afterSeconds` is the time since the last event. */
  ask(text: string, examination: ExaminationType = 'direct', afterSeconds = 10): string {
    const questionId = `q${++this.questions}`;
    this.push(
      'QuestionAsked',
      { turn: ++this.turn, questionId, witnessId: 'w1', examination, by: 'player', side: 'plaintiff', text, topics: [], isIntentionallyDefective: false, defect: null, targetElicitId: null },
      afterSeconds,
    );
    this.push('AnswerGiven', { turn: this.turn, questionId, witnessId: 'w1', text: 'Yes.', kind: 'confirm', sources: [] }, 2);
    return questionId;
  }

  /**
   * Counsel asks a question (defective on `defect`, or proper when null) and the player answers:
   * `null` lets it pass, a ground objects on it; the judge sustains `sustained`.
   */
  counsel(defect: ObjectionGround | null, response: ObjectionGround | null, sustained = defect !== null && response !== null): void {
    const questionId = `q${++this.questions}`;
    const turn = ++this.turn;
    this.push('QuestionAsked', {
      turn, questionId, witnessId: 'w2', examination: 'direct', by: 'opposing_counsel', side: 'defense',
      text: 'Counsel asks.', topics: [], isIntentionallyDefective: defect !== null, defect, targetElicitId: null,
    }, 5);
    if (response === null) {
      this.push('ObjectionWaived', { turn, questionId, by: 'player' }, 3);
      return;
    }
    this.push('ObjectionRaised', { turn, questionId, by: 'player', ground: response, rule: 'FRE', confidence: 1, triggers: [], isIntentionallyIncorrect: false }, 3);
    this.push('RulingMade', { turn, questionId, ground: response, ruling: sustained ? 'sustained' : 'overruled', rule: 'FRE', reason: '' }, 1);
  }

  elicit(elicitId: string): void {
    this.push('ElicitEstablished', { turn: this.turn, questionId: `q${this.questions}`, elicitId, witnessId: 'w1', by: 'player', examination: 'direct', tier: 'keyword', confidence: 1, statement: '' });
  }

  outline(witnessId: string, items: number): void {
    this.push('CrossOutlineBuilt', { witnessId, items: Array.from({ length: items }, (_, i) => ({ id: `${witnessId}-r${i}`, witnessId, scope: 'credibility', type: 'bias_indicator', point: '', basis: '', keywords: [] })) });
  }

  cover(itemId: string): void {
    this.push('RebuttalItemCovered', { turn: this.turn, witnessId: 'w2', itemId, by: 'player', questionId: `q${this.questions}` });
  }

  log(elicits?: SessionLog['elicits']): SessionLog {
    return { sessionId: this.sessionId, kind: 'trial', title: `Trial ${this.sessionId}`, createdAt: this.createdAt, events: [...this.events], ...(elicits ? { elicits } : {}) };
  }
}

const QUESTIONS: readonly [string, ExaminationType][] = [
  ['What did you see?', 'direct'],
  ["You saw the car, didn't you?", 'direct'],
  ['Where were you and what did you see?', 'direct'],
  ["You were at the bar at nine, weren't you?", 'cross'],
  ['How can you possibly expect the jury to believe that?', 'cross'],
  ['Describe the road.', 'direct'],
];

/** A random but seeded trial of about `turns` turns: the bench's and the property tests' input. */
export function randomTrialLog(sessionId: string, createdAt: string, turns: number, seed: number): SessionLog {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const builder = new TrialLogBuilder(sessionId, createdAt);
  builder.outline('w2', 4);
  for (let turn = 0; turn < turns; turn++) {
    if (random() < 0.6) {
      const [text, examination] = pick(QUESTIONS);
      builder.ask(text, examination, Math.floor(random() * 60));
      if (random() < 0.2) builder.elicit(`e${Math.floor(random() * 6)}`);
      if (random() < 0.05) builder.cover(`w2-r${Math.floor(random() * 4)}`);
    } else {
      const defect = random() < 0.5 ? pick(OBJECTION_GROUNDS) : null;
      const roll = random();
      builder.counsel(defect, roll < 0.4 ? null : roll < 0.8 && defect ? defect : pick(OBJECTION_GROUNDS));
    }
  }
  return builder.log(Array.from({ length: 6 }, (_, i) => ({ id: `e${i}`, weight: i + 1 })));
}

import { ObjectionGround } from '../domain/objectionGrounds';

/** One question counsel fires in the objection drill: proper (`defect` null) or defective on one ground. */
export interface DrillItem {
  id: string;
  question: string;
  defect: ObjectionGround | null;
  /** The rule, shown with the feedback; null for a proper question. */
  rule: string | null;
  /** Why, in a sentence, shown the moment the student answers. */
  why: string;
}

/** An objection on a ground, or letting the question pass. */
export type DrillResponse = ObjectionGround | 'pass';

export interface DrillFeedback {
  itemId: string;
  /** What the student did; `timeout` when the time ran out (or the answer came too late). */
  response: DrillResponse | 'timeout';
  correct: boolean;
  expected: ObjectionGround | null;
  rule: string | null;
  why: string;
}

export interface DrillScore {
  correct: number;
  answered: number;
  total: number;
  /** correct / total once finished; over the answered items before. */
  share: number;
  byGround: Partial<Record<ObjectionGround, { asked: number; caught: number }>>;
}

/**
 * One run of the objection drill: shows the items in order, each for at most `timeLimitMs`.
 * Objecting on the right ground, or letting a proper question pass, is correct. When the time
 * runs out a proper question has passed (correct) and a defective one was missed. The clock is
 * injected, so tests drive time and the UI passes `Date.now`.
 */
export class ObjectionDrillRun {
  private index = 0;
  private shownAt: number;
  readonly feedback: DrillFeedback[] = [];

  constructor(
    readonly items: readonly DrillItem[],
    private readonly options: { timeLimitMs: number; now: () => number },
  ) {
    this.shownAt = options.now();
  }

  current(): DrillItem | null {
    return this.items[this.index] ?? null;
  }

  finished(): boolean {
    return this.index >= this.items.length;
  }

  /** Milliseconds left on the current question (0 when it has run out). */
  remainingMs(): number {
    return Math.max(0, this.options.timeLimitMs - (this.options.now() - this.shownAt));
  }

  /** Records the student's answer; an answer after the time limit counts as the time running out. */
  answer(response: DrillResponse): DrillFeedback {
    const item = this.current();
    if (!item) throw new Error('The drill is over: there is no question to answer.');
    if (response !== 'pass' && !ObjectionGround.safeParse(response).success) throw new Error(`"${String(response)}" is not an objection ground.`);
    const late = this.remainingMs() === 0;
    const given = late ? 'timeout' : response;
    const correct = item.defect === null ? given === 'pass' || given === 'timeout' : given === item.defect;
    return this.advance(item, given, correct);
  }

  /** Ends the current question because its time ran out (the UI's timer calls this); null when it has not. */
  expire(): DrillFeedback | null {
    const item = this.current();
    if (!item || this.remainingMs() > 0) return null;
    return this.advance(item, 'timeout', item.defect === null);
  }

  private advance(item: DrillItem, response: DrillFeedback['response'], correct: boolean): DrillFeedback {
    const feedback: DrillFeedback = { itemId: item.id, response, correct, expected: item.defect, rule: item.rule, why: item.why };
    this.feedback.push(feedback);
    this.index++;
    this.shownAt = this.options.now();
    return feedback;
  }

  score(): DrillScore {
    const byGround: DrillScore['byGround'] = {};
    this.feedback.forEach((entry) => {
      if (!entry.expected) return;
      const row = (byGround[entry.expected] ??= { asked: 0, caught: 0 });
      row.asked++;
      if (entry.correct) row.caught++;
    });
    const correct = this.feedback.filter((entry) => entry.correct).length;
    const answered = this.feedback.length;
    const total = this.items.length;
    const over = this.finished() ? total : answered;
    return { correct, answered, total, share: over === 0 ? 0 : correct / over, byGround };
  }
}

import { splitSentences } from '../../scoring';

/** Longest streamed answer the gate reads. */
const MAX_ANSWER_CHARS = 8000;

/** What can end a sentence. Text without one completes no sentence, so it needs no re-split. */
const SENTENCE_END = /[.!?…\n]/;

/** Why a sentence was held back: it leaks something hidden, or the affidavit does not say it. */
export interface SentenceRefusal {
  reason: 'leak' | 'ungrounded';
  /** The leaked label, or the ungrounded sentence. */
  detail: string;
}

/**
 * Lets streamed text through one whole sentence at a time, each only once `check` passes it, so
 * nothing unchecked is ever shown. The first refused sentence closes the gate: the caller stops
 * the generation, and the answer is what was let through (or, with nothing yet, a retry).
 * The text let through, joined, is exactly `released()`: what is shown is what is stored.
 */
export class SentenceGate {
  private text = '';
  private readonly sentences: string[] = [];
  private refused: SentenceRefusal | null = null;
  /** Whether the sentence under way holds a possible end, so the next delta may complete it. */
  private mayEnd = false;

  constructor(
    private readonly check: (sentence: string) => SentenceRefusal | null,
    private readonly emit: (delta: string) => void,
  ) {}

  /** Adds generated text; every sentence it completes is checked and, if it passes, let through. */
  push(delta: string): void {
    if (this.refused) return;
    this.text += delta;
    // No witness answer runs to thousands of characters: a runaway stream is refused unread
    // rather than re-analysed on every chunk.
    if (this.text.length > MAX_ANSWER_CHARS) {
      this.refused = { reason: 'ungrounded', detail: 'the answer ran far beyond any affidavit sentence' };
      return;
    }
    // A sentence is complete once the next one has begun: "9:45 p.m." must not end at "p.".
    // Re-splitting the whole answer (a few hundred characters) keeps the boundaries exact. The
    // split runs the language layer, so it is skipped while no sentence can have ended: a stream
    // of tiny deltas without a full stop would otherwise re-analyse the answer for every token
    // (an endless event stream made hundreds of MB of garbage that way).
    if (!this.mayEnd && !SENTENCE_END.test(delta)) return;
    const parts = splitSentences(this.text);
    for (let i = this.sentences.length; i < parts.length - 1; i++) this.take(parts[i]!);
    this.mayEnd = SENTENCE_END.test(parts.at(-1) ?? '');
  }

  /**
   * The generation ended: the rest is checked too. When the token cap cut it off (`complete`
   * false), a last fragment without its full stop is still checked, so nonsense counts as
   * refused, but never shown: a witness does not trail off mid-word.
   */
  finish(complete: boolean): void {
    if (this.refused) return;
    if (this.text.length > MAX_ANSWER_CHARS) {
      this.refused = { reason: 'ungrounded', detail: 'the answer ran far beyond any affidavit sentence' };
      return;
    }
    const parts = splitSentences(this.text);
    for (let i = this.sentences.length; i < parts.length; i++) {
      const cutOff = !complete && i === parts.length - 1 && !/[.!?]["”')]?$/.test(parts[i]!);
      if (cutOff) this.refused = this.check(parts[i]!);
      else this.take(parts[i]!);
    }
  }

  get refusal(): SentenceRefusal | null {
    return this.refused;
  }

  released(): string {
    return this.sentences.join(' ');
  }

  private take(sentence: string): void {
    if (this.refused) return;
    this.refused = this.check(sentence);
    if (this.refused) return;
    this.emit(this.sentences.length === 0 ? sentence : ` ${sentence}`);
    this.sentences.push(sentence);
  }
}

import type { EventOf, SessionEvent } from './sessionEvents';
import type { SpeechAssessment } from './trialArcEvents';

// The rubric of openings and closings, from the log alone, so the Review screen and the CLI
// show the same figures.

/** Speaking pace used to turn a time budget into a word budget for the length criterion. */
export const WORDS_PER_MINUTE = 130;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** The AMTA-style criteria; the first four need judgement, the rest are counted. */
export type RubricCriterion = 'theory' | 'organisation' | 'use_of_evidence' | 'persuasiveness' | 'promises_kept' | 'facts_not_in_evidence' | 'length';

export interface RubricLine {
  criterion: RubricCriterion;
  /** 0..10, or null when not assessed (a judgement criterion with no model loaded). */
  score: number | null;
  note: string;
}

export interface SpeechRubric {
  part: 'opening' | 'closing' | 'rebuttal';
  by: 'player' | 'opposing_counsel';
  text: string;
  words: number;
  lines: RubricLine[];
}

const NOT_ASSESSED = 'not assessed (needs a model)';
type JudgementCriterion = 'theory' | 'organisation' | 'persuasiveness';
/** A judgement criterion: the model's score when it assessed the speech, else "not assessed". */
const judgement = (criterion: JudgementCriterion, assessment: SpeechAssessment | null | undefined): RubricLine =>
  assessment ? { criterion, score: assessment[criterion], note: `${assessment.note} (${assessment.model})` } : { criterion, score: null, note: NOT_ASSESSED };
const clamp10 = (value: number) => Math.max(0, Math.min(10, Math.round(value)));

/** Length against time: full marks from half the budget's words up to the budget; less either side. */
function lengthLine(text: string, durationMs: number | null, budgetMs: number | null): RubricLine {
  const words = wordCount(text);
  if (budgetMs === null) return { criterion: 'length', score: null, note: `${words} words (untimed)` };
  const target = (budgetMs / 60_000) * WORDS_PER_MINUTE;
  const over = durationMs !== null && durationMs > budgetMs;
  const ratio = words / target;
  const score = over ? 4 : ratio > 1.1 ? clamp10(10 - (ratio - 1.1) * 20) : ratio < 0.5 ? clamp10(ratio * 20) : 10;
  const time = durationMs === null ? '' : `, ${Math.round(durationMs / 1000)} s of ${Math.round(budgetMs / 1000)} s`;
  return { criterion: 'length', score, note: `${words} words for a ${Math.round(target)}-word budget${time}${over ? ' (over time)' : ''}` };
}

/** A speech's rubric: the judgement criteria around the counted one, then length against time. */
function rubricOf(part: SpeechRubric['part'], event: EventOf<'OpeningGiven'> | EventOf<'ClosingGiven'>, counted: RubricLine[]): SpeechRubric {
  return {
    part,
    by: event.by,
    text: event.text,
    words: wordCount(event.text),
    lines: [judgement('theory', event.assessment), judgement('organisation', event.assessment), ...counted, judgement('persuasiveness', event.assessment), lengthLine(event.text, event.durationMs, event.budgetMs)],
  };
}

/** The opening's promises, scored against what the trial established in the end. */
function openingRubric(event: EventOf<'OpeningGiven'>, established: ReadonlySet<string>): SpeechRubric {
  const kept = event.promised.filter((id) => established.has(id));
  const broken = event.promised.filter((id) => !established.has(id));
  return rubricOf('opening', event, [
    {
      criterion: 'promises_kept',
      score: event.promised.length === 0 ? 0 : clamp10((10 * kept.length) / event.promised.length),
      note: event.promised.length === 0 ? 'promised no fact the evidence could prove' : `kept ${kept.length} of ${event.promised.length}${broken.length ? `; not delivered: ${broken.join(', ')}` : ''}`,
    },
  ]);
}

function closingRubric(event: EventOf<'ClosingGiven'>): SpeechRubric {
  const sustained = event.objections.filter((objection) => objection.ruling === 'sustained').length;
  return rubricOf(event.part, event, [
    { criterion: 'use_of_evidence', score: clamp10(event.cited.length * 2), note: `argued from ${event.cited.length} established fact${event.cited.length === 1 ? '' : 's'}${event.cited.length ? `: ${event.cited.join(', ')}` : ''}` },
    {
      criterion: 'facts_not_in_evidence',
      score: clamp10(10 - 4 * event.unsupported.length),
      note: event.unsupported.length === 0 ? 'none' : `cited ${event.unsupported.join(', ')}, never admitted; ${sustained} objection${sustained === 1 ? '' : 's'} sustained`,
    },
  ]);
}

/** Every opening and closing of a session with its rubric, in the order given (waived and reserved ones left out). */
export function speechRubrics(events: readonly SessionEvent[]): SpeechRubric[] {
  const established = new Set(events.flatMap((event) => (event.type === 'ElicitEstablished' ? [event.elicitId] : [])));
  const rubrics: SpeechRubric[] = [];
  for (const event of events) {
    if (event.type === 'OpeningGiven' && !event.reserved && event.text) rubrics.push(openingRubric(event, established));
    if (event.type === 'ClosingGiven' && !event.waived) rubrics.push(closingRubric(event));
  }
  return rubrics;
}

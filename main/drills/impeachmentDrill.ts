import { assertNever } from '../../shared/contract/envelope';
import type { ImpeachmentStepKind } from '../../shared/domain';
import type { TrialScenario } from '../../shared/scenario';
import { SeededRandom } from '../../shared/SeededRandom';
import { readsOutPassage } from '../exhibits/impeachment';
import { contentWordSet, splitSentences } from '../scoring';
import { ObjectionClassifier } from '../trial/ObjectionClassifier';

/** One impeachment to carry out: what the witness said today, and the earlier statement that contradicts it. */
export interface ImpeachmentDrillItem {
  id: string;
  witness: string;
  /** The witness's answer on direct today, in the first person. */
  answerToday: string;
  /** The earlier statement's words, to be read out when confronting. */
  priorStatement: string;
  /** To whom and when the statement was made, to be put when crediting it. */
  circumstances: string;
  /** A model question for each step, shown after scoring. */
  examples: Record<ImpeachmentStepKind, string>;
  /**
   * The words that tell the two versions apart: in today's answer and not the statement, and in the
   * statement and nowhere else in the affidavit ("60" against "100", not "ship" which the witness says anyway).
   */
  distinguishing: { today: string[]; statement: string[] };
}

export const IMPEACHMENT_STEPS: readonly ImpeachmentStepKind[] = ['commit', 'credit', 'confront'];

export interface ImpeachmentStepCheck {
  step: ImpeachmentStepKind;
  ok: boolean;
  /** Why the question does or does not do its step, for the student. */
  why: string;
}

/** Said of a pack's own prior statements whose circumstances are known; the drill's made-up ones get this. */
const GENERATED_CIRCUMSTANCES = 'to the investigating officer a week after the events';

const classifier = new ObjectionClassifier();
// Lemmatised on first use, not at import: the language model then loads when a drill is checked, not at start.
let statementWords: Set<string> | undefined;
const statementWordsOnce = (): Set<string> => (statementWords ??= contentWordSet('statement signed written interview'));

/** "I saw his face" → "you saw his face": today's answer put back to the witness. */
function secondPerson(sentence: string): string {
  const swapped = sentence
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI was\b/g, 'you were')
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, 'you')
    .replace(/\b(?:my|My)\b/g, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmine\b/g, 'yours')
    .replace(/\bmyself\b/g, 'yourself')
    // Mid-sentence now: "that when he…", not "that When he…" (names and "I" keep their capital).
    .replace(/^(When|Once|On|After|Before|At|In|Then|So|But|And|The|It|He|She|We|They|There|His|Her|Our)\b/, (word) => word.toLowerCase());
  return swapped.replace(/[.!]\s*$/, '');
}

function drillItem(witness: string, testimony: readonly string[], answerToday: string, priorStatement: string, circumstances: string): Omit<ImpeachmentDrillItem, 'id'> {
  const elsewhere = new Set(testimony.filter((sentence) => sentence !== answerToday).flatMap((sentence) => [...contentWordSet(sentence)]));
  const statementOnly = [...distinctWords(priorStatement, answerToday)];
  const own = statementOnly.filter((word) => !elsewhere.has(word));
  return {
    witness,
    answerToday,
    priorStatement,
    circumstances,
    examples: examplesFor(answerToday, priorStatement, circumstances),
    distinguishing: { today: [...distinctWords(answerToday, priorStatement)], statement: own.length > 0 ? own : statementOnly },
  };
}

function examplesFor(answerToday: string, priorStatement: string, circumstances: string): Record<ImpeachmentStepKind, string> {
  return {
    commit: `Today you told the jury that ${secondPerson(answerToday)}, correct?`,
    credit: `You gave a statement ${circumstances}, didn't you?`,
    confront: `And in that statement you said, "${priorStatement.replace(/[.!]\s*$/, '')}", didn't you?`,
  };
}

/** The affidavit's sentences less those that tell of the statement itself ("I told Officer Pruitt that…"): the witness's version today. */
function testimonySentences(affidavit: string, circumstances: string): string[] {
  const circumstanceWords = contentWordSet(circumstances);
  return splitSentences(affidavit).filter((sentence) => {
    const words = contentWordSet(sentence);
    return !words.has('statement') && [...words].filter((word) => circumstanceWords.has(word)).length < 2;
  });
}

/** The testimony sentence nearest the prior statement: what the witness says today. */
function contradictedSentence(testimony: readonly string[], passage: string): string | null {
  const passageWords = contentWordSet(passage);
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of testimony) {
    const words = contentWordSet(sentence);
    const shared = [...words].filter((word) => passageWords.has(word)).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { sentence, shared };
  }
  return best?.sentence ?? null;
}

/** A first-person affidavit sentence with a plain number, told with the number changed: a made-up earlier statement. */
function alteredStatement(sentence: string): string | null {
  // Ages, addresses, times, years and labels ("number 4", "Rule 6", "911") make no contradiction worth drilling.
  if (!/\bI\b/.test(sentence) || sentence.length > 160 || /\d[:/]\d|\d{4}|years old|\blive at\b/i.test(sentence)) return null;
  for (const match of sentence.matchAll(/(?<![\d.#])(\d{1,3}(?:\.\d+)?)\s+([a-z]+)/g)) {
    const before = sentence.slice(0, match.index);
    if (/\b(?:number|rule|no\.?)\s*$/i.test(before) || /^(?:or|and|to)$/.test(match[2]!) || match[1] === '911') continue;
    const value = Number(match[1]);
    const changed = value < 50 ? value * 2 + 1 : Math.round(value / 2);
    return `${before}${changed}${sentence.slice(match.index + match[1]!.length)}`;
  }
  return null;
}

/**
 * The impeachments a trial pack offers: its own prior statements first (with the affidavit
 * sentence they contradict), then statements made up from the affidavits' numbered facts.
 */
export function impeachmentCandidates(scenario: TrialScenario): Omit<ImpeachmentDrillItem, 'id'>[] {
  const witnesses = new Map(scenario.witnesses.map((witness) => [witness.id, witness]));
  const authored = scenario.exhibits.flatMap((exhibit) => {
    const statement = exhibit.priorStatement;
    const witness = statement ? witnesses.get(statement.witnessId) : undefined;
    if (!statement || !witness) return [];
    const testimony = testimonySentences(witness.affidavit, statement.circumstances);
    const today = contradictedSentence(testimony, statement.passage);
    return today ? [drillItem(witness.name, testimony, today, statement.passage, statement.circumstances)] : [];
  });
  const made = scenario.witnesses.flatMap((witness) => {
    const testimony = splitSentences(witness.affidavit);
    return testimony.flatMap((sentence) => {
      const prior = alteredStatement(sentence);
      return prior ? [drillItem(witness.name, testimony, sentence, prior, GENERATED_CIRCUMSTANCES)] : [];
    });
  });
  return [...authored, ...made];
}

/** A seeded impeachment drill: the pack's own prior statements always, then a seeded pick of made-up ones. */
export function buildImpeachmentDrill(scenario: TrialScenario, options: { seed: number; length?: number }): ImpeachmentDrillItem[] {
  const length = options.length ?? 3;
  const candidates = impeachmentCandidates(scenario);
  const authored = candidates.filter((candidate) => candidate.circumstances !== GENERATED_CIRCUMSTANCES);
  const made = new SeededRandom(options.seed).shuffle(candidates.filter((candidate) => candidate.circumstances === GENERATED_CIRCUMSTANCES));
  return [...authored, ...made].slice(0, length).map((candidate, index) => ({ id: `i${index + 1}`, ...candidate }));
}

/** Words in `text` and not in `other`: what sets today's answer and the statement apart. */
function distinctWords(text: string, other: string): Set<string> {
  const otherWords = contentWordSet(other);
  return new Set([...contentWordSet(text)].filter((word) => !otherWords.has(word)));
}

const has = (words: ReadonlySet<string>, question: ReadonlySet<string>) => [...words].some((word) => question.has(word));

/**
 * Checks the three questions of an impeachment, each against its step: commit puts today's answer
 * back (and not yet the statement), credit puts when and to whom the statement was made (without
 * its words), and confront reads the statement's words out. Each is asked on cross, where leading
 * is proper, so only a compound or argumentative form fails on form.
 */
export function checkImpeachment(item: Pick<ImpeachmentDrillItem, 'priorStatement' | 'circumstances' | 'distinguishing'>, questions: readonly string[]): ImpeachmentStepCheck[] {
  const todayOnly = new Set(item.distinguishing.today);
  const priorOnly = new Set(item.distinguishing.statement);
  const circumstanceWords = new Set([...contentWordSet(item.circumstances), ...statementWordsOnce()]);
  return IMPEACHMENT_STEPS.map((step, index) => {
    const question = (questions[index] ?? '').trim();
    if (question === '') return { step, ok: false, why: 'No question was asked for this step.' };
    const words = contentWordSet(question);
    const form = classifier.classify(question, { examination: 'cross', hostileWitness: false, isExpert: false, scopeWords: null, answeredQuestions: [], evidenceWords: words, caseVocabulary: words, knowledgeBoundaries: [] });
    const badForm = form.findings.find((finding) => finding.ground === 'compound' || finding.ground === 'argumentative');
    if (badForm) return { step, ok: false, why: `It is ${badForm.ground}: one short, plain question per step.` };
    switch (step) {
      case 'commit':
        // Today's answer and the statement may share most words; what differs tells them apart.
        if (has(priorOnly, words)) return { step, ok: false, why: 'It puts the earlier statement too soon: first pin the witness to what they said today.' };
        return has(todayOnly, words) ? { step, ok: true, why: "It pins the witness to today's answer, so they cannot slide away from it." } : { step, ok: false, why: "It does not put today's answer back to the witness: repeat what they said on direct." };
      case 'credit':
        if (has(priorOnly, words) || readsOutPassage(item.priorStatement, question)) return { step, ok: false, why: 'It reads the statement before crediting it: first establish when and to whom it was made.' };
        if (has(todayOnly, words)) return { step, ok: false, why: "It goes back to today's answer: this step is about the earlier statement, when and to whom it was made." };
        return has(circumstanceWords, words) ? { step, ok: true, why: 'It credits the statement: when, to whom, and that it was made.' } : { step, ok: false, why: `It does not build up the statement: put when and to whom it was made (${item.circumstances}).` };
      case 'confront':
        return readsOutPassage(item.priorStatement, question) && has(priorOnly, words)
          ? { step, ok: true, why: "It confronts the witness with the statement's own words (FRE 613)." }
          : { step, ok: false, why: 'It does not read the statement out: put its own words to the witness.' };
      default:
        return assertNever(step);
    }
  });
}

/** The share of steps done well across a drill's answers (0..1). */
export function impeachmentScore(checks: readonly (readonly ImpeachmentStepCheck[])[]): number {
  const all = checks.flat();
  return all.length === 0 ? 0 : all.filter((check) => check.ok).length / all.length;
}

import type { AnswerDecision } from '../../../shared/domain';
import { analyseQuestion, asksYesNo, contradictedDetails, sentencesOf } from '../../language';
import type { ElicitMatcher } from '../../scoring';
import { outOfSessionRequest } from '../outOfSessionRequest';
import { MAX_OWN_RECORD } from '../projections';
import { RulesWitness } from '../rules/RulesWitness';
import type { ScenarioContext } from '../ScenarioContext';
import { checkGrounding, WITNESS_STOCK_SENTENCES } from '../witnessGrounding';
import type { FidelityQuestion } from './fidelityScript';

/** Where a witness sentence comes from, or that it comes from nowhere. */
export type SentenceLabel = 'affidavit' | 'transform' | 'identity' | 'stock' | 'unsupported' | 'contradicting';
export const SENTENCE_LABELS: readonly SentenceLabel[] = ['affidavit', 'transform', 'identity', 'stock', 'unsupported', 'contradicting'];

/** A count and the share it is of its base. */
export interface Rate {
  hit: number;
  of: number;
}

export interface FidelityFigures {
  questions: number;
  sentences: Record<SentenceLabel, number>;
  /** "I don't recall/know" to questions whose answer the affidavit states. */
  unknownWhenStated: Rate;
  /**
   * Open, wh- and identity questions whose answer the affidavit states, answered with the words the
   * script gives as that answer: "I don't recall" is only one way to miss, another sentence is the other.
   */
  statedAnswerGiven: Rate;
  tagTrueConfirmed: Rate;
  tagFalseCorrected: Rate;
  /** Any question with a false premise that was confirmed anyway. */
  falsePremiseConfirmed: Rate;
  /** Any question with a true premise that was denied or "corrected". */
  truePremiseDenied: Rate;
  yesNoOutsideUnknown: Rate;
  /** Credits for an elicit the question was about, of all credits. */
  creditPrecision: Rate;
  /** Open and wh-questions aimed at an elicit that credited it. */
  creditRecall: Rate;
  /**
   * Credits for an elicit the question was about, or whose answer says, word for word, what the
   * script gives as the answer to a question aimed at that elicit, or a sentence of it: the witness
   * answered off the question but stated the credited fact, in the script author's own judgement
   * of where it is.
   */
  creditStatedPrecision: Rate;
}

/** One answered question with its labels, for the detailed listing. */
export interface FidelityAnswer {
  question: FidelityQuestion;
  answer: AnswerDecision;
  labels: SentenceLabel[];
  credited: string[];
}

/**
 * Asks each scripted question of the rules witness and labels every sentence it says: an
 * affidavit sentence, a first-person transform of one, an identity fact, a stock reply, or
 * unsupported / contradicting. Elicit credit is measured with the session's own matcher, on what
 * the witness said.
 */
export async function measureFidelity(context: ScenarioContext, questions: readonly FidelityQuestion[], matcher: ElicitMatcher): Promise<{ figures: FidelityFigures; answers: FidelityAnswer[] }> {
  const witnesses = new Map<string, RulesWitness>();
  // What each witness has said so far in the script, most recent first, as a session's projection gives it.
  const records = new Map<string, { question: string; answer: string }[]>();
  const answers: FidelityAnswer[] = [];
  for (const question of questions) {
    const spec = context.witness(question.witness);
    let witness = witnesses.get(spec.id);
    if (!witness) witnesses.set(spec.id, (witness = new RulesWitness(spec, context.affidavit(spec.id), context.scenario.parties)));
    const record = records.get(spec.id) ?? [];
    const answer = witness.answerSync(outOfSessionRequest(spec, question.question, question.examination, record.slice(0, MAX_OWN_RECORD)));
    records.set(spec.id, [{ question: question.question, answer: answer.text }, ...record]);
    const labels = sentencesOf(answer.text).map((sentence) => labelSentence(context, spec.id, sentence));
    const matches = await matcher.match({ question: question.question, answer: answer.text, answerKind: answer.kind, candidates: context.elicitsFor(spec.id) });
    answers.push({ question, answer, labels, credited: matches.map((match) => match.elicitId) });
  }
  return { figures: tally(answers), answers };
}

function labelSentence(context: ScenarioContext, witnessId: string, sentence: string): SentenceLabel {
  const affidavit = context.affidavit(witnessId);
  if (WITNESS_STOCK_SENTENCES.has(sentence.toLowerCase())) return 'stock';
  if (affidavit.isIdentitySentence(sentence)) return 'identity';
  if (affidavit.sentences.includes(sentence)) return 'affidavit';
  if (checkGrounding(sentence, affidavit).grounded) return 'transform';
  const nearest = affidavit.retrieve(sentence, 1)[0];
  return nearest && contradictedDetails(sentence, nearest.text).length > 0 ? 'contradicting' : 'unsupported';
}

const rate = (answers: readonly FidelityAnswer[], base: (entry: FidelityAnswer) => boolean, hit: (entry: FidelityAnswer) => boolean): Rate => {
  const of = answers.filter(base);
  return { hit: of.filter(hit).length, of: of.length };
};

function tally(answers: readonly FidelityAnswer[]): FidelityFigures {
  const sentences = Object.fromEntries(SENTENCE_LABELS.map((label) => [label, 0])) as Record<SentenceLabel, number>;
  for (const entry of answers) for (const label of entry.labels) sentences[label]++;
  const yesNo = (entry: FidelityAnswer) => ['yesno', 'tag', 'negative', 'leading'].includes(entry.question.kind) || (entry.question.kind === 'outside' && asksYesNo(analyseQuestion(entry.question.question)));
  const credits = answers.flatMap((entry) => entry.credited.map((id) => entry.question.elicits.includes(id)));
  return {
    questions: answers.length,
    sentences,
    unknownWhenStated: rate(answers, (entry) => entry.question.expect === 'stated', (entry) => entry.answer.kind === 'unknown'),
    statedAnswerGiven: rate(answers, statedAnswerBase, (entry) => saysTheScriptAnswer(entry)),
    tagTrueConfirmed: rate(answers, (entry) => entry.question.kind === 'tag' && entry.question.expect === 'confirm', (entry) => entry.answer.kind === 'confirm'),
    tagFalseCorrected: rate(answers, (entry) => entry.question.kind === 'tag' && entry.question.expect === 'correct', (entry) => entry.answer.kind === 'correct' || entry.answer.kind === 'deny'),
    falsePremiseConfirmed: rate(answers, (entry) => entry.question.expect === 'correct', (entry) => entry.answer.kind === 'confirm'),
    truePremiseDenied: rate(answers, (entry) => entry.question.expect === 'confirm', (entry) => entry.answer.kind === 'correct' || entry.answer.kind === 'deny'),
    yesNoOutsideUnknown: rate(answers, (entry) => yesNo(entry) && entry.question.expect === 'silent', (entry) => entry.answer.kind === 'unknown'),
    creditPrecision: { hit: credits.filter(Boolean).length, of: credits.length },
    creditRecall: rate(
      answers,
      creditRecallBase,
      (entry) => entry.credited.some((id) => entry.question.elicits.includes(id)),
    ),
    creditStatedPrecision: creditStatedPrecision(answers),
  };
}

/**
 * Credit precision that also counts a credit for an elicit the question was not about when the
 * answer says, word for word, what the script gives as the answer to a question aimed at that
 * elicit, or one sentence of it. The labels stay the script author's: this only asks where else
 * the author saw the fact.
 */
export function creditStatedPrecision(answers: readonly FidelityAnswer[]): Rate {
  const statesElicit = scriptAnswersByElicit(answers);
  const credits = answers.flatMap((entry) =>
    entry.credited.map((id) => entry.question.elicits.includes(id) || (statesElicit.get(id) ?? []).some((words) => normalised(entry.answer.text).includes(words))),
  );
  return { hit: credits.filter(Boolean).length, of: credits.length };
}

/** Lower case, one space, straight quotes: so the script's words are found in what was said. */
const normalised = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim();

/**
 * Fewest words a sentence of a script answer needs to stand for the answer alone: a longer answer's
 * short sentence ("Good.", "It's a sprain.") is found in answers about anything.
 */
const MIN_SENTENCE_WORDS = 4;

/**
 * For each elicit, the affidavit words the script gives as the answer to the questions aimed at it:
 * the whole answer, and each of its sentences, and each stretch between the "..." that marks words
 * the author left out. A witness who says one sentence of a longer scripted answer says, in the
 * author's words, as much of the fact as that sentence holds; the credit must still be the
 * matcher's own.
 */
function scriptAnswersByElicit(answers: readonly FidelityAnswer[]): Map<string, string[]> {
  const byElicit = new Map<string, string[]>();
  for (const { question } of answers) {
    if (!question.answer) continue;
    const pieces = question.answer
      .split(/\.\.\.|\u2026/)
      .flatMap((stretch) => sentencesOf(stretch))
      .map((sentence) => normalised(sentence).replace(/[.,;:!?]+$/, ''))
      .filter((sentence) => sentence.split(' ').length >= MIN_SENTENCE_WORDS);
    const words = [...new Set([normalised(question.answer), ...pieces])];
    for (const id of question.elicits) byElicit.set(id, [...(byElicit.get(id) ?? []), ...words]);
  }
  return byElicit;
}

/** A question asking for a fact the affidavit states, with the script's words for where it is. */
const statedAnswerBase = (entry: FidelityAnswer) => ['open', 'wh', 'identity'].includes(entry.question.kind) && entry.question.expect === 'stated' && !!entry.question.answer;

/** Whether the witness said the script's answer words (lower case, one space, ignoring end punctuation). */
export function saysTheScriptAnswer(entry: FidelityAnswer): boolean {
  const words = normalised(entry.question.answer ?? '').replace(/[.,;:!?]+$/, '');
  return words !== '' && normalised(entry.answer.text).includes(words);
}

/** Whether an answer counts towards credit recall: an open or wh-question aimed at an elicit the affidavit states. */
export function creditRecallBase(entry: FidelityAnswer): boolean {
  return (entry.question.kind === 'open' || entry.question.kind === 'wh') && entry.question.expect === 'stated' && entry.question.elicits.length > 0;
}

/** Figures of several runs added together. */
export function sumFigures(runs: readonly FidelityFigures[]): FidelityFigures {
  const add = (a: Rate, b: Rate): Rate => ({ hit: a.hit + b.hit, of: a.of + b.of });
  return runs.reduce((sum, run) => ({
    questions: sum.questions + run.questions,
    sentences: Object.fromEntries(SENTENCE_LABELS.map((label) => [label, sum.sentences[label] + run.sentences[label]])) as Record<SentenceLabel, number>,
    unknownWhenStated: add(sum.unknownWhenStated, run.unknownWhenStated),
    statedAnswerGiven: add(sum.statedAnswerGiven, run.statedAnswerGiven),
    tagTrueConfirmed: add(sum.tagTrueConfirmed, run.tagTrueConfirmed),
    tagFalseCorrected: add(sum.tagFalseCorrected, run.tagFalseCorrected),
    falsePremiseConfirmed: add(sum.falsePremiseConfirmed, run.falsePremiseConfirmed),
    truePremiseDenied: add(sum.truePremiseDenied, run.truePremiseDenied),
    yesNoOutsideUnknown: add(sum.yesNoOutsideUnknown, run.yesNoOutsideUnknown),
    creditPrecision: add(sum.creditPrecision, run.creditPrecision),
    creditRecall: add(sum.creditRecall, run.creditRecall),
    creditStatedPrecision: add(sum.creditStatedPrecision, run.creditStatedPrecision),
  }));
}

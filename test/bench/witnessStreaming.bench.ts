import type { SessionEvent } from '../../shared/domain';
import { TrialSession } from '../../main/trial';
import { createLlmCast } from '../../main/trial/llm';
import { builtinTrialScenarios } from '../unit/trial/fixtures/builtinScenarios';
import { fakeTrialModel } from '../unit/trial/llm/fakeTrialModel';
import { formatMs, median, percentile } from './stats';

// Method. A model witness's answer is shown sentence by sentence as each passes the guards
// (`SentenceGate`), instead of whole once checked. The fake model streams a three-sentence answer
// grounded word for word in Mei-Lin Zhao's affidavit, one word every WORD_MS (about a 3B model on
// a laptop CPU); counsel does not object. For each turn: the time from the question to the first
// `onWitnessText` piece (what the student waits for now) and to the stored `AnswerGiven` (what
// they waited for before). The engine work is real; only the model is a fake. Printed, not asserted.

const TURNS = 15;
const WORD_MS = 40;
const WITNESS_ID = 'mei-lin-zhao';
const ANSWER =
  'I have worked as a clerk at the QuickStop Market, 1190 Harbor Avenue, since June 2024. I usually work the evening shift, 3 p.m. to 11 p.m., by myself. I noticed him because he walked straight to the counter without picking anything up.';
const NO_OBJECTION = JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
const QUESTIONS = ['Where do you work?', 'What shift do you work?', 'Why did you notice him?', 'Tell us about your job.', 'What happened that evening?'];

export default async function witnessStreamingBench(): Promise<void> {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  const model = fakeTrialModel((request) => (request.agentKey.startsWith('witness:') ? ANSWER : NO_OBJECTION), { streamDelayMs: WORD_MS });
  const firstPiece: number[] = [];
  const wholeAnswer: number[] = [];
  let pieces = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    let started = 0;
    let first: number | null = null;
    // A fresh session each turn, so the duplicate-question check never blocks a repeat.
    const session = new TrialSession({
      scenario: spec,
      playerSide: 'plaintiff',
      seed: turn,
      witnessIds: [WITNESS_ID],
      cast: createLlmCast(model, { confidentiality: { level: 'public', packId: spec.id } }),
      onWitnessText: () => {
        pieces++;
        first ??= performance.now() - started;
      },
    });
    for await (const _ of session.start()) void _;
    started = performance.now();
    let answered: SessionEvent | undefined;
    for await (const event of session.handleTurn(QUESTIONS[turn % QUESTIONS.length]!)) if (event.type === 'AnswerGiven') answered ??= event;
    if (!answered || first === null) throw new Error(`turn ${turn}: the answer did not stream (${answered ? 'no piece' : 'no answer'})`);
    firstPiece.push(first);
    wholeAnswer.push(performance.now() - started);
  }
  const words = ANSWER.split(/\s+/).length;
  console.log(`model witness, ${words} words in 3 sentences at ${WORD_MS} ms a word, ${TURNS} turns (${(pieces / TURNS).toFixed(1)} pieces a turn):`);
  console.log(`  first sentence shown  p50 ${formatMs(median(firstPiece))}  p90 ${formatMs(percentile(firstPiece, 90))}`);
  console.log(`  whole answer stored   p50 ${formatMs(median(wholeAnswer))}  p90 ${formatMs(percentile(wholeAnswer, 90))}`);
  console.log(`  wait for the first words, streamed against whole (p50): ${(median(firstPiece) / median(wholeAnswer)).toFixed(2)}`);
}

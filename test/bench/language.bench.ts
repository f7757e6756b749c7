import { readFileSync } from 'node:fs';
import { LexicalEmbedder } from '../../main/embeddings/LexicalEmbedder';
import { analyseQuestion, warmLanguageModel } from '../../main/language';
import { ContextAwareElicitMatcher, HybridElicitMatcher } from '../../main/scoring';
import { ScenarioContext, toTrialScenarioSpec } from '../../main/trial';
import { parseFidelityScript } from '../../main/trial/fidelity';
import { outOfSessionRequest } from '../../main/trial/outOfSessionRequest';
import { RulesWitness } from '../../main/trial/rules/RulesWitness';
import { parseScenario, type TrialScenario } from '../../shared/scenario';
import { againstGoal, formatMs, median, percentile } from './stats';

// The language layer: loading wink-nlp, reading a question, and the rules witness answering the
// acceptance scripts of test/fixtures/unseen/ (first pass cold: WordNet read on demand; second warm).
// Timed: what a turn does with a question, the witness's answer and its elicit credit. The fidelity
// labels of each sentence (npm run fidelity) are a measuring tool, not part of a turn, so untimed.
export default async function languageBench(): Promise<void> {
  const load = performance.now();
  warmLanguageModel();
  console.log(`wink-nlp model load: ${formatMs(performance.now() - load)}`);
  const questions = ["You were north of the Number 3 buoy, weren't you?", 'How far away was his face from yours?', 'Did there come a time when you saw his face?'];
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const start = performance.now();
    analyseQuestion(`${questions[i % questions.length]}${' '.repeat(i)}`);
    times.push(performance.now() - start);
  }
  console.log(`question analysis, new text: p50 ${formatMs(median(times))}, p99 ${formatMs(percentile(times, 99))}`);
  const unseen = new URL('../fixtures/unseen/', import.meta.url).pathname;
  for (const [folder, id] of [['scenarios/state-v-avery', 'state-v-avery'], [`${unseen}state-v-tilley`, 'state-v-tilley']] as const) {
    const parsed = parseScenario(JSON.parse(readFileSync(`${folder}/scenario.json`, 'utf8')));
    if (!parsed.ok || parsed.scenario.kind !== 'trial') throw new Error(`${folder} is not a valid trial scenario`);
    const script = parseFidelityScript(readFileSync(`${unseen}scripts/${id}.fidelity.jsonl`, 'utf8'), id);
    for (const pass of ['cold', 'warm']) {
      const context = new ScenarioContext(toTrialScenarioSpec(id, parsed.scenario as TrialScenario));
      const matcher = new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder()));
      const perTurn: number[] = [];
      for (const question of script) {
        const spec = context.witness(question.witness);
        const start = performance.now();
        const answer = new RulesWitness(spec, context.affidavit(spec.id)).answerSync(outOfSessionRequest(spec, question.question, question.examination));
        await matcher.match({ question: question.question, answer: answer.text, answerKind: answer.kind, candidates: context.elicitsFor(spec.id) });
        perTurn.push(performance.now() - start);
      }
      console.log(`${id} ${pass}: ${script.length} answers (witness + elicit credit), p50 ${formatMs(median(perTurn))}; ${againstGoal('p99', percentile(perTurn, 99), 5)}`);
    }
  }
}

import type { LanguageModel, StructuredRequest, TextRequest } from '../../main/llm/LanguageModel';
import { ModelOutputError } from '../../main/llm/modelErrors';
import { estimateTokens } from '../../main/scoring';
import { TrialSession, type TrialScenarioSpec } from '../../main/trial';
import { createLlmCast } from '../../main/trial/llm';
import { builtinTrialScenarios, questionsFromSentence } from '../unit/trial/fixtures/builtinScenarios';
import { againstGoal, formatRatio, median } from './stats';

type Agent = 'opposing counsel' | 'judge' | 'witness';
const TURNS = 205;
const WITNESS = 'mei-lin-zhao';
/** The longest affidavit the scenario schema allows. */
const MAX_AFFIDAVIT_CHARS = 60_000;
const TOKEN_GOAL = 2_500;

/**
 * Records every prompt the LLM cast sends (system prompt and turn prompt, as sent), then fails the
 * call, so the rules cast answers and the session goes on exactly as it would after a fallback.
 */
class RecordingModel implements LanguageModel {
  readonly id = 'bench:recorder';
  readonly kind = 'local' as const;
  readonly sent: { agent: Agent; turn: number; tokens: number }[] = [];
  turn = 0;

  private record(request: { agentKey: string; systemPrompt: string; prompt: string }): never {
    const agent: Agent = request.agentKey.startsWith('witness') ? 'witness' : request.agentKey === 'judge' ? 'judge' : 'opposing counsel';
    this.sent.push({ agent, turn: this.turn, tokens: estimateTokens(request.systemPrompt) + estimateTokens(request.prompt) });
    throw new ModelOutputError('recorded for the bench', '');
  }

  generateText(request: TextRequest): never {
    return this.record(request);
  }

  generateStructured<T>(request: StructuredRequest<T>): never {
    return this.record(request);
  }
}

/** The scenario with the witness's affidavit grown to the schema's limit from its own sentences, renumbered. */
function withLongAffidavit(spec: TrialScenarioSpec): TrialScenarioSpec {
  const witness = spec.witnesses.find((entry) => entry.id === WITNESS)!;
  let affidavit = witness.affidavit;
  for (let copy = 2; affidavit.length < MAX_AFFIDAVIT_CHARS - witness.affidavit.length; copy++) affidavit += ` On day ${copy} of my notes: ${witness.affidavit}`;
  return { ...spec, witnesses: spec.witnesses.map((entry) => (entry.id === WITNESS ? { ...entry, affidavit } : entry)) };
}

async function promptsOf(spec: TrialScenarioSpec): Promise<RecordingModel['sent']> {
  const model = new RecordingModel();
  const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed: 3, witnessIds: [WITNESS], cast: createLlmCast(model, { confidentiality: { level: 'public', packId: 'state-v-avery' } }) });
  for await (const _ of session.start()) void _;
  const base = session.context.affidavit(WITNESS).sentences.flatMap(questionsFromSentence);
  for (let turn = 1; turn <= TURNS; turn++) {
    model.turn = turn;
    const question = `${base[turn % base.length]!.replace(/\?$/, '')}, as to detail ${turn}?`;
    for await (const _ of session.handleTurn(question)) void _;
  }
  return model.sent;
}

/**
 * The size of every agent's prompt as sent to the model (system prompt included), through the
 * real LLM cast on a player's direct examination: around turn 10 and turn 200, with the scenario's
 * affidavit and with one grown to the 60,000 characters the schema allows.
 */
export default async function promptsBench(): Promise<void> {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  for (const [label, scenario] of [['scenario affidavit', spec], [`${MAX_AFFIDAVIT_CHARS.toLocaleString('en')}-character affidavit`, withLongAffidavit(spec)]] as const) {
    const sent = await promptsOf(scenario);
    console.log(`prompt as sent, estimated tokens, ${label}:`);
    for (const agent of ['opposing counsel', 'judge', 'witness'] as const) {
      const mine = sent.filter((entry) => entry.agent === agent);
      const around = (turn: number) => median(mine.filter((entry) => Math.abs(entry.turn - turn) <= 5).map((entry) => entry.tokens));
      const largest = Math.max(...mine.map((entry) => entry.tokens));
      const ratio = around(200) / around(10);
      console.log(`  ${agent}: turn 10 ${around(10)}, turn 200 ${around(200)}, ${againstGoal('ratio', ratio, 1.1, formatRatio)}; ${againstGoal(`largest of ${mine.length}`, largest, TOKEN_GOAL, String)}`);
    }
  }
}

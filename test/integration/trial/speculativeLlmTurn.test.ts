import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope, EventMessage, TrialStepResult } from '../../../shared/contract';
import type { SessionEvent } from '../../../shared/domain';
import { EventBus, invokeProcedure, streamWitnessAnswers, WitnessAnswerStream, type ApiHandlers } from '../../../main/api';
import { createTrialHandlers } from '../../../main/api/handlers/trialHandlers';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { openWorkspace, readEvents, type StoredEvent, type Workspace } from '../../../main/store';
import { TrialService } from '../../../main/trial';
import { createLlmCast } from '../../../main/trial/llm';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';
import { fakeTrialModel } from '../../unit/trial/llm/fakeTrialModel';

const LEADING_OBJECTION = JSON.stringify({ object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false });
const NO_OBJECTION = JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
const ruling = (verdict: 'sustained' | 'overruled') => JSON.stringify({ ruling: verdict, reason: 'The question suggests its answer.', rule: 'FRE 611(c)' });
/** Grounded in Mei-Lin Zhao's affidavit word for word, so the witness guards keep the model's answer. */
const WITNESS_ANSWER = 'I have worked as a clerk at the QuickStop Market, 1190 Harbor Avenue, since June 2024.';
const LEADING_QUESTION = "You worked at the QuickStop Market in February, didn't you?";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Script {
  counsel: string;
  judge: 'sustained' | 'overruled';
  /** The witness's reply, when not WITNESS_ANSWER. */
  witness?: string;
  /** Stream the model's text word by word, this many ms apart. */
  streamDelayMs?: number;
}

/**
 * The trial procedures as composeMain serves them (contract-checked `invokeProcedure`, answers
 * streamed as `witness.token` by `streamWitnessAnswers`) over a real workspace, with the LLM cast
 * on a scripted fake model. composeMain only builds the LLM cast from a loaded GGUF, so the trial
 * slice is assembled here; the other domains' handlers are never called.
 */
function rig(workspace: Workspace, script: Script) {
  const { id, scenario } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  const model = fakeTrialModel((request) => {
    if (request.agentKey === 'judge') return ruling(script.judge);
    if (request.agentKey.startsWith('witness:')) return script.witness ?? WITNESS_ANSWER;
    return script.counsel;
  }, script.streamDelayMs === undefined ? {} : { streamDelayMs: script.streamDelayMs });
  const bus = new EventBus();
  const tokens: EventMessage[] = [];
  bus.subscribe((message) => tokens.push(message));
  const stream = new WitnessAnswerStream(bus, 0);
  const trial = new TrialService({
    scenario: async () => scenario,
    db: () => workspace.db,
    embedder: () => new LexicalEmbedder(),
    castFor: (packId) => createLlmCast(model, { confidentiality: { level: 'public', packId } }),
    onWitnessText: (sessionId, questionId, delta) => stream.live(sessionId, questionId, delta),
  });
  // Only the trial procedures are served; the cast widens them to the full map streamWitnessAnswers wraps.
  const handlers = streamWitnessAnswers(createTrialHandlers({ trial }) as ApiHandlers, stream);
  const call = async (name: string, input: unknown): Promise<TrialStepResult> => {
    const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<TrialStepResult>;
    if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
    return envelope.value;
  };
  return { id, model, call, tokens, bus };
}

function openTempWorkspace(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'moot-speculative-'));
  dirs.push(dir);
  return openWorkspace(dir);
}

const witnessCalls = (model: ReturnType<typeof fakeTrialModel>) => model.requests.filter((request) => request.agentKey === 'witness:mei-lin-zhao');
const answersIn = (events: readonly SessionEvent[]) => events.filter((event) => event.type === 'AnswerGiven');
const storedAnswers = (stored: readonly StoredEvent[]) => stored.filter((row) => row.type === 'AnswerGiven').map((row) => row.payload);
const streamedText = (tokens: readonly EventMessage[], turnId: string) =>
  tokens
    .filter((message) => message.name === 'witness.token' && message.payload.turnId === turnId)
    .map((message) => (message.name === 'witness.token' ? message.payload.delta : ''))
    .join('');

async function askLeading(script: Script) {
  const workspace = openTempWorkspace();
  try {
    const { id, model, call, tokens } = rig(workspace, script);
    const started = await call('trial.start', { packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
    const { sessionId } = started.status;
    const asked = await call('trial.ask', { sessionId, question: LEADING_QUESTION });
    return { model, tokens, asked, stored: readEvents(workspace.db, sessionId) };
  } finally {
    workspace.close();
  }
}

describe('the speculative witness answer of an LLM-cast turn (real SQLite, trial procedures)', () => {
  it('is generated, yet neither stored nor streamed, when the judge sustains the objection', async () => {
    const { model, tokens, asked, stored } = await askLeading({ counsel: LEADING_OBJECTION, judge: 'sustained' });
    // The witness did answer, in parallel with the objection check: the answer existed and was dropped.
    expect(witnessCalls(model)).toHaveLength(1);
    expect(asked.events.map((event) => event.type)).toEqual(['QuestionAsked', 'ObjectionRaised', 'RulingMade']);
    expect(asked.events.at(-1)).toMatchObject({ type: 'RulingMade', ruling: 'sustained' });
    expect(answersIn(asked.events)).toEqual([]);
    expect(storedAnswers(stored)).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain('QuickStop Market, 1190 Harbor');
    expect(tokens.filter((message) => message.name === 'witness.token')).toEqual([]);
  });

  it('is stopped mid-generation once the objection is sustained: an answer nobody will hear costs no more', async () => {
    const twoSentences = `${WITNESS_ANSWER} I usually work the evening shift, 3 p.m. to 11 p.m., by myself.`;
    const { model, tokens, stored } = await askLeading({ counsel: LEADING_OBJECTION, judge: 'sustained', witness: twoSentences, streamDelayMs: 5 });
    expect(witnessCalls(model)).toHaveLength(1);
    expect(witnessCalls(model)[0]!.signal?.aborted).toBe(true);
    expect(storedAnswers(stored)).toEqual([]);
    expect(tokens.filter((message) => message.name === 'witness.token')).toEqual([]);
  });

  it('arrives in the log and the token stream when the judge overrules', async () => {
    const { model, tokens, asked, stored } = await askLeading({ counsel: LEADING_OBJECTION, judge: 'overruled' });
    expect(witnessCalls(model)).toHaveLength(1);
    expect(asked.events.map((event) => event.type).slice(0, 4)).toEqual(['QuestionAsked', 'ObjectionRaised', 'RulingMade', 'AnswerGiven']);
    expect(answersIn(asked.events)).toEqual([expect.objectContaining({ questionId: 'q1', text: WITNESS_ANSWER })]);
    expect(storedAnswers(stored)).toEqual([expect.objectContaining({ questionId: 'q1', text: WITNESS_ANSWER })]);
    expect(streamedText(tokens, 'q1')).toBe(WITNESS_ANSWER);
  });

  it('arrives in the log and the token stream when counsel does not object', async () => {
    const { model, tokens, asked, stored } = await askLeading({ counsel: NO_OBJECTION, judge: 'sustained' });
    expect(model.requests.some((request) => request.agentKey === 'judge')).toBe(false);
    expect(asked.events.some((event) => event.type === 'ObjectionRaised')).toBe(false);
    expect(answersIn(asked.events)).toEqual([expect.objectContaining({ questionId: 'q1', text: WITNESS_ANSWER })]);
    expect(storedAnswers(stored)).toEqual([expect.objectContaining({ questionId: 'q1', text: WITNESS_ANSWER })]);
    expect(streamedText(tokens, 'q1')).toBe(WITNESS_ANSWER);
  });

  it('streams a model answer live, sentence by sentence, before the answer is stored', async () => {
    const workspace = openTempWorkspace();
    try {
      const twoSentences = `${WITNESS_ANSWER} I usually work the evening shift, 3 p.m. to 11 p.m., by myself.`;
      const { id, call, tokens, bus } = rig(workspace, { counsel: NO_OBJECTION, judge: 'sustained', witness: twoSentences, streamDelayMs: 2 });
      const started = await call('trial.start', { packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
      const { sessionId } = started.status;
      // At each token: how many answers the log holds (the answer is stored only after it streamed).
      const storedAtToken: number[] = [];
      bus.subscribe((message) => {
        if (message.name === 'witness.token') storedAtToken.push(storedAnswers(readEvents(workspace.db, sessionId)).length);
      });
      const asked = await call('trial.ask', { sessionId, question: 'Where do you work?' });
      expect(answersIn(asked.events)).toEqual([expect.objectContaining({ text: twoSentences })]);
      const deltas = tokens.filter((message) => message.name === 'witness.token').map((message) => (message.name === 'witness.token' ? message.payload.delta : ''));
      // One delta per checked sentence ("3 p.m." does not end one), all out before the answer was stored.
      expect(deltas).toEqual([WITNESS_ANSWER, ' I usually work the evening shift, 3 p.m. to 11 p.m., by myself.']);
      expect(storedAtToken).toEqual([0, 0]);
    } finally {
      workspace.close();
    }
  });

  it('ends a streamed answer before its first ungrounded sentence, and stores only what was shown', async () => {
    const workspace = openTempWorkspace();
    try {
      const { id, call, tokens, model } = rig(workspace, { counsel: NO_OBJECTION, judge: 'sustained', witness: `${WITNESS_ANSWER} Then a green dragon flew in over the counter. I called 911.`, streamDelayMs: 1 });
      const started = await call('trial.start', { packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
      const { sessionId } = started.status;
      const asked = await call('trial.ask', { sessionId, question: 'Where do you work?' });
      expect(answersIn(asked.events)).toEqual([expect.objectContaining({ text: WITNESS_ANSWER })]);
      expect(asked.events.some((event) => event.type === 'FallbackUsed')).toBe(false);
      expect(streamedText(tokens, 'q1')).toBe(WITNESS_ANSWER);
      expect(JSON.stringify(readEvents(workspace.db, sessionId))).not.toContain('dragon');
      // The generation was stopped at the refused sentence, not regenerated.
      expect(witnessCalls(model)).toHaveLength(1);
    } finally {
      workspace.close();
    }
  });
});

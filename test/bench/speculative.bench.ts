import type { SessionEvent } from '../../shared/domain';
import type { LanguageModel, StructuredRequest, StructuredResult, TextRequest, TextResult } from '../../main/llm/LanguageModel';
import { LocalModelHost } from '../../main/llm/local/LocalModelHost';
import { TrialSession } from '../../main/trial';
import { createLlmCast } from '../../main/trial/llm';
import { builtinTrialScenarios, questionsFromSentence } from '../unit/trial/fixtures/builtinScenarios';
import { fakeTrialModel } from '../unit/trial/llm/fakeTrialModel';
import { tinyLlamaGgufPath } from '../support/tinyModels/tinyLlamaGguf';
import { againstGoal, formatMs, formatRatio, median, percentile } from './stats';

// Method. TrialSession runs the witness, and on side-by-side lanes the judge's ruling on the
// objection it expects, ahead where its policy says it pays (they generate while counsel decides
// whether to object) and has no sequential switch, so the engine is left alone and the sequential
// baseline is made in the cast: `sequentialGate` wraps the LLM cast so that the judge rules only
// once counsel has objected and a witness answer starts only once the turn's objection decision is
// settled (counsel's call, or the judge's when counsel objects). Both variants run the same
// TrialSession, cast, scenario and questions, alternately turn by turn (speculative, sequential, …)
// on two sessions so machine noise hits both alike. Turn latency is the wall time of one `handleTurn` (no storage).
// First a fake model with fixed latencies (all model time, no CPU), on side-by-side lanes (cloud)
// and on one shared lane (local, one call at a time), for no objection, overruled and sustained,
// weighed into a realistic mix; then the tiny random-weight GGUF (threads: 1, three sequences as
// the app loads, witness capped at a few tokens), where the calls compete for the same CPU. The
// speculative variant is the session's own policy (main/trial/speculationPolicy.ts). Speed is
// printed, never asserted.

const TURNS = 20;
const WARM_TURNS = 3;
const FAKE_LATENCY_MS = 60;
const TINY_WITNESS_MAX_TOKENS = 12;
const WITNESS_ID = 'mei-lin-zhao';
/** Grounded in the witness's affidavit word for word, so the witness guards keep it. */
const WITNESS_ANSWER = 'I have worked as a clerk at the QuickStop Market, 1190 Harbor Avenue, since June 2024.';
const NO_OBJECTION = JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
const LEADING_OBJECTION = JSON.stringify({ object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false });
const OVERRULED = JSON.stringify({ ruling: 'overruled', reason: 'The witness may answer.', rule: 'FRE 611(c)' });
const SUSTAINED = JSON.stringify({ ruling: 'sustained', reason: 'Counsel is leading the witness.', rule: 'FRE 611(c)' });
/**
 * How often each case comes up in a student's direct: most questions draw no objection; of the
 * objected ones (about a quarter in practice rounds) somewhat more are sustained than overruled.
 */
const REALISTIC_MIX = { none: 0.75, overruled: 0.1, sustained: 0.15 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `model` with every call taking `latencyMs` longer. `cloud`: calls run side by side, as a remote
 * model's do. `shared lane`: one call at a time, queued, as on one machine's cores (a local model).
 */
function withLatency(model: LanguageModel, latencyMs: number, lanes: 'cloud' | 'shared lane'): LanguageModel {
  let lane: Promise<unknown> = Promise.resolve();
  const occupy = async <T>(work: () => Promise<T>): Promise<T> => {
    if (lanes === 'cloud') {
      await sleep(latencyMs);
      return work();
    }
    const turn = lane.then(async () => {
      await sleep(latencyMs);
      return work();
    });
    lane = turn.catch(() => undefined);
    return turn;
  };
  return {
    id: model.id,
    kind: lanes === 'cloud' ? 'cloud' : 'local',
    generateText: (request: TextRequest): Promise<TextResult> => occupy(() => model.generateText(request)),
    generateStructured: <T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> => occupy(() => model.generateStructured(request)),
  };
}

type CastFactory = ReturnType<typeof createLlmCast>;

/**
 * The sequential baseline: the same LLM cast, but nothing runs ahead. The judge is asked only once
 * counsel has decided (the session asks it ahead on the objection it expects), and each witness
 * answer starts only once the turn's objection decision is settled: when counsel's decision is no objection (or its call fails, so the
 * rules counsel decides at once), else when the judge has overruled it. When the session rejects counsel's
 * objection, the rules counsel decides and its `FallbackUsed` event opens the gate (`settle`), as no
 * judge may be asked. `beginTurn` closes the gate. A witness whose question was sustained waits on
 * its closed gate for good; the session never awaits it.
 */
function sequentialGate(castFactory: CastFactory) {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  let counselDone: () => void = () => undefined;
  let counselDecided = Promise.resolve();
  const cast: CastFactory = (context, random, config) => {
    const inner = castFactory(context, random, config);
    return {
      name: inner.name,
      opposingCounsel: {
        async considerObjection(request) {
          let objects = false;
          try {
            const decision = await inner.opposingCounsel.considerObjection(request);
            objects = decision.object;
            return decision;
          } finally {
            counselDone();
            if (!objects) open();
          }
        },
        nextQuestion: (request) => inner.opposingCounsel.nextQuestion(request),
      },
      judge: {
        async rule(request) {
          let sustained = false;
          await counselDecided;
          try {
            const ruling = await inner.judge.rule(request);
            sustained = ruling.ruling === 'sustained';
            return ruling;
          } finally {
            // A sustained question's witness never starts: on a shared lane it would hold up the next turn.
            if (!sustained) open();
          }
        },
      },
      witness(witnessId) {
        const witness = inner.witness(witnessId);
        return {
          witnessId: witness.witnessId,
          async answer(request) {
            await gate;
            return witness.answer(request);
          },
        };
      },
    };
  };
  return {
    cast,
    beginTurn(): void {
      gate = new Promise((resolve) => (open = resolve));
      counselDecided = new Promise((resolve) => (counselDone = resolve));
    },
    settle(event: SessionEvent): void {
      if (event.type === 'FallbackUsed' && event.agent === 'opposing_counsel') open();
    },
  };
}

/** `model` with witness answers capped at `maxTokens`, to keep the tiny model's turns short. */
function capWitness(model: LanguageModel, maxTokens: number): LanguageModel {
  return { id: model.id, kind: model.kind, generateText: (request) => model.generateText({ ...request, maxTokens }), generateStructured: (request) => model.generateStructured(request) };
}

interface Variant {
  session: TrialSession;
  beginTurn: () => void;
  onEvent: (event: SessionEvent) => void;
  samples: number[];
  answered: number;
  objected: number;
}

async function drain(generator: AsyncGenerator<SessionEvent>, onEvent: (event: SessionEvent) => void = () => undefined): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) {
    events.push(event);
    onEvent(event);
  }
  return events;
}

/** Plays `TURNS` (after warm-up) alternately on both variants, prints p50/p90 and the ratio, and returns the ratio. `leading`: questions the classifier flags. */
async function compare(label: string, model: LanguageModel, leading = false): Promise<number> {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
  const llmCast = createLlmCast(model, { confidentiality: { level: 'public', packId: 'state-v-avery' }, timeoutMs: 60_000 });
  const sequential = sequentialGate(llmCast);
  const variant = async (cast: CastFactory, beginTurn: () => void, onEvent: (event: SessionEvent) => void): Promise<Variant> => {
    const session = new TrialSession({
      scenario: spec,
      playerSide: 'plaintiff',
      seed: 11,
      witnessIds: [WITNESS_ID],
      opposingCounsel: { intentionalErrorRate: 0 },
      cast,
    });
    await drain(session.start());
    return { session, beginTurn, onEvent, samples: [], answered: 0, objected: 0 };
  };
  const speculative = await variant(llmCast, () => undefined, () => undefined);
  const sequentialVariant = await variant(sequential.cast, () => sequential.beginTurn(), (event) => sequential.settle(event));
  const base = speculative.session.context.affidavit(WITNESS_ID).sentences.flatMap(questionsFromSentence);
  for (let turn = 1; turn <= WARM_TURNS + TURNS; turn++) {
    // New wording each turn, so the duplicate-question check never blocks one.
    const plain = `${base[turn % base.length]!.replace(/\?$/, '')}, as to detail ${turn}`;
    // A tag question leads: on direct the classifier expects the objection to be sustained.
    const question = leading ? `${plain.replace('What can you tell us about', 'You can tell us about')}, can't you?` : `${plain}?`;
    for (const current of [speculative, sequentialVariant]) {
      current.beginTurn();
      const started = performance.now();
      const events = await drain(current.session.handleTurn(question), current.onEvent);
      const elapsed = performance.now() - started;
      if (turn <= WARM_TURNS) continue;
      current.samples.push(elapsed);
      if (events.some((event) => event.type === 'AnswerGiven')) current.answered++;
      if (events.some((event) => event.type === 'ObjectionRaised')) current.objected++;
    }
  }
  const p50 = (samples: number[]) => median(samples);
  const line = (name: string, v: Variant) =>
    `  ${name.padEnd(12)} p50 ${formatMs(p50(v.samples)).padStart(8)}  p90 ${formatMs(percentile(v.samples, 90)).padStart(8)}  (${v.answered}/${v.samples.length} answered, ${v.objected} objected)`;
  console.log(`${label}`);
  console.log(line('speculative', speculative));
  console.log(line('sequential', sequentialVariant));
  const ratio = p50(speculative.samples) / p50(sequentialVariant.samples);
  console.log(`  ratio speculative/sequential (p50): ${ratio.toFixed(2)}`);
  return ratio;
}

/** The fake model: counsel, judge and witness each take `FAKE_LATENCY_MS`. */
function fakeModel(counsel: string, ruling: string, lanes: 'cloud' | 'shared lane'): LanguageModel {
  return withLatency(
    fakeTrialModel((request) => {
      if (request.agentKey === 'judge') return ruling;
      if (request.agentKey.startsWith('witness:')) return WITNESS_ANSWER;
      return counsel;
    }),
    FAKE_LATENCY_MS,
    lanes,
  );
}

export default async function speculativeBench(): Promise<void> {
  console.log(`Turn latency, speculative witness (as the session's policy decides) against sequential; ${TURNS} turns each, interleaved.`);
  const mixes: string[] = [];
  for (const lanes of ['cloud', 'shared lane'] as const) {
    const ratios = {
      none: await compare(`fake model (${lanes}), ${FAKE_LATENCY_MS} ms a call, no objection:`, fakeModel(NO_OBJECTION, OVERRULED, lanes)),
      overruled: await compare(`fake model (${lanes}), ${FAKE_LATENCY_MS} ms a call, objection overruled:`, fakeModel(LEADING_OBJECTION, OVERRULED, lanes)),
      sustained: await compare(`fake model (${lanes}), ${FAKE_LATENCY_MS} ms a call, leading questions, objection sustained:`, fakeModel(LEADING_OBJECTION, SUSTAINED, lanes), true),
    };
    const mix = (Object.keys(REALISTIC_MIX) as (keyof typeof REALISTIC_MIX)[]).reduce((sum, key) => sum + REALISTIC_MIX[key] * ratios[key], 0);
    mixes.push(`${againstGoal(`speculative/sequential over a realistic mix (${lanes}: 75 % no objection, 10 % overruled, 15 % sustained)`, mix, 0.6, formatRatio)}`);
  }
  for (const line of mixes) console.log(line);
  console.log('  (one shared lane cannot go below 1.0: nothing runs side by side; the policy keeps it from going above.)');

  // The tiny GGUF decides for itself (random weights), so objections, sustained rulings (turns
  // with no answer) and guard fallbacks vary; their counts are printed next to the figures.
  const host = new LocalModelHost();
  try {
    const tiny = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 4096, sequences: 3, threads: 1 });
    await compare(`tiny GGUF (threads: 1, 3 sequences as the app loads, witness maxTokens ${TINY_WITNESS_MAX_TOKENS}):`, capWitness(tiny, TINY_WITNESS_MAX_TOKENS));
  } finally {
    await host.unload();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechRubrics, type EventOf, type SessionEvent } from '../../../shared/domain';
import { Egress } from '../../../main/egress';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import type { LanguageModel } from '../../../main/llm/LanguageModel';
import { MemoryEventSink, parseScript, runScript } from '../../../main/trial';
import { createLlmCast } from '../../../main/trial/llm';
import { createTrialArc } from '../../../main/trial/phases';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';

// The model's parts of the whole trial: the judgement criteria of the student's speeches, counsel's
// opening and closing, and the jury's deliberation. A scripted loopback server plays a sensible
// model; the tiny random GGUF plays a senseless one, whose speeches the guard refuses.

const kestrel = builtinTrialScenarios().find((entry) => entry.id === 'kestrel-v-northgate')!.spec;
const WITNESS = 'dr-priya-ramanathan';
const SCRIPT = `OPENING Members of the jury, the Harbour Authority AIS log shows the ferry at 22.5 knots at 06:41:10.
What speed did the ferry's transponder report at 06:41:10?
What average speed did the reported positions give?
NEXT
CLOSING The AIS log shows the ferry at 22.5 knots at 06:41:10. The engine logbook records the speed reduction at 06:35, not 06:30.
REBUTTAL The ferry was going too fast for the fog.`;

const ASSESSMENT = { theory: 7, organisation: 6, persuasiveness: 5, note: 'Lead with your theory and end on the burden.' };
const DELIBERATION = 'The jurors weighed each element in turn and followed the instructions on the burden of proof.';
/** A defense fact nobody testified to: counsel may know it (no leak), but it is not in evidence. */
const UNESTABLISHED = kestrel.elicits.find((elicit) => elicit.id === 'vdr-16-knots')!.label;

const userPrompt = (body: Record<string, unknown>) => (body.messages as { role: string; content: string }[]).find((message) => message.role === 'user')?.content ?? '';
const schemaName = (body: Record<string, unknown>) => (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;

/** Counsel as a sensible model: the facts it was given, one sentence each (plus, if asked, one it was not). */
function scriptedModel(addUnestablished: boolean) {
  return (body: Record<string, unknown>): string => {
    const prompt = userPrompt(body);
    switch (schemaName(body)) {
      case 'oca_objection':
        return JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
      case 'judge_ruling':
        return JSON.stringify({ ruling: 'overruled', reason: 'The question is proper.', rule: '' });
      case 'counsel_speech': {
        const facts = [...prompt.matchAll(/^- (.+)$/gm)].map((match) => match[1]!).filter((fact) => !/: (Nothing|Established)/.test(fact));
        const lines = ['Members of the jury.', ...facts.map((fact) => `${fact.replace(/\.$/, '')}.`)];
        if (addUnestablished && !prompt.startsWith('Speech: your opening')) lines.push(`${UNESTABLISHED.replace(/\.$/, '')}.`);
        lines.push('Return a verdict for the defense.');
        return JSON.stringify({ text: lines.join(' ') });
      }
      case 'speech_assessment':
        return JSON.stringify(ASSESSMENT);
      case 'jury_deliberation':
        return JSON.stringify({ summary: DELIBERATION });
      default:
        return '{}';
    }
  };
}

async function play(model: LanguageModel | null) {
  const sink = new MemoryEventSink();
  const cast = model ? createLlmCast({ opposingCounsel: model, judge: model, witness: null }, { confidentiality: { level: 'public', packId: 'kestrel' }, timeoutMs: 60_000 }) : undefined;
  const trial = createTrialArc({ scenario: kestrel, playerSide: 'plaintiff', seed: 1, witnessIds: [WITNESS], examinations: ['direct'], sink, arc: {}, ...(cast ? { cast } : {}) });
  for await (const _ of runScript(trial, parseScript(SCRIPT))) void _;
  return sink.events;
}

const all = <T extends SessionEvent['type']>(events: readonly SessionEvent[], type: T) => events.filter((event): event is EventOf<T> => event.type === type);

describe('the model’s parts of the whole trial, on a scripted loopback model', () => {
  const servers: Awaited<ReturnType<typeof startFakeOpenAiServer>>[] = [];
  const cloud = async (addUnestablished: boolean) => {
    const server = await startFakeOpenAiServer({ structuredFor: scriptedModel(addUnestablished) });
    servers.push(server);
    return new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'arc', apiKey: null }, new Egress({ isAllowed: () => true }));
  };
  afterAll(async () => Promise.all(servers.map((server) => server.close())));

  it('scores the judgement criteria, writes counsel’s speeches from the facts in evidence, and adds the deliberation', async () => {
    const events = await play(await cloud(false));
    expect(all(events, 'FallbackUsed').filter((event) => ['opening', 'closing', 'rebuttal', 'assessment', 'deliberation'].includes(event.mode ?? ''))).toEqual([]);
    const [, counselOpening] = all(events, 'OpeningGiven');
    expect(counselOpening).toMatchObject({ by: 'opposing_counsel', text: expect.stringMatching(/^Members of the jury\. /) });
    expect(counselOpening!.promised.length).toBeGreaterThan(0);
    const counselClosing = all(events, 'ClosingGiven').find((event) => event.by === 'opposing_counsel')!;
    expect(counselClosing.text).toMatch(/^Members of the jury\. .*Return a verdict for the defense\.$/);
    expect(all(events, 'VerdictReached')[0]!.deliberation).toBe(DELIBERATION);

    const mine = speechRubrics(events).filter((rubric) => rubric.by === 'player');
    expect(mine.map((rubric) => rubric.part)).toEqual(['opening', 'closing', 'rebuttal']);
    for (const rubric of mine) {
      const scores = Object.fromEntries(rubric.lines.map((line) => [line.criterion, line.score]));
      expect(scores).toMatchObject({ theory: 7, organisation: 6, persuasiveness: 5 });
      expect(rubric.lines.find((line) => line.criterion === 'theory')!.note).toBe('Lead with your theory and end on the burden. (cloud:arc)');
    }
  }, 120_000);

  it('refuses a model closing that cites a fact never established: the rules closing stands, and the fallback is recorded', async () => {
    // (A plaintiff fact in counsel's closing is refused earlier, by the leak guard: counsel never sees the other side's plan.)
    const events = await play(await cloud(true));
    const refused = all(events, 'FallbackUsed').filter((event) => event.mode === 'closing');
    expect(refused).toEqual([expect.objectContaining({ agent: 'opposing_counsel', reason: 'invalid-decision: the closing cited a fact not in evidence' })]);
    const counselClosing = all(events, 'ClosingGiven').find((event) => event.by === 'opposing_counsel')!;
    expect(counselClosing.text).not.toContain(UNESTABLISHED.replace(/\.$/, ''));
    expect(counselClosing.text).toMatch(/^Members of the jury, you have heard the evidence\./);
    // The opening promised only the facts of counsel's plan, so it stood.
    expect(all(events, 'FallbackUsed').some((event) => event.mode === 'opening')).toBe(false);
  }, 120_000);

  it('without a model, the judgement criteria say "not assessed" and nothing is asked', async () => {
    const events = await play(null);
    expect(all(events, 'FallbackUsed')).toEqual([]);
    expect(all(events, 'VerdictReached')[0]!.deliberation).toBeNull();
    for (const rubric of speechRubrics(events).filter((entry) => entry.by === 'player')) {
      for (const criterion of ['theory', 'organisation', 'persuasiveness']) expect(rubric.lines.find((line) => line.criterion === criterion)).toMatchObject({ score: null, note: 'not assessed (needs a model)' });
    }
  }, 120_000);
});

describe('the model’s parts of the whole trial, on the tiny random GGUF', () => {
  const host = new LocalModelHost();
  let model: LanguageModel;
  beforeAll(async () => {
    model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 4096, sequences: 2, threads: 1 });
  });
  afterAll(() => host.unload());

  it('plays the whole trial: counsel’s senseless speeches fall back to the rules text, and every assessment is a valid one or "not assessed"', async () => {
    const events = await play(model);
    expect(events.at(-1)).toEqual({ type: 'SessionEnded', reason: 'completed' });
    const counsel = [...all(events, 'OpeningGiven'), ...all(events, 'ClosingGiven')].filter((event) => event.by === 'opposing_counsel');
    const fellBack = all(events, 'FallbackUsed').filter((event) => event.agent === 'opposing_counsel' && ['opening', 'closing', 'rebuttal'].includes(event.mode ?? ''));
    // Random text argues from no fact in evidence: each of counsel's speeches is the rules one.
    expect(fellBack).toHaveLength(counsel.length);
    expect(counsel.every((event) => event.text.startsWith('Members of the jury') || event.text.startsWith('Briefly'))).toBe(true);
    for (const event of [...all(events, 'OpeningGiven'), ...all(events, 'ClosingGiven')].filter((entry) => entry.by === 'player')) {
      if (event.assessment) expect(event.assessment.model).toBe('local:tiny');
      else expect(all(events, 'FallbackUsed').some((fallback) => fallback.mode === 'assessment')).toBe(true);
    }
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import type { MemoryChunk } from '../../../main/store/memoryRepository';
import {
  EmbeddingMemoryWriter,
  MemoryEventSink,
  resumeTrialSession,
  TrialSession,
  type AnalysisReport,
  type MemoryOperation,
  type TrialObserver,
  type TrialSessionOptions,
} from '../../../main/trial';
import { trafficScenario } from './fixtures/trafficScenario';

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

/** An observer that keeps what it is told. */
function recorder() {
  const analyses: AnalysisReport[] = [];
  const memory: MemoryOperation[] = [];
  const observer: TrialObserver = { onAnalysis: (report) => analyses.push(report), onMemory: (operation) => memory.push(operation) };
  return { analyses, memory, observer };
}

// No deliberate mistakes by counsel: it objects exactly where the classifier finds a ground.
const base: TrialSessionOptions = { scenario: trafficScenario, playerSide: 'plaintiff', seed: 7, witnessIds: ['maria-reyes'], opposingCounsel: { intentionalErrorRate: 0 } };

describe('TrialObserver: what the debug stream sees', () => {
  it("reports the classifier's findings on a player question counsel lets pass, and on one it objects to", async () => {
    const { analyses, observer } = recorder();
    const trial = new TrialSession({ ...base, observer });
    await collect(trial.start());

    const open = await collect(trial.handleTurn('What do you do for a living?'));
    expect(open.some((event) => event.type === 'ObjectionRaised')).toBe(false);
    expect(analyses).toHaveLength(1);
    expect(analyses[0]).toMatchObject({ turn: 1, questionId: 'q1', askedBy: 'player', counselObjected: false });

    const leading = await collect(trial.handleTurn('The light was green for you, correct?'));
    const objection = leading.find((event) => event.type === 'ObjectionRaised');
    expect(analyses).toHaveLength(2);
    const report = analyses[1]!;
    expect(objection).toMatchObject({ by: 'opposing_counsel', ground: 'leading' });
    expect(report).toMatchObject({ questionId: 'q2', askedBy: 'player', counselObjected: true });
    expect(report.analysis.findings[0]).toMatchObject({ ground: 'leading', triggers: [expect.stringMatching(/correct\?/)] });
  });

  it("reports counsel's own question with no objection decided yet, with the classifier's findings", async () => {
    const { analyses, observer } = recorder();
    const trial = new TrialSession({ ...base, observer, opposingCounsel: { intentionalErrorRate: 1 } });
    await collect(trial.start());
    await collect(trial.handleTurn('What do you do for a living?'));
    await collect(trial.endExamination());
    const asked = (await collect(trial.handleOCAExaminationTurn())).find((event) => event.type === 'QuestionAsked');
    expect(asked).toMatchObject({ by: 'opposing_counsel' });
    const report = analyses.at(-1)!;
    expect(report).toMatchObject({ askedBy: 'opposing_counsel', counselObjected: null, questionId: asked?.type === 'QuestionAsked' ? asked.questionId : '' });
    // Leading is proper on cross: the classifier says so, and the report carries why.
    expect(report.analysis.findings.map((finding) => finding.ground)).not.toContain('leading');
    expect(trial.awaiting).toBe('player_response');
  });

  it('reports each memory operation: enqueued with the turn, then written with its chunk count, skipped or failed', async () => {
    const { memory, observer } = recorder();
    const stored: MemoryChunk[] = [];
    const writer = new EmbeddingMemoryWriter(new LexicalEmbedder(), (chunks) => stored.push(...chunks), 'session-1', observer);
    const trial = new TrialSession({ ...base, observer, memory: writer });
    await collect(trial.start());
    await collect(trial.handleTurn('Where was your phone?'));
    // Enqueued during the turn; the write itself happens after it, off the answer path.
    expect(memory).toEqual([{ op: 'enqueued', turn: 1, witnessId: 'maria-reyes' }]);
    await writer.flush();
    expect(stored.length).toBeGreaterThan(0);
    expect(memory[1]).toMatchObject({ op: 'written', turn: 1, witnessId: 'maria-reyes', chunks: stored.length });
    expect(memory[1]?.op === 'written' && memory[1].ms).toBeGreaterThanOrEqual(0);

    writer.enqueue({ witnessId: 'maria-reyes', phase: 'direct', turn: 2, elicitIds: [], text: "I don't recall." });
    await writer.flush();
    expect(memory.slice(2)).toEqual([
      { op: 'enqueued', turn: 2, witnessId: 'maria-reyes' },
      { op: 'skipped', turn: 2, witnessId: 'maria-reyes' },
    ]);

    const broken = new EmbeddingMemoryWriter({ id: 'broken', dimensions: 3, embed: () => Promise.reject(new Error('embedder gone')) }, () => undefined, 'session-1', observer);
    broken.enqueue({ witnessId: 'maria-reyes', phase: 'direct', turn: 3, elicitIds: [], text: 'The light was green.' });
    await broken.flush();
    expect(memory.at(-1)).toEqual({ op: 'failed', turn: 3, witnessId: 'maria-reyes', error: 'embedder gone' });
    expect(broken.errors.map((error) => error.message)).toEqual(['embedder gone']);
  });

  it('never lets a throwing observer break or change the turn', async () => {
    const trial = new TrialSession({
      ...base,
      observer: {
        onAnalysis: () => {
          throw new Error('panel closed');
        },
      },
    });
    await collect(trial.start());
    const events = await collect(trial.handleTurn('Where was your phone?'));
    // Watched or not (and however the watcher fails), the session plays the very same events.
    const unwatched = new TrialSession(base);
    await collect(unwatched.start());
    expect(events).toEqual(await collect(unwatched.handleTurn('Where was your phone?')));
    expect(events.some((event) => event.type === 'AnswerGiven')).toBe(true);
  });

  it('stays silent while a stored log replays, and reports the turns played after the resume', async () => {
    const sink = new MemoryEventSink();
    const first = new TrialSession({ ...base, sink });
    await collect(first.start());
    await collect(first.handleTurn('What do you do for a living?'));
    await collect(first.handleTurn('Where was your phone?'));

    const { analyses, memory, observer } = recorder();
    const writer = new EmbeddingMemoryWriter(new LexicalEmbedder(), () => undefined, 'session-1', observer);
    const resumed = await resumeTrialSession({ ...base, sink: new MemoryEventSink(), observer, memory: writer }, sink.events);
    await writer.flush();
    expect(analyses).toEqual([]);
    expect(memory).toEqual([]);
    await collect(resumed.handleTurn('What colour was the traffic light when you entered the intersection?'));
    expect(analyses.map((report) => report.questionId)).toEqual(['q3']);
    expect(memory.map((operation) => operation.turn)).toEqual([3]);
  });
});

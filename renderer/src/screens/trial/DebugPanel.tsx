import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DebugAnalysis, DebugExamples, DebugMemory, DebugModelCall } from '../../../../shared/contract/schemas/trialDebug';
import { OBJECTION_CATALOGUE } from '../../../../shared/domain';
import { trialSelectors, useTrialStore } from '../../stores/trial';

/** How many memory operations and model calls the panel lists. */
const RECENT = 5;
const memorySelector = trialSelectors.recentMemory(RECENT);
const modelCallSelector = trialSelectors.recentModelCalls(RECENT);

const groundLabel = (ground: keyof typeof OBJECTION_CATALOGUE) => OBJECTION_CATALOGUE[ground].label.toLowerCase();

function describeAnalysis(item: DebugAnalysis): string {
  const who = item.askedBy === 'player' ? 'your' : "counsel's";
  const findings =
    item.findings.length === 0
      ? 'no ground found'
      : item.findings
          .slice(0, 3)
          .map((f) => `${groundLabel(f.ground)} ${f.confidence}${f.triggers.length ? ` (${f.triggers.map((t) => `"${t}"`).join(' ')})` : ''}`)
          .join('; ');
  const outcome = item.counselObjected === null ? 'yours to object to' : item.counselObjected ? 'counsel objected' : 'counsel let it pass';
  return `${item.questionId}, ${who} question: ${findings}; ${outcome}`;
}

function describeMemory(item: DebugMemory): string {
  const what =
    item.op === 'written'
      ? `written: ${item.chunks} chunk${item.chunks === 1 ? '' : 's'} in ${item.ms} ms`
      : item.op === 'skipped'
        ? 'skipped: only stock phrases'
        : item.op === 'failed'
          ? `failed: ${item.error}`
          : item.op === 'recalled'
            ? `recalled by the ${(item.agent ?? 'agent').replace('_', ' ')}: ${item.chunks} earlier claim${item.chunks === 1 ? '' : 's'} in ${item.ms} ms`
            : 'enqueued';
  return `turn ${item.turn}, ${item.witnessId}: ${what}`;
}

function describeModelCall(item: DebugModelCall): string {
  const mode = item.mode && !item.agent.endsWith(item.mode) ? ` (${item.mode})` : '';
  const outcome = item.fallbackReason ? `failed (${item.fallbackReason}), the rules cast answered` : `${item.promptTokens}+${item.outputTokens} tokens`;
  return `${item.agent}${mode} on ${item.model}: ${outcome}, ${item.latencyMs} ms`;
}

function CastLine() {
  const cast = useTrialStore(trialSelectors.cast);
  const seed = useTrialStore((s) => s.brief?.seed);
  return (
    <dd data-testid="debug-cast">
      {cast ?? '?'}
      {cast !== 'rules' && cast !== null ? ', the rules cast backs each call' : ''} (seed {seed ?? '?'})
    </dd>
  );
}

/** The classifier on the latest question, pushed live: shown even when no one objected. */
function ClassifierLine() {
  const analysis = useTrialStore(trialSelectors.lastAnalysis);
  if (!analysis) return <dd data-testid="debug-analysis">— (ask a question while the panel is open)</dd>;
  return (
    <dd data-testid="debug-analysis" data-question={analysis.questionId}>
      {describeAnalysis(analysis)}
      {analysis.excused.length > 0 && (
        <ul aria-label="Grounds the context excuses">
          {analysis.excused.map((e) => (
            <li key={e.ground}>
              {groundLabel(e.ground)} excused: {e.reason}
            </li>
          ))}
        </ul>
      )}
    </dd>
  );
}

function MemoryList() {
  const operations = useTrialStore(useShallow(memorySelector));
  return (
    <dd>
      {operations.length === 0 ? (
        'none yet'
      ) : (
        <ul aria-labelledby="debug-memory-title" data-testid="debug-memory">
          {operations.map((op, i) => (
            <li key={`${op.turn}-${op.op}-${i}`} data-op={op.op}>
              {describeMemory(op)}
            </li>
          ))}
        </ul>
      )}
    </dd>
  );
}

function ModelCallList() {
  const calls = useTrialStore(useShallow(modelCallSelector));
  return (
    <dd>
      {calls.length === 0 ? (
        'none yet (the rules cast calls no model)'
      ) : (
        <ul aria-labelledby="debug-llm-title" data-testid="debug-llm">
          {calls.map((call, i) => (
            <li key={i} data-fallback={call.fallbackReason ?? ''}>
              {describeModelCall(call)}
            </li>
          ))}
        </ul>
      )}
    </dd>
  );
}

function ExamplesLine() {
  const used = useTrialStore(useShallow(trialSelectors.lastExamplesByAgent));
  if (used.length === 0) return <dd>none (fewer than 10 ratings, or none similar enough)</dd>;
  const list = (refs: DebugExamples['follow']) => (refs.length ? refs.map((ref) => `${ref.caseId} (${ref.stars}★, ${ref.similarity.toFixed(2)})`).join(', ') : 'none');
  return (
    <dd data-testid="debug-examples">
      {used.map((examples) => (
        <div key={examples.agent}>
          {examples.agent}: to follow {list(examples.follow)}; to avoid {list(examples.avoid)}
        </div>
      ))}
    </dd>
  );
}

function ObjectionLine() {
  const objection = useTrialStore(trialSelectors.lastObjection);
  return (
    <dd data-testid="debug-objection">
      {objection
        ? `${objection.by === 'player' ? 'you' : 'counsel'}: ${objection.ground}, confidence ${objection.confidence}${objection.triggers.length ? `, triggers ${objection.triggers.map((t) => `"${t}"`).join(' ')}` : ''}${objection.isIntentionallyIncorrect ? ', deliberately unfounded' : ''}`
        : '—'}
    </dd>
  );
}

function PendingLine() {
  const pending = useTrialStore(trialSelectors.pending);
  return (
    <dd data-testid="debug-defect" data-defect={pending?.defect ?? ''}>
      {pending ? (pending.isIntentionallyDefective ? `deliberately defective: ${pending.defect}` : `no deliberate defect${pending.defect ? ` (flawed: ${pending.defect})` : ''}`) : '—'}
    </dd>
  );
}

function ScoringLine() {
  const scoring = useTrialStore(trialSelectors.lastScoring);
  return (
    <dd>
      {scoring && (scoring.elicits.length > 0 || scoring.changes.length > 0) ? (
        <ul>
          {scoring.elicits.map((e) => (
            <li key={e.elicitId}>
              {e.elicitId}: {e.tier} match, confidence {e.confidence}
            </li>
          ))}
          {scoring.changes.map((c, i) => (
            <li key={i}>
              {c.delta > 0 ? '+' : ''}
              {c.delta} {c.reason.replace(/_/g, ' ')} → {c.total}
            </li>
          ))}
        </ul>
      ) : (
        'nothing scored'
      )}
    </dd>
  );
}

/**
 * The open panel. It watches the `trial.debug` stream only while mounted, so a closed panel
 * costs nothing; each line reads its own slice, so a pushed item re-renders only its line.
 * Deliberately no live region: a stream of decisions read aloud would drown the transcript.
 */
function DebugDetails() {
  const mode = useTrialStore(trialSelectors.mode);
  const fallbacks = useTrialStore(trialSelectors.fallbacks);
  useEffect(() => useTrialStore.getState().watchDebug(), []);
  return (
    <section className="panel debug" aria-labelledby="debug-title" data-testid="debug-panel">
      <h2 id="debug-title">Debug: agent decisions</h2>
      <dl>
        <dt>Cast</dt>
        <CastLine />
        <dt>Counsel's mode</dt>
        <dd>{mode ?? '—'}</dd>
        <dt>Classifier on the last question</dt>
        <ClassifierLine />
        <dt>Last objection</dt>
        <ObjectionLine />
        <dt>Counsel's pending question</dt>
        <PendingLine />
        <dt>Scoring of the last answer</dt>
        <ScoringLine />
        <dt>Fallbacks to the rules cast</dt>
        <dd>{fallbacks.length === 0 ? 'none' : fallbacks.map((f) => `${f.agent}: ${f.reason}`).join('; ')}</dd>
        <dt id="debug-memory-title">Memory operations</dt>
        <MemoryList />
        <dt>Rated examples given</dt>
        <ExamplesLine />
        <dt id="debug-llm-title">Model calls</dt>
        <ModelCallList />
      </dl>
    </section>
  );
}

/** Agent decisions, for instructors and the curious: classifier, counsel's mode and deliberate errors, scoring, memory, model calls. */
export function DebugPanel() {
  const open = useTrialStore(trialSelectors.debugOpen);
  return open ? <DebugDetails /> : null;
}

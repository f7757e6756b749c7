import { DEBUG_LIST_MAX, DEBUG_TEXT_MAX, type TrialDebugItem } from '../../shared/contract';
import type { ModelCallSpan } from '../llm/TracingLanguageModel';
import type { EventBus } from './EventBus';
import type { AnalysisReport, MemoryOperation, TrialObserver } from '../trial/TrialObserver';

/** Cuts a text to the contract's bound, so a long error message cannot make the push itself fail. */
const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const short = (text: string) => clip(text, DEBUG_TEXT_MAX.short);

export function analysisItem(sessionId: string, report: AnalysisReport): TrialDebugItem {
  const { findings, excused } = report.analysis;
  return {
    sessionId,
    kind: 'analysis',
    turn: report.turn,
    questionId: short(report.questionId),
    askedBy: report.askedBy,
    findings: findings.slice(0, DEBUG_LIST_MAX).map((finding) => ({
      ground: finding.ground,
      confidence: finding.confidence,
      triggers: finding.triggers.slice(0, DEBUG_LIST_MAX).map(short),
    })),
    excused: excused.slice(0, DEBUG_LIST_MAX).map((entry) => ({ ground: entry.ground, reason: clip(entry.reason, DEBUG_TEXT_MAX.long) })),
    counselObjected: report.counselObjected,
  };
}

export function memoryItem(sessionId: string, operation: MemoryOperation): TrialDebugItem {
  return {
    sessionId,
    kind: 'memory',
    op: operation.op,
    turn: operation.turn,
    witnessId: short(operation.witnessId),
    ...(operation.op === 'recalled' ? { agent: operation.agent } : {}),
    chunks: operation.op === 'written' || operation.op === 'recalled' ? operation.chunks : null,
    ms: operation.op === 'written' || operation.op === 'recalled' ? operation.ms : null,
    error: operation.op === 'failed' ? clip(operation.error, DEBUG_TEXT_MAX.long) : null,
  };
}

export function modelCallItem(sessionId: string, span: ModelCallSpan): TrialDebugItem {
  const { mode } = span;
  return {
    sessionId,
    kind: 'llm-call',
    agent: short(span.agent),
    mode: mode === null ? null : short(mode),
    model: clip(span.model, DEBUG_TEXT_MAX.long),
    promptTokens: span.promptTokens,
    outputTokens: span.outputTokens,
    latencyMs: span.latencyMs,
    fallbackReason: span.fallbackReason,
  };
}

/**
 * Pushes a trial's agent decisions as `trial.debug` events: the sessions' observers and the
 * model-call spans. Nothing is stored here (the spans go to `traces` on their own), and with no
 * transport listening nothing is built.
 */
export class TrialDebugPublisher {
  constructor(private readonly bus: EventBus) {}

  observerFor(sessionId: string): TrialObserver {
    return {
      onAnalysis: (report) => this.publish(() => analysisItem(sessionId, report)),
      onMemory: (operation) => this.publish(() => memoryItem(sessionId, operation)),
    };
  }

  /** A model call of a trial session's cast; calls outside a session are not trial debug. */
  modelCall(span: ModelCallSpan): void {
    const { sessionId } = span;
    if (sessionId) this.publish(() => modelCallItem(sessionId, span));
  }

  private publish(item: () => TrialDebugItem): void {
    if (this.bus.listenerCount > 0) this.bus.publish('trial.debug', item());
  }
}

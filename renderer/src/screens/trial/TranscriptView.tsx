import { memo, useEffect, useRef } from 'react';
import { trialSelectors, useTrialStore, type TranscriptLine } from '../../stores/trial';
import { RuleLink } from './exhibits/RuleLink';
import type { MoveInFlight } from '../../stores/trial/initialState';

const SPEAKER: Record<TranscriptLine['kind'], (line: TranscriptLine) => string> = {
  phase: () => '',
  arc: () => 'Court',
  question: (l) => (l.by === 'player' ? 'You' : 'Opposing counsel'),
  blocked: () => 'Court',
  objection: (l) => (l.by === 'player' ? 'You' : 'Opposing counsel'),
  ruling: () => 'Judge',
  waived: (l) => (l.by === 'player' ? 'You' : 'Opposing counsel'),
  answer: () => 'Witness',
  elicit: () => 'Established',
  score: () => 'Score',
  covered: () => 'Cross outline',
  fallback: () => 'System',
  ended: () => 'Court',
  exhibit: (l) => (l.by === 'player' ? 'You' : l.by === 'opposing_counsel' ? 'Opposing counsel' : 'Court'),
  strike: (l) => (l.by === 'player' ? 'You' : 'Opposing counsel'),
};

/** One transcript line; memoised, so new lines do not redraw the old ones. */
export const TranscriptLineView = memo(function TranscriptLineView({ line, showIntentional = true }: { line: TranscriptLine; showIntentional?: boolean }) {
  if (line.kind === 'phase' || line.kind === 'ended' || line.kind === 'arc') {
    return <li className={`line line-${line.kind}`}>{line.text}</li>;
  }
  let text = line.text;
  if (line.kind === 'score') text = `${line.delta! > 0 ? '+' : ''}${line.delta}, ${line.text}`;
  if (line.kind === 'covered') text = `covered: ${line.text}`;
  if (line.kind === 'ruling') text = `${line.text} [${line.rule}]`;
  return (
    <li className={`line line-${line.kind}${line.by ? ` by-${line.by}` : ''}${line.ruling ? ` ruling-${line.ruling}` : ''}${line.struck ? ' struck' : ''}`} data-kind={line.kind} data-struck={line.struck ? 'true' : undefined}>
      <span className="speaker">{SPEAKER[line.kind](line)}:</span> {line.struck ? <del className="text">{text}</del> : <span className="text">{text}</span>}
      {line.struck && <span className="struck-note"> (struck)</span>}
      {(line.kind === 'ruling' || line.kind === 'exhibit') && line.rule && (
        <>
          {' '}
          <RuleLink rule={line.rule} />
        </>
      )}
      {showIntentional && line.intentional && <span className="intentional"> ({line.intentional})</span>}
    </li>
  );
});

/** The witness's answer as it streams; the only component that re-renders per token. */
function StreamingAnswer() {
  const text = useTrialStore(trialSelectors.streamingText);
  if (text === null) return null;
  return (
    <li className="line line-answer streaming" data-testid="streaming-answer">
      <span className="speaker">Witness:</span> <span className="text">{text}</span>
      <span className="caret" aria-hidden="true">
        ▍
      </span>
    </li>
  );
}

/** What the student is waiting for, in words; shared by the transcript and the screen's status line. */
export function inFlightText(inFlight: MoveInFlight, streaming: boolean): string {
  switch (inFlight.kind) {
    case 'ask':
      return streaming ? 'The witness is answering.' : 'Counsel may object; the witness is getting ready to answer…';
    case 'counselTurn':
      return 'Opposing counsel is preparing its question…';
    case 'respond':
      return inFlight.objected ? 'The judge is ruling on your objection…' : 'The witness is answering…';
    case 'next':
      return 'Moving on…';
    case 'speech':
      return 'Counsel is listening; the court takes note…';
    case 'motion':
      return 'The judge is ruling on the motion…';
    case 'exhibit':
      return 'The court is dealing with the exhibit…';
    case 'strike':
      return 'The judge is ruling on the motion to strike…';
  }
}

/** The move in flight: your question as asked (not yet in the record), and what happens now. */
function InFlightLine() {
  const inFlight = useTrialStore(trialSelectors.inFlight);
  const streaming = useTrialStore((s) => s.streaming !== null);
  if (!inFlight || (streaming && inFlight.kind !== 'ask')) return null;
  return (
    <li className="line line-in-flight" data-testid="in-flight">
      {inFlight.kind === 'ask' && (
        <p>
          <span className="speaker">You:</span> {inFlight.question}
        </p>
      )}
      {!streaming && <p className="hint">{inFlightText(inFlight, false)}</p>}
    </li>
  );
}

/**
 * The courtroom transcript. The list is a polite live region for finished lines; the streaming
 * answer is outside it (aria-hidden), so a screen reader hears each answer once, whole.
 */
export function TranscriptView() {
  const lines = useTrialStore(trialSelectors.lines);
  const showIntentional = useTrialStore(trialSelectors.debugOpen);
  const list = useRef<HTMLOListElement>(null);
  // New lines scroll into view, as in a running court record.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section className="transcript panel" aria-labelledby="transcript-title">
      <h2 id="transcript-title">Transcript</h2>
      <ol ref={list} className="transcript-lines" aria-live="polite" aria-relevant="additions" data-testid="transcript" tabIndex={0} aria-label="Transcript lines">
        {lines.map((line) => (
          <TranscriptLineView key={line.key} line={line} showIntentional={showIntentional} />
        ))}
      </ol>
      <ol className="transcript-lines" aria-hidden="true">
        <InFlightLine />
        <StreamingAnswer />
      </ol>
    </section>
  );
}

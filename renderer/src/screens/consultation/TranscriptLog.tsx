import { useEffect, useRef } from 'react';
import type { ConsultationLine } from '../../../../shared/contract';

/**
 * The interview so far. A `log` region: screen readers announce lines as they are added, not the
 * whole list again. It scrolls, so it takes focus for keyboard scrolling.
 */
export function TranscriptLog({ lines, clientName }: { lines: ConsultationLine[]; clientName: string }) {
  const end = useRef<HTMLLIElement>(null);
  // Braces matter: Chromium's scrollIntoView now returns a promise, and an effect must not return one.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  return (
    <div className="consult-log" role="log" aria-label="Interview transcript" tabIndex={0} data-testid="consultation-transcript">
      <ol>
      {lines.map((line, index) => (
        <li key={index} className={`line ${line.speaker} ${line.kind}`} data-speaker={line.speaker} ref={index === lines.length - 1 ? end : undefined}>
          <span className="who">{line.speaker === 'client' ? clientName : line.kind === 'advice' ? 'You (advice)' : 'You'}</span>
          <span className="what">{line.text}</span>
        </li>
      ))}
      </ol>
    </div>
  );
}

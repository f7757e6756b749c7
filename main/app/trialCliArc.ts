import type { EventOf, TrialArcEventType } from '../../shared/domain';
import type { SpeechRubric } from '../trial/phases';

const speaker = (by: 'player' | 'opposing_counsel') => (by === 'player' ? 'YOU' : 'COUNSEL');

/** The CLI's printout of one event of the trial's arc. */
export function arcEventLine(event: EventOf<TrialArcEventType>): string {
  switch (event.type) {
    case 'OpeningGiven':
      return event.reserved ? `\n== OPENING of the ${event.side} [${speaker(event.by)}] reserved` : `\n== OPENING of the ${event.side} [${speaker(event.by)}] ${event.text}${event.promised.length ? `\n   (promises ${event.promised.join(', ')})` : ''}`;
    case 'MotionRuled':
      return event.moved ? `\n== MOTION for a directed verdict by the defense [${speaker(event.by)}]\n   JUDGE: ${event.reason}` : '\n== (the defense does not move for a directed verdict)';
    case 'ClosingGiven': {
      const head = `\n== ${event.part.toUpperCase()} of the ${event.side} [${speaker(event.by)}]`;
      if (event.waived) return `${head} waived`;
      const objections = event.objections.map((o) => `\n   OBJECTION by counsel: ${o.ground.replace(/_/g, ' ')} — "${o.sentence}"\n   JUDGE: ${o.reason}`).join('');
      return `${head} ${event.text}${event.cited.length ? `\n   (cites ${event.cited.join(', ')})` : ''}${event.unsupported.length ? `\n   (not in evidence: ${event.unsupported.join(', ')})` : ''}${objections}`;
    }
    case 'InstructionsRead':
      return `\n== JURY INSTRUCTIONS (${event.burden.replace(/_/g, ' ')}): ${event.instructions.map((i) => i.title).join('; ')}`;
    case 'VerdictReached':
      return [
        `\n== VERDICT for the ${event.for}${event.directed ? ' (directed)' : ''}: ${event.reason}`,
        ...event.elements.map((e) => `   ${e.met ? '✓' : '✗'} ${e.label}: ${e.explanation}`),
        ...(event.deliberation ? [`   JURY: ${event.deliberation}`] : []),
      ].join('\n');
    case 'TimeRanOut':
      return `   (${event.notice})`;
  }
}

/** The rubric of every opening and closing, one criterion a line. */
export function describeRubrics(rubrics: readonly SpeechRubric[]): string {
  const lines = ['', 'SPEECHES'];
  for (const rubric of rubrics) {
    lines.push(`  ${rubric.part} by ${rubric.by === 'player' ? 'you' : 'counsel'} (${rubric.words} words)`);
    for (const line of rubric.lines) lines.push(`    ${line.criterion.replace(/_/g, ' ')}: ${line.score === null ? '-' : `${line.score}/10`} ${line.note}`);
  }
  return lines.join('\n');
}

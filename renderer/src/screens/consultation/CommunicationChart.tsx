import type { ConsultationReport } from '../../../../shared/contract';
import { communicationBars } from './communicationBars';

type Communication = ConsultationReport['communication'];

const WIDTH = 520;
const LABEL_W = 190;
const BAR_H = 22;
const GAP = 12;

/** A horizontal bar chart in SVG, described for screen readers; the numbers are also in text beside it. */
export function CommunicationChart({ communication }: { communication: Communication }) {
  const bars = communicationBars(communication);
  const height = bars.length * (BAR_H + GAP);
  const span = WIDTH - LABEL_W - 60;
  const summary = bars.map((b) => `${b.label}: ${b.value === null ? 'not measured' : `${Math.round(b.value * 100)}%`}`).join('; ');
  return (
    <figure className="comm-chart" data-testid="communication-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby="comm-chart-title" aria-describedby="comm-chart-desc">
        <title id="comm-chart-title">Communication measures</title>
        <desc id="comm-chart-desc">{summary}</desc>
        {bars.map((bar, index) => {
          const y = index * (BAR_H + GAP);
          const width = bar.value === null ? 0 : Math.max(2, bar.value * span);
          return (
            <g key={bar.label}>
              <text x={0} y={y + BAR_H * 0.72} className="comm-label">
                {bar.label}
              </text>
              <rect x={LABEL_W} y={y} width={span} height={BAR_H} className="comm-track" />
              <rect x={LABEL_W} y={y} width={width} height={BAR_H} className="comm-bar" />
              <text x={LABEL_W + span + 8} y={y + BAR_H * 0.72} className="comm-value">
                {bar.value === null ? '—' : `${Math.round(bar.value * 100)}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted small">
        {communication.questions} turns: {communication.open} open, {communication.closed} closed, {communication.statements} statements;{' '}
        {communication.empathy} empathetic, {communication.judgemental} judgemental, {communication.interruptions} interruptions
        {communication.jargonTerms.length > 0 ? `; legal jargon used: ${communication.jargonTerms.join(', ')}` : ''}.
      </figcaption>
      {communication.plainWords.length > 0 && (
        <div className="plain-words">
          <p className="small">Everyday words to try:</p>
          <ul className="small">
            {communication.plainWords.map(({ term, plain }) => (
              <li key={term}>
                instead of <q>{term}</q>, say <q>{plain}</q>
              </li>
            ))}
          </ul>
        </div>
      )}
    </figure>
  );
}

const WIDTH = 520;
const HEIGHT = 140;
const PAD = { left: 40, right: 12, top: 10, bottom: 24 };

/** The client's trust over the interview, as a line in SVG; the values are also read out in its description. */
export function TrustChart({ history }: { history: number[] }) {
  if (history.length < 2) return null;
  const w = WIDTH - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (w * i) / (history.length - 1);
  const y = (v: number) => PAD.top + h * (1 - v);
  const points = history.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const described = history.map((v, i) => `${i === 0 ? 'start' : `turn ${i}`} ${Math.round(v * 100)}%`).join(', ');
  return (
    <figure className="comm-chart" data-testid="trust-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby="trust-chart-title" aria-describedby="trust-chart-desc">
        <title id="trust-chart-title">Client trust over the interview</title>
        <desc id="trust-chart-desc">{described}</desc>
        {[0, 0.5, 1].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="comm-grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="comm-value">
              {Math.round(v * 100)}%
            </text>
          </g>
        ))}
        <polyline points={points} className="trust-line" />
        {history.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r={3} className="trust-point" />
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="comm-value">
          start
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="comm-value">
          turn {history.length - 1}
        </text>
      </svg>
      <figcaption className="muted small">Trust rises with empathy, open questions and plain words, and falls with jargon, interruptions and judgement.</figcaption>
    </figure>
  );
}

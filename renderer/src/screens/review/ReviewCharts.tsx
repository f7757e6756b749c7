import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReviewCharts as Charts } from '../../stores/review';

const H = 260;

/**
 * The charts' colours. Each must reach 4.5:1 against the chart's background (WCAG AA for
 * text), because the legend writes its labels in them; test/unit/renderer/chartContrast.test.ts checks it.
 */
export const CHART_COLOURS = {
  score: '#7a1f2b',
  established: '#1f6b3a',
  notEstablished: '#6b6358',
  sustained: '#1f6b3a',
  overruled: '#8a5a00',
  missed: '#a01818',
} as const;
/** The panel the charts sit on (--panel); the exported report draws them on white, lighter still. */
export const CHART_BACKGROUND = '#fffdf8';

/** Whole-number ticks up to the largest value (a count of 1 gets 0 and 1, not 0 to 4). */
function countTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = Math.max(1, Math.ceil(top / 5));
  return Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
}

/** A long name broken into short lines under its bar, so neighbouring labels never overlap. */
function WrappedTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
  const words = String(payload?.value ?? '').split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={11} fill="#3d362f">
      {lines.slice(0, 3).map((line, i) => (
        <tspan key={i} x={x} dy={12}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A chart with its caption and, for screen readers, the same figures as a table. */
export function ChartFigure({ id, title, table, empty, children }: { id: string; title: string; table: { head: string[]; rows: (string | number)[][] }; empty?: string; children: React.ReactElement }) {
  return (
    <figure className="panel" aria-labelledby={`${id}-caption`} data-testid={`chart-${id}`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      {empty ? (
        <p className="hint">{empty}</p>
      ) : (
        <div aria-hidden="true" style={{ width: '100%', height: H }}>
          <ResponsiveContainer width="100%" height={H}>
            {children}
          </ResponsiveContainer>
        </div>
      )}
      {/* The wrapper hides the table: a table ignores the 1px box of .visually-hidden and widened the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Score over turns, elicits per witness, and objection accuracy by ground. */
export function ReviewChartsView({ charts }: { charts: Charts }) {
  return (
    <div className="chart-grid">
      <ChartFigure id="score" title="Score over turns" table={{ head: ['Turn', 'Score'], rows: charts.scoreOverTurns.map((p) => [p.turn, p.score]) }}>
        <LineChart data={charts.scoreOverTurns} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="turn" label={{ value: 'turn', position: 'insideBottomRight', offset: -4 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Line type="stepAfter" dataKey="score" stroke={CHART_COLOURS.score} strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        id="elicits"
        title="Your elicits per witness"
        table={{ head: ['Witness', 'Established', 'Not established'], rows: charts.elicitsPerWitness.map((r) => [r.witness, r.established, r.open]) }}
      >
        <BarChart data={charts.elicitsPerWitness} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="witness" tick={<WrappedTick />} interval={0} height={50} />
          <YAxis allowDecimals={false} ticks={countTicks(Math.max(0, ...charts.elicitsPerWitness.map((r) => r.established + r.open)))} />
          <Tooltip />
          <Legend />
          <Bar dataKey="established" stackId="a" fill={CHART_COLOURS.established} name="established" isAnimationActive={false} />
          <Bar dataKey="open" stackId="a" fill={CHART_COLOURS.notEstablished} name="not established" isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        id="objections"
        title="Your objections by ground"
        table={{ head: ['Ground', 'Sustained', 'Overruled', 'Missed'], rows: charts.objectionsByGround.map((r) => [r.ground, r.sustained, r.overruled, r.missed]) }}
        empty={charts.objectionsByGround.length === 0 ? 'You made no objections and missed none.' : undefined}
      >
        <BarChart data={charts.objectionsByGround} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="ground" tick={<WrappedTick />} interval={0} height={50} />
          <YAxis allowDecimals={false} ticks={countTicks(Math.max(0, ...charts.objectionsByGround.map((r) => r.sustained + r.overruled + r.missed)))} />
          <Tooltip />
          <Legend />
          <Bar dataKey="sustained" stackId="a" fill={CHART_COLOURS.sustained} isAnimationActive={false} />
          <Bar dataKey="overruled" stackId="a" fill={CHART_COLOURS.overruled} isAnimationActive={false} />
          <Bar dataKey="missed" stackId="a" fill={CHART_COLOURS.missed} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

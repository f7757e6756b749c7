import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReviewCharts as Charts } from '../../stores/review';

const H = 260;

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
      <table className="visually-hidden">
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
          <Line type="stepAfter" dataKey="score" stroke="#7a1f2b" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        id="elicits"
        title="Your elicits per witness"
        table={{ head: ['Witness', 'Established', 'Not established'], rows: charts.elicitsPerWitness.map((r) => [r.witness, r.established, r.open]) }}
      >
        <BarChart data={charts.elicitsPerWitness} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="witness" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="established" stackId="a" fill="#1f6b3a" name="established" isAnimationActive={false} />
          <Bar dataKey="open" stackId="a" fill="#d9d2c3" name="not established" isAnimationActive={false} />
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
          <XAxis dataKey="ground" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="sustained" stackId="a" fill="#1f6b3a" isAnimationActive={false} />
          <Bar dataKey="overruled" stackId="a" fill="#b07800" isAnimationActive={false} />
          <Bar dataKey="missed" stackId="a" fill="#a01818" isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Scatter, ScatterChart, XAxis, YAxis, ZAxis } from 'recharts';
import type { AgreementRow, MetricOverview } from '../../../../shared/contract/schemas/evaluation';

const H = 260;

/** A chart with a caption and, for screen readers, its figures as a table. */
function Figure({ id, title, head, rows, children }: { id: string; title: string; head: string[]; rows: (string | number)[][]; children: React.ReactElement }) {
  return (
    <figure className="panel" aria-labelledby={`${id}-caption`} data-testid={`chart-${id}`}>
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <div aria-hidden="true" style={{ width: '100%', height: H }}>
        <ResponsiveContainer width="100%" height={H}>
          {children}
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
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

/** Each assessed metric's mean beside its threshold. */
export function MetricsChart({ metrics }: { metrics: MetricOverview[] }) {
  const data = metrics.filter((m) => m.mean !== null).map((m) => ({ metric: m.metric, mean: Number(m.mean!.toFixed(3)), threshold: m.threshold }));
  return (
    <Figure id="metrics" title="Mean score against threshold, per metric" head={['Metric', 'Mean', 'Threshold']} rows={data.map((d) => [d.metric, d.mean, d.threshold])}>
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="metric" fontSize={11} />
        <YAxis domain={[0, 1]} />
        <Legend />
        <Bar dataKey="mean" name="Mean" fill="#1d4ed8" isAnimationActive={false} />
        <Bar dataKey="threshold" name="Threshold" fill="#9ca3af" isAnimationActive={false} />
      </BarChart>
    </Figure>
  );
}

/** Human stars (0..1) against one judge's scores for one metric. */
export function AgreementScatter({ row }: { row: AgreementRow }) {
  return (
    <Figure
      id="agreement"
      title={`Human rating against ${row.evaluator} on ${row.metric} (n = ${row.n})`}
      head={['Human (0 to 1)', 'Judge (0 to 1)']}
      rows={row.points.map((p) => [p.human, Number(p.judge.toFixed(3))])}
    >
      <ScatterChart accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" dataKey="human" name="Human" domain={[0, 1]} />
        <YAxis type="number" dataKey="judge" name="Judge" domain={[0, 1]} />
        <ZAxis range={[40, 40]} />
        <Scatter data={row.points} fill="#b45309" isAnimationActive={false} />
      </ScatterChart>
    </Figure>
  );
}
